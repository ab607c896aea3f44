import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// MARK: - Helpers

/// The states the tracer saw a recognizer (by name) take. UIKit resets a recognizer that failed once
/// the event is handled (B110), so its `.failed` shows here rather than in `state` afterwards.
@MainActor
final class StateHistory {
    let tracer = EventTracer()

    init() { UIApplication.shared.tracer = tracer }

    func states(_ name: String) -> [String] {
        tracer.records.compactMap { record in
            if case let .recognizerState(recognizer, _, _, to) = record.kind, recognizer == name { return to }
            return nil
        }
    }

    func stop() { UIApplication.shared.tracer = nil }
}

/// A recognizer driven by the test: it records the touches it gets and runs the test's script for
/// each phase (the script sets `state` as a subclass would).
@MainActor
private final class ScriptedRecognizer: UIGestureRecognizer {
    var label = "r"
    var log: EventLog?
    var onBegan: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onMoved: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onEnded: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onCancelled: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var resets = 0
    var stateAtReset: [UIGestureRecognizer.State] = []
    var movesSeen = 0
    var lastEvent: UIEvent?
    var preventsOthers = true
    var preventable = true
    var requiresFailureOf: UIGestureRecognizer?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        log?.record("\(label).touchesBegan(\(touches.count))")
        onBegan?(self, touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        movesSeen += 1
        log?.record("\(label).touchesMoved(\(touches.count))")
        onMoved?(self, touches, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        log?.record("\(label).touchesEnded(\(touches.count))")
        onEnded?(self, touches, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        log?.record("\(label).touchesCancelled(\(touches.count))")
        onCancelled?(self, touches, event)
    }
    override func reset() {
        super.reset()
        resets += 1
        stateAtReset.append(state)
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventsOthers && super.canPrevent(preventedGestureRecognizer)
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventable && super.canBePrevented(by: preventingGestureRecognizer)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requiresFailureOf
    }

    /// A continuous gesture: begins on the `beginOn`-th move, changes on later moves, ends on lift,
    /// is cancelled when its touch is cancelled.
    static func continuous(_ label: String, log: EventLog, beginOn: Int = 1) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer { recognizer in log.record("\(recognizer.name ?? "?").action(\(recognizer.state))") }
        recognizer.name = label
        recognizer.label = label
        recognizer.log = log
        recognizer.onMoved = { r, _, _ in
            if r.state == .possible, r.movesSeen >= beginOn {
                r.state = .began
            } else if r.state == .began || r.state == .changed {
                r.state = .changed
            }
        }
        recognizer.onEnded = { r, _, _ in
            if r.state == .began || r.state == .changed { r.state = .ended } else if r.state == .possible { r.state = .failed }
        }
        recognizer.onCancelled = { r, _, _ in
            if r.state == .began || r.state == .changed { r.state = .cancelled } else if r.state == .possible { r.state = .failed }
        }
        return recognizer
    }

    /// A recognizer that only watches (never leaves `.possible` on its own).
    static func watcher(_ label: String, log: EventLog) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer { recognizer in log.record("\(recognizer.name ?? "?").action(\(recognizer.state))") }
        recognizer.name = label
        recognizer.label = label
        recognizer.log = log
        return recognizer
    }
}

/// A delegate that records what it is asked and answers what the test says.
@MainActor
private final class ScriptedDelegate: UIGestureRecognizerDelegate {
    let label: String
    let log: EventLog
    var receivesEvent = true
    var receivesTouch = true
    var shouldBegin = true
    var simultaneousWith: UIGestureRecognizer?
    var requireFailureOf: UIGestureRecognizer?
    var requiredToFailBy: UIGestureRecognizer?

    init(_ label: String, log: EventLog) {
        self.label = label
        self.log = log
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        log.record("\(label).shouldReceiveEvent")
        return receivesEvent
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.record("\(label).shouldReceiveTouch")
        return receivesTouch
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.record("\(label).shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === simultaneousWith
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requireFailureOf
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requiredToFailBy
    }
}

/// A view that can refuse recognizers (B112) and records being asked.
@MainActor
private final class RefusingView: RecordingView {
    var refuses = true
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.record("\(name).gestureRecognizerShouldBegin")
        return !refuses
    }
}

/// A target for selector-based recognizer actions.
@MainActor
private final class ActionReceiver: UIActionTarget {
    let label: String
    let log: EventLog
    var senders: [UIGestureRecognizer] = []
    init(_ label: String = "receiver", log: EventLog) {
        self.label = label
        self.log = log
    }

    func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case "handle:":
            return { [weak self] sender, _ in
                guard let self else { return }
                if let recognizer = sender as? UIGestureRecognizer { self.senders.append(recognizer) }
                self.log.record("\(self.label).handle(\((sender as? UIGestureRecognizer)?.state.description ?? "?"))")
            }
        case "other":
            return { [weak self] _, _ in guard let self else { return }; self.log.record("\(self.label).other") }
        default:
            return nil
        }
    }
}

/// A plain control subclass (no recognizer priority, B122).
@MainActor
private final class PlainControl: UIControl {}

/// root (the controller's view, filling the window) ⊃ container (0,0,300,300) ⊃ child (50,50,100,100).
@MainActor
private struct Scene {
    let window: UIWindow
    let root: UIView
    let container: RecordingView
    let child: RecordingView
    /// The child's center on screen.
    let point = CGPoint(x: 100, y: 100)

    init(log: EventLog, child: RecordingView? = nil) {
        let controller = UIViewController()
        container = RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        self.child = child ?? RecordingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        controller.view.addSubview(container)
        container.addSubview(self.child)
        root = controller.view
        window = TestWorld.window(root: controller)
    }
}

@MainActor
private func ids(_ recognizers: [UIGestureRecognizer]?) -> [ObjectIdentifier] {
    (recognizers ?? []).map(ObjectIdentifier.init)
}

/// Down at `point`, `moves` moves of 20 pt each to the right, lift.
@MainActor
private func drag(_ input: InputSimulator, at point: CGPoint, moves: Int) {
    let finger = input.touchDown(at: point)
    var current = point
    for _ in 0..<moves {
        current.x += 20
        input.move(finger, to: current)
    }
    input.lift(finger, at: current)
}

// MARK: - Tests

@MainActor
@Suite("Gesture recognizers: the arena (B102–B123)")
struct GestureArenaTests {
    // MARK: Defaults

