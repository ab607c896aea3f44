import Foundation

/// The navigation controller's toolbar — UIKit's built-in `toolbar`: hidden by default
/// (`isToolbarHidden` is `true`, Apple's documentation), shown at the bottom of the navigation
/// controller's view, 44 points high above the bottom safe area, with the top controller's
/// `toolbarItems`; tapping an item performs its primary action or target-action (``UIToolbar``).
/// As Apple documents, the toolbar also hides while the top controller's
/// `hidesBottomBarWhenPushed` is set. The top child's view ends above a shown toolbar; a hidden
/// toolbar is not in the view.
///
/// Differences from UIKit: `animated` is ignored; the content ends above the toolbar instead of
/// extending under it with a larger safe area (as it ends below the navigation bar).
extension UINavigationController {
    /// Whether the toolbar shows now.
    var toolbarShows: Bool {
        !toolbarHiddenStorage && !(topViewController?.hidesBottomBarWhenPushed ?? false)
    }

    /// The bars follow the stack: the navigation bar's items, the toolbar's items and visibility,
    /// and an enclosing tab bar controller's bar (`hidesBottomBarWhenPushed`); then the layout.
    func refreshBars() {
        navigationBar.refresh()
        toolbarStorage.setItems(topViewController?.toolbarItems, animated: false)
        // In the view only while it shows (the content's subviews are the top view and the bars).
        toolbarStorage.isHidden = !toolbarShows
        if let container = viewIfLoaded {
            if toolbarShows, toolbarStorage.superview !== container {
                container.addSubview(toolbarStorage)
            } else if !toolbarShows, toolbarStorage.superview === container {
                toolbarStorage.removeFromSuperview()
            }
        }
        layoutContent()
        if let tabs = parent as? UITabBarController { tabs.navigationStackChanged(self) }
    }

    /// A controller's `hidesBottomBarWhenPushed` or `toolbarItems` changed.
    func bottomBarsChanged() { refreshBars() }

    /// Places the toolbar at the bottom (above the safe area) when it shows; returns where the
    /// content ends.
    func placeToolbar(in container: UIView) -> CGFloat {
        let bounds = container.bounds
        guard toolbarShows else { return bounds.maxY }
        let top = bounds.maxY - container.safeAreaInsets.bottom - UIToolbar.height
        toolbarStorage.frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: UIToolbar.height)
        return top
    }
}

extension UIViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top; `nil`
    /// by default. Difference: not `open`.
    public var toolbarItems: [UIBarButtonItem]? {
        get { navigationState?.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems`` (`animated` is ignored); the toolbar shows them at once when this
    /// controller is on top.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        navigation.toolbarItems = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.bottomBarsChanged()
        }
    }
}
