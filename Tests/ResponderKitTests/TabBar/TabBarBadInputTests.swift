import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Bad input for the tab bar controller, and a UITabBar of its own: an index out of range,
// no controllers, a list with duplicates, a controller that is not a tab, a tab removed while a
// finger is on it, a delegate that removes the tab it is asked about, a tab that selects another
// from its viewWillAppear — no crash, every touch ends,
// a diagnostic where UIKit raises.

private final class Counter: UIViewController {
    var appearances: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); appearances.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appearances.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); appearances.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); appearances.append("didDisappear")
    }
}

/// Records its appearance callbacks through a closure, and can act in its viewWillAppear.
private final class Recorder: UIViewController {
    let name: String
    let record: (String) -> Void
    var onWillAppear: (() -> Void)?
    init(_ name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("\(name).willAppear")
        let action = onWillAppear
        onWillAppear = nil
        action?()
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); record("\(name).willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); record("\(name).didDisappear")
    }
}

private final class TouchCountingTabs: UITabBarController {
    var began = 0, ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}

/// A delegate that removes the tab it is asked about, then allows it.
private final class RemovingDelegate: UITabBarControllerDelegate {
    var didSelect = 0
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        tabBarController.viewControllers = tabBarController.viewControllers?.filter { $0 !== viewController }
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelect += 1
    }
}

private final class BarLog: UITabBarDelegate {
    var selected: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "?") }
}

@MainActor
private func center(ofTab index: Int, in bar: UITabBar, window: UIWindow) -> CGPoint {
    let frame = bar.itemFrames()[index]
    return bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
}

@MainActor
@Suite("UITabBarController and UITabBar: bad input")
struct TabBarBadInputTests {
    @Test("selectedIndex out of range (past the end, negative): a diagnostic, the selection and appearance unchanged")
    func indexOutOfRange() {
        _ = TestWorld.input()
        let first = Counter(), second = Counter()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        TestWorld.window(root: tabs)
        first.appearances.removeAll()
        let diagnostics = TestWorld.diagnostics {
            tabs.selectedIndex = 2
            tabs.selectedIndex = -1
        }
        #expect(diagnostics.map(\.kind) == [.invalidControlValue, .invalidControlValue])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
        #expect(first.appearances.isEmpty && second.appearances.isEmpty)
        let stranger = UIViewController()
        let refused = TestWorld.diagnostics { tabs.selectedViewController = stranger }
        #expect(refused.map(\.kind) == [.invalidHierarchyChange] && tabs.selectedViewController === first)
    }

    @Test("""
        No controllers: the selected one disappears and leaves; selectedIndex is NSNotFound; a tap on the bar \
        still ends
        """)
    func emptyControllers() {
        let input = TestWorld.input()
        let first = Counter(), second = Counter()
        let tabs = TouchCountingTabs()
        tabs.viewControllers = [first, second]
        let window = TestWorld.window(root: tabs)
        first.appearances.removeAll()
        tabs.viewControllers = []
        #expect(first.appearances == ["willDisappear", "didDisappear"])
        #expect(tabs.selectedIndex == NSNotFound && tabs.selectedViewController == nil)
        #expect(tabs.children.isEmpty && first.parent == nil && first.viewIfLoaded?.superview == nil)
        #expect(tabs.tabBar.items == [] && tabs.tabBar.selectedItem == nil)
        let diagnostics = TestWorld.diagnostics { tabs.selectedIndex = 0 }
        #expect(diagnostics.map(\.kind) == [.invalidControlValue])
        input.tap(at: tabs.tabBar.convert(CGPoint(x: 100, y: 20), to: window))
        #expect(tabs.began == 1 && tabs.ended == 1, "the touch went up the chain and ended")
        tabs.viewControllers = [second]
        #expect(tabs.selectedViewController === second && second.appearances == ["willAppear", "didAppear"])
        tabs.viewControllers = nil
        #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
    }