    @Test("B149, B123: a new recognizer's defaults")
    func defaults() {
        _ = TestWorld.input()
        let recognizer = UIGestureRecognizer()
        #expect(recognizer.state == .possible)
        #expect(recognizer.isEnabled)
        #expect(recognizer.delegate == nil)
        #expect(recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.delaysTouchesEnded)
        #expect(recognizer.requiresExclusiveTouchType)
        #expect(recognizer.view == nil)
        #expect(recognizer.numberOfTouches == 0)
        let allowed = Set(recognizer.allowedTouchTypes.map(\.intValue))
        #expect(allowed == Set([UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer].map(\.rawValue)))
    }

    @Test("B149: the delegate is not retained")
    func delegateIsWeak() {
        _ = TestWorld.input()
        let recognizer = UIGestureRecognizer()
        weak var weakDelegate: ScriptedDelegate?
        do {
            let delegate = ScriptedDelegate("d", log: EventLog())
            weakDelegate = delegate
            recognizer.delegate = delegate
            #expect(recognizer.delegate === delegate)
        }
        #expect(weakDelegate == nil)
        #expect(recognizer.delegate == nil)
    }

    // MARK: B102

    @Test("B102: add and remove; the view keeps the recognizer; gestureRecognizers nil → [] after add + remove")
    func addAndRemove() {
        _ = TestWorld.input()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.gestureRecognizers == nil)
        weak var weakRecognizer: UIGestureRecognizer?
        do {
            let recognizer = UITapGestureRecognizer()
            weakRecognizer = recognizer
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(weakRecognizer != nil, "the view keeps a strong reference")
        #expect(view.gestureRecognizers?.count == 1)
        #expect(view.gestureRecognizers?.first === weakRecognizer)
        if let recognizer = weakRecognizer {
            view.removeGestureRecognizer(recognizer)
            #expect(recognizer.view == nil)
        }
        #expect(view.gestureRecognizers != nil)
        #expect(view.gestureRecognizers?.isEmpty == true)
    }

    @Test("B102: adding the same recognizer twice lists it once")
    func addTwice() {
        _ = TestWorld.input()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = UIGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        view.addGestureRecognizer(recognizer)
        #expect(view.gestureRecognizers?.count == 1)
    }

