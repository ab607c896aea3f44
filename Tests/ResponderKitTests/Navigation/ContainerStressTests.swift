import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A random world of containers: a tab bar controller over a navigation controller, a list with pull to
// refresh and a page view controller, driven by random fingers, clock steps and code that pushes,
// pops and replaces the stack (also mid-transition and from the controllers' own appearance
// callbacks), switches tabs, turns pages and runs property animators. After every step: no view gets
// a touch phase after that touch's ending, and no controller two will-appears (or will-disappears) in
// a row; after the clock settles: the navigation controller's top controller's view is in the window
// and no other stack controller's is, and one pull sent valueChanged at most once.
// CONTAINER_STRESS_STEPS sets the steps per seed (docs/Reliability.md has the long runs),
// CONTAINER_STRESS_SEED runs one seed only.

/// A controller that checks its appearance callbacks alternate, and may change the stack from them.
private final class CheckedScreen: UIViewController {
    var onWillAppear: ((CheckedScreen) -> Void)?
    private var appearing: Bool?
    private(set) var broken: String?

    private func will(_ appear: Bool) {
        ContainerStressTests.trace(
            "\(ObjectIdentifier(self).hashValue % 10_000) will\(appear ? "Appear" : "Disappear")")
        if appearing == appear { broken = "view\(appear ? "WillAppear" : "WillDisappear") twice in a row" }
        appearing = appear
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        will(true)
        let action = onWillAppear
        onWillAppear = nil
        action?(self)
    }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); will(false) }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ContainerStressTests.trace("\(ObjectIdentifier(self).hashValue % 10_000) didAppear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        ContainerStressTests.trace("\(ObjectIdentifier(self).hashValue % 10_000) didDisappear")
    }
}

/// A view that checks its touch phases: every phase but a beginning is for a touch open here (its
/// beginning delivered, no ending yet), and an ending closes it. (Keyed by identity while open: a
/// touch object freed after its ending may give its address to a later one.)
private final class PhaseCheckingView: UIView {
    private var open = Set<ObjectIdentifier>()
    private(set) var broken: String?
    private func check(_ touches: Set<UITouch>, _ method: String, ending: Bool) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if !open.contains(id) { broken = "\(method) for a touch that is not open here" }
            if ending { open.remove(id) }
        }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { open.insert(ObjectIdentifier(touch)) }
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        check(touches, "touchesMoved", ending: false); super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        check(touches, "touchesEnded", ending: true); super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        check(touches, "touchesCancelled", ending: true); super.touchesCancelled(touches, with: event)
    }
}

@MainActor
@Suite("Containers under random input and random code", .serialized)
struct ContainerStressTests {
    static let steps = Int(ProcessInfo.processInfo.environment["CONTAINER_STRESS_STEPS"] ?? "") ?? 1_500
    /// CONTAINER_STRESS_TRACE=seed:step prints every operation and appearance callback of that seed
    /// from that step on, to read how a failing step came about.
    static var tracing = false
    static func trace(_ line: @autoclosure () -> String) { if tracing { print("trace: \(line())") } }
    static let traceFrom: (seed: UInt64, step: Int)? = {
        let parts = (ProcessInfo.processInfo.environment["CONTAINER_STRESS_TRACE"] ?? "").split(separator: ":")
        guard parts.count == 2, let seed = UInt64(parts[0]), let step = Int(parts[1]) else { return nil }
        return (seed, step)
    }()

