import Foundation
@testable import ResponderKit
import Testing

// The gesture arena on its own, with test recognizers and a stand-in for the rest of the application
// (GestureArenaHost), in the manner of Flutter's arena_test.dart: each test drives the arena's
// interface directly — assign, eventStarted, deliver, finishFrame, timePassed — and checks what it
// asked of view delivery and what the recognizers heard, in order.

/// Stands in for the application: writes down what the arena asks of view delivery.
@MainActor
private final class ArenaHost: GestureArenaHost {
    var log: [String] = []
    var heldBackTouches: [UITouch] = []
    let deliveryCache = DeliveryCache()
    var diagnostics: [Diagnostic] = []
    func run(_ effect: ViewEffect) {
        switch effect {
        case let .cancel(touches, _): log.append("cancel \(touches.map(\.inputID))")
        case let .release(touches): log.append("release \(touches.map(\.inputID))")
        }
    }
    func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
}

/// A recognizer that does what its script says and writes down what it hears into the host's log.
@MainActor
private final class TestRecognizer: UIGestureRecognizer {
    let label: String
    unowned let host: ArenaHost
    var onBegan: (TestRecognizer) -> Void = { _ in }
    var onMoved: (TestRecognizer) -> Void = { _ in }
    var onEnded: (TestRecognizer) -> Void = { _ in }
    init(_ label: String, host: ArenaHost) {
        self.label = label
        self.host = host
        super.init(target: nil, action: nil)
        handlers.append { recognizer in host.log.append("\(label).action(\(recognizer.state))") }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        host.log.append("\(label).touchesBegan")
        onBegan(self)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        host.log.append("\(label).touchesMoved")
        onMoved(self)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        host.log.append("\(label).touchesEnded")
        onEnded(self)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        host.log.append("\(label).touchesCancelled")
    }
    override func reset() {
        super.reset()
        host.log.append("\(label).reset")
    }
}

/// An arena, its host, one view with recognizers, and touches made by hand.
@MainActor
private struct Bench {
    let host = ArenaHost()
    let arena: GestureArena
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let event = UIEvent(type: .touches, subtype: .none, timestamp: 0)

    init() { arena = GestureArena(host: host) }

    func recognizer(_ label: String) -> TestRecognizer {
        let recognizer = TestRecognizer(label, host: host)
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    /// A new touch on the view, given to the arena (as the tracker does).
    func touchDown(_ id: Int) -> UITouch {
        let touch = UITouch(inputID: id, location: CGPoint(x: 10, y: 10), timestamp: 0)
        touch.viewStorage = view
        event.touchList.append(touch)
        arena.assign(touch, event: event)
        return touch
    }

    /// One frame: the arena's part of it, then the end of the event.
    func frame(_ touches: [UITouch], phase: UITouch.Phase, lifting: Bool = false) {
        for touch in touches { touch.phaseStorage = phase }
        arena.eventStarted()
        arena.deliver(touches, event: event)
        host.log.append("-- views get the frame --")
        arena.finishFrame(lifted: lifting ? touches : [])
    }
}

@MainActor
@Suite("The gesture arena on its own (test recognizers, a stand-in host)")
struct GestureArenaAloneTests {
    @Test("""
        B109: the winner's actions run after every recognizer has handled the touches; its touches are cancelled \
        in the views first
        """)
    func actionsAfterEveryRecognizer() {
        let bench = Bench()
        let winner = bench.recognizer("a")
        let other = bench.recognizer("b")
        winner.onBegan = { $0.state = .recognized }
        let touch = bench.touchDown(1)
        bench.frame([touch], phase: .began)
        #expect(bench.host.log == [
            "a.touchesBegan", "b.touchesBegan",  // b hears the touch although a already recognised
            "cancel [1]",                        // a's touch ends in the view
            "release [1]",                       // b, prevented, fails and holds nothing back
            "a.action(ended)",
            "release [1]",                       // a is done with its touch
            "-- views get the frame --",
            "a.reset", "b.reset",
        ])
        #expect(winner.state == .possible && other.state == .possible)
        _ = other
    }

    @Test("B110: finished recognizers reset at the end of the event, not before, and hear nothing more of the touch")
    func resetAtTheEndOfTheEvent() {
        let bench = Bench()
        let failing = bench.recognizer("a")
        var stateDuringViews: UIGestureRecognizer.State?
        failing.onBegan = { $0.state = .failed }
        let touch = bench.touchDown(1)
        touch.phaseStorage = .began
        bench.arena.eventStarted()
        bench.arena.deliver([touch], event: bench.event)
        stateDuringViews = failing.state
        bench.arena.finishFrame(lifted: [])
        #expect(stateDuringViews == .failed, "still failed while the views get the frame")
        #expect(failing.state == .possible)
        bench.host.log.removeAll()
        bench.frame([touch], phase: .moved)
        #expect(!bench.host.log.contains("a.touchesMoved"))
        #expect(touch.gestureRecognizerList.isEmpty)
    }

    @Test("B118: a waiting recognizer goes ahead when the one it requires fails; the effects keep their order")
    func requirementThenAction() {
        let bench = Bench()
        let single = bench.recognizer("single")
        let double = bench.recognizer("double")
        single.require(toFail: double)
        single.onEnded = { $0.state = .recognized }
        double.onEnded = { $0.state = .failed }
        let touch = bench.touchDown(1)
        bench.frame([touch], phase: .began)
        bench.host.log.removeAll()
        bench.frame([touch], phase: .ended, lifting: true)
        #expect(bench.host.log == [
            "single.touchesEnded", "double.touchesEnded",
            // double failed, so single goes ahead: its touch ends in the view, its action runs, it
            // lets go; then double, failed, lets go too.
            "cancel [1]", "single.action(ended)", "release [1]", "release [1]",
            "-- views get the frame --",
            "single.reset", "double.reset",
        ])
    }

    @Test("Outside an event (a timer tick, app code), a state change's actions and the reset follow at once")
    func outsideAnEvent() {
        let bench = Bench()
        let recognizer = bench.recognizer("a")
        let touch = bench.touchDown(1)
        bench.frame([touch], phase: .began)
        bench.host.log.removeAll()
        recognizer.state = .began
        #expect(bench.host.log == ["cancel [1]", "a.action(began)"])
        recognizer.isEnabled = false
        #expect(bench.host.log.suffix(3) == ["a.action(cancelled)", "release [1]", "a.reset"])
        #expect(recognizer.state == .possible)
    }

    @Test("An action that keeps setting its own recognizer's state is stopped with a diagnostic, not a hang")
    func runawayActions() {
        let bench = Bench()
        let recognizer = bench.recognizer("a")
        recognizer.handlers.append { r in if r.state == .began || r.state == .changed { r.state = .changed } }
        let touch = bench.touchDown(1)
        bench.frame([touch], phase: .began)
        recognizer.state = .began
        #expect(bench.host.diagnostics.contains { $0.kind == .illegalGestureTransition })
        #expect(recognizer.state == .changed)
    }
}
