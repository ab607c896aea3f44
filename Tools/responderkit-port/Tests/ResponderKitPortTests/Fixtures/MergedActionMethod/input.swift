import UIKit

class NoteView: UIView {
    var text = ""

    override var canBecomeFirstResponder: Bool { true }

    func bindMenu(_ button: UIButton) {
        button.addTarget(self, action: #selector(bold(_:)), for: .touchUpInside)
    }

    @objc func bold(_ sender: Any?) {
        text = "**" + text + "**"
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == .copy { return method(NoteView.copyText) }
        return super.actionMethod(for: action)
    }

    func copyText(_ sender: Any?) {}
}
