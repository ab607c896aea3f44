import Foundation

/// Attaching recognizers to views (UIKIT-NOTES B102).
extension UIView {
    func attach(_ recognizer: UIGestureRecognizer) {
        if let previous = recognizer.viewStorage, previous !== self { previous.detach(recognizer) }
        var list = gestureRecognizerStorage ?? []
        if !list.containsIdentical(recognizer) { list.append(recognizer) }
        gestureRecognizerStorage = list
        recognizer.viewStorage = self
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
