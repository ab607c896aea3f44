import ResponderKit

class NoteView: UIView {
    var text = ""

    override var canBecomeFirstResponder: Bool { true }

    func bindMenu(_ button: UIButton) {
        button.addTarget(self, action: Selector("bold:"), for: .touchUpInside)
    }

    func bold(_ sender: Any?) {
        text = "**" + text + "**"
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("bold:"): return method(NoteView.bold(_:))
        default: break
        }
        if action == .copy { return method(NoteView.copyText) }
        return super.actionMethod(for: action)
    }

    func copyText(_ sender: Any?) {}
}
