import Foundation

/// Told when the user selects an item of a ``UITabBar`` — UIKit's `UITabBarDelegate`. The method
/// has an empty default.
///
/// As in UIKit, `tabBar(_:didSelect:)` is sent for a tap on an enabled item (on the lift, inside
/// the item), not when code sets ``UITabBar/selectedItem``. A tab bar that a
/// ``UITabBarController`` manages has the controller as its delegate.
///
/// Differences from UIKit: the customizing methods (`willBeginCustomizing` …) do not exist, as
/// there is no customizing sheet.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

public extension UITabBarDelegate {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// Told when the user selects a tab of a ``UITabBarController`` — UIKit's
/// `UITabBarControllerDelegate`. Both methods have defaults: `shouldSelect` returns `true`.
///
/// As in UIKit, both are called only for the user's taps on the tab bar, never when code sets
/// ``UITabBarController/selectedIndex`` or ``UITabBarController/selectedViewController``;
/// `didSelect` is called even when the tapped tab was already selected (Apple's documentation of
/// `tabBarController(_:didSelect:)`, iOS 3 and later).
///
/// Differences from UIKit: the methods for customizing, custom transition animators, interaction
/// controllers, orientations and iOS 18's `UITab` do not exist.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped, showing `viewController`, should be selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab showing `viewController` (possibly the tab already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

public extension UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    { true }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
