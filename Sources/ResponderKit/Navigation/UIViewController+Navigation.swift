import Foundation

/// A controller's navigation state, made the first time its title or navigation item is used.
@MainActor
final class NavigationState {
    var title: String?
    var item: UINavigationItem?
    /// `tabBarItem`, `hidesBottomBarWhenPushed` and `toolbarItems` (TabBar/, Navigation/).
    var tabBarItem: UITabBarItem?
    var hidesBottomBarWhenPushed = false
    var toolbarItems: [UIBarButtonItem]?
}

extension UIViewController {
    /// The navigation state, made if needed.
    var navigation: NavigationState {
        if let state = navigationState { return state }
        let state = NavigationState()
        navigationState = state
        return state
    }

    /// The controller's title; setting it also sets its ``navigationItem``'s and its
    /// ``tabBarItem``'s titles (when made), as in UIKit (Apple: "assigning a value to this property
    /// updates the title text of those objects"). Difference: not `open` (an extension's property
    /// cannot be overridden here).
    public var title: String? {
        get { navigationState?.title }
        set {
            navigation.title = newValue
            navigationState?.item?.title = newValue
            navigationState?.tabBarItem?.title = newValue
        }
    }

    /// What a navigation bar shows for this controller: made on first use, its title the
    /// controller's ``title``. Difference: not `open`.
    public var navigationItem: UINavigationItem {
        if let item = navigationState?.item { return item }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        item.owner = self
        navigation.item = item
        return item
    }

    /// The nearest ancestor (parent, its parent…) that is a navigation controller, or `nil`.
    /// Difference: not `open`.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor (parent, its parent…) of class `type`, within the responder chain's
    /// bound of hops (a parent cycle cannot loop), or `nil`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var ancestor = parent
        var steps = 0
        while let current = ancestor, steps <= ResponderChainBound.maximumHops {
            if let found = current as? Container { return found }
            ancestor = current.parent
            steps += 1
        }
        return nil
    }
}
