import Foundation

/// Attaching recognizers to views (B102).
extension UIView {
    /// A recognizer's `view` is this view exactly while it is in this view's list, so being attached
    /// already is one comparison, and the list grows in place: adding n recognizers costs O(n), not
    /// O(n²) (40,000 hover recognizers took seconds to add — a copy of the list and a search
    /// of it per add).
    func attach(_ recognizer: UIGestureRecognizer) {
        if recognizer.viewStorage === self { return }
        if let previous = recognizer.viewStorage { previous.detach(recognizer) }
        if gestureRecognizerStorage == nil {
            gestureRecognizerStorage = [recognizer]
        } else {
            gestureRecognizerStorage?.append(recognizer)
        }
        recognizer.viewStorage = self
    }

    /// `gestureRecognizers`' setter: detaches the recognizers not in `list`, attaches those in it (in
    /// its order), and leaves `nil` when given `nil`.
    func replaceRecognizers(with list: [UIGestureRecognizer]?) {
        for recognizer in gestureRecognizerStorage ?? [] where !(list ?? []).containsIdentical(recognizer) {
            detach(recognizer)
        }
        for recognizer in list ?? [] { attach(recognizer) }
        if list == nil { gestureRecognizerStorage = nil }
    }

    func detach(_ recognizer: UIGestureRecognizer) {
        guard var list = gestureRecognizerStorage, list.containsIdentical(recognizer) else { return }
        list.removeAll { $0 === recognizer }
        gestureRecognizerStorage = list
        if recognizer.viewStorage === self {
            recognizer.viewStorage = nil
            recognizer.currentArena.disabled(recognizer)
        }
    }
}

extension UIView {
    /// Whether `recognizer` is a single-finger single-tap recognizer of another view (an ancestor,
    /// since it is asked about this view's touches): the gesture a control's or a text field's own
    /// tap overlaps, which UIKit gives to the control (Apple, "Attaching gesture recognizers to UIKit
    /// controls"; docs/Behaviour.md B122).
    func isAncestorSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.viewStorage !== self, let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
