import Foundation

extension UIViewController {
    /// Why `child` cannot become a child of this controller, or `nil`. UIKit raises
    /// `hierarchyInconsistencyException` when the child's view sits under another controller's view
    /// (Apple: "That view controller must be the parent of the view controller whose view is being
    /// added … This consistency check is also performed when a view controller is added as a child");
    /// a window's root or a presented controller given a parent leaves its appearance owned twice, so
    /// those are refused here too (docs/Differences-from-UIKit.md).
    func childRefusal(_ child: UIViewController) -> String? {
        if child.presentingStorage != nil || child.beingPresented {
            return "the child is presented by another controller (dismiss it first)"
        }
        if UIApplication.shared.windows.contains(where: { $0.rootViewControllerStorage === child }) { return "the child is a window's root view controller (replace the window's root first)" }
        if let superview = child.viewIfLoaded?.superviewStorage {
            var view: UIView? = superview
            var steps = 0
            while let current = view, steps <= ResponderChainBound.maximumHops {
                if let owner = current.viewControllerStorage, owner.viewIfLoaded === current {
                    if owner !== self {
                        return "the child's view is inside \(type(of: owner))'s view, whose controller would not be its parent "
                            + "(UIKit: hierarchyInconsistencyException; remove the view first)"
                    }
                    break
                }
                view = current.superviewStorage
                steps += 1
            }
        }
        return nil
    }
}
