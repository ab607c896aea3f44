import Foundation

/// The first responder: per window, the responder that receives motion, remote-control (and later
/// key) events and nil-targeted actions first.
///
/// The rules are UIKit's documented ones, made deterministic where UIKit is vague (UIKIT-NOTES
/// B64–B69): a responder must be in a window to become first responder — so a controller's
/// `viewWillAppear` is too early and `viewDidAppear` works — it must say
/// `canBecomeFirstResponder`, and the current first responder must agree to resign.
extension UIResponder {
    var isCurrentFirstResponder: Bool {
        guard let window = firstResponderWindow else { return false }
        return window.firstResponderStorage === self
    }

    /// Whether this responder is `root` or lives under it: a view inside it, or a controller whose
    /// view is inside it.
    func isInSubtree(of root: UIView) -> Bool {
        if let view = self as? UIView { return view.isDescendant(of: root) }
        if let controller = self as? UIViewController, let view = controller.viewIfLoaded {
            return view.isDescendant(of: root)
        }
        return false
    }

    /// UIKIT-NOTES B67, steps 1–5.
    func performBecomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard let window = firstResponderWindow else { return false }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponderStorage {
            guard current.canResignFirstResponder else { return false }
            guard current.resignFirstResponder() else { return false }
            // A resign override may have made some other responder first meanwhile: respect the
            // latest state rather than overwrite it silently.
            if window.firstResponderStorage != nil { return false }
        }
        // The old responder's resign override may have moved this responder out of its window.
        guard firstResponderWindow === window else { return false }
        window.setFirstResponder(self)
        UIApplication.shared.inputViewHost.refresh()
        return true
    }

    /// UIKIT-NOTES B68: clears the window's first responder if it is this one.
    func performResignFirstResponder() -> Bool {
        if let window = firstResponderWindow, window.firstResponderStorage === self {
            window.setFirstResponder(nil)
            UIApplication.shared.inputViewHost.refresh()
        }
        return true
    }
}
