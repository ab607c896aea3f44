import Foundation
import ResponderKit

/// A view that can become first responder, counts how often it is asked to resign, and can refuse
/// in both documented ways (`canResignFirstResponder` false, or a `resignFirstResponder` override
/// that returns false).
@MainActor
final class FirstResponderView: UIView {
    var acceptsFirstResponder = true
    var allowsResign = true
    var refusesResign = false
    var resignCalls = 0
    var customInputView: UIView?
    var customAccessoryView: UIView?

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var canResignFirstResponder: Bool { allowsResign }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }

    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        if refusesResign { return false }
        return super.resignFirstResponder()
    }
}

/// The seed article's depth-first search for the first responder (F6), as a user writes it.
extension UIView {
    func findFirstResponder() -> UIView? {
        if self.isFirstResponder {
            return self
        }
        for subView in self.subviews {
            if let firstResponder = subView.findFirstResponder() {
                return firstResponder
            }
        }
        return nil
    }
}