    @Test("The same controller twice is refused with a diagnostic; the tabs are unchanged")
    func duplicates() {
        _ = TestWorld.input()
        let first = Counter(), second = Counter()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        TestWorld.window(root: tabs)
        let diagnostics = TestWorld.diagnostics { tabs.viewControllers = [second, second] }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchyChange])
        #expect(tabs.viewControllers == [first, second] && tabs.selectedViewController === first)
    }

    @Test("A tab removed while a finger is on it: the lift selects nothing, the touch ends, the next tap works")
    func tabRemovedWhilePressed() {
        let input = TestWorld.input()
        let first = Counter(), second = Counter(), third = Counter()
        first.title = "One"; second.title = "Two"; third.title = "Three"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second, third]
        let window = TestWorld.window(root: tabs)
        let finger = input.touchDown(at: center(ofTab: 1, in: tabs.tabBar, window: window))
        tabs.viewControllers = [first, third]
        input.lift(finger, at: center(ofTab: 1, in: tabs.tabBar, window: window))
        #expect(tabs.selectedViewController === first && second.appearances.isEmpty)
        input.tap(at: center(ofTab: 1, in: tabs.tabBar, window: window))
        #expect(tabs.selectedViewController === third)
        // The selected tab removed under the finger: the first remaining one is selected, no crash.
        let again = input.touchDown(at: center(ofTab: 1, in: tabs.tabBar, window: window))
        tabs.viewControllers = [first]
        input.lift(again, at: CGPoint(x: 300, y: 820))
        #expect(tabs.selectedViewController === first && third.parent == nil)
    }

    @Test("""
        Two fingers on the bar at once: one on an enabled tab selects it; the other's touch goes up the chain and \
        ends there
        """)
    func twoFingers() {
        let input = TestWorld.input()
        let first = Counter(), second = Counter(), third = Counter()
        let tabs = TouchCountingTabs()
        tabs.viewControllers = [first, second, third]
        let window = TestWorld.window(root: tabs)
        third.tabBarItem.isEnabled = false
        tabs.tabBar.isMultipleTouchEnabled = true
        let points = [
            center(ofTab: 1, in: tabs.tabBar, window: window), center(ofTab: 2, in: tabs.tabBar, window: window),
        ]
        let fingers = input.touchDown(atAll: points)
        #expect(tabs.began == 1)
        input.lift([(fingers[0], points[0]), (fingers[1], points[1])])
        #expect(tabs.ended == 1 && tabs.selectedViewController === second)
    }

    @Test("A delegate that removes the tapped tab in shouldSelect: the tab is not selected, no didSelect, no crash")
    func delegateRemovesTab() {
        let input = TestWorld.input()
        let first = Counter(), second = Counter()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let delegate = RemovingDelegate()
        tabs.delegate = delegate
        let window = TestWorld.window(root: tabs)
        input.tap(at: center(ofTab: 1, in: tabs.tabBar, window: window))
        #expect(tabs.viewControllers == [first] && tabs.selectedViewController === first)
        #expect(delegate.didSelect == 0 && second.appearances.isEmpty)
    }

    @Test("A tab that selects another tab from its viewWillAppear: the switch finishes, then the second one runs")
    func reentrantSelection() {
        let input = TestWorld.input()
        var log: [String] = []
        let first = Recorder("first") { log.append($0) }
        let bouncer = Recorder("bouncer") { log.append($0) }
        bouncer.onWillAppear = { [weak bouncer] in bouncer?.tabBarController?.selectedIndex = 0 }
        let tabs = UITabBarController()
        tabs.viewControllers = [first, bouncer]
        let window = TestWorld.window(root: tabs)
        log.removeAll()
        input.tap(at: center(ofTab: 1, in: tabs.tabBar, window: window))
        #expect(log == ["bouncer.willAppear", "first.willDisappear", "first.didDisappear", "bouncer.didAppear",
                        "first.willAppear", "bouncer.willDisappear", "bouncer.didDisappear", "first.didAppear"])
        #expect(tabs.selectedViewController === first && first.view.superview === tabs.view)
        #expect(bouncer.view.superview == nil && tabs.tabBar.selectedItem === first.tabBarItem)
    }

    @Test("A bar managed by a tab bar controller refuses new items and a new delegate")
    func managedBar() {
        _ = TestWorld.input()
        let first = Counter()
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        let other = BarLog()
        let diagnostics = TestWorld.diagnostics {
            tabs.tabBar.items = [UITabBarItem(title: "X", image: nil, tag: 0)]
            tabs.tabBar.delegate = other
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchyChange, .invalidHierarchyChange])
        #expect(tabs.tabBar.items?.first === first.tabBarItem && tabs.tabBar.delegate === tabs)
    }

    @Test("A UITabBar of its own: a tap selects and tells the delegate; setting selectedItem in code does not")
    func standaloneBar() {
        let input = TestWorld.input()
        let root = UIViewController()
        let window = TestWorld.window(root: root)
        let bar = UITabBar(frame: CGRect(x: 0, y: 795, width: 390, height: 49))
        root.view.addSubview(bar)
        let log = BarLog()
        bar.delegate = log
        let a = UITabBarItem(title: "A", image: nil, tag: 0), b = UITabBarItem(title: "B", image: nil, tag: 1)
        bar.setItems([a, b], animated: false)
        #expect(
            bar.isTranslucent && bar.barTintColor == nil && bar.unselectedItemTintColor == nil
                && bar.selectedItem == nil)
        input.tap(at: center(ofTab: 1, in: bar, window: window))
        #expect(log.selected == ["B"] && bar.selectedItem === b)
        bar.selectedItem = a
        bar.selectedItem = UITabBarItem(title: "stranger", image: nil, tag: 2)
        #expect(log.selected == ["B"] && bar.selectedItem === a)
        bar.items = [b]
        #expect(bar.selectedItem == nil, "the selected item left the bar")
    }
}
