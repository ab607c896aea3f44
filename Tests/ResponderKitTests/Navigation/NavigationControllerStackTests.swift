import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A stack built before the navigation controller is shown, the
// descendants of a pushed controller, and an operation started while a transition runs.

/// Records its appearance callbacks.
private final class AppearanceRecorder: UIViewController {
    let name: String
    let record: (String) -> Void
    init(_ name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); record("\(name).willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); record("\(name).didDisappear")
    }
}

@MainActor
@Suite("UINavigationController: stacks built off screen, descendants, overlapping operations")
struct NavigationControllerStackTests {
    @Test("A stack built before the window shows: no callbacks until then, then only the top appears, below the bar")
    func builtOffScreen() {
        _ = TestWorld.input()
        var log: [String] = []
        let root = AppearanceRecorder("root", record: { log.append($0) })
        let detail = AppearanceRecorder("detail", record: { log.append($0) })
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: true)
        #expect(log.isEmpty)
        #expect(navigation.viewControllers == [root, detail] && detail.parent === navigation)
        TestWorld.window(root: navigation)
        #expect(log == ["detail.willAppear", "detail.didAppear"])
        #expect(detail.view.superview === navigation.view && !root.isViewLoaded)
        #expect(detail.view.frame.minY == navigation.navigationBar.frame.maxY)
        #expect(navigation.navigationBar.backButton?.currentTitle == "Back")
    }

    @Test("A pushed controller's child appears and disappears with it and finds the navigation controller")
    func descendants() {
        let input = TestWorld.input()
        var log: [String] = []
        let navigation = UINavigationController(rootViewController: UIViewController())
        TestWorld.window(root: navigation)
        let pushed = UIViewController()
        let inner = AppearanceRecorder("inner", record: { log.append($0) })
        pushed.addChild(inner)
        pushed.view.addSubview(inner.view)
        inner.didMove(toParent: pushed)
        #expect(inner.navigationController == nil)
        navigation.pushViewController(pushed, animated: true)
        #expect(inner.navigationController === navigation)
        #expect(log == ["inner.willAppear"])
        for _ in 0..<30 { input.advance(by: 1.0 / 60) }
        #expect(log == ["inner.willAppear", "inner.didAppear"])
        navigation.popViewController(animated: false)
        #expect(log == ["inner.willAppear", "inner.didAppear", "inner.willDisappear", "inner.didDisappear"])
        #expect(inner.navigationController == nil)
    }

    @Test("A push while an animated push runs finishes the first at once; every controller's callbacks alternate")
    func overlappingOperations() {
        let input = TestWorld.input()
        var log: [String] = []
        let root = AppearanceRecorder("root", record: { log.append($0) })
        let a = AppearanceRecorder("a", record: { log.append($0) })
        let b = AppearanceRecorder("b", record: { log.append($0) })
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        log.removeAll()
        navigation.pushViewController(a, animated: true)
        navigation.pushViewController(b, animated: true)
        #expect(log == ["root.willDisappear", "a.willAppear", "root.didDisappear", "a.didAppear",
                        "a.willDisappear", "b.willAppear"])
        for _ in 0..<30 { input.advance(by: 1.0 / 60) }
        #expect(log.suffix(2) == ["a.didDisappear", "b.didAppear"])
        #expect(navigation.viewControllers == [root, a, b] && navigation.children == [root, a, b])
        #expect(navigation.view.subviews.filter { $0 !== navigation.navigationBar } == [b.view])
        #expect(navigation.view.isUserInteractionEnabled)
    }

    @Test("The left-edge pan: the top view follows the finger; lifted past half the width it pops")
    func interactivePopFinishes() throws {
        let input = TestWorld.input()
        var log: [String] = []
        let root = AppearanceRecorder("root", record: { log.append($0) })
        let detail = AppearanceRecorder("detail", record: { log.append($0) })
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        navigation.pushViewController(detail, animated: false)
        let pan = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(pan.edges == .left && pan.view === navigation.view)
        log.removeAll()
        let finger = input.touchDown(at: CGPoint(x: 4, y: 400))
        for x in stride(from: 20.0, through: 120.0, by: 20.0) { input.move(finger, to: CGPoint(x: x, y: 400)) }
        #expect(log == ["detail.willDisappear", "root.willAppear"])
        #expect(detail.view.frame.minX > 50 && root.view.superview === navigation.view)
        for x in stride(from: 140.0, through: 300.0, by: 20.0) { input.move(finger, to: CGPoint(x: x, y: 400)) }
        input.lift(finger, at: CGPoint(x: 300, y: 400))
        #expect(log == ["detail.willDisappear", "root.willAppear", "detail.didDisappear", "root.didAppear"])
        #expect(navigation.viewControllers == [root] && detail.parent == nil)
        #expect(detail.viewIfLoaded?.superview == nil && root.view.frame.minX == 0)
    }

    @Test("""
        A back swipe that reveals a controller whose viewWillAppear pushes: the push wins, and only its top's view \
        stays
        """)
    func backSwipeRevealingAPusher() {
        // Found by the container stress world (seed 2, step 1,202,848): the swipe's own code went on
        // after the push had cancelled it and put the revealed controller's view back.
        let input = TestWorld.input()
        final class Pusher: UIViewController {
            var pushOnAppear: UIViewController?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let next = pushOnAppear {
                    pushOnAppear = nil
                    navigationController?.pushViewController(next, animated: false)
                }
            }
        }
        let root = Pusher()
        let detail = UIViewController()
        let pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        navigation.pushViewController(detail, animated: false)
        root.pushOnAppear = pushed
        let finger = input.touchDown(at: CGPoint(x: 4, y: 400))
        for x in stride(from: 20.0, through: 120.0, by: 20.0) { input.move(finger, to: CGPoint(x: x, y: 400)) }
        input.lift(finger, at: CGPoint(x: 120, y: 400))
        input.advanceClock(by: 1)
        #expect(navigation.viewControllers == [root, detail, pushed])
        #expect(pushed.view.window != nil)
        #expect(root.viewIfLoaded?.window == nil && detail.viewIfLoaded?.window == nil)
        navigation.popViewController(animated: false)
        #expect(detail.view.window != nil && root.viewIfLoaded?.window == nil)
    }

    @Test("The left-edge pan released early and slowly is cancelled: the top controller appears again")
    func interactivePopCancels() {
        let input = TestWorld.input()
        var log: [String] = []
        let root = AppearanceRecorder("root", record: { log.append($0) })
        let detail = AppearanceRecorder("detail", record: { log.append($0) })
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        navigation.pushViewController(detail, animated: false)
        log.removeAll()
        let finger = input.touchDown(at: CGPoint(x: 4, y: 400))
        for x in stride(from: 20.0, through: 100.0, by: 20.0) {
            input.move(finger, to: CGPoint(x: x, y: 400))
            input.advance(by: 0.1)
        }
        // Held still, so the velocity at the lift is small.
        for _ in 0..<6 { input.move(finger, to: CGPoint(x: 100, y: 400)) }
        input.lift(finger, at: CGPoint(x: 100, y: 400))
        #expect(log == ["detail.willDisappear", "root.willAppear", "detail.willAppear", "root.willDisappear",
                        "detail.didAppear", "root.didDisappear"])
        #expect(navigation.viewControllers == [root, detail] && detail.parent === navigation)
        #expect(detail.view.frame.minX == 0 && root.viewIfLoaded?.superview == nil)
        #expect(!detail.isMovingFromParent)
        // The stack still works afterwards.
        #expect(navigation.popViewController(animated: false) === detail)
    }

    @Test("""
        The pop gesture does not begin on the root, nor when the app disables it; a touch at the edge then reaches \
        the content
        """)
    func interactivePopRefused() throws {
        let input = TestWorld.input()
        let root = UIViewController()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 100, width: 60, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let navigation = UINavigationController(rootViewController: root)
        let window = TestWorld.window(root: navigation)
        let pan = try #require(navigation.interactivePopGestureRecognizer)
        let edge = button.convert(CGPoint(x: 4, y: 22), to: window)
        let finger = input.touchDown(at: edge)
        for x in stride(from: 30.0, through: 300.0, by: 30.0) { input.move(finger, to: CGPoint(x: x, y: edge.y)) }
        #expect(pan.state == .possible || pan.state == .failed, "mid-drag: \(pan.state)")
        input.lift(finger, at: CGPoint(x: 300, y: edge.y))
        #expect(navigation.viewControllers == [root])
        input.tap(at: edge)
        #expect(taps == 1)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        pan.isEnabled = false
        input.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(navigation.viewControllers == [root, detail])
    }
}
