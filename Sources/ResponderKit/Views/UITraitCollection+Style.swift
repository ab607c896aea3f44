import Foundation
import Synchronization

/// Light and dark: the interface style a view or controller has, `overrideUserInterfaceStyle`, the
/// current trait collection dynamic colours resolve with, and the system's style changing.
///
/// A view's style is the first set `overrideUserInterfaceStyle` up from it — the view's own, its
/// controller's when it is a controller's root view, then its superview's — else the screen's (the
/// system's, `RawInput.userInterfaceStyleChanged`; light at start). A controller's is its own override,
/// else its view's superview's (or its parent's while its view is not loaded). Where UIKit differs: a
/// presented controller inherits from its presenting controller there; here from the window it is
/// shown in (the same unless the presenting controller overrides the style).
///
/// When a style changes, `traitCollectionDidChange(_:)` is called — a controller just before its view,
/// top-down — on exactly the views and controllers whose style changed (a subtree that overrides the
/// style keeps its own and hears nothing).
extension UITraitCollection {
    private static let currentStorage = Mutex<UITraitCollection?>(nil)

    /// The traits dynamic colours resolve with when no trait collection is given (`UIColor.cgColor`,
    /// `red`…): the screen's unless set. UIKit sets it per thread around drawing and layout; here it is
    /// one for the process, and ResponderKit keeps it at the screen's traits whenever the system style
    /// changes.
    public static var current: UITraitCollection {
        get { currentStorage.withLock { $0 } ?? UITraitCollection(userInterfaceStyle: .light) }
        set { currentStorage.withLock { $0 = newValue } }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then puts the old one back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.currentStorage.withLock { old in
            defer { old = self }
            return old
        }
        defer { UITraitCollection.currentStorage.withLock { $0 = previous } }
        try actions()
    }
}

/// How many views and controllers ever set an override, so that an app that sets none pays one
/// load for a view's traits.
@MainActor
private enum StyleOverrides {
    static var used = false
}

extension UIView {
    /// The interface style this view and its subviews use instead of the inherited one;
    /// `.unspecified` (inherit) by default.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideStyleStorage }
        set {
            guard newValue != overrideStyleStorage else { return }
            let before = effectiveStyle
            overrideStyleStorage = newValue
            StyleOverrides.used = true
            if effectiveStyle != before {
                UIApplication.notifyStyleChange(in: self, previous: before, includingRoot: true)
            }
        }
    }

    /// This view's interface style (see the extension's documentation).
    var effectiveStyle: UIUserInterfaceStyle {
        guard StyleOverrides.used else { return UIScreen.main.userInterfaceStyle }
        var view: UIView? = self
        var depth = 0
        while let current = view, depth <= ResponderChainBound.maximumHops {
            if current.overrideStyleStorage != .unspecified { return current.overrideStyleStorage }
            if current.hasViewController, let controller = current.viewControllerStorage,
                controller.viewIfLoaded === current,
               controller.overrideStyleStorage != .unspecified {
                return controller.overrideStyleStorage
            }
            view = current.superviewStorage
            depth += 1
        }
        return UIScreen.main.userInterfaceStyle
    }

    /// The screen's traits with this view's style.
    func effectiveTraits() -> UITraitCollection {
        UIScreen.main.traitCollection.with(style: effectiveStyle)
    }
}

extension UIViewController {
    /// The interface style this controller, its view and its children use instead of the inherited
    /// one; `.unspecified` (inherit) by default.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideStyleStorage }
        set {
            guard newValue != overrideStyleStorage else { return }
            let before = effectiveStyle
            overrideStyleStorage = newValue
            StyleOverrides.used = true
            guard effectiveStyle != before else { return }
            let previous = UIScreen.main.traitCollection.with(style: before)
            if let view = viewIfLoaded {
                UIApplication.notifyStyleChange(in: view, previous: before, includingRoot: true)
            } else {
                traitCollectionDidChange(previous)
                runTraitChangeRegistrations(previous: previous)
            }
        }
    }

    /// This controller's interface style.
    var effectiveStyle: UIUserInterfaceStyle {
        if overrideStyleStorage != .unspecified { return overrideStyleStorage }
        guard StyleOverrides.used else { return UIScreen.main.userInterfaceStyle }
        if let view = viewIfLoaded, let superview = view.superviewStorage { return superview.effectiveStyle }
        return parentStorage?.effectiveStyle ?? UIScreen.main.userInterfaceStyle
    }

    /// The screen's traits with this controller's style.
    func effectiveTraits() -> UITraitCollection {
        UIScreen.main.traitCollection.with(style: effectiveStyle)
    }
}

extension UIApplication {
    /// `RawInput.userInterfaceStyleChanged`: the system's style is now `style`.
    func systemStyleChanged(to style: UIUserInterfaceStyle) {
        let style = style == .unspecified ? UIUserInterfaceStyle.light : style
        let before = UIScreen.main.userInterfaceStyle
        guard style != before else { return }
        UIScreen.main.userInterfaceStyle = style
        UITraitCollection.current = UIScreen.main.traitCollection
        for window in windows where window.overrideStyleStorage == .unspecified {
            UIApplication.notifyStyleChange(in: window, previous: before, includingRoot: true)
        }
    }

    /// Calls `traitCollectionDidChange(_:)` with the traits of style `previous` on `root` (when
    /// `includingRoot`; a root view's controller first) and on every view and controller below it that
    /// inherits its style. A subtree whose view or controller overrides the style is skipped; the tree
    /// may change in the calls (each view's subviews are read when it is reached).
    static func notifyStyleChange(in root: UIView, previous: UIUserInterfaceStyle, includingRoot: Bool) {
        let previousTraits = UIScreen.main.traitCollection.with(style: previous)
        func visit(_ view: UIView, depth: Int, isRoot: Bool) {
            guard depth <= ResponderChainBound.maximumHops else { return }
            if !isRoot {
                if view.overrideStyleStorage != .unspecified { return }
                if let controller = view.viewControllerStorage, controller.viewIfLoaded === view,
                   controller.overrideStyleStorage != .unspecified { return }
            }
            if let controller = view.viewControllerStorage, controller.viewIfLoaded === view {
                controller.traitCollectionDidChange(previousTraits)
                controller.runTraitChangeRegistrations(previous: previousTraits)
            }
            view.traitCollectionDidChange(previousTraits)
            view.runTraitChangeRegistrations(previous: previousTraits)
            for subview in view.subviewStorage { visit(subview, depth: depth + 1, isRoot: false) }
        }
        visit(root, depth: 0, isRoot: includingRoot)
    }
}
