import Foundation

/// Containment: adding and removing child controllers, and what UIKit refuses to add.
extension UIViewController {
    /// `addChild(_:)`: the cycle and consistency checks, then the parent link.
    func adoptChild(_ childController: UIViewController) {
        guard childController.parentStorage !== self else { return }
        if isSelfOrAncestor(childController) {
            UIApplication.shared.report(Diagnostic(
                kind: .invalidHierarchyChange, resolution: .dropped,
                message: "\(type(of: self)).addChild(\(type(of: childController))): the child is this controller or "
                    + "one of its parents or presenters; adding it would make a cycle, so it was not added"))
            return
        }
        if let refusal = childRefusal(childController) {
            UIApplication.shared.report(Diagnostic(
                kind: .invalidHierarchyChange, resolution: .dropped,
                message: "\(type(of: self)).addChild(\(type(of: childController))): \(refusal), so it was not added"))
            return
        }
        if childController.parentStorage != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
        childController.movingToParent = true
    }

    /// `removeFromParent()`: the parent link goes, then `didMove(toParent: nil)`.
    func leaveParent() {
        guard let parent = parentStorage else { return }
        cancelPendingAppearance()
        // (Children are unique: the first match is the only one, found without visiting the rest.)
        if let index = parent.childStorage.firstIndex(where: { $0 === self }) { parent.childStorage.remove(at: index) }
        parentStorage = nil
        movingFromParent = false
        didMove(toParent: nil)
    }

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
        if UIApplication.shared.windows.contains(where: { $0.rootViewControllerStorage === child }) {
            return "the child is a window's root view controller (replace the window's root first)"
        }
        if let superview = child.viewIfLoaded?.superviewStorage {
            var view: UIView? = superview
            var steps = 0
            while let current = view, steps <= ResponderChainBound.maximumHops {
                if let owner = current.viewControllerStorage, owner.viewIfLoaded === current {
                    if owner !== self {
                        return
                            "the child's view is inside \(type(of: owner))'s view, whose controller would not be "
                                + "its parent "
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
