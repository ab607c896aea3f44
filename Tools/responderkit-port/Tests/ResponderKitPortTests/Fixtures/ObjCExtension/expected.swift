import ResponderKit

// `@objc` on an extension makes every member @objc: its methods are actions when a #selector names
// them, and the attribute itself has no meaning on Linux.
class ComposeViewController: UIViewController {
    let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.addTarget(self, action: Selector("send:"), for: .touchUpInside)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:"),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("send:"): return method(ComposeViewController.send(_:))
        case Selector("keyboardWillShow:"): return method(ComposeViewController.keyboardWillShow(_:))
        default: return super.actionMethod(for: action)
        }
    }
}

extension ComposeViewController {
    func send(_ sender: UIButton) {
        sender.isEnabled = false
    }

    func keyboardWillShow(_ notification: Notification) {}
}

private extension ComposeViewController {
    func helper() -> Int { 1 }
}

extension UIView {
    func shake() {}
}
