import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UINavigationController as app code uses it — the appearance order of push and
// pop (UIKit: old top's viewWillDisappear, new top's viewWillAppear, then the dids, didMove(toParent:)
// last), the stack after each operation, refusals, the delegate, the bar's back button and touches.

/// Records its appearance and containment callbacks, with the moving flags they see.
private final class StackController: UIViewController {
    let name: String
    let log: NavigationLog
    init(_ name: String, log: NavigationLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    private var flags: String { (isMovingToParent ? " moving-to" : "") + (isMovingFromParent ? " moving-from" : "") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); log.add("\(name).willAppear\(flags)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated); log.add("\(name).didAppear\(flags)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); log.add("\(name).willDisappear\(flags)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); log.add("\(name).didDisappear\(flags)")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(\(parent is UINavigationController ? "nav" : "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove(\(parent is UINavigationController ? "nav" : "nil"))")
    }
}

private final class NavigationLog: UINavigationControllerDelegate {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        add("willShow \((viewController as? StackController)?.name ?? "?") animated: \(animated)")
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        add("didShow \((viewController as? StackController)?.name ?? "?") animated: \(animated)")
    }
}

/// A navigation controller that records the touches that reach it through the responder chain.
private final class TouchedNavigationController: UINavigationController {
    var touchesBeganCount = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesBeganCount += 1 }
}

/// A window showing a navigation controller whose root is `root`.
@MainActor
@discardableResult
private func showNavigation(_ navigation: UINavigationController) -> UIWindow {
    TestWorld.window(root: navigation)
}

/// Runs the frame clock at 60 frames a second for `seconds`.
@MainActor
private func runFrames(_ input: InputSimulator, for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) { input.advance(by: 1.0 / 60) }
}

@MainActor
private func center(of view: UIView, in window: UIWindow) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
}