    @Test("B102: adding a recognizer to a second view moves it there; the first view's touches no longer reach it")
    func moveToAnotherView() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 200, height: 200), log: log)
        scene.root.addSubview(other)
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        scene.child.addGestureRecognizer(recognizer)
        other.addGestureRecognizer(recognizer)
        #expect(recognizer.view === other)
        #expect(scene.child.gestureRecognizers?.isEmpty == true)
        #expect(ids(other.gestureRecognizers) == ids([recognizer]))

        input.tap(at: scene.point)
        #expect(!log.entries.contains("r.touchesBegan(1)"))
        log.clear()
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 100, y: 500))
        #expect(log.entries.first == "r.touchesBegan(1)")
    }

    // MARK: B103

    @Test("B103: the recognizers of the hit view and its ancestors up to the window see the touch, hit view first")
    func recognizersOfHitViewAndAncestors() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let sibling = RecordingView("sibling", frame: CGRect(x: 0, y: 400, width: 100, height: 100), log: log)
        scene.root.addSubview(sibling)
        let onChild = ScriptedRecognizer.watcher("onChild", log: log)
        let onContainer = ScriptedRecognizer.watcher("onContainer", log: log)
        let onRoot = ScriptedRecognizer.watcher("onRoot", log: log)
        let onWindow = ScriptedRecognizer.watcher("onWindow", log: log)
        let onSibling = ScriptedRecognizer.watcher("onSibling", log: log)
        // Added top-down, to show that the order is the hit view's first, not the order of adding.
        scene.window.addGestureRecognizer(onWindow)
        scene.root.addGestureRecognizer(onRoot)
        scene.container.addGestureRecognizer(onContainer)
        scene.child.addGestureRecognizer(onChild)
        sibling.addGestureRecognizer(onSibling)

        let finger = input.touchDown(at: scene.point)
        #expect(log.entries == [
            "onChild.touchesBegan(1)", "onContainer.touchesBegan(1)", "onRoot.touchesBegan(1)",
            "onWindow.touchesBegan(1)", "child.touchesBegan(1)",
        ])
        let touch = scene.child.lastTouches.first
        #expect(touch != nil)
        #expect(ids(touch?.gestureRecognizers) == ids([onChild, onContainer, onRoot, onWindow]))
        input.lift(finger, at: scene.point)
        #expect(!log.entries.contains { $0.hasPrefix("onSibling") })
    }

    @Test("B103, B33: a touch no recognizer sees has an empty gestureRecognizers list")
    func noRecognizersEmptyList() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let finger = input.touchDown(at: scene.point)
        let touch = scene.child.lastTouches.first
        #expect(touch != nil)
        #expect(touch?.gestureRecognizers != nil)
        #expect(touch?.gestureRecognizers?.isEmpty == true)
        input.lift(finger, at: scene.point)
    }

    @Test("B103: a recognizer added after the touch began does not get that touch")
    func lateRecognizerGetsNothing() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let finger = input.touchDown(at: scene.point)
        let late = ScriptedRecognizer.continuous("late", log: log)
        scene.child.addGestureRecognizer(late)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("late") })
        #expect(log.entries == ["child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesEnded(1)"])
        let touch = scene.child.lastTouches.first
        #expect(touch?.gestureRecognizers?.contains { $0 === late } == false)

        // The next touch does reach it.
        log.clear()
        input.advance(by: 1)
        input.tap(at: scene.point)
        #expect(log.entries.first == "late.touchesBegan(1)")
    }

    // MARK: B104

    @Test("B104: for each phase the recognizer gets the touches before the hit-test view")
    func recognizerBeforeView() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let watcher = ScriptedRecognizer.watcher("r", log: log)
        watcher.delaysTouchesEnded = false
        scene.child.addGestureRecognizer(watcher)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 102, y: 100))
        input.lift(finger, at: CGPoint(x: 102, y: 100))
        #expect(log.entries == [
            "r.touchesBegan(1)", "child.touchesBegan(1)",
            "r.touchesMoved(1)", "child.touchesMoved(1)",
            "r.touchesEnded(1)", "child.touchesEnded(1)",
        ])

        log.clear()
        input.advance(by: 1)
        input.touchDown(at: scene.point)
        input.interruption()
        #expect(log.entries == [
            "r.touchesBegan(1)", "child.touchesBegan(1)",
            "r.touchesCancelled(1)", "child.touchesCancelled(1)",
        ])
    }

    // MARK: B105

    @Test("B105: the delegate is asked shouldReceive(event) then shouldReceive(touch), before touchesBegan")
    func delegateReceiveOrder() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        #expect(log.entries == ["d.shouldReceiveEvent", "d.shouldReceiveTouch", "r.touchesBegan(1)", "child.touchesBegan(1)"])
        log.clear()
        input.move(finger, to: CGPoint(x: 102, y: 100))
        input.lift(finger, at: CGPoint(x: 102, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("d.shouldReceive") }, "asked once per new touch")
    }

    @Test("B105: shouldReceive(event) false: the touch is not asked about and the recognizer never sees it")
    func delegateRefusesEvent() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        delegate.receivesEvent = false
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 2)
        #expect(log.entries == [
            "d.shouldReceiveEvent", "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)",
            "child.touchesEnded(1)",
        ])
    }

    @Test("B105: shouldReceive(touch) false: the recognizer never sees the touch; the view gets it normally")
    func delegateRefusesTouch() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        delegate.receivesTouch = false
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 2)
        #expect(log.entries == [
            "d.shouldReceiveEvent", "d.shouldReceiveTouch", "child.touchesBegan(1)", "child.touchesMoved(1)",
            "child.touchesMoved(1)", "child.touchesEnded(1)",
        ])
        #expect(recognizer.resets == 0)
    }

    @Test("B105: a disabled recognizer gets no touches (and its delegate is not asked)")
    func disabledGetsNothing() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.delegate = ScriptedDelegate("d", log: log)
        recognizer.isEnabled = false
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 2)
        #expect(log.entries == ["child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesEnded(1)"])
    }

    @Test("B105: disabling a recognizer that has begun cancels it; it gets nothing more of the touch")
    func disablingWhileBeganCancels() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(recognizer.state == .began)
        log.clear()
        recognizer.isEnabled = false
        #expect(log.entries == ["r.action(cancelled)"])
        #expect(recognizer.state == .cancelled || recognizer.state == .possible)
        log.clear()
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("r.") })
        #expect(recognizer.state == .possible)
    }

    @Test("B105: a recognizer disabled or removed while it waits on a requirement does not recognise")
    func disabledWhileWaiting() {
        let input = TestWorld.input()
        let (_, view, _) = recordingScene()
        for removeIt in [false, true] {
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            var fired = 0
            single.addTarget(StateSink { _ in fired += 1 }.retained, action: "fire:")
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            input.tap(at: CGPoint(x: 50, y: 50))
            if removeIt { view.removeGestureRecognizer(single) } else { single.isEnabled = false }
            input.advance(by: 1)
            #expect(fired == 0)
            view.removeGestureRecognizer(single)
            view.removeGestureRecognizer(double)
            input.advance(by: 1)
        }
    }

    // MARK: B106

    @Test("B106: State raw values; recognized is ended")
    func stateRawValues() {
        #expect(UIGestureRecognizer.State.possible.rawValue == 0)
        #expect(UIGestureRecognizer.State.began.rawValue == 1)
        #expect(UIGestureRecognizer.State.changed.rawValue == 2)
        #expect(UIGestureRecognizer.State.ended.rawValue == 3)
        #expect(UIGestureRecognizer.State.cancelled.rawValue == 4)
        #expect(UIGestureRecognizer.State.failed.rawValue == 5)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.recognized.rawValue == 3)
        #expect(UIGestureRecognizer.State(rawValue: 6) == nil)
    }

    // MARK: B107

    @Test("B107: illegal transitions are ignored with an illegalGestureTransition diagnostic")
    func illegalTransitions() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        var observed: [UIGestureRecognizer.State] = []
        recognizer.onBegan = { r, _, _ in
            r.state = .changed          // possible → changed: illegal
            observed.append(r.state)
            r.state = .cancelled        // possible → cancelled: illegal
            observed.append(r.state)
        }
        recognizer.onMoved = { r, _, _ in
            r.state = .ended            // possible → recognized: legal
            observed.append(r.state)
            r.state = .changed          // ended → changed: illegal
            observed.append(r.state)
            r.state = .began            // ended → began: illegal
            observed.append(r.state)
        }
        scene.child.addGestureRecognizer(recognizer)
        var finger: InputSimulator.Finger?
        let diagnostics = TestWorld.diagnostics {
            finger = input.touchDown(at: scene.point)
            if let finger { input.move(finger, to: CGPoint(x: 102, y: 100)) }
        }
        #expect(observed == [.possible, .possible, .ended, .ended, .ended])
        #expect(diagnostics.count == 4)
        #expect(diagnostics.allSatisfy { $0.kind == .illegalGestureTransition })
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(ended)"])
        if let finger { input.lift(finger, at: CGPoint(x: 102, y: 100)) }
    }

    @Test("B107: changed → began and failed → began are illegal too; a legal continuous path reports nothing")
    func illegalContinuousTransitions() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.child.addGestureRecognizer(recognizer)
        var legal: [InputDiagnostic] = []
        let illegal = TestWorld.diagnostics {
            let finger = input.touchDown(at: scene.point)
            legal = TestWorld.diagnostics {
                input.move(finger, to: CGPoint(x: 120, y: 100))       // began
                input.move(finger, to: CGPoint(x: 140, y: 100))       // changed
            }
            recognizer.state = .began                                  // changed → began: illegal
            input.lift(finger, at: CGPoint(x: 140, y: 100))           // ended
        }
        #expect(legal.isEmpty)
        #expect(illegal.count == 1)
        #expect(illegal.first?.kind == .illegalGestureTransition)
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(began)", "r.action(changed)", "r.action(ended)"])

        // A failed recognizer cannot begin.
        let failing = ScriptedRecognizer.watcher("f", log: log)
        var stateAfter: UIGestureRecognizer.State?
        failing.onBegan = { r, _, _ in r.state = .failed }
        failing.onMoved = { r, _, _ in r.state = .began; stateAfter = r.state }
        failing.onEnded = { r, _, _ in r.state = .began; stateAfter = r.state }
        scene.child.removeGestureRecognizer(recognizer)
        scene.child.addGestureRecognizer(failing)
        input.advance(by: 1)
        let afterFail = TestWorld.diagnostics { drag(input, at: scene.point, moves: 1) }
        #expect(failing.resets == 1)
        #expect(stateAfter == nil || stateAfter == .failed)
        #expect(afterFail.allSatisfy { $0.kind == .illegalGestureTransition })
        #expect(!log.entries.contains { $0.hasPrefix("f.action") })
    }

    // MARK: B108

    @Test("B108: actions on began, every changed, ended; never on failed")
    func actionsOnContinuousTransitions() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.cancelsTouchesInView = false
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 4)
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == [
            "r.action(began)", "r.action(changed)", "r.action(changed)", "r.action(changed)", "r.action(ended)",
        ])

        // Failing sends nothing.
        log.clear()
        let failing = ScriptedRecognizer.watcher("f", log: log)
        failing.onBegan = { r, _, _ in r.state = .failed }
        scene.child.gestureRecognizers = [failing]
        input.advance(by: 1)
        input.tap(at: scene.point)
        #expect(log.entries.contains("f.touchesBegan(1)"))
        #expect(!log.entries.contains { $0.contains("action") })
    }

    @Test("B108: an action on cancelled")
    func actionOnCancelled() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        input.interruption()
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(began)", "r.action(cancelled)"])
        #expect(recognizer.state == .possible)
    }

    @Test("B108: a discrete recognizer sends one action, with state recognized")
    func discreteAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { states.append($0.state) }
        scene.child.addGestureRecognizer(tap)
        input.tap(at: scene.point)
        #expect(states == [.recognized])
    }

    @Test("B108: target-action with a Selector via actionMethod(for:); adding a pair twice sends once")
    func selectorTargets() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let receiver = ActionReceiver(log: log)
        let tap = UITapGestureRecognizer(target: receiver, action: "handle:")
        tap.addTarget(receiver, action: "handle:")
        tap.addTarget(receiver, action: "other")
        scene.child.addGestureRecognizer(tap)
        input.tap(at: scene.point)
        #expect(log.entries.filter { $0.hasPrefix("receiver") } == ["receiver.handle(ended)", "receiver.other"])
        #expect(receiver.senders.count == 1)
        #expect(receiver.senders.first === tap)
    }

    @Test("B108: removeTarget removes a pair; removeTarget(nil, nil) removes them all")
    func removeTargets() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let receiver = ActionReceiver(log: log)
        let second = ActionReceiver("second", log: log)
        let tap = UITapGestureRecognizer(target: receiver, action: "handle:")
        tap.addTarget(receiver, action: "other")
        tap.addTarget(second, action: "other")
        scene.child.addGestureRecognizer(tap)

        tap.removeTarget(receiver, action: "other")
        input.tap(at: scene.point)
        #expect(log.entries.filter { $0.hasPrefix("receiver") || $0.hasPrefix("second") } == ["receiver.handle(ended)", "second.other"])
        #expect(receiver.senders.count == 1)

        log.clear()
        tap.removeTarget(nil, action: nil)
        input.advance(by: 1)
        input.tap(at: scene.point)
        #expect(!log.entries.contains { $0.hasPrefix("receiver") || $0.hasPrefix("second") })
        #expect(log.entries == ["child.touchesBegan(1)", "child.touchesCancelled(1)"], "the tap still recognises")
    }

    @Test("B108: the closure init UIGestureRecognizer(handler:) gets the recognizer on each reported change")
    func closureInit() {
        _ = TestWorld.input()
        var seen: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
        let recognizer = UIGestureRecognizer { seen.append(($0, $0.state)) }
        recognizer.state = .began
        recognizer.state = .changed
        recognizer.state = .ended
        #expect(seen.map { $0.1 } == [.began, .changed, .ended])
        #expect(seen.allSatisfy { $0.0 === recognizer })
    }

    // MARK: B109

    @Test("B109, B113: the view's touchesCancelled comes just before the action, in the same dispatch pass")
    func cancelBeforeAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(log.entries == [
            "r.touchesBegan(1)", "child.touchesBegan(1)", "r.touchesMoved(1)",
            "child.touchesCancelled(1)", "r.action(began)",
        ])
        input.lift(finger, at: CGPoint(x: 120, y: 100))
        #expect(!log.entries.contains("child.touchesEnded(1)"))
    }

    @Test("B109: with cancelsTouchesInView false the action fires before the delayed touchesEnded")
    func actionBeforeDelayedEnded() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let tap = UITapGestureRecognizer { _ in log.record("tap.action") }
        tap.cancelsTouchesInView = false
        scene.child.addGestureRecognizer(tap)
        input.tap(at: scene.point)
        #expect(log.entries == ["child.touchesBegan(1)", "tap.action", "child.touchesEnded(1)"])
    }

    // MARK: B110

    @Test("B110: reset() is called once the sequence ends, and the state is back to possible")
    func resetAfterSequence() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(recognizer.state == .began)
        #expect(recognizer.resets == 0)
        input.lift(finger, at: CGPoint(x: 120, y: 100))
        #expect(recognizer.resets == 1)
        #expect(recognizer.state == .possible)
        #expect(recognizer.stateAtReset == [.possible])
    }

    @Test("B110: a recognizer that fails is reset once that event is handled and hears nothing more of the touches still down")
    func failedResetsAfterItsEvent() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let history = StateHistory()
        defer { history.stop() }
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        recognizer.onBegan = { r, _, _ in r.state = .failed }
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        #expect(history.states("r") == ["failed", "possible"])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(recognizer.movesSeen == 0)
        input.lift(finger, at: CGPoint(x: 120, y: 100))
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
        #expect(!log.entries.contains("r.touchesEnded(1)"))
        // The view got its touches normally.
        #expect(log.entries.filter { $0.hasPrefix("child") } == ["child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesEnded(1)"])
    }

    // MARK: B111

    @Test("B111: delegate gestureRecognizerShouldBegin false → failed, no action, the view keeps its touch")
    func delegateShouldBeginFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let history = StateHistory()
        defer { history.stop() }
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        delegate.shouldBegin = false
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(history.states("r") == ["failed", "possible"])
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.filter { $0 == "d.shouldBegin" }.count == 1)
        #expect(!log.entries.contains { $0.hasPrefix("r.action") })
        #expect(log.entries.filter { $0.hasPrefix("child") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesEnded(1)",
        ])
    }

    @Test("B111: gestureRecognizerShouldBegin is asked when leaving possible; true lets it begin")
    func delegateShouldBeginTrue() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        #expect(!log.entries.contains("d.shouldBegin"))
        input.move(finger, to: CGPoint(x: 120, y: 100))
        let askIndex = log.entries.firstIndex(of: "d.shouldBegin")
        let actionIndex = log.entries.firstIndex(of: "r.action(began)")
        #expect(askIndex != nil && actionIndex != nil)
        if let askIndex, let actionIndex { #expect(askIndex < actionIndex) }
        input.lift(finger, at: CGPoint(x: 120, y: 100))
    }

    /// A delegate that changes the recognizer's state while asked whether it may begin.
    final class Meddler: UIGestureRecognizerDelegate {
        var target: UIGestureRecognizer.State
        init(_ target: UIGestureRecognizer.State) { self.target = target }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizer.state = target
            return true
        }
    }

    @Test("A delegate that sets state inside gestureRecognizerShouldBegin neither crashes nor resurrects a failed recognizer")
    func stateChangedInsideShouldBegin() {
        let input = TestWorld.input()
        let (_, view, _) = recordingScene()
        for target in [UIGestureRecognizer.State.ended, .failed] {
            let tap = UITapGestureRecognizer()
            let delegate = Meddler(target)
            tap.delegate = delegate
            var fired = 0
            tap.addTarget(StateSink { _ in fired += 1 }.retained, action: "fire:")
            view.addGestureRecognizer(tap)
            input.tap(at: CGPoint(x: 50, y: 50))
            #expect(fired <= 1)
            if target == .failed { #expect(fired == 0) }
            view.removeGestureRecognizer(tap)
            input.advance(by: 1)
            withExtendedLifetime(delegate) {}
        }
    }

    // MARK: B112

    @Test("B112: the hit view's gestureRecognizerShouldBegin false makes an ancestor's recognizer fail")
    func viewShouldBeginFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let refusing = RefusingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        let scene = Scene(log: log, child: refusing)
        let history = StateHistory()
        defer { history.stop() }
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.container.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(history.states("r") == ["failed", "possible"])
        #expect(log.entries.filter { $0 == "child.gestureRecognizerShouldBegin" }.count == 1)
        input.lift(finger, at: CGPoint(x: 120, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("r.action") })
        #expect(log.entries.filter { $0.hasPrefix("child.touches") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesEnded(1)",
        ])
    }

    @Test("B112: a view returning true lets the recognizer begin")
    func viewShouldBeginTrue() {
        let input = TestWorld.input()
        let log = EventLog()
        let refusing = RefusingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        refusing.refuses = false
        let scene = Scene(log: log, child: refusing)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.container.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 1)
        #expect(log.entries.contains("child.gestureRecognizerShouldBegin"))
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(began)", "r.action(ended)"])
    }

    @Test("B112: the view is not asked when cancelsTouchesInView is false")
    func viewNotAskedWithoutCancelling() {
        let input = TestWorld.input()
        let log = EventLog()
        let refusing = RefusingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        let scene = Scene(log: log, child: refusing)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.cancelsTouchesInView = false
        scene.container.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 1)
        #expect(!log.entries.contains("child.gestureRecognizerShouldBegin"))
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(began)", "r.action(ended)"])
    }

    // MARK: B113

    @Test("B113: cancelsTouchesInView true: the view's touch is cancelled and it gets nothing more")
    func cancelsTouchesTrue() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log, beginOn: 2)
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 3)
        #expect(log.entries.filter { $0.hasPrefix("child") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesCancelled(1)",
        ])
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(began)", "r.action(changed)", "r.action(ended)"])
    }

    @Test("B113: cancelsTouchesInView false: the view gets every touch normally while the recognizer recognises")
    func cancelsTouchesFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log, beginOn: 2)
        recognizer.cancelsTouchesInView = false
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 3)
        #expect(log.entries.filter { $0.hasPrefix("child") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesMoved(1)",
            "child.touchesEnded(1)",
        ])
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(began)", "r.action(changed)", "r.action(ended)"])
    }

    // MARK: B114

    @Test("B114: delaysTouchesBegan: the view gets no touchesBegan while possible, and never if it recognises")
    func delaysBeganRecognises() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.delaysTouchesBegan = true
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        #expect(!log.entries.contains { $0.hasPrefix("child") })
        input.move(finger, to: CGPoint(x: 120, y: 100))
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("child") }, "not even touchesCancelled: the view never saw the touch")
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(began)", "r.action(changed)", "r.action(ended)"])
    }

    @Test("B114: delaysTouchesBegan: the view gets touchesBegan when the recognizer fails")
    func delaysBeganFails() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        recognizer.delaysTouchesBegan = true
        recognizer.onMoved = { r, _, _ in if r.movesSeen == 2 { r.state = .failed } }
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("child") })
        input.move(finger, to: CGPoint(x: 140, y: 100))
        let childEntries = log.entries.filter { $0.hasPrefix("child") }
        #expect(childEntries.first == "child.touchesBegan(1)")
        #expect(childEntries.allSatisfy { $0 == "child.touchesBegan(1)" || $0 == "child.touchesMoved(1)" })
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.last == "child.touchesEnded(1)")
    }

    @Test("B114: delaysTouchesBegan with a tap: a recognised tap hides the whole touch from the view")
    func delaysBeganTap() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        tap.delaysTouchesBegan = true
        scene.child.addGestureRecognizer(tap)
        input.tap(at: scene.point)
        #expect(log.entries == ["tap"])
    }

    @Test("B114: an interrupted touch whose beginning was held back never reaches its view")
    func interruptedWithheldBeginning() {
        let input = TestWorld.input()
        let (_, view, log) = recordingScene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        _ = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.interruption()
        #expect(log.entries.isEmpty)
    }

    // MARK: B115

    @Test("B115: delaysTouchesEnded (default true) holds touchesEnded; recognising then cancels the touch")
    func delaysEndedThenRecognises() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let double = UITapGestureRecognizer { _ in log.record("double") }
        double.numberOfTapsRequired = 2
        #expect(double.delaysTouchesEnded)
        scene.child.addGestureRecognizer(double)
        input.doubleTap(at: scene.point)
        #expect(log.entries.last == "double")
        #expect(!log.entries.contains { $0.hasPrefix("child.touchesEnded") })
        #expect(log.entries.contains { $0.hasPrefix("child.touchesCancelled") })
    }

    @Test("B115: with delaysTouchesEnded false the view's touchesEnded is not held")
    func delaysEndedFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let double = UITapGestureRecognizer { _ in log.record("double") }
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        scene.child.addGestureRecognizer(double)
        input.tap(at: scene.point)
        #expect(log.entries == ["child.touchesBegan(1)", "child.touchesEnded(1)"])
        input.advance(by: 1)
        #expect(log.entries == ["child.touchesBegan(1)", "child.touchesEnded(1)"])
    }

    @Test("B51: an interruption while a single tap waits for a double tap cancels the held ending and recognises nothing")
    func interruptionWhileWaiting() {
        let input = TestWorld.input()
        let (_, view, log) = recordingScene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var fired = 0
        single.addTarget(StateSink { _ in fired += 1 }.retained, action: "fire:")
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.interruption()
        input.advance(by: 1)
        #expect(fired == 0)
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    }

    // MARK: B116

    @Test("B116: two recognizers of one touch: only the first to recognise does; the other fails")
    func exclusivity() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let history = StateHistory()
        defer { history.stop() }
        let inner = ScriptedRecognizer.continuous("inner", log: log)
        let outer = ScriptedRecognizer.continuous("outer", log: log)
        scene.child.addGestureRecognizer(inner)
        scene.container.addGestureRecognizer(outer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(inner.state == .began)
        #expect(history.states("outer") == ["failed", "possible"])
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.filter { $0.contains("action") } == ["inner.action(began)", "inner.action(changed)", "inner.action(ended)"])
    }

    @Test("B116: a delegate allowing simultaneous recognition on either side suffices", arguments: ["inner", "outer", "both"])
    func simultaneous(side: String) {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let inner = ScriptedRecognizer.continuous("inner", log: log)
        let outer = ScriptedRecognizer.continuous("outer", log: log)
        let innerDelegate = ScriptedDelegate("innerDelegate", log: EventLog())
        let outerDelegate = ScriptedDelegate("outerDelegate", log: EventLog())
        inner.delegate = innerDelegate
        outer.delegate = outerDelegate
        // The other side says false explicitly (default); a false does not override the other's true.
        if side != "outer" { innerDelegate.simultaneousWith = outer }
        if side != "inner" { outerDelegate.simultaneousWith = inner }
        scene.child.addGestureRecognizer(inner)
        scene.container.addGestureRecognizer(outer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(inner.state == .began)
        #expect(outer.state == .began)
        input.lift(finger, at: CGPoint(x: 120, y: 100))
        #expect(log.entries.filter { $0.contains("action") } == [
            "inner.action(began)", "outer.action(began)", "inner.action(ended)", "outer.action(ended)",
        ])
    }

    // MARK: B117

    @Test("B117: canPrevent and canBePrevented default to true")
    func preventionDefaults() {
        let a = UIGestureRecognizer()
        let b = UIGestureRecognizer()
        #expect(a.canPrevent(b))
        #expect(a.canBePrevented(by: b))
        #expect(!a.shouldRequireFailure(of: b))
        #expect(!a.shouldBeRequiredToFail(by: b))
    }

    @Test("B117: overriding canPrevent(_:) or canBePrevented(by:) to false keeps the other recognizer alive", arguments: ["canPrevent", "canBePrevented"])
    func preventionOverrides(hook: String) {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let inner = ScriptedRecognizer.continuous("inner", log: log)
        let outer = ScriptedRecognizer.continuous("outer", log: log)
        if hook == "canPrevent" { inner.preventsOthers = false } else { outer.preventable = false }
        scene.child.addGestureRecognizer(inner)
        scene.container.addGestureRecognizer(outer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(outer.state == .began, "inner's recognising did not make outer fail")
        input.lift(finger, at: CGPoint(x: 120, y: 100))
        // Prevention is one-way: outer (whose hooks are the defaults) then prevents inner, which had
        // begun, so inner is cancelled (B116).
        #expect(log.entries.filter { $0.contains("action") } == [
            "inner.action(began)", "inner.action(cancelled)", "outer.action(began)", "outer.action(ended)",
        ])
    }

    @Test("B117: a single tap does not prevent a double tap")
    func singleTapDoesNotPreventDoubleTap() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let single = UITapGestureRecognizer { _ in log.record("single") }
        let double = UITapGestureRecognizer { _ in log.record("double") }
        double.numberOfTapsRequired = 2
        #expect(!single.canPrevent(double))
        #expect(double.canPrevent(single))
        scene.child.addGestureRecognizer(single)
        scene.child.addGestureRecognizer(double)
        input.doubleTap(at: scene.point)
        input.advance(by: 1)
        let actions = log.entries.filter { $0 == "single" || $0 == "double" }
        #expect(actions.first == "single")
        #expect(actions.filter { $0 == "double" } == ["double"])
    }

    // MARK: B118

    @Test("B118: require(toFail:) waits; when the other fails the pending transition happens with its action")
    func requireToFailOtherFails() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let history = StateHistory()
        defer { history.stop() }
        let waiting = ScriptedRecognizer.continuous("waiting", log: log)
        let required = ScriptedRecognizer.watcher("required", log: log)
        required.onMoved = { r, _, _ in if r.movesSeen == 2 { r.state = .failed } }
        waiting.require(toFail: required)
        scene.child.addGestureRecognizer(waiting)
        scene.container.addGestureRecognizer(required)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(waiting.state == .possible, "matched, but waits for the required recognizer")
        #expect(!log.entries.contains { $0.hasPrefix("waiting.action") })
        input.move(finger, to: CGPoint(x: 140, y: 100))
        #expect(history.states("required") == ["failed", "possible"])
        #expect(waiting.state == .began || waiting.state == .changed)
        #expect(log.entries.filter { $0.hasPrefix("waiting.action") }.first == "waiting.action(began)")
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.filter { $0.hasPrefix("waiting.action") }.last == "waiting.action(ended)")
    }

    @Test("B118: require(toFail:): when the other recognises, the waiting recognizer fails")
    func requireToFailOtherRecognises() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let history = StateHistory()
        defer { history.stop() }
        let waiting = ScriptedRecognizer.continuous("waiting", log: log)
        let required = ScriptedRecognizer.continuous("required", log: log, beginOn: 2)
        // Allowed together, so only the failure requirement makes `waiting` fail.
        let delegate = ScriptedDelegate("d", log: EventLog())
        delegate.simultaneousWith = waiting
        required.delegate = delegate
        waiting.require(toFail: required)
        scene.child.addGestureRecognizer(waiting)
        scene.container.addGestureRecognizer(required)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(waiting.state == .possible)
        input.move(finger, to: CGPoint(x: 140, y: 100))
        #expect(required.state == .began)
        #expect(history.states("waiting") == ["failed", "possible"])
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("waiting.action") })
        #expect(log.entries.filter { $0.hasPrefix("required.action") } == ["required.action(began)", "required.action(ended)"])
    }

    // MARK: B119

    @Test("B119: dynamic failure requirements (delegate either side, subclass hook) make a recognizer wait",
          arguments: ["shouldRequireFailureOf", "shouldBeRequiredToFailBy", "shouldRequireFailure(of:)"])
    func dynamicFailureRequirements(source: String) {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let waiting = ScriptedRecognizer.continuous("waiting", log: log)
        let required = ScriptedRecognizer.watcher("required", log: log)
        required.onMoved = { r, _, _ in if r.movesSeen == 2 { r.state = .failed } }
        let waitingDelegate = ScriptedDelegate("wd", log: EventLog())
        let requiredDelegate = ScriptedDelegate("rd", log: EventLog())
        waiting.delegate = waitingDelegate
        required.delegate = requiredDelegate
        switch source {
        case "shouldRequireFailureOf": waitingDelegate.requireFailureOf = required
        case "shouldBeRequiredToFailBy": requiredDelegate.requiredToFailBy = waiting
        default: waiting.requiresFailureOf = required
        }
        scene.child.addGestureRecognizer(waiting)
        scene.container.addGestureRecognizer(required)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(waiting.state == .possible)
        input.move(finger, to: CGPoint(x: 140, y: 100))
        #expect(waiting.state == .began || waiting.state == .changed)
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.filter { $0.hasPrefix("waiting.action") }.first == "waiting.action(began)")
    }

    @Test("B119: a delegate answering false does not remove a requirement set up with require(toFail:)")
    func falseDoesNotRemoveRequirement() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let waiting = ScriptedRecognizer.continuous("waiting", log: log)
        let required = ScriptedRecognizer.watcher("required", log: log)
        let delegate = ScriptedDelegate("wd", log: EventLog())  // answers false to shouldRequireFailureOf
        waiting.delegate = delegate
        waiting.require(toFail: required)
        scene.child.addGestureRecognizer(waiting)
        scene.container.addGestureRecognizer(required)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(waiting.state == .possible)
        #expect(!log.entries.contains { $0.hasPrefix("waiting.action") })
        input.lift(finger, at: CGPoint(x: 120, y: 100))
    }

    @Test("B119: without any requirement the recognizer does not wait")
    func noRequirementNoWait() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let history = StateHistory()
        defer { history.stop() }
        let waiting = ScriptedRecognizer.continuous("waiting", log: log)
        let other = ScriptedRecognizer.watcher("other", log: log)
        scene.child.addGestureRecognizer(waiting)
        scene.container.addGestureRecognizer(other)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(waiting.state == .began)
        #expect(history.states("other") == ["failed", "possible"], "prevented (B116), then reset (B110)")
        input.lift(finger, at: CGPoint(x: 120, y: 100))
    }

    @Test("B118, B119: recognizers that require each other to fail do not wait for ever; the view's touch still ends")
    func requirementCycle() {
        let input = TestWorld.input()
        let (_, view, log) = recordingScene()
        let a = UITapGestureRecognizer(), b = UITapGestureRecognizer()
        a.require(toFail: b)
        b.require(toFail: a)
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        let self_ = UITapGestureRecognizer()
        self_.require(toFail: self_)
        view.addGestureRecognizer(self_)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.advance(by: 1)
        #expect(log.entries.first == "v.touchesBegan(1)")
        #expect(log.entries.count == 2, "exactly one ending: \(log.entries)")
        #expect([a, b, self_].allSatisfy { $0.state == .possible })
    }

    // MARK: B120

    @Test("B120: an ignored touch is not given to the recognizer again and the view gets it normally")
    func ignoreTouch() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.onBegan = { r, touches, event in
            for touch in touches { r.ignore(touch, for: event) }
        }
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        #expect(recognizer.numberOfTouches == 0)
        #expect(scene.child.lastTouches.first?.gestureRecognizers?.contains { $0 === recognizer } == false)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.filter { $0.hasPrefix("r.") } == ["r.touchesBegan(1)"])
        #expect(log.entries.filter { $0.hasPrefix("child") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesEnded(1)",
        ])
    }

    @Test("B120: ignoring one of two touches: the recognizer keeps the other; recognising does not cancel the ignored one")
    func ignoreOneOfTwo() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let left = RecordingView("left", frame: CGRect(x: 0, y: 400, width: 100, height: 100), log: log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 400, width: 100, height: 100), log: log)
        scene.root.addSubview(left)
        scene.root.addSubview(right)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.onBegan = { r, touches, event in
            for touch in touches where touch.view === left { r.ignore(touch, for: event) }
        }
        scene.root.addGestureRecognizer(recognizer)
        let fingers = input.touchDown(atAll: [CGPoint(x: 50, y: 450), CGPoint(x: 250, y: 450)])
        #expect(recognizer.numberOfTouches == 1)
        input.move([(fingers[0], CGPoint(x: 60, y: 450)), (fingers[1], CGPoint(x: 270, y: 450))])
        #expect(recognizer.state == .began)
        input.lift([(fingers[0], CGPoint(x: 60, y: 450)), (fingers[1], CGPoint(x: 270, y: 450))])
        #expect(log.entries.filter { $0.hasPrefix("left") } == ["left.touchesBegan(1)", "left.touchesMoved(1)", "left.touchesEnded(1)"])
        #expect(log.entries.filter { $0.hasPrefix("right") } == ["right.touchesBegan(1)", "right.touchesCancelled(1)"])
    }

    // MARK: B121

    @Test("B121: location(in:) is the centroid; location(ofTouch:in:) and numberOfTouches")
    func locations() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let big = RecordingView("big", frame: CGRect(x: 20, y: 400, width: 300, height: 300), log: log)
        scene.root.addSubview(big)
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        big.addGestureRecognizer(recognizer)
        let a = CGPoint(x: 40, y: 420), b = CGPoint(x: 100, y: 500)
        let fingers = input.touchDown(atAll: [a, b])
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(in: nil) == CGPoint(x: 70, y: 460))
        #expect(recognizer.location(in: big) == CGPoint(x: 50, y: 60))
        let first = recognizer.location(ofTouch: 0, in: big)
        let second = recognizer.location(ofTouch: 1, in: big)
        let inBig = [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 100)]
        #expect((first == inBig[0] && second == inBig[1]) || (first == inBig[1] && second == inBig[0]))
        #expect(recognizer.location(ofTouch: 0, in: nil) == a || recognizer.location(ofTouch: 0, in: nil) == b)

        input.move(fingers[1], to: CGPoint(x: 140, y: 500))
        #expect(recognizer.location(in: nil) == CGPoint(x: 90, y: 460))

        let event = recognizer.lastEvent
        #expect(event?.touches(for: recognizer)?.count == 2)
        input.lift(fingers[0], at: a)
        #expect(recognizer.numberOfTouches == 1)
        #expect(recognizer.location(in: nil) == CGPoint(x: 140, y: 500))
        input.lift(fingers[1], at: CGPoint(x: 140, y: 500))
    }

    @Test("UIEvent.touches(for: recognizer) holds exactly the touches the recognizer receives")
    func eventTouchesForRecognizer() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 100, height: 100), log: log)
        scene.root.addSubview(other)
        let onChild = ScriptedRecognizer.watcher("onChild", log: log)
        let onOther = ScriptedRecognizer.watcher("onOther", log: log)
        let idle = UIGestureRecognizer()
        scene.child.addGestureRecognizer(onChild)
        other.addGestureRecognizer(onOther)
        scene.child.addGestureRecognizer(idle)
        idle.isEnabled = false
        let fingers = input.touchDown(atAll: [scene.point, CGPoint(x: 50, y: 450)])
        let event = onChild.lastEvent
        #expect(event != nil)
        #expect(event?.allTouches?.count == 2)
        let mine = event?.touches(for: onChild)
        #expect(mine?.count == 1)
        #expect(mine?.first?.view === scene.child)
        #expect(event?.touches(for: onOther)?.first?.view === other)
        #expect(event?.touches(for: idle)?.isEmpty == true)
        input.lift([(fingers[0], scene.point), (fingers[1], CGPoint(x: 50, y: 450))])
    }

    // MARK: B122

    @Test("B122: tapping a UIButton under a single-tap recognizer fires the button's action, not the recognizer's")
    func buttonBeatsAncestorTap() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(button)  // over the child; center (100, 75) on screen
        button.addAction(UIAction { _ in log.record("button.touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.record("button.touchCancel") }, for: .touchCancel)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        scene.container.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["button.touchUpInside"])
        // Elsewhere in the container the recognizer still works.
        log.clear()
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 250, y: 250))
        #expect(log.entries.contains("tap"))
    }

    @Test("B122: a plain UIControl subclass gets no priority: the tap wins and the control gets touchCancel")
    func plainControlLoses() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let control = PlainControl(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(control)
        control.addAction(UIAction { _ in log.record("control.touchUpInside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.record("control.touchCancel") }, for: .touchCancel)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        scene.container.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["control.touchCancel", "tap"])
    }

    @Test("B122: a recognizer attached to the button itself wins over the button")
    func recognizerOnButtonWins() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(button)
        button.addAction(UIAction { _ in log.record("button.touchUpInside") }, for: .touchUpInside)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        button.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["tap"])
    }

    @Test("B122: with cancelsTouchesInView false both fire, the recognizer first")
    func bothFireWithoutCancelling() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(button)
        button.addAction(UIAction { _ in log.record("button.touchUpInside") }, for: .touchUpInside)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        tap.cancelsTouchesInView = false
        scene.container.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["tap", "button.touchUpInside"])
    }

    @Test("B122: a double-tap recognizer on an ancestor is not refused by the button")
    func buttonDoesNotRefuseDoubleTap() {
        _ = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(button)
        let tap = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(!button.gestureRecognizerShouldBegin(tap))
        #expect(button.gestureRecognizerShouldBegin(double))
        let own = UITapGestureRecognizer()
        button.addGestureRecognizer(own)
        #expect(button.gestureRecognizerShouldBegin(own))
    }

    // MARK: B123

    @Test("B123: requiresExclusiveTouchType defaults to true; allowedTouchTypes decides which touches are received")
    func touchTypes() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let pencilOnly = ScriptedRecognizer.watcher("pencilOnly", log: log)
        pencilOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        let direct = ScriptedRecognizer.watcher("direct", log: log)
        direct.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        #expect(direct.requiresExclusiveTouchType)
        #expect(UIGestureRecognizer().allowedTouchTypes.count == 4)
        scene.child.addGestureRecognizer(pencilOnly)
        scene.child.addGestureRecognizer(direct)
        let finger = input.touchDown(at: scene.point)
        #expect(scene.child.lastTouches.first?.type == .direct)
        #expect(log.entries.contains("direct.touchesBegan(1)"))
        #expect(!log.entries.contains { $0.hasPrefix("pencilOnly") })
        input.lift(finger, at: scene.point)
    }

    // MARK: B52

    @Test("B52: a view removed from its window mid-touch cancels the touch for its recognizers")
    func removalCancelsForRecognizers() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = Scene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.cancelsTouchesInView = false
        let watcher = ScriptedRecognizer.watcher("w", log: log)
        let simultaneous = ScriptedDelegate("d", log: EventLog())
        simultaneous.simultaneousWith = watcher
        recognizer.delegate = simultaneous
        scene.container.addGestureRecognizer(recognizer)
        scene.root.addGestureRecognizer(watcher)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(recognizer.state == .began)
        log.clear()
        scene.child.removeFromSuperview()
        #expect(log.entries.contains("r.touchesCancelled(1)"))
        #expect(log.entries.contains("w.touchesCancelled(1)"))
        #expect(log.entries.contains("child.touchesCancelled(1)"))
        #expect(log.entries.contains("r.action(cancelled)"))
        log.clear()
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.isEmpty)
        #expect(recognizer.state == .possible)
        #expect(watcher.state == .possible)
    }

    @Test("B52: a recognizer whose touch's view left before the view saw it is cancelled, not stuck")
    func removedWhileBeganWithheld() {
        let input = TestWorld.input()
        let (window, view, log) = recordingScene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        var states: [UIGestureRecognizer.State] = []
        press.addTarget(StateSink { states.append($0) }.retained, action: "fire:")
        window.rootViewController!.view.addGestureRecognizer(press)
        let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
        view.removeFromSuperview()
        input.advance(by: 0.6)
        input.lift(finger, at: CGPoint(x: 50, y: 50))
        #expect(!states.contains(.began), "its touch was cancelled when the view left: \(states)")
        #expect(press.state == .possible)
        #expect(log.entries.isEmpty, "the view never saw the touch")
    }
}
