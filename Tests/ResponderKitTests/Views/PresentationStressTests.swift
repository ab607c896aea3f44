import ResponderKit
import ResponderKitTesting
import Testing

// Presentations, dismissals, containment and root replacements in random order — some from
// inside appearance callbacks — with the frame clock running and taps in between. After every step:
// no controller hears two appearances (or two disappearances) in a row, and a window whose root is not
// covered by a full-screen presentation shows its root's view. Seeded, so a failure replays.

/// Checks that its appearance callbacks alternate; can run a scripted action inside one of them.
private final class StressController: UIViewController {
    let name: Int
    var violations: [String]
    /// `nil`: no appearance begun yet; `true`: last was a will/did appear; `false`: a disappear.
    private var lastWillAppear: Bool?
    var inCallback: ((StressController, String) -> Void)?

    init(_ name: Int, violations: [String]) {
        self.name = name
        self.violations = violations
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    private func will(_ appearing: Bool, _ what: String) {
        if lastWillAppear == appearing {
            violations.append("controller \(name): \(what) twice without the opposite between")
        }
        lastWillAppear = appearing
        inCallback?(self, what)
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); will(true, "viewWillAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); will(false, "viewWillDisappear")
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); inCallback?(self, "viewDidAppear") }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); inCallback?(self, "viewDidDisappear")
    }
}

@MainActor
@Suite("Presentation, dismissal, containment and root replacement in random order", .serialized)
struct PresentationStressTests {
    /// How many of the operations below the test draws from: all of them — replacing the window's
    /// root (also from inside the old root's callbacks), presenting or adding arbitrary pairs (UIKit
    /// raises for most of those; here they are refused with a diagnostic).
    static let operations: UInt64 = 7
    /// 12 seeds × 300 steps by default; the long run (docs/Reliability.md) sets
    /// `PRESENTATION_STRESS_SEEDS` and `PRESENTATION_STRESS_STEPS`; `PRESENTATION_STRESS_SEED` replays one.
    nonisolated static let seeds: [UInt64] = {
        let environment = ProcessInfo.processInfo.environment
        if let one = UInt64(environment["PRESENTATION_STRESS_SEED"] ?? "") { return [one] }  // replay one seed
        return Array(0..<(UInt64(environment["PRESENTATION_STRESS_SEEDS"] ?? "") ?? 12))
    }()
    nonisolated static let steps = Int(ProcessInfo.processInfo.environment["PRESENTATION_STRESS_STEPS"] ?? "") ?? 300
    @Test(
        """
            Random operations, some inside appearance callbacks: callbacks alternate, the uncovered root is shown, \
            nothing hangs
            """,
        arguments: seeds)
    func randomOperations(seed: UInt64) {
        var random = SplitMix(state: 0x28_0000 + seed)
        let input = InputSimulator(startTime: 7_000_000_000 + Double(seed) * 10_000)
        var violations: [String] = []
        var rootViolations: [String] = []
        var controllers: [StressController] = []
        func make() -> StressController {
            let controller = StressController(controllers.count, violations: [])
            controllers.append(controller)
            return controller
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = make()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .automatic, .currentContext]

        var log: [String] = []
        func pick() -> StressController { controllers[Int(random.next() % UInt64(controllers.count))] }
        func operate(on controller: StressController, _ choice: UInt64) {
            log.append("op \(choice % Self.operations) on \(controller.name)")
            switch choice % Self.operations {
            case 0:
                let presented = make()
                presented.modalPresentationStyle = styles[Int(random.next() % UInt64(styles.count))]
                controller.present(presented, animated: random.next() % 2 == 0)
            case 1: controller.dismiss(animated: random.next() % 2 == 0)
            case 2:
                let child = make()
                controller.addChild(child)
                controller.view.addSubview(child.view)
                child.didMove(toParent: controller)
            case 3 where controller.parent != nil:
                controller.willMove(toParent: nil)
                controller.viewIfLoaded?.removeFromSuperview()
                controller.removeFromParent()
            case 3: break
            case 4:
                // A new root controller.
                window.rootViewController = make()
            case 5: pick().present(pick(), animated: false)  // often refused: a cycle, or already presented
            default: pick().addChild(pick())  // often refused: a cycle
            }
        }

        for step in 0..<Self.steps {
            let target = pick()
            let choice = random.next()
            if random.next() % 5 == 0 {
                // Act from inside the target's next appearance callback instead.
                target.inCallback = { controller, _ in
                    controller.inCallback = nil
                    operate(on: controller, choice)
                }
            } else {
                operate(on: target, choice)
            }
            input.advance(by: random.next() % 3 == 0 ? 0.35 : 0.02)
            input.tap(at: CGPoint(x: 200, y: 400))
            violations += controllers.flatMap(\.violations)
            for controller in controllers { controller.violations.removeAll() }
            // Settled (no transition pending): the window's root is on screen unless a full-screen
            // presentation covers it.
            input.advance(by: 0.35)
            if let root = window.rootViewController as? StressController {
                var top: UIViewController = root
                var covered = false
                while let next = top.presentedViewController {
                    if next.modalPresentationStyle == .fullScreen || next.modalPresentationStyle == .currentContext {
                        covered = true
                    }
                    top = next
                }
                if !covered, root.viewIfLoaded?.window !== window {
                    let presented = (root.presentedViewController as? StressController)?.name
                    rootViolations.append("""
                        step \(step): root \(root.name) is not shown and nothing covers it (presents \
                        \(presented.map(String.init) ?? "nothing"), its view's superview: \
                        \(root.viewIfLoaded?.superview.map { String(describing: type(of: $0)) } ?? "none"))
                        """)
                }
            }
            if !violations.isEmpty || !rootViolations.isEmpty { break }
        }
        #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(5)) after \(log.suffix(6))")
        #expect(rootViolations.isEmpty, "seed \(seed): \(rootViolations.prefix(3)) after \(log.suffix(6))")
    }
}
