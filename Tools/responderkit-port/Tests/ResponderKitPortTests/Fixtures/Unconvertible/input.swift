import UIKit

extension UIButton {
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

extension UIResponder {
    private static weak var found: UIResponder?

    @objc private func findFirstResponder(_ sender: Any) {
        UIResponder.found = self
    }
}

private var badgeKey = 0

class BadgeView: UIView {
    @objc dynamic var count = 0
    @IBOutlet weak var label: UILabel!

    func attach(to view: UIView) {
        objc_setAssociatedObject(view, &badgeKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if view.responds(to: #selector(getter: UIView.tintColor)) {
            view.perform(#selector(UIView.setNeedsLayout))
        }
        _ = observe(\.count) { _, _ in }
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc func refresh() {}
}

class StoredTargetViewController: UIViewController {
    let button: UIButton = {
        let button = UIButton(type: .system)
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        return button
    }()
    lazy var other: UIButton = {
        let button = UIButton(type: .system)
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        return button
    }()

    @objc func tapped() {}
}
