import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Bad input: every Diagnostic.Kind about input is reported with its resolution, never crashes,
// and never loses a touch's ending — every touch whose touchesBegan reached a view gets exactly one
// touchesEnded or touchesCancelled (T1, E3; B21, B25, B28, B51). This file: touch
// frames that are malformed; BadInputValueTests: bad values; BadMotionAndHierarchyTests: the rest.

/// A window whose hitTest(_:with:) returns a view that is in no window.
@MainActor
private final class StrayHitWindow: UIWindow {
    let stray = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { stray }
}

@MainActor
@Suite("Bad input: touch frames")
struct BadInputTests {
    @Test("emptyFrame: a touch frame with no contacts is dropped and disturbs nothing")
    func emptyFrame() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([], timestamp: t))
            input.send(.touches([began(1, 10, 10)], timestamp: t + 0.1))
            input.send(.touches([], timestamp: t + 0.2))
            input.send(.touches([ended(1, 10, 10)], timestamp: t + 0.3))
        }
        #expect(
            diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [
                ["emptyFrame", "dropped"], ["emptyFrame", "dropped"],
            ])
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("unknownTouch: a move before began and an end for an unknown id are dropped")
    func unknownTouch() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([moved(99, 10, 10)], timestamp: t))
            input.send(.touches([ended(98, 10, 10)], timestamp: t + 0.1))
            // With a real touch down, an unknown id in the same frame does not disturb it.
            input.send(.touches([began(1, 50, 50)], timestamp: t + 0.2))
            input.send(.touches([moved(1, 60, 60), ended(97, 0, 0)], timestamp: t + 0.3))
            input.send(.touches([ended(1, 60, 60)], timestamp: t + 0.4))
        }
        #expect(kinds(diagnostics) == [.unknownTouch, .unknownTouch, .unknownTouch])
        #expect(diagnostics.allSatisfy { $0.resolution == .dropped })
        #expect(diagnostics.map(\.touchID) == [99, 98, 97])
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)"])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("duplicateBegan: the old touch gets touchesCancelled first, then the new one begins")
    func duplicateBegan() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(5, 10, 10)], timestamp: t))
            input.send(.touches([began(5, 100, 100)], timestamp: t + 0.1))
            input.send(.touches([ended(5, 100, 100)], timestamp: t + 0.2))
        }
        #expect(diagnostics.map(\.kind) == [.duplicateBegan])
        #expect(diagnostics.first?.resolution == .cancelled)
        #expect(diagnostics.first?.touchID == 5)
        #expect(
            log.entries == [
                "view.touchesBegan(1)", "view.touchesCancelled(1)", "view.touchesBegan(1)", "view.touchesEnded(1)",
            ])
        let c = ledger.calls
        #expect(c[1].touches[0] === c[0].touches[0])
        #expect(c[2].touches[0] !== c[0].touches[0])
        #expect(c[3].touches[0] === c[2].touches[0])
        #expect(c[2].locations == [CGPoint(x: 100, y: 100)])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("duplicateBegan: another finger's move in the same frame is still delivered")
    func duplicateBeganKeepsOtherChanges() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10), began(2, 200, 200)], timestamp: t))
            input.send(.touches([moved(1, 30, 30), began(2, 150, 150)], timestamp: t + 0.1))
            input.send(.touches([ended(1, 30, 30), ended(2, 150, 150)], timestamp: t + 0.2))
        }
        #expect(kinds(diagnostics) == [.duplicateBegan])
        let moves = ledger.calls.filter { $0.method == "touchesMoved" }
        #expect(moves.count == 1)
        #expect(moves.first?.locations == [CGPoint(x: 30, y: 30)])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("repeatedTouchInFrame: began and ended of one id in one frame become two dispatches")
    func repeatedTouchInFrame() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        var diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(3, 10, 10), ended(3, 10, 10)], timestamp: t))
        }
        #expect(
            diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["repeatedTouchInFrame", "repaired"]])
        #expect(diagnostics.first?.touchID == 3)
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
        #expect(ledger.calls[1].touches[0] === ledger.calls[0].touches[0])

        log.clear()
        diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(4, 50, 50), moved(4, 60, 60), ended(4, 60, 60)], timestamp: t + 1))
        }
        #expect(kinds(diagnostics) == [.repeatedTouchInFrame, .repeatedTouchInFrame])
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)"])
        #expect(ledger.calls.last?.locations == [CGPoint(x: 60, y: 60)])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("hoverPhaseInTouchFrame: a region… phase in a touch frame is dropped; the rest of the frame is delivered")
    func hoverPhaseInTouchFrame() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(
                .touches([TouchInput(id: 4, phase: .regionEntered, location: CGPoint(x: 10, y: 10))], timestamp: t))
            input.send(
                .touches(
                    [began(1, 50, 50), TouchInput(id: 4, phase: .regionMoved, location: CGPoint(x: 20, y: 20))],
                    timestamp: t + 0.1))
            input.send(
                .touches(
                    [TouchInput(id: 4, phase: .regionExited, location: CGPoint(x: 20, y: 20)), ended(1, 50, 50)],
                    timestamp: t + 0.2))
        }
        #expect(kinds(diagnostics) == [.hoverPhaseInTouchFrame, .hoverPhaseInTouchFrame, .hoverPhaseInTouchFrame])
        #expect(diagnostics.allSatisfy { $0.resolution == .dropped && $0.touchID == 4 })
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("hitTestViewOutsideWindow: a hit-test result in no window is dropped; the window behind gets the touch")
    func hitTestViewOutsideWindow() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("behind", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let back = showLedger(ledger)
        let front = TestWorld.keepAlive(StrayHitWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
        front.makeKeyAndVisible()

        let diagnostics = TestWorld.diagnostics {
            input.tap(at: CGPoint(x: 50, y: 50))
        }
        #expect(
            diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["hitTestViewOutsideWindow", "dropped"]])
        #expect(log.entries == ["behind.touchesBegan(1)", "behind.touchesEnded(1)"])
        #expect(ledger.calls.first?.touches.first?.window === back)
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("T1: under a mix of bad input every begun touch ends exactly once")
    func mixedBadInputKeepsLedgerBalanced() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = LedgerView("left", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        let right = LedgerView("right", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        let controller = UIViewController()
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        TestWorld.window(root: controller)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10), began(2, 250, 10), began(1, 20, 20)], timestamp: t))
            input.send(.touches([moved(2, .nan, 5), began(3, 260, 20, force: .nan)], timestamp: .nan))
            input.send(.touches([began(2, 270, 30), moved(3, 265, 25)], timestamp: t - 1))
            input.send(.touches([], timestamp: t + 1))
            input.send(
                .touches([ended(9, 0, 0), TouchInput(id: 3, phase: .regionExited, location: .zero)], timestamp: t + 1))
            input.send(
                .touches(
                    [
                        ended(1, .infinity, .infinity),
                        TouchInput(id: 2, phase: .cancelled, location: CGPoint(x: 270, y: 30)),
                    ], timestamp: t + 2))
            input.send(.cancelAllTouches(timestamp: t + 3))
            input.send(.touches([ended(3, 265, 25)], timestamp: t + 4))
        }
        #expect(!diagnostics.isEmpty)
        #expect(left.imbalances.isEmpty, "\(left.imbalances)")
        #expect(right.imbalances.isEmpty, "\(right.imbalances)")
        #expect(left.methods.contains("touchesBegan") && right.methods.contains("touchesBegan"))
    }

    @Test("Contacts beyond EventThresholds.maximumTouches are ignored until they lift, with one diagnostic per frame")
    func tooManyTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        view.isMultipleTouchEnabled = true
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let count = EventThresholds.maximumTouches + 36
        let down = (0..<count).map {
            TouchInput(id: 5000 + $0, phase: .began, location: CGPoint(x: 1 + Double($0), y: 10))
        }
        let up = (0..<count).map {
            TouchInput(id: 5000 + $0, phase: .ended, location: CGPoint(x: 1 + Double($0), y: 10))
        }
        let diagnostics = TestWorld.diagnostics {
            input.sendFrame(down)
            input.sendFrame(up)
        }
        #expect(diagnostics.map(\.kind) == [.tooManyTouches])
        #expect(view.lastTouches.count == EventThresholds.maximumTouches)
        #expect(
            log.entries == [
                "v.touchesBegan(\(EventThresholds.maximumTouches))",
                "v.touchesEnded(\(EventThresholds.maximumTouches))",
            ])
    }
}
