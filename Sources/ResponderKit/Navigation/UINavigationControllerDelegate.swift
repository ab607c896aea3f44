import Foundation

/// Told when a navigation controller's top controller changes — UIKit's
/// `UINavigationControllerDelegate`, with `willShow` before the transition's appearance callbacks
/// and `didShow` after they end. Both have empty defaults.
///
/// Differences from UIKit: the methods for custom transition animators, interaction controllers
/// and supported orientations do not exist.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// The navigation controller is about to show `viewController` (the new top).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// The navigation controller has shown `viewController`: its transition ended.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

public extension UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
