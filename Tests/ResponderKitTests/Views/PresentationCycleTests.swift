import ResponderKit
import ResponderKitTesting
import Testing

// What adversarial app code found — presentation and containment
// cycles, a dismiss sent to a child of the presented controller, a target that is a type, and a
// flood that kept one drain busy. Written as app code.

/// Logs its appearance callbacks; optionally dismisses itself in one of them.
private final class AppearanceLog: UIViewController {
    let name: String
    let log: Box
    var dismissIn: String?
    var taps = 0
    init(_ name: String, _ log: Box) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    final class Box { var entries: [String] = [] }
    private func record(_ what: String, animated: Bool) {
        log.entries.append("\(name).\(what)")
        if dismissIn == what { dismiss(animated: animated) }
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); record("willAppear", animated: animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated); record("didAppear", animated: animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); record("willDisappear", animated: animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); record("didDisappear", animated: animated)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
}

@MainActor
@Suite("Presentation and containment cycles, forwarded dismissals, type targets, bounded drains", .serialized)
struct PresentationCycleTests {
    private func diagnostics(_ body: () -> Void) -> [Diagnostic] { collectingDiagnostics(body) }

    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test("""
        1: presenting a controller that presents this one (or this one itself) is refused with a diagnostic; \
        events still arrive
        """)
    func presentationCycleRefused() {
        final class Listener: UIViewController {
            var motions = 0
            override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions += 1 }
        }
        let input = InputSimulator(startTime: 6_000_000_000)
        let root = Listener()
        let window = show(root)
        defer { window.isHidden = true }
        let a = Listener()
        a.modalPresentationStyle = .fullScreen
        root.present(a, animated: false)
        input.advance(by: 0.05)
        let reports = diagnostics {
            a.present(root, animated: false)
            a.present(a, animated: false)
        }
        #expect(reports.map(\.kind) == [.invalidHierarchyChange, .invalidHierarchyChange])
        #expect(a.presentedViewController == nil && root.presentingViewController == nil)
        // A motion event looks for the top-most presented controller: it must end (and reach a).
        input.shake()
        #expect(a.motions == 1)
        root.dismiss(animated: false)
        input.advance(by: 0.05)
    }

    @Test("3: adding a parent (or the presenter) as a child is refused with a diagnostic; parents stay a tree")
    func containmentCycleRefused() {
        let root = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        root.addChild(a)
        a.addChild(b)
        let reports = diagnostics {
            b.addChild(a)
            b.addChild(root)
            a.addChild(a)
        }
        #expect(reports.map(\.kind) == [.invalidHierarchyChange, .invalidHierarchyChange, .invalidHierarchyChange])
        #expect(a.parent === root && b.parent === a && root.parent == nil)
        #expect(b.children.isEmpty && a.children.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
        #expect(b.presentingViewController == nil, "no cycle to recurse through")
    }

    @Test("4: dismiss sent to a child of the presented controller dismisses the presentation; its completion runs")
    func dismissFromAChild() {
        let input = InputSimulator(startTime: 6_100_000_000)
        let root = UIViewController()
        let window = show(root)
        defer { window.isHidden = true }
        let sheet = UIViewController()
        let child = UIViewController()
        sheet.addChild(child)
        sheet.view.addSubview(child.view)
        child.didMove(toParent: sheet)
        root.present(sheet, animated: false)
        input.advance(by: 0.05)
        #expect(child.presentingViewController === root)
        var completed = false
        child.dismiss(animated: false) { completed = true }
        input.advance(by: 0.05)
        #expect(completed)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
    }

    @Test("""
        12: a target that is a type (self in a stored property's initializer) is reported, naming the control and \
        the action
        """)
    func typeTargetReported() {
        final class FormController: UIViewController {
            // The iOS mistake: in a stored property's initializer `self` is the type.
            static func makeButton(target: Any) -> UIButton {
                let button = UIButton(type: .system)
                button.addTarget(target, action: Selector("save"), for: .touchUpInside)
                return button
            }
        }
        var button: UIButton?
        let reports = diagnostics { button = FormController.makeButton(target: FormController.self) }
        #expect(reports.map(\.kind) == [.unhandledAction])
        #expect(reports.first?.message.contains("UIButton") == true && reports.first?.message.contains("save") == true)
        #expect(button?.allTargets.isEmpty == true, "UIKit's outcome: nobody receives it")
        let recognizerReports = diagnostics {
            _ = UITapGestureRecognizer(target: FormController.self, action: Selector("tapped"))
        }
        #expect(recognizerReports.map(\.kind) == [.unhandledAction])
    }

    @Test("""
        13: a drain delivers what was queued when it began (and what its handlers add), not what other threads \
        keep adding
        """)
    func drainIsBounded() {
        final class FloodedView: UIView {
            var began = 0
            var onFirstBegan: (() -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                began += touches.count
                if let hook = onFirstBegan {
                    onFirstBegan = nil
                    hook()
                }
            }
        }
        let controller = UIViewController()
        let view = FloodedView(frame: UIScreen.main.bounds)
        view.isMultipleTouchEnabled = true
        controller.view = view
        let window = show(controller)
        defer { window.isHidden = true }
        let application = UIApplication.shared
        let start = InputSimulator(startTime: 6_200_000_000).time
        // The first touch's handler runs while a backend thread floods the queue with 200 taps.
        view.onFirstBegan = {
            let flooded = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                for i in 0..<200 {
                    let id = 100 + i
                    application.enqueue(
                        .touches(
                            [TouchInput(id: id, phase: .began, location: CGPoint(x: 50, y: 50))],
                            timestamp: start + 1 + Double(i)))
                    application.enqueue(
                        .touches(
                            [TouchInput(id: id, phase: .ended, location: CGPoint(x: 50, y: 50))],
                            timestamp: start + 1.5 + Double(i)))
                }
                flooded.signal()
            }
            flooded.wait()
        }
        application.enqueue(
            .touches([TouchInput(id: 1, phase: .began, location: CGPoint(x: 5, y: 5))], timestamp: start))
        application.enqueue(
            .touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 5, y: 5))], timestamp: start + 0.5))
        application.processPendingEvents()
        #expect(view.began == 1, "the flood waits for the next turn")
        #expect(application.pendingInputCount == 400)
        application.processPendingEvents()
        #expect(view.began == 201)
        #expect(application.pendingInputCount == 0)
    }

    /// Root shown in a window, a full-screen controller presented by it that dismisses itself in
    /// `callback` (nil: never); returns what each logged after the frame clock settled.
    private func selfDismissal(
        in callback: String?, animated: Bool, dismissFromRootAtOnce: Bool = false
    ) -> (root: [String], modal: [String], rootShown: Bool, tapsReachRoot: Bool) {
        let input = InputSimulator(startTime: 6_300_000_000)
        let log = AppearanceLog.Box()
        let root = AppearanceLog("root", log)
        let window = show(root)
        defer { window.isHidden = true }
        let modal = AppearanceLog("modal", log)
        modal.modalPresentationStyle = .fullScreen
        modal.dismissIn = callback
        log.entries.removeAll()
        root.present(modal, animated: animated)
        if dismissFromRootAtOnce { root.dismiss(animated: animated) }
        for _ in 0..<40 { input.advance(by: 0.02) }
        let rootShown = root.view.window === window && window.subviews.contains { $0 === root.view }
        input.tap(at: CGPoint(x: 200, y: 400))
        return (
            log.entries.filter { $0.hasPrefix("root") }, log.entries.filter { $0.hasPrefix("modal") }, rootShown,
            root.taps == 1
        )
    }

    @Test("""
        2: a presented controller that dismisses itself in viewDidAppear: the presenter's view is back and it gets \
        will/didAppear
        """)
    func dismissInViewDidAppear() {
        for animated in [false, true] {
            let result = selfDismissal(in: "didAppear", animated: animated)
            #expect(result.rootShown, "animated: \(animated)")
            #expect(result.tapsReachRoot)
            #expect(result.root == ["root.willDisappear", "root.willAppear", "root.didAppear"])
            #expect(
                result.modal == ["modal.willAppear", "modal.didAppear", "modal.willDisappear", "modal.didDisappear"])
        }
    }

    @Test("""
        2: dismissing in viewWillAppear, or in the same frame as an animated present: the presenter's view stays \
        and reappears
        """)
    func dismissBeforeThePresentationFinished() {
        let inWillAppear = selfDismissal(in: "willAppear", animated: false)
        #expect(inWillAppear.rootShown && inWillAppear.tapsReachRoot)
        #expect(inWillAppear.root == ["root.willDisappear", "root.willAppear", "root.didAppear"])
        #expect(inWillAppear.modal == ["modal.willAppear", "modal.willDisappear", "modal.didDisappear"])
        let sameFrame = selfDismissal(in: nil, animated: true, dismissFromRootAtOnce: true)
        #expect(sameFrame.rootShown && sameFrame.tapsReachRoot)
        #expect(sameFrame.root == ["root.willDisappear", "root.willAppear", "root.didAppear"])
        #expect(sameFrame.modal == ["modal.willAppear", "modal.willDisappear", "modal.didDisappear"])
    }

    @Test("""
        5: replacing the window's root while a full-screen presentation is in transition: one willDisappear, one \
        didDisappear
        """)
    func rootReplacedDuringTransition() {
        let input = InputSimulator(startTime: 6_400_000_000)
        let log = AppearanceLog.Box()
        let root = AppearanceLog("root", log)
        let window = show(root)
        defer { window.isHidden = true }
        let modal = AppearanceLog("modal", log)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        window.rootViewController = AppearanceLog("other", log)
        for _ in 0..<30 { input.advance(by: 0.02) }
        #expect(
            log.entries.filter { $0.hasPrefix("root") } == [
                "root.willAppear", "root.didAppear", "root.willDisappear", "root.didDisappear",
            ])
    }

    @Test("""
        10: a child added (addChild, addSubview, didMove) while its parent is off screen is not isMovingToParent \
        when the parent appears later
        """)
    func movingToParentAfterDidMove() {
        final class Child: UIViewController {
            var seen: [Bool] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                seen.append(isMovingToParent)
            }
        }
        let parent = UIViewController()
        let early = Child()
        parent.addChild(early)
        parent.view.addSubview(early.view)
        early.didMove(toParent: parent)
        let window = show(parent)
        defer { window.isHidden = true }
        #expect(early.seen == [false])
        // Added while the parent is on screen: it appears because it was just added.
        let late = Child()
        parent.addChild(late)
        parent.view.addSubview(late.view)
        late.didMove(toParent: parent)
        #expect(late.seen == [true])
        #expect(!late.isMovingToParent)
    }

    @Test("""
        11: after dismiss(animated: false) presentedViewController stays until the dismissal finishes (iOS 8 and \
        later); the modal's viewDidDisappear sees no presenter
        """)
    func presentedAfterNonAnimatedDismiss() {
        final class Modal: UIViewController {
            var seenInDidDisappear: (presenting: Bool, dismissing: Bool)?
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                seenInDidDisappear = (presentingViewController != nil, isBeingDismissed)
            }
        }
        let input = InputSimulator(startTime: 6_700_000_000)
        let root = UIViewController()
        let window = show(root)
        defer { window.isHidden = true }
        let modal = Modal()
        root.present(modal, animated: false)
        input.advance(by: 0.05)
        root.dismiss(animated: false)
        #expect(root.presentedViewController === modal, "not performed at once (Open Radar 18464897)")
        input.advance(by: 0.02)
        #expect(root.presentedViewController == nil)
        #expect(modal.seenInDidDisappear?.presenting == false)
        #expect(modal.seenInDidDisappear?.dismissing == true)
    }
}
