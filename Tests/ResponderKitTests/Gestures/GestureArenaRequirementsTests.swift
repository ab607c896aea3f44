import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Failure requirements: require(toFail:), and the delegate's and subclass's dynamic ones
/// (B118, B119).
@MainActor
@Suite("Gesture arena: failure requirements (B118, B119)")
struct GestureArenaRequirementsTests {
    // MARK: B118

    @Test("B118: require(toFail:) waits; when the other fails the pending transition happens with its action")
    func requireToFailOtherFails() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
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
        #expect(
            log.entries.filter { $0.hasPrefix("required.action") } == [
                "required.action(began)", "required.action(ended)",
            ])
    }

    // MARK: B119

    @Test("B119: dynamic failure requirements (delegate either side, subclass hook) make a recognizer wait",
          arguments: ["shouldRequireFailureOf", "shouldBeRequiredToFailBy", "shouldRequireFailure(of:)"])
    func dynamicFailureRequirements(source: String) {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
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
}
