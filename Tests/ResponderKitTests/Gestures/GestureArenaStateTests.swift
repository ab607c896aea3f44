import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

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

/// The state machine: legal transitions, actions, their timing and reset (B106–B110).
@MainActor
@Suite("Gesture arena: states, actions and reset (B106–B110)")
struct GestureArenaStateTests {
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
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.child.addGestureRecognizer(recognizer)
        var legal: [Diagnostic] = []
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
        #expect(
            log.entries.filter { $0.hasPrefix("r.action") } == [
                "r.action(began)", "r.action(changed)", "r.action(ended)",
            ])

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
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
        let receiver = ActionReceiver(log: log)
        let second = ActionReceiver("second", log: log)
        let tap = UITapGestureRecognizer(target: receiver, action: "handle:")
        tap.addTarget(receiver, action: "other")
        tap.addTarget(second, action: "other")
        scene.child.addGestureRecognizer(tap)

        tap.removeTarget(receiver, action: "other")
        input.tap(at: scene.point)
        #expect(
            log.entries.filter { $0.hasPrefix("receiver") || $0.hasPrefix("second") } == [
                "receiver.handle(ended)", "second.other",
            ])
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
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
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
        let scene = ArenaScene(log: log)
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

    @Test("""
        B110: a recognizer that fails is reset once that event is handled and hears nothing more of the touches \
        still down
        """)
    func failedResetsAfterItsEvent() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
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
        #expect(
            log.entries.filter { $0.hasPrefix("child") } == [
                "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesEnded(1)",
            ])
    }
}
