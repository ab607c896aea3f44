import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIKit's More tab: with more than five controllers the bar shows four and a More item; the More
// tab shows moreNavigationController with a list of the others; choosing one pushes it; with the
// list selected, selectedIndex is NSNotFound.

private final class Page: UIViewController {
    let name: String
    let log: MoreLog
    init(_ name: String, log: MoreLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
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

private final class MoreLog: UITabBarControllerDelegate {
    var entries: [String] = []
    weak var more: UINavigationController?
    func add(_ entry: String) { entries.append(entry) }
    private func name(_ controller: UIViewController) -> String {
        controller === more ? "more" : (controller as? Page)?.name ?? "?"
    }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        add("shouldSelect \(name(viewController))")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        add("didSelect \(name(viewController))")
    }
}

@MainActor
private func runFrames(_ input: InputSimulator, for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) { input.advance(by: 1.0 / 60) }
}

@MainActor
private func center(ofTab index: Int, in bar: UITabBar, window: UIWindow) -> CGPoint {
    let frame = bar.itemFrames()[index]
    return bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
}

@MainActor
@Suite("UITabBarController: the More tab past five controllers")
struct TabBarMoreTests {
    @Test("Six controllers: four tabs and More; tapping More shows the list; a row pushes its controller")
    func moreTab() throws {
        let input = TestWorld.input()
        let log = MoreLog()
        let pages = ["one", "two", "three", "four", "five", "six"].map { Page($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = pages
        tabs.delegate = log
        let more = tabs.moreNavigationController
        log.more = more
        let window = TestWorld.window(root: tabs)
        #expect(tabs.viewControllers == pages && !(tabs.viewControllers ?? []).contains { $0 === more })
        #expect(tabs.tabBar.items?.count == 5 && tabs.tabBar.items?.last === more.tabBarItem)
        #expect(more.tabBarItem.displayTitle == "More" && tabs.tabBar.items?.first?.title == "one")
        #expect(tabs.children == Array(pages.prefix(4)) + [more])
        log.entries.removeAll()
        input.tap(at: center(ofTab: 4, in: tabs.tabBar, window: window))
        #expect(log.entries == ["shouldSelect more", "one.willDisappear", "one.didDisappear", "didSelect more"])
        #expect(tabs.selectedIndex == NSNotFound && tabs.selectedViewController === more)
        #expect(more.view.superview === tabs.view && pages[0].view.superview == nil)
        let list = try #require(more.viewControllers.first)
        let rows = list.view.subviews.compactMap { $0 as? UIButton }
        #expect(rows.map(\.currentTitle) == ["five", "six"])
        log.entries.removeAll()
        input.tap(at: rows[1].convert(CGPoint(x: rows[1].bounds.midX, y: 22), to: window))
        runFrames(input, for: 0.4)
        #expect(more.viewControllers == [list, pages[5]] && log.entries == ["six.willAppear", "six.didAppear"])
        #expect(tabs.selectedIndex == 5 && tabs.selectedViewController === pages[5])
        #expect(pages[5].tabBarController === tabs && tabs.tabBar.selectedItem === more.tabBarItem)
        // The More tab tapped again goes back to its list.
        input.tap(at: center(ofTab: 4, in: tabs.tabBar, window: window))
        runFrames(input, for: 0.4)
        #expect(more.viewControllers == [list] && tabs.selectedIndex == NSNotFound)
        input.tap(at: center(ofTab: 1, in: tabs.tabBar, window: window))
        #expect(tabs.selectedIndex == 1 && pages[1].view.superview === tabs.view && more.view.superview == nil)
    }

    @Test("""
        Selecting a controller past the fourth in code shows the More tab with it pushed; fewer controllers make \
        it a tab again
        """)
    func moreInCode() {
        _ = TestWorld.input()
        let log = MoreLog()
        let pages = ["one", "two", "three", "four", "five", "six"].map { Page($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = pages
        TestWorld.window(root: tabs)
        let more = tabs.moreNavigationController
        log.entries.removeAll()
        tabs.selectedIndex = 4
        #expect(tabs.selectedViewController === pages[4] && more.topViewController === pages[4])
        #expect(log.entries == ["five.willAppear", "one.willDisappear", "one.didDisappear", "five.didAppear"])
        #expect(more.view.superview === tabs.view && tabs.tabBar.selectedItem === more.tabBarItem)
        log.entries.removeAll()
        tabs.viewControllers = Array(pages.prefix(5))
        #expect(tabs.selectedViewController === pages[4] && pages[4].parent === tabs)
        #expect(pages[4].view.superview === tabs.view && more.parent == nil && more.viewIfLoaded?.superview == nil)
        #expect(tabs.tabBar.items?.count == 5 && tabs.tabBar.selectedItem === pages[4].tabBarItem)
        #expect(log.entries.filter { $0.hasPrefix("five.") }.count % 2 == 0, "five's callbacks balance")
    }
}
