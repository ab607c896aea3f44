import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITabBarController as app code uses it — a window whose root is a tab bar
// controller holding navigation controllers, taps on the tab bar's items through the simulator,
// the delegate's calls (taps only) and the appearance callbacks in UIKit's order (the new tab's
// viewWillAppear, the old one's willDisappear and didDisappear, the new one's didAppear).

/// Records its appearance callbacks in a shared log.
private final class Screen: UIViewController {
    let name: String
    let log: TabLog
    init(_ name: String, log: TabLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); log.add("\(name).willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); log.add("\(name).didDisappear")
    }
}

/// The log, and the tab bar controller's delegate.
private final class TabLog: UITabBarControllerDelegate {
    var entries: [String] = []
    var refused: Set<String> = []
    func add(_ entry: String) { entries.append(entry) }
    private func name(_ controller: UIViewController) -> String {
        (controller as? Screen)?.name ?? ((controller as? UINavigationController)?.viewControllers.first as? Screen).map
        { "nav(\($0.name))" } ?? "?"
    }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        add("shouldSelect \(name(viewController))")
        return !refused.contains(name(viewController))
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        add("didSelect \(name(viewController))")
    }
}

/// A tab bar controller that counts the touches reaching it through the responder chain.
private final class TouchedTabBarController: UITabBarController {
    var touchesBeganCount = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesBeganCount += 1 }
}

/// Three tabs: two navigation controllers (home, mail) and a plain screen (settings), in a window.
@MainActor
private struct TabsApp {
    let log = TabLog()
    let tabs = TouchedTabBarController()
    let home: Screen, mail: Screen, settings: Screen
    let homeNav: UINavigationController, mailNav: UINavigationController
    let window: UIWindow

    init() {
        home = Screen("home", log: log)
        mail = Screen("mail", log: log)
        settings = Screen("settings", log: log)
        homeNav = UINavigationController(rootViewController: home)
        homeNav.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 1)
        mailNav = UINavigationController(rootViewController: mail)
        mailNav.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 2)
        settings.title = "Settings"
        tabs.viewControllers = [homeNav, mailNav, settings]
        tabs.delegate = log
        window = TestWorld.window(root: tabs)
    }

    /// The centre of the tab at `index`, in the window.
    func tab(_ index: Int) -> CGPoint {
        let frame = tabs.tabBar.itemFrames()[index]
        return tabs.tabBar.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }
}

@MainActor
private func runFrames(_ input: InputSimulator, for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) { input.advance(by: 1.0 / 60) }
}

@MainActor
@Suite("UITabBarController: tabs, taps, the delegate, appearance order")
struct TabBarControllerTests {
    @Test(
        "Shown in a window: the first tab appears; only its view is in the hierarchy; the bar has the children's items")
    func initialState() {
        _ = TestWorld.input()
        let app = TabsApp()
        #expect(app.log.entries == ["home.willAppear", "home.didAppear"])
        #expect(app.tabs.selectedIndex == 0 && app.tabs.selectedViewController === app.homeNav)
        #expect(app.tabs.children == [app.homeNav, app.mailNav, app.settings])
        #expect(app.homeNav.view.superview === app.tabs.view && app.mailNav.viewIfLoaded?.superview == nil)
        #expect(app.settings.viewIfLoaded?.superview == nil)
        let bar = app.tabs.tabBar
        #expect(bar.items?.map(\.title) == ["Home", "Mail", "Settings"], "settings' item made from its title")
        #expect(bar.selectedItem === app.homeNav.tabBarItem && bar.delegate === app.tabs)
        #expect(app.home.tabBarController === app.tabs && app.settings.tabBarController === app.tabs)
        #expect(bar.frame.height == 49 && bar.frame.maxY == app.tabs.view.bounds.maxY)
        let frames = bar.itemFrames()
        #expect(frames.count == 3 && frames.allSatisfy { abs($0.width - 130) < 0.001 && $0.height == 49 })
    }

