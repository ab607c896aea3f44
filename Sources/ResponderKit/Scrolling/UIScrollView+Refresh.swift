import Foundation

/// A scroll view's refresh control (UIKit, iOS 10).
extension UIScrollView {
    /// The refresh control shown above the content; `nil` by default. Setting one adds it as a
    /// subview above the content (and removes the one it replaces, ending its refresh).
    public var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set {
            guard newValue !== refreshControlStorage else { return }
            if let old = refreshControlStorage {
                old.endRefreshing()
                old.scrollView = nil
                old.removeFromSuperview()
            }
            refreshControlStorage = newValue
            refreshInsetTop = 0
            guard let control = newValue else { return }
            control.scrollView = self
            control.placeAbove(self)
            insertSubview(control, at: 0)
            if control.isRefreshing { refreshInsetTop = UIRefreshControl.height }
        }
    }
}
