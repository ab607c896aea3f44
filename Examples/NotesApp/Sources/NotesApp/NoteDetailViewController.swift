import ResponderKit

/// One note, pushed on the navigation stack when its row is tapped: the back button or a swipe from
/// the left edge (`interactivePopGestureRecognizer`) goes back to the list.
final class NoteDetailViewController: UIViewController {
    let note: String
    private let label = UILabel()

    init(note: String) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        title = note
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.text = note
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("showing \(note)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { say("closed \(note)") }
    }
}
