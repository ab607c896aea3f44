import ResponderKit

extension UIButton {
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

extension UIResponder {
    private static weak var found: UIResponder?

    private func findFirstResponder(_ sender: Any) {
        UIResponder.found = self
    }
}

private var badgeKey = 0

class BadgeView: UIView {
    dynamic var count = 0
    weak var label: UILabel!

    func attach(to view: UIView) {
        objc_setAssociatedObject(view, &badgeKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if view.responds(to: #selector(getter: UIView.tintColor)) {
            view.perform(Selector("setNeedsLayout"))
        }
        _ = observe(\.count) { _, _ in }
        NotificationCenter.default.addObserver(self, selector: Selector("refresh"), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    func refresh() {}

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("refresh"): return method(BadgeView.refresh)
        default: return super.actionMethod(for: action)
        }
    }
}

class StoredTargetViewController: UIViewController {
    let button: UIButton = {
        let button = UIButton(type: .system)
        button.addTarget(self, action: Selector("tapped"), for: .touchUpInside)
        return button
    }()
    lazy var other: UIButton = {
        let button = UIButton(type: .system)
        button.addTarget(self, action: Selector("tapped"), for: .touchUpInside)
        return button
    }()

    func tapped() {}

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("tapped"): return method(StoredTargetViewController.tapped)
        default: return super.actionMethod(for: action)
        }
    }
}
