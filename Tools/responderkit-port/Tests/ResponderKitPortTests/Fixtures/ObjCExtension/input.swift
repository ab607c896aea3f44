import UIKit

// `@objc` on an extension makes every member @objc: its methods are actions when a #selector names
// them, and the attribute itself has no meaning on Linux.
class ComposeViewController: UIViewController {
    let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.addTarget(self, action: #selector(send(_:)), for: .touchUpInside)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }
}

@objc extension ComposeViewController {
    func send(_ sender: UIButton) {
        sender.isEnabled = false
    }

    func keyboardWillShow(_ notification: Notification) {}
}

@objc private extension ComposeViewController {
    func helper() -> Int { 1 }
}

@objc extension UIView {
    func shake() {}
}
