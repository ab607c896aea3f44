import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The large content viewer, as an iOS app with a custom bar adopts it, and as UIKit's tab bar has it.

@MainActor
@Suite("Large Content Viewer: press and hold at an accessibility text size")
struct LargeContentViewerTests {
    /// A custom bottom bar whose buttons keep their size: each shows in the viewer.
    private final class PlayerController: UIViewController {
        let play = UIButton(type: .system)
        let skip = UIButton(type: .system)
        let bar = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 60))
        var played = 0, skipped = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            play.setTitle("Play", for: .normal)
            play.frame = CGRect(x: 20, y: 8, width: 100, height: 44)
            play.addAction(UIAction { [weak self] _ in self?.played += 1 }, for: .touchUpInside)
            skip.frame = CGRect(x: 200, y: 8, width: 100, height: 44)
            skip.largeContentTitle = "Skip forward"
            skip.addAction(UIAction { [weak self] _ in self?.skipped += 1 }, for: .touchUpInside)
            for button in [play, skip] {
                button.showsLargeContentViewer = true
                bar.addSubview(button)
            }
            bar.addInteraction(UILargeContentViewerInteraction())
            view.addSubview(bar)
        }
    }

    /// The viewer's platter on screen, if any: the view that shows `title` in a large font.
    private func platterTitle(in window: UIWindow) -> String? {
        func find(_ view: UIView) -> String? {
            if let label = view as? UILabel, label.font.pointSize >= 28, !view.isHidden,
               view.superview?.superview != nil {
                return label.text
            }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        return find(window)
    }

    @Test("At an accessibility size a press shows the item under the finger; lifting over a button taps it")
    func customBar() {
        let input = TestWorld.input()
        let controller = PlayerController()
        let window = TestWorld.window(root: controller)
        #expect(!UILargeContentViewerInteraction.isEnabled)
        var statusChanges = 0
        let name = UILargeContentViewerInteraction.enabledStatusDidChangeNotification
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { statusChanges += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        input.send(.contentSizeCategoryChanged(.accessibilityExtraLarge, timestamp: input.time))
        defer { input.send(.contentSizeCategoryChanged(.large, timestamp: input.time)) }
        #expect(UILargeContentViewerInteraction.isEnabled && statusChanges == 1)
        #expect(controller.play.largeContentTitle == "Play", "a button's title by default")

        let finger = input.touchDown(at: input.screenPoint(of: controller.play))
        input.advance(by: 0.6)
        #expect(platterTitle(in: window) == "Play")
        input.move(finger, to: input.screenPoint(of: controller.skip))
        #expect(platterTitle(in: window) == "Skip forward")
        input.lift(finger, at: input.screenPoint(of: controller.skip))
        #expect(platterTitle(in: window) == nil, "the viewer goes when the finger lifts")
        #expect(controller.skipped == 1 && controller.played == 0, "lifting over Skip taps it, not Play")
    }

    @Test("At the usual sizes the press never begins, and taps go through untouched")
    func usualSizes() {
        let input = TestWorld.input()
        let controller = PlayerController()
        let window = TestWorld.window(root: controller)
        let finger = input.touchDown(at: input.screenPoint(of: controller.play))
        input.advance(by: 0.6)
        #expect(platterTitle(in: window) == nil)
        input.lift(finger, at: input.screenPoint(of: controller.play))
        #expect(controller.played == 1)
    }

    @Test("A tab bar shows its tabs enlarged and selects the one the finger lifts over")
    func tabBar() {
        let input = TestWorld.input()
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Library", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        second.tabBarItem.largeContentSizeImage = UIImage()
        tabs.viewControllers = [first, second]
        let window = TestWorld.window(root: tabs)
        input.send(.contentSizeCategoryChanged(.accessibilityMedium, timestamp: input.time))
        defer { input.send(.contentSizeCategoryChanged(.large, timestamp: input.time)) }
        let frames = tabs.tabBar.itemFrames().map { tabs.tabBar.convert($0, to: nil) }
        let finger = input.touchDown(at: CGPoint(x: frames[1].midX, y: frames[1].midY))
        input.advance(by: 0.6)
        #expect(platterTitle(in: window) == "Search")
        #expect(second.tabBarItem.largeContentImage === second.tabBarItem.largeContentSizeImage)
        #expect(second.tabBarItem.showsLargeContentViewer, "bar items show by default")
        input.lift(finger, at: CGPoint(x: frames[1].midX, y: frames[1].midY))
        #expect(tabs.selectedIndex == 1)
    }

    @Test("A navigation bar's buttons and a toolbar's items show enlarged and act when the finger lifts")
    func navigationBarAndToolbar() {
        let input = TestWorld.input()
        let list = UIViewController()
        var edits = 0, shares = 0
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit",
                                                                 primaryAction: UIAction { _ in edits += 1 })
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 600, width: 390, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in shares += 1 })]
        list.view.addSubview(toolbar)
        let navigation = UINavigationController(rootViewController: list)
        let window = TestWorld.window(root: navigation)
        input.send(.contentSizeCategoryChanged(.accessibilityLarge, timestamp: input.time))
        defer { input.send(.contentSizeCategoryChanged(.large, timestamp: input.time)) }
        guard let edit = navigation.navigationBar.subviews.compactMap({ $0 as? UIButton })
            .first(where: { $0.currentTitle == "Edit" }) else {
            Issue.record("the bar shows an Edit button")
            return
        }
        let finger = input.touchDown(at: input.screenPoint(of: edit))
        input.advance(by: 0.6)
        #expect(platterTitle(in: window) == "Edit")
        input.lift(finger, at: input.screenPoint(of: edit))
        #expect(edits == 1)
        let share = toolbar.convert(CGPoint(x: toolbar.itemFrames()[0].midX, y: 22), to: nil)
        let other = input.touchDown(at: share)
        input.advance(by: 0.6)
        #expect(platterTitle(in: window) == "Share")
        input.lift(other, at: share)
        #expect(shares == 1)
    }
}
