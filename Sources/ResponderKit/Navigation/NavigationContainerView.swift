import Foundation

/// The navigation controller's view: lays out the bar and the top child's view when it lays out.
final class NavigationContainerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (viewControllerStorage as? UINavigationController)?.layoutContent()
    }
}
