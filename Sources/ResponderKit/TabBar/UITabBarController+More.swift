import Foundation

/// UIKit's "More" tab: with more than five controllers, the bar shows the first four and a More
/// item (the system item `.more`); the More tab shows ``UITabBarController/moreNavigationController``,
/// whose root lists the other controllers, and choosing one pushes it there (Apple: "This property
/// always contains a valid More navigation controller, even if a More button is not displayed… The
/// tab bar controller does not include the More navigation controller in that array"; with the More
/// list selected, `selectedIndex` is `NSNotFound`). Selecting an overflow controller in code shows
/// the More tab with that controller pushed on the list.
///
/// Differences from UIKit: the list is a column of 44-point buttons titled with the controllers'
/// tab bar items, not a table; an overflow controller is a child of the More navigation controller
/// only while it is on its stack (not of the tab bar controller); an overflow navigation controller
/// is pushed as a whole (UIKit moves its stack into the More controller); no Edit button or
/// customizing; the limit is a phone's five whatever the width.
extension UITabBarController {
    /// How many tabs the bar shows before a More tab takes the fifth place.
    static let tabsBeforeMore = 4
    static let maximumTabs = 5

    /// The navigation controller of the More tab: made on first use, shown when there are more
    /// than five controllers and the More tab is selected.
    public var moreNavigationController: UINavigationController {
        if let more = moreStorage { return more }
        let list = MoreListController(nibName: nil, bundle: nil)
        list.tabs = self
        list.title = "More"
        let more = UINavigationController(rootViewController: list)
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreListStorage = list
        moreStorage = more
        return more
    }

    /// Whether the bar has a More tab.
    var usesMore: Bool { (controllers?.count ?? 0) > Self.maximumTabs }

    /// The tabs' controllers: the list, or its first four and the More navigation controller.
    func tabChildren(of list: [UIViewController]) -> [UIViewController] {
        guard list.count > Self.maximumTabs else { return list }
        return Array(list.prefix(Self.tabsBeforeMore)) + [moreNavigationController]
    }

    /// The child whose view shows: the selected controller, or the More navigation controller when
    /// the list or a controller past the fourth is selected.
    var shownController: UIViewController? {
        if moreListShown { return moreStorage }
        guard let list = controllers, list.indices.contains(selectedIndexStorage) else { return nil }
        if usesMore, selectedIndexStorage >= Self.tabsBeforeMore { return moreNavigationController }
        return list[selectedIndexStorage]
    }

    /// Puts `controller` on the More list (the only controller pushed on it).
    func placeInMore(_ controller: UIViewController) {
        let more = moreNavigationController
        guard more.topViewController !== controller, let list = moreListStorage else { return }
        more.setViewControllers([list, controller], animated: false)
    }

    /// Takes back from the More navigation controller a controller that will not be an overflow
    /// controller of `newList` (it becomes a tab of its own, or leaves).
    func releaseFromMore(keeping newList: [UIViewController]) {
        guard let more = moreStorage, let list = moreListStorage, more.viewControllers.count > 1 else { return }
        let overflow = newList.count > Self.maximumTabs ? newList.dropFirst(Self.tabsBeforeMore) : []
        if more.viewControllers.dropFirst().contains(where: { pushed in !overflow.contains { $0 === pushed } }) {
            more.setViewControllers([list], animated: false)
        }
    }

    /// Shows the More tab as it was left: its list, or the controller pushed on it.
    func showMore() {
        let more = moreNavigationController
        let old = shownController
        if let top = more.topViewController, top !== moreListStorage,
            let index = controllers?.firstIndex(where: { $0 === top })
        {
            selectedIndexStorage = index
            moreListShown = false
        } else {
            moreListShown = true
        }
        show(from: old, to: more)
        refreshBar()
    }

    /// The user tapped the More tab (the delegate allowed it): shows it, or, already shown, goes
    /// back to its list.
    func moreTabTapped(_ item: UITabBarItem) {
        guard let more = moreStorage else { return }
        tabBar.selectedItem = item
        tabBar(tabBar, didSelect: item)
        if shownController === more {
            more.popToRootViewController(animated: true)
        } else {
            showMore()
        }
        delegate?.tabBarController(self, didSelect: more)
    }

    /// The user chose `controller` in the More list: it is pushed, animated, and selected.
    func chooseFromMore(_ controller: UIViewController) {
        guard let index = controllers?.firstIndex(where: { $0 === controller }), moreStorage != nil else { return }
        selectedIndexStorage = index
        moreListShown = false
        moreStorage?.pushViewController(controller, animated: true)
        refreshBar()
    }

    /// A child navigation controller's stack changed: the bar's visibility follows it, and the More
    /// controller's top tells what is selected.
    func navigationStackChanged(_ navigation: UINavigationController) {
        if navigation === moreStorage, shownController === navigation {
            if let top = navigation.topViewController, top !== moreListStorage,
               let index = controllers?.firstIndex(where: { $0 === top }) {
                selectedIndexStorage = index
                moreListShown = false
            } else {
                moreListShown = true
            }
        }
        if navigation === shownController { updateBarVisibility() }
    }
}

/// The More tab's list: a button per controller past the fourth, titled with its tab bar item.
final class MoreListController: UIViewController {
    weak var tabs: UITabBarController?
    private var listed: [UIViewController] = []
    private var buttons: [UIButton] = []
    static let rowHeight: CGFloat = 44

    /// Lists `controllers` (made again each time the tabs change).
    func reload(_ controllers: [UIViewController]) {
        listed = controllers
        guard let view = viewIfLoaded else { return }
        for button in buttons { button.removeFromSuperview() }
        buttons = controllers.enumerated().map { index, controller in
            let button = UIButton(type: .system)
            button.setTitle(controller.tabBarItem.displayTitle ?? controller.title ?? "", for: .normal)
            button.frame = CGRect(
                x: 0, y: CGFloat(index) * Self.rowHeight, width: view.bounds.width, height: Self.rowHeight)
            button.autoresizingMask = [.flexibleWidth]
            button.addAction(UIAction { [weak self, weak controller] _ in
                guard let self, let controller else { return }
                self.tabs?.chooseFromMore(controller)
            }, for: .touchUpInside)
            view.addSubview(button)
            return button
        }
    }

    /// The rows' buttons (for backends and tests).
    var rows: [UIButton] { buttons }

    override func viewDidLoad() {
        super.viewDidLoad()
        reload(listed)
    }
}
