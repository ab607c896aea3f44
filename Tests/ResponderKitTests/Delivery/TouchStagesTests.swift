import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// The stages a touch passes, one way: the sanitiser's record of the contacts down stays the
// tracker's, whatever the input does; the sendEvent overrides see each frame once, and a `super`
// called twice delivers once; an event goes back to the application that made it, not to the shared one.

/// An application whose `sendEvent` calls `super` twice.
@MainActor
private final class TwiceApplication: UIApplication {
    var log: EventLog?
    override func sendEvent(_ event: UIEvent) {
        log?.record("app.sendEvent")
        super.sendEvent(event)
        super.sendEvent(event)
    }
}

/// A window whose `sendEvent` calls `super` twice.
@MainActor
private final class TwiceWindow: UIWindow {
    var log: EventLog?
    override func sendEvent(_ event: UIEvent) {
        log?.record("window.sendEvent")
        super.sendEvent(event)
        super.sendEvent(event)
    }
}

@MainActor
@Suite("Touch stages: one way from the sanitiser to the views")
struct TouchStagesTests {
    @Test("An application's and a window's sendEvent that call super twice: each view call happens once")
    func superTwiceDeliversOnce() {
        let input = TestWorld.input()
        let log = EventLog()
        let application = TwiceApplication()
        application.log = log
        UIApplication.withSharedApplication(application) {
            let appInput = InputSimulator(application: application, startTime: input.time)
            let window = TwiceWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.log = log
            let probe = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            _ = showWindow(with: [probe], window: window)
            appInput.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == [
                "app.sendEvent", "window.sendEvent", "view.touchesBegan(1)", "window.sendEvent",
                "app.sendEvent", "window.sendEvent", "view.touchesEnded(1)", "window.sendEvent",
            ], "the window override runs once per call of the application's super; the views hear each phase once")
        }
    }

    @Test("""
        The sanitiser's record follows the touches down through every kind of bad input: each ending arrives, and \
        a contact can begin again
        """)
    func recordFollowsTheTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        ledger.isMultipleTouchEnabled = true
        showLedger(ledger)
        let t = input.time
        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10)], timestamp: t))
            // A non-finite move keeps the last location; a move of a contact never down is dropped.
            input.send(.touches([moved(1, .nan, 20), moved(9, 5, 5)], timestamp: t + 0.1))
            // Time running back is taken as the sequence's last.
            input.send(.touches([moved(1, 30, 30)], timestamp: t - 1))
            // Contact 1 begins again: its old touch ends first; contact 2 begins at a bad location.
            input.send(.touches([began(1, 40, 40), began(2, .infinity, 0)], timestamp: t + 0.2))
            // Contact 2's moves and lift are absorbed quietly; contact 1 lifts.
            input.send(.touches([moved(2, 5, 5)], timestamp: t + 0.3))
            input.send(.touches([ended(1, 40, 40), ended(2, 5, 5)], timestamp: t + 0.4))
            // Both can begin again, cleanly.
            input.send(.touches([began(1, 50, 50), began(2, 60, 60)], timestamp: t + 0.5))
            input.send(.touches([ended(1, 50, 50), ended(2, 60, 60)], timestamp: t + 0.6))
        }
        #expect(
            kinds(diagnostics) == [
                .nonFiniteLocation, .unknownTouch, .timestampWentBack, .duplicateBegan, .nonFiniteLocation,
            ])
        #expect(log.entries == [
            "view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesCancelled(1)", "view.touchesBegan(1)",
            "view.touchesEnded(1)", "view.touchesBegan(2)", "view.touchesEnded(2)",
        ])
        #expect(
            ledger.calls[1].locations == [CGPoint(x: 30, y: 30)],
            "the non-finite move kept the last location; the late one moved")
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("After the system cancels every touch, the old contacts' moves are unknown and a new touch begins cleanly")
    func cancelAllForgetsTheContacts() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time
        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10)], timestamp: t))
            input.send(.cancelAllTouches(timestamp: t + 0.1))
            input.send(.touches([moved(1, 20, 20)], timestamp: t + 0.2))
            input.send(.touches([began(1, 30, 30)], timestamp: t + 0.3))
            input.send(.touches([ended(1, 30, 30)], timestamp: t + 0.4))
        }
        #expect(kinds(diagnostics) == [.unknownTouch])
        #expect(
            log.entries == [
                "view.touchesBegan(1)", "view.touchesCancelled(1)", "view.touchesBegan(1)", "view.touchesEnded(1)",
            ])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }
}
