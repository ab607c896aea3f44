import ResponderKit

/// A screen of labels chained top to bottom under the safe area, each at the layout margin, as a
/// settings or sign-up form builds them in `viewDidLoad` (the layout tests push and pop it).
final class LabelFormController: UIViewController {
    let rows: Int
    private(set) var rowConstraints: [NSLayoutConstraint] = []

    init(rows: Int) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        rows = 0
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var above = view.safeAreaLayoutGuide.topAnchor
        for index in 0..<rows {
            let label = UILabel()
            label.text = "Field \(index)"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            rowConstraints += [label.topAnchor.constraint(equalTo: above, constant: 8),
                               label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)]
            above = label.bottomAnchor
        }
        NSLayoutConstraint.activate(rowConstraints)
    }
}
