import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Bad input values: non-finite locations and timestamps, time going back, invalid force and radius —
// repaired or dropped, reported, and no touch loses its ending (T1; B25, B28).

@MainActor
@Suite("Bad input: locations, timestamps, force and radius")
struct BadInputValueTests {
    @Test("nonFiniteLocation: began at NaN is dropped; moved at NaN keeps the last location; ended at ∞ still ends")
    func nonFiniteLocation() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        var diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, .nan, 10)], timestamp: t))
        }
        #expect(diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["nonFiniteLocation", "dropped"]])
        #expect(log.entries.isEmpty)
        _ = TestWorld.diagnostics {  // its lift has nothing to end
            input.send(.touches([ended(1, 10, 10)], timestamp: t + 0.05))
        }
        #expect(log.entries.isEmpty)

        diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(2, 40, 50)], timestamp: t + 0.1))
            input.send(.touches([moved(2, .nan, .nan)], timestamp: t + 0.2))
        }
        let touch = ledger.calls.first?.touches.first
        #expect(touch?.location(in: nil) == CGPoint(x: 40, y: 50))
        diagnostics += TestWorld.diagnostics {
            input.send(.touches([moved(2, 45, 55)], timestamp: t + 0.3))
            input.send(.touches([ended(2, .infinity, 10)], timestamp: t + 0.4))
        }
        #expect(kinds(diagnostics) == [.nonFiniteLocation, .nonFiniteLocation])
        #expect(diagnostics.allSatisfy { $0.resolution == .repaired && $0.touchID == 2 })
        // The NaN move changed nothing, so it is not a move; the real one and the end are delivered.
        #expect(ledger.methods == ["touchesBegan", "touchesMoved", "touchesEnded"])
        #expect(touch?.location(in: nil) == CGPoint(x: 45, y: 55))
        let locations = ledger.calls.flatMap(\.locations)
        #expect(locations.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(locations.first == CGPoint(x: 40, y: 50))
        #expect(locations.last == CGPoint(x: 45, y: 55))
        #expect(ledger.calls.last?.phases == [.ended])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("nonFiniteTimestamp: a NaN or infinite timestamp is replaced by the last valid one")
    func nonFiniteTimestamp() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10)], timestamp: t))
            input.send(.touches([moved(1, 20, 20)], timestamp: .nan))
            input.send(.touches([ended(1, 20, 20)], timestamp: .infinity))
        }
        #expect(kinds(diagnostics) == [.nonFiniteTimestamp, .nonFiniteTimestamp])
        #expect(diagnostics.allSatisfy { $0.resolution == .repaired })
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)"])
        #expect(ledger.calls.flatMap(\.timestamps) == [t, t, t])
        #expect(ledger.calls.map(\.eventTimestamp) == [t, t, t])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("timestampWentBack: an earlier timestamp within a sequence is clamped; touch.timestamp never decreases")
    func timestampWentBack() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time + 5

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10)], timestamp: t))
            input.send(.touches([moved(1, 20, 20)], timestamp: t - 2))
            input.send(.touches([began(2, 100, 100)], timestamp: t - 1))
            input.send(.touches([ended(1, 20, 20), ended(2, 100, 100)], timestamp: t + 1))
        }
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.kind == .timestampWentBack && $0.resolution == .repaired })
        let stamps = ledger.calls.flatMap(\.timestamps)
        #expect(stamps == stamps.sorted())
        #expect(stamps.allSatisfy { $0 >= t })
        #expect(ledger.calls[1].timestamps == [t])
        #expect(ledger.calls.compactMap(\.eventTimestamp) == ledger.calls.compactMap(\.eventTimestamp).sorted())
        #expect(ledger.calls.last?.timestamps == [t + 1, t + 1])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("Time restarting between touch sequences is not an error")
    func timeRestartsBetweenSequences() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time + 100

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10)], timestamp: t))
            input.send(.touches([ended(1, 10, 10)], timestamp: t + 0.1))
            // A new source (or a replay) starts its clock again.
            input.send(.touches([began(1, 10, 10)], timestamp: t - 90))
            input.send(.touches([ended(1, 10, 10)], timestamp: t - 89.9))
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            log.entries == [
                "view.touchesBegan(1)", "view.touchesEnded(1)", "view.touchesBegan(1)", "view.touchesEnded(1)",
            ])
        #expect(ledger.calls.last?.timestamps == [t - 89.9])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("invalidForceOrRadius: NaN, infinite or negative force and radius are repaired to 0")
    func invalidForceOrRadius() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10, force: -1, radius: .nan)], timestamp: t))
            input.send(.touches([moved(1, 20, 20, force: .infinity, radius: -3)], timestamp: t + 0.1))
            input.send(.touches([moved(1, 30, 30, force: 2, radius: 8)], timestamp: t + 0.2))
            input.send(.touches([ended(1, 30, 30)], timestamp: t + 0.3))
        }
        #expect(kinds(diagnostics) == [.invalidForceOrRadius, .invalidForceOrRadius])
        #expect(diagnostics.allSatisfy { $0.resolution == .repaired && $0.touchID == 1 })
        #expect(ledger.calls.map(\.forces) == [[0], [0], [2], [0]])
        #expect(ledger.calls.map(\.radii) == [[0], [0], [8], [0]])
        let touch = ledger.calls[0].touches[0]
        #expect(touch.maximumPossibleForce.isFinite)
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }
}
