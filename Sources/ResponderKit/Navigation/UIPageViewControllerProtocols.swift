import Foundation

/// Where a page view controller's neighbouring pages come from — UIKit's
/// `UIPageViewControllerDataSource`. The two page methods are required; the two presentation
/// methods are optional in UIKit, and "both methods must be implemented" for the page indicator
/// to appear: here their defaults return 0, which shows none.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or `nil` at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows (0 by default: no indicator).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is current when `setViewControllers` shows a page (0 by default).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells its delegate about the user's page turns — UIKit's
/// `UIPageViewControllerDelegate`. Both are "gesture-driven" only: `setViewControllers` calls neither.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// The user started turning to `pendingViewControllers` (Apple: "Called before a gesture-driven
    /// transition begins"; "if the user aborts the navigation gesture, the transition doesn't complete").
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// The user's turn ended: `completed` if the new page is now shown, `false` if the page went back.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
