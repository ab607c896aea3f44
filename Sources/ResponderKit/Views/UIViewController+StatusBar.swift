import Foundation

/// The style of the status bar's text and icons — UIKit's `UIStatusBarStyle` (its raw values).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden — UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}

/// What the status bar shows: its style and whether it is hidden.
struct StatusBarAppearance: Equatable {
    var style: UIStatusBarStyle = .default
    var isHidden = false
}

/// Which controller decides the status bar, as UIKit asks (Apple's `preferredStatusBarStyle`,
/// `childForStatusBarStyle` and `modalPresentationCapturesStatusBarAppearance` documentation):
///
/// ```
///   key window's root ──▶ its presented controllers, while they cover the screen (full screen,
///   │                     or capturing the appearance) ─▶ the top one
///   └─▶ childForStatusBarStyle / childForStatusBarHidden, followed while they answer a child
/// ```
///
/// The answer is read when the app asks (`setNeedsStatusBarAppearanceUpdate()`), when a window
/// becomes key or gets a new root, and when a presentation begins or a dismissal ends; it is kept in
/// ``UIApplication/statusBarStyle`` and ``UIApplication/isStatusBarHidden``. There is no status bar on
/// a desktop: the values are for code that reads them (and for a backend that draws one).
extension UIViewController {
    /// A navigation controller whose bar is `.black` asks for light content (UIKit's rule).
    var defaultStatusBarStyle: UIStatusBarStyle {
        if let navigation = self as? UINavigationController, navigation.navigationBar.barStyle != .default {
            return .lightContent
        }
        return .default
    }

    /// A tab bar controller's selected child; a navigation controller's top when its bar is hidden.
    var defaultChildForStatusBarStyle: UIViewController? {
        if let tabs = self as? UITabBarController { return tabs.selectedViewController }
        if let navigation = self as? UINavigationController, navigation.isNavigationBarHidden {
            return navigation.topViewController
        }
        return nil
    }

    /// A tab bar controller's selected child; a navigation controller's top controller.
    var defaultChildForStatusBarHidden: UIViewController? {
        if let tabs = self as? UITabBarController { return tabs.selectedViewController }
        if let navigation = self as? UINavigationController { return navigation.topViewController }
        return nil
    }

    /// The top presented controller that decides the status bar, from this root.
    fileprivate var statusBarDecider: UIViewController {
        var decider = self
        var presented = presentedStorage
        var steps = 0
        while let next = presented, steps < ResponderChainBound.maximumHops {
            let style = next.modalPresentationStyle
            if style == .fullScreen || style == .overFullScreen || style == .custom
                || next.modalPresentationCapturesStatusBarAppearance
            {
                decider = next
            }
            presented = next.presentedStorage
            steps += 1
        }
        return decider
    }

    /// Follows `child` while it names another controller (bounded: a cycle of overrides ends).
    fileprivate func following(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var steps = 0
        while let next = child(current), next !== current, steps < ResponderChainBound.maximumHops {
            current = next
            steps += 1
        }
        return current
    }
}

extension UIApplication {
    /// The status bar's style, as the key window's controllers last decided it (UIKit's deprecated
    /// getter, still what the status bar shows).
    public var statusBarStyle: UIStatusBarStyle { statusBarAppearance.style }

    /// Whether the status bar is hidden, as the key window's controllers last decided it.
    public var isStatusBarHidden: Bool { statusBarAppearance.isHidden }

    /// Reads the status bar's appearance again from the key window's controllers.
    func updateStatusBarAppearance() {
        guard let root = keyWindow?.rootViewControllerStorage else {
            statusBarAppearance = StatusBarAppearance()
            return
        }
        let decider = root.statusBarDecider
        let styled = decider.following { $0.childForStatusBarStyle }
        let hiding = decider.following { $0.childForStatusBarHidden }
        statusBarAppearance = StatusBarAppearance(
            style: styled.preferredStatusBarStyle, isHidden: hiding.prefersStatusBarHidden)
    }
}
