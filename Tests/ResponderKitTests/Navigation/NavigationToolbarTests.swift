import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The navigation controller's toolbar (hidden by default, the top
// controller's toolbarItems, taps reaching their target), show(_:sender:) and
// showDetailViewController(_:sender:), large titles, an edge pan while a push animates, and
// hidesBarsOnTap / hidesBarsOnSwipe.

/// A controller that performs "archive:" (iOS: @objc func archive(_:)).
private final class MessageController: UIViewController {
    var archived: [String] = []
    func archive(_ sender: Any?) { archived.append(sender is UIBarButtonItem ? "item" : "?") }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        action == "archive:" ? method(Self.archive) : super.actionMethod(for: action)
    }
}

@MainActor
private func runFrames(_ input: InputSimulator, for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) { input.advance(by: 1.0 / 60) }
}

@MainActor
private func center(ofItem index: Int, in toolbar: UIToolbar, window: UIWindow) -> CGPoint {
    let frame = toolbar.itemFrames()[index]
    return toolbar.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
}

@MainActor
@Suite("UINavigationController: toolbar, show, large titles, bad input")
struct NavigationToolbarTests {
    @Test("The toolbar is hidden by default; shown, it has the top controller's items and a tap reaches their target")
    func toolbarItems() {
        let input = TestWorld.input()
        let root = MessageController()
        let archive = UIBarButtonItem(title: "Archive", style: .plain, target: root, action: "archive:")
        root.setToolbarItems([UIBarButtonItem.flexibleSpace(), archive], animated: false)
        let navigation = UINavigationController(rootViewController: root)
        let window = TestWorld.window(root: navigation)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden && navigation.toolbar.superview == nil)
        #expect(root.view.frame.maxY == navigation.view.bounds.maxY)
        navigation.setToolbarHidden(false, animated: false)
        let toolbar: UIToolbar = navigation.toolbar
        #expect(!toolbar.isHidden && toolbar.superview === navigation.view && toolbar.items?.last === archive)
        #expect(toolbar.frame.height == 44 && toolbar.frame.maxY == navigation.view.bounds.maxY)
        #expect(root.view.frame.maxY == toolbar.frame.minY, "the content ends above the toolbar")
        input.tap(at: center(ofItem: 1, in: toolbar, window: window))
        #expect(root.archived == ["item"])

