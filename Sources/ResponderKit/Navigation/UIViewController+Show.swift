import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` as UIKit runs them without a split
/// view controller (Apple's documentation of both): `show` finds the nearest navigation controller
/// (this controller or an ancestor, which "overrides this method and uses it to push `vc` onto its
/// navigation stack") and pushes, animated; with none, it presents `vc` modally from this
/// controller. `showDetailViewController` in a split view controller shows `vc` in its secondary column
/// (pushed on the stack while collapsed); elsewhere it presents modally.
///
/// Differences from UIKit: neither method is `open` (an extension's method cannot be overridden
/// here), so a container's own `show` cannot be supplied by overriding; there is no
/// `targetViewController(forAction:sender:)` (it takes an Objective-C selector to find overrides).
extension UIViewController {
    /// Shows `vc` in the primary context: pushed on the nearest navigation controller, else
    /// presented modally.
    public func show(_ vc: UIViewController, sender: Any?) {
        // Shown on the split view itself: its delegate may take it; else it goes to the primary's stack.
        if let split = self as? UISplitViewController {
            if split.delegate?.splitViewController(split, show: vc, sender: sender) == true { return }
            if let primary = split.viewController(for: .primary)?.navigationController ?? split.viewController(
                for: .primary) as? UINavigationController
            {
                return primary.pushViewController(vc, animated: true)
            }
        }
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in a secondary (detail) context: presented modally, as UIKit does outside a
    /// split view controller.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = self as? UISplitViewController ?? splitViewController {
            split.showDetail(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
}
