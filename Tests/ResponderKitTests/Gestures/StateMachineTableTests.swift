@testable import ResponderKit
import Testing

// The state machines the debug-build assertions check (GestureArena+Invariants.swift,
// UITouch+PhaseChanges.swift), compared with the ones UIKit documents: if a table drifts, the assertions
// would either stop a correct program or let a wrong move through.

@Suite("The checked state machines are UIKit's")
struct StateMachineTableTests {
    typealias State = UIGestureRecognizer.State

    @Test("A recognizer: possible → began | ended | failed; began/changed → changed | ended | cancelled; reset")
    func recognizerMoves() {
        let all: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        var allowed: [String] = []
        for from in all {
            for to in all where GestureArena.arenaMayMove(from: from, to: to) { allowed.append("\(from)→\(to)") }
        }
        #expect(allowed == [
            "possible→possible", "possible→began", "possible→ended", "possible→failed",
            "began→changed", "began→ended", "began→cancelled",
            "changed→changed", "changed→ended", "changed→cancelled",
            "ended→possible", "cancelled→possible", "failed→possible",
        ])
        // `.recognized` is `.ended`, as in UIKit: a discrete gesture recognises straight from `.possible`.
        #expect(State.recognized == State.ended)
    }

    @Test("A touch: began → moved | stationary ⟲ → ended | cancelled, and never back")
    func touchMoves() {
        let touchPhases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
        var allowed: [String] = []
        for from in touchPhases {
            for to in touchPhases where UITouch.trackerMayMove(from: from, to: to) { allowed.append("\(from)→\(to)") }
        }
        #expect(allowed == [
            "began→moved", "began→stationary", "began→ended", "began→cancelled",
            "moved→moved", "moved→stationary", "moved→ended", "moved→cancelled",
            "stationary→moved", "stationary→stationary", "stationary→ended", "stationary→cancelled",
            "ended→ended", "ended→cancelled", "cancelled→cancelled",
        ])
        #expect(!UITouch.trackerMayMove(from: .regionEntered, to: .began))
        #expect(UITouch.trackerMayMove(from: .regionMoved, to: .regionExited))
    }
}