    @Test(
        "Push, pop, replace, tabs, pages, animators and refresh under random fingers: the invariants hold",
        arguments: [1, 2, 3, 4] as [UInt64])
    func randomContainers(seed: UInt64) {
        // CONTAINER_STRESS_SEED=n runs only that seed (to replay a failure without the others).
        if let only = ProcessInfo.processInfo.environment["CONTAINER_STRESS_SEED"].flatMap(UInt64.init), only != seed {
            return
        }
        var random = SplitMix(state: seed &* 0x2545_F491_4F6C_DD1D)
        let input = TestWorld.input()
        var screens: [CheckedScreen] = []
        var probes: [PhaseCheckingView] = []
        func screen() -> CheckedScreen {
            let made = CheckedScreen()
            let probe = PhaseCheckingView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
            made.view.addSubview(probe)
            probes.append(probe)
            screens.append(made)
            if screens.count > 300 { screens.removeFirst(100) }
            if probes.count > 300 { probes.removeFirst(100) }
            return made
        }
        let navigation = UINavigationController(rootViewController: screen())
        let list = screen()
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        scroller.contentSize = CGSize(width: 390, height: 3_000)
        let refresh = UIRefreshControl()
        var sentThisPull = 0
        var refreshBroken = false
        refresh.addAction(UIAction { _ in
            sentThisPull += 1
            if sentThisPull > 1 { refreshBroken = true }
            refresh.endRefreshing()
        }, for: .valueChanged)
        scroller.refreshControl = refresh
        list.view.addSubview(scroller)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.setViewControllers([screen()], direction: .forward, animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, list, pages]
        TestWorld.window(root: tabs)
        var animators: [UIViewPropertyAnimator] = []
        var down: [InputSimulator.Finger] = []

        for step in 0..<Self.steps {
            // A pull ends when the drag does (also when the settle below lifted the fingers).
            if !scroller.isDragging { sentThisPull = 0 }
            let animated = random.next() % 2 == 0
            let choice = random.next() % 16
            Self.tracing = Self.traceFrom.map { $0.seed == seed && step >= $0.step } ?? false
            Self.trace("""
                step \(step) choice \(choice) animated \(animated) tab \(tabs.selectedIndex) stack \
                \(navigation.viewControllers.map { ObjectIdentifier($0).hashValue % 10_000 }) in window \
                \(navigation.viewControllers.map { $0.viewIfLoaded?.window != nil }) pop \
                \(navigation.interactivePopGestureRecognizer?.state.rawValue ?? -1)
                """)
            switch choice {
            case 0, 1:
                let pushed = screen()
                switch random.next() % 4 {
                case 0:
                    pushed.onWillAppear = {
                        Self.trace("pops itself"); $0.navigationController?.popViewController(animated: animated)
                    }
                case 1:
                    pushed.onWillAppear = {
                        Self.trace("pushes another");
                        $0.navigationController?.pushViewController(screen(), animated: animated)
                    }
                default: break
                }
                navigation.pushViewController(pushed, animated: animated)
            case 2: navigation.popViewController(animated: animated)
            case 3: navigation.popToRootViewController(animated: animated)
            case 4:
                var next = navigation.viewControllers.filter { _ in random.next() % 3 != 0 }
                next.append(screen())
                navigation.setViewControllers(next, animated: animated)
            case 5:
                navigation.pushViewController(UINavigationController(rootViewController: screen()), animated: animated)
            case 6: tabs.selectedIndex = Int(random.next() % 3)
            case 7: tabs.viewControllers = [navigation, list, pages, navigation]  // refused: a duplicate
            case 8: pages.setViewControllers([screen()], direction: .forward, animated: animated)
            case 9:
                let target = navigation.topViewController?.view
                let animator = UIViewPropertyAnimator(duration: Double(random.next() % 6) / 10, curve: .linear) {
                    target?.alpha = target?.alpha == 1 ? 0.6 : 1
                }
                animator.startAnimation()
                animators.append(animator)
                if animators.count > 16 {
                    // Let go of the oldest, ended first (UIKit raises at a paused or stopped animator released).
                    for old in animators.prefix(8) {
                        if old.state == .active { old.stopAnimation(false) }
                        if old.state == .stopped { old.finishAnimation(at: .current) }
                    }
                    animators.removeFirst(8)
                }
            case 10:
                guard let animator = animators.randomElement(using: &random) else { break }
                switch random.next() % 4 {
                case 0: animator.pauseAnimation()
                case 1: animator.isReversed.toggle()
                case 2: animator.stopAnimation(random.next() % 2 == 0)
                default: if animator.state == .stopped { animator.finishAnimation(at: .end) }
                }
            case 11, 12:
                let point = CGPoint(x: Double(random.next() % 390), y: Double(random.next() % 844))
                if down.count < 3, random.next() % 2 == 0 {
                    down.append(input.touchDown(at: point))
                } else if let finger = down.randomElement(using: &random) {
                    if random.next() % 3 == 0 {
                        input.lift(finger, at: point)
                        down.removeAll { $0 == finger }
                    } else {
                        input.move(finger, to: point)
                    }
                }
            case 13:
                // A pull on the list: down from the top, far.
                if tabs.selectedIndex == 1, down.isEmpty {
                    input.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 200, y: 600), steps: 6)
                }
            case 14: input.advanceClock(by: Double(random.next() % 30) / 60)
            default: input.advanceClock(by: 1.0 / 60)
            }
            for probe in probes where probe.broken != nil {
                Issue.record("seed \(seed) step \(step): \(probe.broken!)")
                return
            }
            for checked in screens where checked.broken != nil {
                Issue.record("seed \(seed) step \(step): a controller got \(checked.broken!)")
                return
            }
            #expect(!refreshBroken, "seed \(seed) step \(step): one pull sent valueChanged twice")
            if refreshBroken { return }
            if step % 50 == 49 {
                // Settle: the fingers lift, the clock runs every transition out.
                for finger in down { input.lift(finger, at: .zero) }
                down.removeAll()
                for _ in 0..<4 { input.advanceClock(by: 0.5) }
                if tabs.selectedViewController === navigation {
                    let stack = navigation.viewControllers
                    for (index, controller) in stack.enumerated() {
                        let shown = controller.viewIfLoaded?.window != nil
                        guard shown == (index == stack.count - 1) else {
                            Issue.record(
                                "seed \(seed) step \(step): stack controller \(index) of \(stack.count) shown \(shown)")
                            return
                        }
                    }
                }
            }
        }
        for finger in down { input.lift(finger, at: .zero) }
        for animator in animators where animator.state == .active { animator.stopAnimation(true) }
    }
}
