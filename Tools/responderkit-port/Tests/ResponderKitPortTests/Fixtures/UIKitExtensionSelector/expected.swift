import ResponderKit

// The first-responder trick: an action added to UIResponder by an extension, sent to nil. Without the
// Objective-C runtime an extension cannot add an action, so the tool leaves `@objc` and the
// `#selector` as they are — the code fails to compile instead of silently never finding the responder.
extension UIResponder {
    private static weak var found: UIResponder?

    static func currentFirstResponder() -> UIResponder? {
        found = nil
        UIApplication.shared.sendAction(#selector(UIResponder.findFirstResponder(_:)), to: nil, from: nil, for: nil)
        return found
    }

    @objc func findFirstResponder(_ sender: Any) {
        UIResponder.found = self
    }
}