        let detail = UIViewController()
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        detail.toolbarItems = [done]
        navigation.pushViewController(detail, animated: false)
        #expect(toolbar.items == [done] && !toolbar.isHidden)
        navigation.popViewController(animated: false)
        #expect(toolbar.items?.last === archive)
        root.toolbarItems = nil
        #expect(toolbar.items == nil)
    }

    @Test("The toolbar hides while the top controller hides the bottom bar")
    func toolbarHidesBottomBar() {
        _ = TestWorld.input()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        TestWorld.window(root: navigation)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.toolbar.isHidden && !navigation.isToolbarHidden)
        #expect(detail.view.frame.maxY == navigation.view.bounds.maxY)
        navigation.popViewController(animated: false)
        #expect(!navigation.toolbar.isHidden)
    }

    @Test("In a tab, the navigation controller's toolbar sits above the tab bar")
    func toolbarAboveTabBar() {
        _ = TestWorld.input()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.isToolbarHidden = false
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = TestWorld.window(root: tabs)
        window.layoutIfNeeded()
        let toolbarInWindow = navigation.toolbar.convert(navigation.toolbar.bounds, to: window)
        let tabBarInWindow = tabs.tabBar.convert(tabs.tabBar.bounds, to: window)
        #expect(toolbarInWindow.maxY == tabBarInWindow.minY)
    }

    @Test("show(_:sender:) pushes inside a navigation controller and presents outside one; showDetail presents")
    func show() {
        let input = TestWorld.input()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        runFrames(input, for: 0.4)
        #expect(navigation.viewControllers == [root, detail])

        let plain = UIViewController()
        TestWorld.window(root: plain)
        let shown = UIViewController()
        plain.show(shown, sender: nil)
        #expect(plain.presentedViewController === shown)
        runFrames(input, for: 0.4)
        plain.dismiss(animated: false)
        runFrames(input, for: 0.1)
        let sheet = UIViewController()
        plain.showDetailViewController(sheet, sender: nil)
        #expect(plain.presentedViewController === sheet)
    }

    @Test("Large titles: off by default; preferred, the bar is 96 points high unless the top item says never")
    func largeTitles() {
        _ = TestWorld.input()
        let root = UIViewController()
        root.title = "Mailboxes"
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        let bar = navigation.navigationBar
        #expect(!bar.prefersLargeTitles && root.navigationItem.largeTitleDisplayMode == .automatic)
        #expect(bar.frame.height == 44)
        bar.prefersLargeTitles = true
        #expect(bar.frame.height == 96 && root.view.frame.minY == bar.frame.maxY)
        #expect(bar.titleLabel.frame.minY >= 44, "the large title has its own row")
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        #expect(bar.frame.height == 96, "automatic: as the item under it")
        detail.navigationItem.largeTitleDisplayMode = .never
        #expect(bar.frame.height == 44 && detail.view.frame.minY == bar.frame.maxY)
        navigation.popViewController(animated: false)
        #expect(bar.frame.height == 96)
    }

    @Test("An edge pan while a push animates: no crash, the push completes, the touch ends, the next pan pops")
    func edgePanDuringPush() throws {
        let input = TestWorld.input()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = TestWorld.window(root: navigation)
        let detail = UIViewController()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 150, y: 300, width: 100, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        detail.view.addSubview(button)
        navigation.pushViewController(detail, animated: true)
        let finger = input.touchDown(at: CGPoint(x: 4, y: 400))
        for x in stride(from: 30.0, through: 300.0, by: 30.0) {
            input.move(finger, to: CGPoint(x: x, y: 400))
            input.advance(by: 1.0 / 60)
        }
        input.lift(finger, at: CGPoint(x: 300, y: 400))
        runFrames(input, for: 0.4)
        #expect(navigation.viewControllers == [root, detail] && detail.view.frame.minX == 0)
        input.tap(at: button.convert(CGPoint(x: 50, y: 22), to: window))
        #expect(taps == 1, "the earlier touch ended: a new tap works")
        let pan = try #require(navigation.interactivePopGestureRecognizer)
        #expect(pan.state == .possible || pan.state == .failed || pan.state == .ended || pan.state == .cancelled)
        let second = input.touchDown(at: CGPoint(x: 4, y: 400))
        for x in stride(from: 30.0, through: 300.0, by: 30.0) { input.move(second, to: CGPoint(x: x, y: 400)) }
        input.lift(second, at: CGPoint(x: 300, y: 400))
        #expect(navigation.viewControllers == [root])
    }
}

@MainActor
@Suite("UINavigationController: hidesBarsOnTap and hidesBarsOnSwipe")
struct NavigationBarHidingTests {
    @Test("""
        hidesBarsOnTap: off by default; on, a tap in the content toggles both bars; a button's tap and a tap on \
        the bar do not
        """)
    func hidesBarsOnTap() {
        let input = TestWorld.input()
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = TestWorld.window(root: navigation)
        let content = root.view.convert(CGPoint(x: 200, y: 400), to: window)
        #expect(
            !navigation.hidesBarsOnTap && !navigation.hidesBarsOnSwipe
                && !navigation.barHideOnTapGestureRecognizer.isEnabled)
        input.tap(at: content)
        #expect(!navigation.isNavigationBarHidden)
        navigation.hidesBarsOnTap = true
        input.tap(at: button.convert(CGPoint(x: 60, y: 22), to: window))
        #expect(taps == 1 && !navigation.isNavigationBarHidden, "the button keeps its tap")
        input.tap(at: navigation.navigationBar.convert(CGPoint(x: 195, y: 22), to: window))
        #expect(!navigation.isNavigationBarHidden, "a tap on the bar does not hide it")
        input.tap(at: content)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        input.tap(at: content)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
    }

    @Test("hidesBarsOnSwipe: an upward swipe hides the bars, a downward one shows them; a toolbar without items stays")
    func hidesBarsOnSwipe() {
        let input = TestWorld.input()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        navigation.hidesBarsOnSwipe = true
        TestWorld.window(root: navigation)
        #expect(navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        input.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 205, y: 300))
        #expect(navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 195, y: 600))
        #expect(!navigation.isNavigationBarHidden)
    }
}
