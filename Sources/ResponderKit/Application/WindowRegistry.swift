import Foundation

/// The application's windows, held weakly (as UIKit does: an app keeps its own window alive), in
/// stacking order.
///
/// Order: by `windowLevel`, then by when each was last shown or made key and visible
/// (B16–B18: within one level, UIKit leaves the order open; the most recently shown is
/// in front here).
struct WindowRegistry {
    private struct Entry {
        weak var window: UIWindow?
    }

    private var entries: [Entry] = []
    private var nextStamp = 1

    @MainActor
    mutating func add(_ window: UIWindow) {
        entries.removeAll { $0.window == nil }
        window.orderStamp = nextStamp
        nextStamp += 1
        entries.append(Entry(window: window))
    }

    @MainActor
    mutating func stamp(_ window: UIWindow) {
        window.orderStamp = nextStamp
        nextStamp += 1
    }

    @MainActor
    func backToFront() -> [UIWindow] {
        entries.compactMap(\.window).sorted {
            $0.windowLevel != $1.windowLevel ? $0.windowLevel < $1.windowLevel : $0.orderStamp < $1.orderStamp
        }
    }

    @MainActor
    func visibleFrontToBack() -> [UIWindow] {
        backToFront().reversed().filter { !$0.isHidden }
    }

    /// The visible window when exactly one is visible — the usual case, answered without building,
    /// sorting and filtering three arrays as ``visibleFrontToBack()`` does; `nil` otherwise.
    @MainActor
    func onlyVisibleWindow() -> UIWindow? {
        var found: UIWindow?
        for entry in entries {
            guard let window = entry.window, !window.isHidden else { continue }
            if found != nil { return nil }
            found = window
        }
        return found
    }
}

extension UIApplication {
    func register(_ window: UIWindow) {
        windowRegistry.add(window)
    }

    func bringToFront(_ window: UIWindow) {
        windowRegistry.stamp(window)
    }

    func windowVisibilityChanged(_ window: UIWindow) {
        if window.isHidden {
            NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: window)
            if keyWindowStorage === window {
                // The key window went away: the front-most visible window that can be key takes over.
                let successor = windowRegistry.visibleFrontToBack().first { $0 !== window && $0.canBecomeKey }
                setKeyWindow(successor)
            }
            inputViewHost.refresh()
        } else {
            windowRegistry.stamp(window)
            NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: window)
            window.presentRootViewControllerIfNeeded()
            inputViewHost.refresh()
        }
    }

    func setKeyWindow(_ window: UIWindow?) {
        let old = keyWindowStorage
        guard old !== window else { return }
        keyWindowStorage = window
        if let window, let scene = window.windowSceneStorage { scene.lastKeyWindow = window }
        old?.resignKey()
        window?.becomeKey()
        inputViewHost.refresh()
    }

    /// A subtree left `window`: a first responder that was inside and refused to resign is cleared
    /// all the same (B74), and touches whose view was inside are cancelled at once (B52).
    func subtreeDidLeave(window: UIWindow) {
        if let responder = window.firstResponderStorage, responder.firstResponderWindow !== window {
            window.setFirstResponder(nil)
            responder.firstResponderStatusWasTaken()
            inputViewHost.refresh()
        }
        inputPipeline.tracker.cancelTouchesThatLeft(window: window)
    }
}
