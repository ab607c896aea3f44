import Foundation

/// The first responder: per window, the responder that receives motion, remote-control (and later
/// key) events and nil-targeted actions first.
///
/// The rules are UIKit's documented ones, made deterministic where UIKit is vague
/// (B64–B69, docs/Behaviour.md): a responder must be in a window to become first responder — so a controller's
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

    /// B67, steps 1–5. The input views' keyboard notifications are posted once, for
    /// where the whole change ends (Input/InputViewHost.swift).
    func performBecomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        return UIApplication.shared.inputViewHost.deferringAnnouncements { changeFirstResponder() }
    }

    private func changeFirstResponder() -> Bool {
        guard let window = firstResponderWindow else { return false }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponderStorage {
            if FirstResponderChange.isResigning(current, from: window) {
                // Asked from inside `current`'s own resignation (its override makes another responder
                // first before calling `super`): it has agreed to go, and is not asked again — asking
                // would recurse without end. This request takes its place.
            } else {
                guard current.canResignFirstResponder else { return false }
                guard FirstResponderChange.resign(current, from: window) else { return false }
                // A resign override may have made some other responder first meanwhile: respect the
                // latest state rather than overwrite it silently.
                if window.firstResponderStorage != nil { return false }
            }
        }
        // The old responder's resign override may have moved this responder out of its window.
        guard firstResponderWindow === window else { return false }
        window.setFirstResponder(self)
        UIApplication.shared.inputViewHost.refresh()
        return true
    }

    /// B68: clears the window's first responder if it is this one. While ResponderKit
    /// asked this responder to resign from a window, that window is the one meant — the override may
    /// have moved it into another window, and made it first responder there, before calling `super`.
    func performResignFirstResponder() -> Bool {
        if let window = FirstResponderChange.window(resigning: self) ?? firstResponderWindow,
            window.firstResponderStorage === self
        {
            window.setFirstResponder(nil)
            UIApplication.shared.inputViewHost.refresh()
        }
        return true
    }
}

/// First-responder changes under way, so that an app's overrides can re-enter them without recursing
/// without end: a `resignFirstResponder` override that makes another responder first, or
/// removes its view from the tree, before calling `super`, is not asked to resign a second time.
/// After any sequence of overrides every window has at most one first responder, and it is in that
/// window (WindowRegistry's `subtreeDidLeave` clears one that left).
@preconcurrency @MainActor
enum FirstResponderChange {
    /// The responders ResponderKit asked to resign, innermost last, with the window they resign from.
    private static var resigning: [(responder: UIResponder, window: UIWindow)] = []

    static func isResigning(_ responder: UIResponder, from window: UIWindow) -> Bool {
        resigning.contains { $0.responder === responder && $0.window === window }
    }

    /// The window `responder` is being asked to resign from, if it is.
    static func window(resigning responder: UIResponder) -> UIWindow? {
        resigning.last { $0.responder === responder }?.window
    }

    /// Asks `responder` to resign its status in `window` — unless that is under way already (the
    /// request comes from inside its own override), which counts as agreeing.
    static func resign(_ responder: UIResponder, from window: UIWindow) -> Bool {
        if isResigning(responder, from: window) { return true }
        resigning.append((responder, window))
        let agreed = responder.resignFirstResponder()
        if let index = resigning.lastIndex(where: { $0.responder === responder && $0.window === window }) {
            resigning.remove(at: index)
        }
        return agreed
    }
}