@MainActor
@Suite("UINavigationController: the stack, appearance order, the bar and touches")
struct NavigationControllerTests {
    @Test("A push without animation: UIKit's order, isMovingToParent in the callbacks, only the new top's view shown")
    func pushNotAnimated() {
        _ = TestWorld.input()
        let log = NavigationLog()
        let root = StackController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        #expect(log.entries == ["root.willMove(nav)", "root.didMove(nav)", "root.willAppear", "root.didAppear"])
        log.entries.removeAll()
        let detail = StackController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        #expect(log.entries == ["detail.willMove(nav)", "root.willDisappear", "detail.willAppear moving-to",
                                "root.didDisappear", "detail.didAppear moving-to", "detail.didMove(nav)"])
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.children == [root, detail])
        #expect(navigation.topViewController === detail)
        #expect(detail.view.superview === navigation.view)
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(detail.isMovingToParent == false)
    }

    @Test("An animated push: the wills at once, the dids and didMove after the push duration on the frame clock")
    func pushAnimated() {
        let input = TestWorld.input()
        let log = NavigationLog()
        let root = StackController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        log.entries.removeAll()
        let detail = StackController("detail", log: log)
        navigation.pushViewController(detail, animated: true)
        #expect(log.entries == ["detail.willMove(nav)", "root.willDisappear", "detail.willAppear moving-to"])
        #expect(root.view.superview === navigation.view && detail.view.superview === navigation.view)
        runFrames(input, for: 0.2)
        #expect(log.entries.count == 3)
        runFrames(input, for: 0.2)
        #expect(log.entries == ["detail.willMove(nav)", "root.willDisappear", "detail.willAppear moving-to",
                                "root.didDisappear", "detail.didAppear moving-to", "detail.didMove(nav)"])
        #expect(root.viewIfLoaded?.superview == nil)
    }

    @Test("A pop: isMovingFromParent in the popped controller's callbacks, willMove(nil) first and didMove(nil) last")
    func popOrder() {
        let input = TestWorld.input()
        let log = NavigationLog()
        let root = StackController("root", log: log)
        let detail = StackController("detail", log: log)
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        navigation.pushViewController(detail, animated: false)
        log.entries.removeAll()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(log.entries == ["detail.willMove(nil)", "detail.willDisappear moving-from", "root.willAppear"])
        runFrames(input, for: 0.4)
        #expect(log.entries == ["detail.willMove(nil)", "detail.willDisappear moving-from", "root.willAppear",
                                "detail.didDisappear moving-from", "root.didAppear", "detail.didMove(nil)"])
        #expect(navigation.viewControllers == [root])
        #expect(detail.parent == nil && detail.navigationController == nil)
        #expect(detail.viewIfLoaded?.superview == nil && root.view.superview === navigation.view)
    }

    @Test("Popping the root returns nil and changes nothing")
    func popRoot() {
        _ = TestWorld.input()
        let log = NavigationLog()
        let root = StackController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        log.entries.removeAll()
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(navigation.popToRootViewController(animated: false) == [])
        #expect(log.entries.isEmpty)
        #expect(navigation.viewControllers == [root] && root.view.superview === navigation.view)
    }

    @Test("Pushing a controller already on the stack: a diagnostic, and the stack unchanged")
    func pushTwice() {
        _ = TestWorld.input()
        let log = NavigationLog()
        let root = StackController("root", log: log)
        let detail = StackController("detail", log: log)
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        navigation.pushViewController(detail, animated: false)
        log.entries.removeAll()
        let diagnostics = TestWorld.diagnostics { navigation.pushViewController(root, animated: false) }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchyChange])
        #expect(navigation.viewControllers == [root, detail])
        #expect(log.entries.isEmpty)
        #expect(navigation.topViewController === detail && detail.view.superview === navigation.view)
    }

    @Test("popToRoot returns the popped controllers; only the top one disappears; all leave the children")
    func popToRoot() {
        _ = TestWorld.input()
        let log = NavigationLog()
        let root = StackController("root", log: log)
        let a = StackController("a", log: log)
        let b = StackController("b", log: log)
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        navigation.pushViewController(a, animated: false)
        navigation.pushViewController(b, animated: false)
        #expect(navigation.viewControllers == [root, a, b])
        log.entries.removeAll()
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped == [a, b])
        #expect(navigation.viewControllers == [root] && navigation.children == [root])
        #expect(log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
                == ["b.willDisappear moving-from", "root.willAppear", "b.didDisappear moving-from", "root.didAppear"])
        #expect(a.parent == nil && b.parent == nil)
        #expect(navigation.popToViewController(a, animated: false) == nil)
    }

    @Test("setViewControllers replaces the stack; navigationController reaches children and their descendants")
    func setViewControllersAndNavigationController() {
        _ = TestWorld.input()
        let log = NavigationLog()
        let root = StackController("root", log: log)
        let a = StackController("a", log: log)
        let b = StackController("b", log: log)
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        navigation.setViewControllers([a, b], animated: false)
        #expect(navigation.viewControllers == [a, b] && navigation.children == [a, b])
        #expect(root.parent == nil && root.navigationController == nil)
        #expect(b.view.superview === navigation.view && root.viewIfLoaded?.superview == nil)
        let grandchild = UIViewController()
        b.addChild(grandchild)
        b.view.addSubview(grandchild.view)
        grandchild.didMove(toParent: b)
        #expect(a.navigationController === navigation && grandchild.navigationController === navigation)
        #expect(navigation.navigationController == nil)
        navigation.viewControllers = [root]
        #expect(navigation.viewControllers == [root] && a.parent == nil && b.parent == nil)
    }

    @Test("The delegate hears willShow before the transition and didShow when it ends")
    func delegate() {
        let input = TestWorld.input()
        let log = NavigationLog()
        let root = StackController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = log
        showNavigation(navigation)
        log.entries.removeAll()
        navigation.pushViewController(StackController("detail", log: log), animated: true)
        #expect(log.entries.first == "willShow detail animated: true")
        #expect(!log.entries.contains("didShow detail animated: true"))
        runFrames(input, for: 0.4)
        #expect(log.entries.last == "didShow detail animated: true")
        #expect(
            log.entries.firstIndex(of: "detail.didAppear moving-to")! < log.entries.firstIndex(
                of: "didShow detail animated: true")!)
    }

    @Test("The bar shows the top title and a back button titled after the item below; tapping it pops")
    func backButton() throws {
        let input = TestWorld.input()
        let log = NavigationLog()
        let root = StackController("root", log: log)
        root.title = "Inbox"
        let detail = StackController("detail", log: log)
        detail.title = "Message"
        let navigation = UINavigationController(rootViewController: root)
        let window = showNavigation(navigation)
        #expect(navigation.navigationBar.backButton == nil)
        navigation.pushViewController(detail, animated: false)
        let bar = navigation.navigationBar
        #expect(bar.topItem === detail.navigationItem && bar.backItem === root.navigationItem)
        #expect(bar.titleLabel.text == "Message" && bar.titleLabel.superview === bar)
        let back = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Inbox" })
        #expect(bar.backButton === back)
        root.navigationItem.backButtonTitle = "Mail"
        #expect(bar.backButton?.currentTitle == "Mail")
        input.tap(at: center(of: bar.backButton!, in: window))
        #expect(navigation.viewControllers == [root])
        runFrames(input, for: 0.4)
        #expect(detail.parent == nil && root.view.superview === navigation.view)
        #expect(bar.backButton == nil && bar.titleLabel.text == "Inbox")
    }

    @Test("The back title falls back to the back item's title, then \"Back\"; hidesBackButton hides it")
    func backTitles() {
        _ = TestWorld.input()
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.backButton?.currentTitle == "Back")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        #expect(navigation.navigationBar.backButton?.currentTitle == "Up")
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Close", style: .plain, target: nil, action: nil)
        #expect(navigation.navigationBar.backButton == nil, "a left item takes the back button's place")
        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(navigation.navigationBar.backButton?.currentTitle == "Up")
        detail.navigationItem.hidesBackButton = true
        #expect(navigation.navigationBar.backButton == nil)
    }

    @Test("Tapping a right bar button item performs its primary action")
    func barButtonItem() throws {
        let input = TestWorld.input()
        let root = UIViewController()
        var performed = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", primaryAction: UIAction { _ in performed += 1 })
        let navigation = UINavigationController(rootViewController: root)
        let window = showNavigation(navigation)
        let bar = navigation.navigationBar
        let edit = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit" })
        #expect(edit.frame.maxX <= bar.bounds.maxX && edit.frame.minX > bar.bounds.midX)
        input.tap(at: center(of: edit, in: window))
        #expect(performed == 1)
    }

    @Test("A tap reaches the pushed controller's subview; an unhandled touch travels to the navigation controller")
    func touches() {
        let input = TestWorld.input()
        let navigation = TouchedNavigationController(rootViewController: UIViewController())
        let window = showNavigation(navigation)
        let pushed = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        pushed.view.addSubview(button)
        navigation.pushViewController(pushed, animated: true)
        // While the push runs, touches to the navigation controller's view are ignored.
        input.tap(at: center(of: button, in: window))
        #expect(taps == 0 && navigation.touchesBeganCount == 0)
        runFrames(input, for: 0.4)
        input.tap(at: center(of: button, in: window))
        #expect(taps == 1)
        let empty = pushed.view.convert(CGPoint(x: 200, y: 300), to: window)
        input.tap(at: empty)
        #expect(navigation.touchesBeganCount == 1)
    }

    @Test("The content sits below the 44-point bar; with the bar hidden it fills the whole view")
    func barHidden() {
        _ = TestWorld.input()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 44 && bar.frame.minY == navigation.view.safeAreaInsets.top)
        #expect(root.view.frame.minY == bar.frame.maxY && root.view.frame.maxY == navigation.view.bounds.maxY)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden)
        #expect(root.view.frame == navigation.view.bounds)
    }

    @Test("visibleViewController is a controller presented over the navigation controller, else the top")
    func visibleViewController() {
        let input = TestWorld.input()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        showNavigation(navigation)
        #expect(navigation.visibleViewController === root)
        let sheet = UIViewController()
        navigation.present(sheet, animated: false)
        input.advance(by: 0.1)
        #expect(navigation.visibleViewController === sheet && navigation.topViewController === root)
    }
}