    @Test("Tapping a tab: shouldSelect, UIKit's appearance order, didSelect; the new view replaces the old")
    func tapSwitches() {
        let input = TestWorld.input()
        let app = TabsApp()
        app.log.entries.removeAll()
        input.tap(at: app.tab(1))
        #expect(app.log.entries == ["shouldSelect nav(mail)", "mail.willAppear", "home.willDisappear",
                                    "home.didDisappear", "mail.didAppear", "didSelect nav(mail)"])
        #expect(app.tabs.selectedIndex == 1 && app.tabs.selectedViewController === app.mailNav)
        #expect(app.tabs.tabBar.selectedItem === app.mailNav.tabBarItem)
        #expect(app.mailNav.view.superview === app.tabs.view && app.homeNav.view.superview == nil)
        app.log.entries.removeAll()
        input.tap(at: app.tab(2))
        #expect(app.log.entries == ["shouldSelect settings", "settings.willAppear", "mail.willDisappear",
                                    "mail.didDisappear", "settings.didAppear", "didSelect settings"])
    }

    @Test("A tab selects on the lift inside it: a finger that slides off before lifting selects nothing")
    func selectsOnTouchUpInside() {
        let input = TestWorld.input()
        let app = TabsApp()
        app.log.entries.removeAll()
        let finger = input.touchDown(at: app.tab(1))
        #expect(app.tabs.selectedIndex == 0, "nothing selected on touch-down")
        input.move(finger, to: app.tab(2))
        input.lift(finger, at: app.tab(2))
        #expect(app.tabs.selectedIndex == 0 && app.log.entries.isEmpty)
    }

    @Test("Setting selectedIndex or selectedViewController in code: appearance callbacks, no delegate calls")
    func programmaticSelection() {
        _ = TestWorld.input()
        let app = TabsApp()
        app.log.entries.removeAll()
        app.tabs.selectedIndex = 2
        #expect(
            app.log.entries == ["settings.willAppear", "home.willDisappear", "home.didDisappear", "settings.didAppear"])
        app.log.entries.removeAll()
        app.tabs.selectedViewController = app.mailNav
        #expect(
            app.log.entries == ["mail.willAppear", "settings.willDisappear", "settings.didDisappear", "mail.didAppear"])
        #expect(app.tabs.selectedIndex == 1 && app.tabs.tabBar.selectedItem === app.mailNav.tabBarItem)
    }

    @Test("shouldSelect returning false keeps the current tab: no appearance callbacks, no didSelect")
    func shouldSelectRefuses() {
        let input = TestWorld.input()
        let app = TabsApp()
        app.log.refused = ["settings"]
        app.log.entries.removeAll()
        input.tap(at: app.tab(2))
        #expect(app.log.entries == ["shouldSelect settings"])
        #expect(app.tabs.selectedIndex == 0 && app.tabs.tabBar.selectedItem === app.homeNav.tabBarItem)
    }

    @Test("Tapping the selected tab pops its navigation controller to the root; didSelect is called again")
    func reselectPopsToRoot() {
        let input = TestWorld.input()
        let app = TabsApp()
        let detail = Screen("detail", log: app.log)
        app.homeNav.pushViewController(detail, animated: false)
        app.log.entries.removeAll()
        input.tap(at: app.tab(0))
        #expect(app.log.entries.first == "shouldSelect nav(home)")
        #expect(app.log.entries.contains("didSelect nav(home)"))
        runFrames(input, for: 0.4)
        #expect(app.homeNav.viewControllers == [app.home] && detail.parent == nil)
        #expect(app.log.entries.contains("detail.didDisappear") && app.log.entries.contains("home.didAppear"))
        #expect(app.tabs.selectedIndex == 0)
    }

    @Test("A disabled item's tap selects nothing and calls no delegate")
    func disabledItem() {
        let input = TestWorld.input()
        let app = TabsApp()
        app.mailNav.tabBarItem.isEnabled = false
        app.log.entries.removeAll()
        input.tap(at: app.tab(1))
        #expect(app.log.entries.isEmpty && app.tabs.selectedIndex == 0)
        app.mailNav.tabBarItem.isEnabled = true
        input.tap(at: app.tab(1))
        #expect(app.tabs.selectedIndex == 1)
    }

    @Test("""
        The responder chain: the selected child's view, the child, the tab bar controller's view, the tab bar \
        controller
        """)
    func responderChain() {
        let input = TestWorld.input()
        let app = TabsApp()
        app.tabs.selectedIndex = 2
        let content = app.settings.view!
        #expect(content.next === app.settings && app.settings.next === app.tabs.view)
        #expect(app.tabs.view.next === app.tabs && app.tabs.next === app.window)
        input.tap(at: content.convert(CGPoint(x: 100, y: 300), to: app.window))
        #expect(app.tabs.touchesBeganCount == 1)
    }

    @Test("tabBarItem is made lazily from the title; a later title updates it; a new item replaces it in the bar")
    func tabBarItems() {
        _ = TestWorld.input()
        let app = TabsApp()
        app.settings.title = "Preferences"
        #expect(app.settings.tabBarItem.title == "Preferences" && app.tabs.tabBar.items?[2].title == "Preferences")
        let replacement = UITabBarItem(tabBarSystemItem: .more, tag: 9)
        app.settings.tabBarItem = replacement
        #expect(app.tabs.tabBar.items?[2] === replacement && replacement.displayTitle == "More" && replacement.tag == 9)
        let item = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        item.badgeValue = "3"
        item.badgeColor = .red
        #expect(item.badgeValue == "3" && item.badgeColor == .red && item.tag == 0 && item.isEnabled)
    }

    @Test("hidesBottomBarWhenPushed hides the bar while the controller is on the stack, even under a later push")
    func hidesBottomBarWhenPushed() {
        let input = TestWorld.input()
        let app = TabsApp()
        let detail = Screen("detail", log: app.log)
        detail.hidesBottomBarWhenPushed = true
        var taps = 0
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        detail.view.addSubview(button)
        app.homeNav.pushViewController(detail, animated: false)
        #expect(app.tabs.tabBar.isHidden)
        button.frame = detail.view.convert(CGRect(x: 0, y: 0, width: 390, height: 40), from: app.window)
        button.frame.origin.y = detail.view.convert(app.tab(0), from: app.window).y - 20
        input.tap(at: app.tab(0))
        #expect(taps == 1, "where the bar was, the content takes the tap")
        let third = Screen("third", log: app.log)
        app.homeNav.pushViewController(third, animated: false)
        #expect(app.tabs.tabBar.isHidden)
        app.homeNav.popToRootViewController(animated: false)
        #expect(!app.tabs.tabBar.isHidden)
        input.tap(at: app.tab(1))
        #expect(app.tabs.selectedIndex == 1)
    }

    @Test("""
        A navigation stack in a tab keeps its top across switches; its top gets the callbacks; the edge swipe pops \
        in the tab
        """)
    func navigationInTab() {
        let input = TestWorld.input()
        let app = TabsApp()
        let detail = Screen("detail", log: app.log)
        let open = UIButton(type: .system)
        open.frame = CGRect(x: 40, y: 300, width: 200, height: 44)
        open.addAction(UIAction { [weak detail, weak home = app.home] _ in
            if let detail { home?.show(detail, sender: nil) }
        }, for: .touchUpInside)
        app.home.view.addSubview(open)
        input.tap(at: open.convert(CGPoint(x: 100, y: 22), to: app.window))
        runFrames(input, for: 0.4)
        #expect(app.homeNav.viewControllers == [app.home, detail] && detail.tabBarController === app.tabs)
        app.log.entries.removeAll()
        input.tap(at: app.tab(1))
        input.tap(at: app.tab(0))
        #expect(
            app.log.entries == [
                "shouldSelect nav(mail)", "mail.willAppear", "detail.willDisappear", "detail.didDisappear",
                                    "mail.didAppear", "didSelect nav(mail)",
                "shouldSelect nav(home)", "detail.willAppear", "mail.willDisappear", "mail.didDisappear",
                                    "detail.didAppear", "didSelect nav(home)"])
        #expect(app.homeNav.topViewController === detail && detail.view.window === app.window)
        let finger = input.touchDown(at: CGPoint(x: 4, y: 400))
        for x in stride(from: 30.0, through: 300.0, by: 30.0) { input.move(finger, to: CGPoint(x: x, y: 400)) }
        input.lift(finger, at: CGPoint(x: 300, y: 400))
        #expect(app.homeNav.viewControllers == [app.home] && app.home.view.window === app.window)
    }

    @Test("""
        Safe area: the child's content gets the bar's height as bottom safe area; an opaque bar ends the content \
        above it
        """)
    func safeArea() {
        _ = TestWorld.input()
        let app = TabsApp()
        app.tabs.selectedIndex = 2
        app.window.layoutIfNeeded()
        #expect(app.settings.view.frame == app.tabs.view.bounds)
        #expect(app.settings.view.safeAreaInsets.bottom == 49)
        app.window.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        app.window.layoutIfNeeded()
        #expect(app.tabs.tabBar.frame.height == 83, "49 points plus the bottom safe area")
        #expect(app.settings.view.safeAreaInsets.bottom == 83)
        app.tabs.tabBar.isTranslucent = false
        app.window.layoutIfNeeded()
        #expect(app.settings.view.frame.maxY == app.tabs.tabBar.frame.minY)
        #expect(app.settings.view.safeAreaInsets.bottom == 0)
        app.window.systemSafeAreaInsets = .zero
    }
}
