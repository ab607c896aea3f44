import Foundation

/// What a split view controller asks of and tells its delegate — UIKit's
/// `UISplitViewControllerDelegate`. Every method has a default that does what UIKit does when the
/// delegate leaves it out (AD:uikit/uisplitviewcontrollerdelegate).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Column-style: the column to show on top once collapsed; `proposedTopColumn` by default.
    func splitViewController(_ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Column-style: the display mode once expanded; `proposedDisplayMode` by default.
    func splitViewController(_ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// The columns collapsed into one stack.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The stack expanded into columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// A column is about to show (`show(_:)`).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to hide (`hide(_:)`).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// Classic: whether the delegate took care of the secondary when collapsing (`true`: it leaves
    /// the split view); `false` by default, which pushes it onto a primary navigation controller.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Classic: the secondary to use when expanding; `nil` by default, which pops it off a primary
    /// navigation controller.
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// Whether the delegate showed `vc` itself for `showDetailViewController(_:sender:)`; `false` by default.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    /// Whether the delegate showed `vc` itself for `show(_:sender:)` on the split view; `false` by default.
    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func splitViewController(_ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
}
