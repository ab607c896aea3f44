import Foundation

/// A container that shows one of several view controllers at a time, chosen with a ``UITabBar``
/// at the bottom — UIKit's `UITabBarController` (docs/TabBar.md).
///
/// The ``viewControllers`` are its children; each is shown in the bar by its
/// ``UIViewController/tabBarItem``. Only the selected child's view is in the tab bar controller's
/// view, filling it (under a translucent bar, whose height becomes the child's bottom safe area;
/// above an opaque one). Switching tabs sends UIKit's appearance callbacks in UIKit's order: the
/// new child's `viewWillAppear`, the old one's `viewWillDisappear` and `viewDidDisappear`, then the
/// new one's `viewDidAppear`.
///
/// A tap on a tab asks the ``delegate``'s `tabBarController(_:shouldSelect:)`, selects the tab,
/// then calls `tabBarController(_:didSelect:)` — for taps only, never for code that sets
/// ``selectedIndex`` or ``selectedViewController`` (Apple's documentation of the delegate). A tap on
/// the tab already selected pops its navigation controller to its root (UIKit: the user's tap
/// always shows the tab's root view). A navigation controller's stack holding a controller whose
/// ``UIViewController/hidesBottomBarWhenPushed`` is set hides the bar while it is on the stack.
///
/// Past five controllers the bar shows four and a More tab (TabBar/UITabBarController+More.swift).
///
/// Differences from UIKit: the More tab is simpler (see its file); switching is not animated; the
/// tab bar's own `tabBar(_:didSelect:)` here is a hook that does nothing by default (the selection
/// happens whether or not an override calls `super`); no customizing, iOS 18 `UITab`s or sidebar.
/// Bad input is refused with diagnostics: an index out of range, a controller that is not among
/// the ``viewControllers``, a list with the same controller twice.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    var controllers: [UIViewController]?
    var selectedIndexStorage = NSNotFound
    /// The More navigation controller and its list, made on first use; whether the list (not a
    /// controller pushed from it) is selected (TabBar/UITabBarController+More.swift).
    var moreStorage: UINavigationController?
    var moreListStorage: MoreListController?
    var moreListShown = false
    private let tabBarStorage = UITabBar(frame: .zero)
    /// Whether the bar is hidden because a pushed controller asked for it (not the app's own
    /// `tabBar.isHidden`).
    private var barHiddenByPush = false
    /// Whether a switch of the shown child is sending its appearance callbacks, and the changes an
    /// app made from them, made once the switch is done (a switch inside a switch would leave the
    /// views and callbacks of the first half done).
    private var switching = false
    private var afterSwitch: [() -> Void] = []

    /// Told when the user selects a tab. Held weakly.
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarStorage.delegate = self
        tabBarStorage.tabBarController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBarStorage.delegate = self
        tabBarStorage.tabBarController = self
    }

    /// The bar of tabs. Its items are the children's tab bar items; do not set them directly.
    open var tabBar: UITabBar { tabBarStorage }

    // MARK: The children

    /// The controllers shown by the tabs, left to right; `nil` by default. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs' controllers (`animated` is ignored). The selected controller stays
    /// selected when it is still among them; else the same index if it still exists, else the
    /// first. Controllers no longer among them leave the children (the selected one disappears),
    /// new ones are added. A list holding the same controller twice is refused with a diagnostic.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        if switching {
            return afterSwitch.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
        }
        let newList = viewControllers ?? []
        for (index, controller) in newList.enumerated() where newList[..<index].contains(where: { $0 === controller }) {
            return refuse(
                .invalidHierarchyChange,
                "setViewControllers: \(type(of: controller)) is in the list twice, so the tabs were not changed "
                    + "(UIKit raises)"
            )
        }
        let oldChildren = tabChildren(of: controllers ?? [])
        let oldSelected = selectedViewController, oldShown = shownController
        releaseFromMore(keeping: newList)
        let newChildren = tabChildren(of: newList)
        let removed = oldChildren.filter { old in !newChildren.contains { $0 === old } }
        let added = newChildren.filter { new in !oldChildren.contains { $0 === new } }
        for (index, controller) in added.enumerated() {
            addChild(controller)
            guard controller.parent === self else {
                // Refused (a cycle, a presented controller…): addChild reported it; undo the others.
                for earlier in added[..<index] { earlier.willMove(toParent: nil); earlier.removeFromParent() }
                return
            }
        }
        for controller in removed { controller.willMove(toParent: nil) }
        let newIndex: Int
        if let oldSelected, let kept = newList.firstIndex(where: { $0 === oldSelected }) {
            newIndex = kept
        } else if newList.isEmpty {
            newIndex = NSNotFound
        } else {
            newIndex = newList.indices.contains(selectedIndexStorage) ? selectedIndexStorage : 0
        }
        controllers = viewControllers
        selectedIndexStorage = newIndex
        moreListShown = moreListShown && usesMore
        if usesMore, newList.indices.contains(newIndex), newIndex >= Self.tabsBeforeMore {
            placeInMore(newList[newIndex])
        }
        show(from: oldShown, to: shownController)
        for controller in removed {
            if let childView = controller.viewIfLoaded, childView.superview === viewIfLoaded {
                childView.removeFromSuperview()
            }
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
        childStorage = newChildren + childStorage.filter { child in !newChildren.contains { $0 === child } }
        refreshBar()
    }

    /// The index of the selected controller in ``viewControllers``; `NSNotFound` when there are none.
    /// Setting an index out of range is ignored with an `invalidControlValue` diagnostic. Setting it
    /// does not call the delegate.
    open var selectedIndex: Int {
        get { moreListShown ? NSNotFound : selectedIndexStorage }
        set {
            guard let list = controllers, list.indices.contains(newValue) else {
                return refuse(
                    .invalidControlValue,
                    "selectedIndex = \(newValue) is out of range (\(controllers?.count ?? 0) tabs); the selection "
                        + "was not changed"
                )
            }
            select(newValue)
        }
    }

    /// The selected controller, or `nil` when there are none. Setting it to a controller that is
    /// not among the ``viewControllers`` is ignored with a diagnostic (UIKit raises). Setting it
    /// does not call the delegate.
    open var selectedViewController: UIViewController? {
        get {
            if moreListShown { return moreStorage }
            guard let list = controllers, list.indices.contains(selectedIndexStorage) else { return nil }
            return list[selectedIndexStorage]
        }
        set {
            guard let newValue else { return }
            if newValue === moreStorage, usesMore { return showMore() }
            guard let index = controllers?.firstIndex(where: { $0 === newValue }) else {
                return refuse(
                    .invalidHierarchyChange,
                    "selectedViewController = \(type(of: newValue)): it is not among the viewControllers; the "
                        + "selection was not changed (UIKit raises)"
                )
            }
            select(index)
        }
    }

    /// The tab bar's delegate method, sent after a tap selected `item` (UIKit's tab bar controller
    /// is its bar's delegate). Does nothing by default: an override may animate, and need not call
    /// `super`.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // MARK: The view and its appearance

    open override func loadView() {
        view = TabBarContainerView(frame: UIScreen.main.bounds)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        if let selected = shownController { view.insertSubview(selected.view, belowSubview: tabBar) }
        refreshBar()
        layoutContent()
    }

    /// The tab bar controller sends its children's appearance callbacks itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        shownController?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        shownController?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        shownController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        shownController?.endAppearanceTransition()
    }

    // MARK: Internal

    /// Selects the tab at `index` (in range) without asking or telling the delegate.
    func select(_ index: Int) {
        if switching {
            // Made after the switch under way, if the controller is still a tab then.
            let wanted = controllers?[index]
            return afterSwitch.append { [weak self] in
                guard let self, let wanted, let now = self.controllers?.firstIndex(where: { $0 === wanted }) else {
                    return
                }
                self.select(now)
            }
        }
        let old = shownController
        selectedIndexStorage = index
        moreListShown = false
        if usesMore, index >= Self.tabsBeforeMore, let list = controllers { placeInMore(list[index]) }
        show(from: old, to: shownController)
        refreshBar()
    }

    /// The user tapped `item` in the bar.
    func userTapped(_ item: UITabBarItem) {
        let tabs = tabChildren(of: controllers ?? [])
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let target = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if target === moreStorage { return moreTabTapped(item) }
        // The delegate may have changed the tabs: select the target only if it is still a tab.
        guard let current = controllers?.firstIndex(where: { $0 === target }) else { return }
        let wasSelected = current == selectedIndexStorage && shownController === target
        tabBar.selectedItem = item
        tabBar(tabBar, didSelect: item)
        if wasSelected {
            (target as? UINavigationController)?.popToRootViewController(animated: true)
        } else if let now = controllers?.firstIndex(where: { $0 === target }) {
            select(now)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// Puts `new`'s view in place of `old`'s, with the appearance callbacks in UIKit's order when
    /// the tab bar controller is on screen.
    func show(from old: UIViewController?, to new: UIViewController?) {
        guard old !== new else { return updateBarVisibility() }
        let onScreen = isViewLoaded && view.window != nil && hasAppeared
        switching = true
        defer {
            switching = false
            let work = afterSwitch
            afterSwitch = []
            for change in work { change() }
        }
        if onScreen {
            new?.beginAppearanceTransition(true, animated: false)
            old?.beginAppearanceTransition(false, animated: false)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
        if let container = viewIfLoaded, let new { container.insertSubview(new.view, belowSubview: tabBar) }
        updateBarVisibility()
        if onScreen {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }

    /// Gives the bar the children's tab bar items and the selected one.
    func refreshBar() {
        tabBar.applyItems(controllers.map { tabChildren(of: $0).map(\.tabBarItem) })
        tabBar.selectedItem = shownController?.tabBarItem
        moreListStorage?.reload(usesMore ? Array((controllers ?? []).dropFirst(Self.tabsBeforeMore)) : [])
    }

    /// Hides the bar while the selected navigation controller's stack holds a controller that
    /// hides the bottom bar, shows it again once none does.
    func updateBarVisibility() {
        let stack = (shownController as? UINavigationController)?.viewControllers ?? []
        let hides = stack.contains { $0.hidesBottomBarWhenPushed }
        if hides, !barHiddenByPush, !tabBar.isHidden {
            barHiddenByPush = true
            tabBar.isHidden = true
        } else if !hides, barHiddenByPush {
            barHiddenByPush = false
            tabBar.isHidden = false
        }
        layoutContent()
    }

    /// The extra bottom safe area the selected child's view gets: the bar's 49 points when the bar
    /// shows and is translucent (the view then extends under it).
    func barInsets(for child: UIViewController) -> UIEdgeInsets {
        guard child === shownController, !tabBar.isHidden, tabBar.isTranslucent else { return .zero }
        return UIEdgeInsets(
            top: 0, left: 0, bottom: tabBar.frame.height - (viewIfLoaded?.safeAreaInsets.bottom ?? 0), right: 0)
    }

    /// Places the bar (49 points plus the bottom safe area, at the bottom) and the selected child's
    /// view: the whole view under a translucent or hidden bar, the part above an opaque one.
    func layoutContent() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        let barHeight = UITabBar.height + container.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
        var contentFrame = bounds
        if !tabBar.isHidden, !tabBar.isTranslucent { contentFrame.size.height = max(bounds.height - barHeight, 0) }
        if !tabBar.isHidden, tabBar.isTranslucent { UIApplication.shared.layoutPass.safeAreasInUse = true }
        guard let childView = shownController?.viewIfLoaded, childView.superview === container else { return }
        childView.frame = contentFrame
        childView.safeAreaContextChanged()
    }

    private func refuse(_ kind: Diagnostic.Kind, _ message: String) {
        UIApplication.shared.report(
            Diagnostic(kind: kind, resolution: .dropped, message: "UITabBarController.\(message)"))
    }
}

/// The tab bar controller's view: lays out the bar and the selected child's view when it lays out.
final class TabBarContainerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (viewControllerStorage as? UITabBarController)?.layoutContent()
    }
}
