import Foundation

extension UIViewController {
    /// The item that shows this controller in a tab bar controller's bar — made on first use with
    /// the controller's ``title`` and no image, as in UIKit (Apple: "The default value is a tab bar
    /// item that displays the view controller's title"). Setting it updates the bar showing it.
    /// Difference: not `open`.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = navigationState?.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            navigation.tabBarItem = item
            return item
        }
        set {
            navigation.tabBarItem = newValue
            (parent as? UITabBarController)?.refreshBar()
        }
    }

    /// The nearest ancestor (parent, its parent…) that is a tab bar controller, or `nil`.
    /// Difference: not `open`.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// Whether a tab bar controller's bar (and a navigation controller's toolbar) hides while this
    /// controller is on a navigation stack; `false` by default. As UIKit does, the bar stays hidden
    /// for controllers pushed above this one, until it is popped. Difference: not `open`.
    public var hidesBottomBarWhenPushed: Bool {
        get { navigationState?.hidesBottomBarWhenPushed ?? false }
        set {
            guard newValue != hidesBottomBarWhenPushed else { return }
            navigation.hidesBottomBarWhenPushed = newValue
            navigationController?.bottomBarsChanged()
        }
    }

    /// The extra safe area a container's bar over this controller's view gives it (the tab bar's
    /// height); zero for other controllers.
    var containerBarInsets: UIEdgeInsets {
        (parentStorage as? UITabBarController)?.barInsets(for: self) ?? .zero
    }
}
