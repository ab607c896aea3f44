import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// The delivery of touch events: the sendEvent pipeline, grouping, where later phases go, multi-touch
// and exclusive touch (E4, E5, T2, B43–B50).

/// An application whose sendEvent(_:) can swallow events (B43).
@MainActor
private final class GatekeeperApplication: UIApplication {
    var passesOn = true
    var log: EventLog?
    override func sendEvent(_ event: UIEvent) {
        log?.record("app.sendEvent(\(event.type))")
        if passesOn { super.sendEvent(event) }
    }
}

/// A window whose sendEvent(_:) can swallow events (B43).
@MainActor
private final class GatekeeperWindow: UIWindow {
    var passesOn = true
    var log: EventLog?
    override func sendEvent(_ event: UIEvent) {
        log?.record("window.sendEvent(\(event.type))")
        if passesOn { super.sendEvent(event) }
    }
}

@MainActor
@Suite(
    "Touch delivery: the sendEvent pipeline, grouping, later phases, multiple and exclusive touch (E4, E5, T2, B43–B50)"
)
struct TouchDeliveryPipelineTests {
    // MARK: The pipeline (E4, E5, B43–B45)

    @Test(
        "E4 / E5 / B43: application.sendEvent → window.sendEvent → hit-test view; overrides without super stop delivery"
    )
    func sendEventPipeline() {
        let input = TestWorld.input()
        let log = EventLog()
        let application = GatekeeperApplication()
        application.log = log
        UIApplication.withSharedApplication(application) {
            #expect(UIApplication.shared === application)
            let appInput = InputSimulator(application: application, startTime: input.time)
            let window = GatekeeperWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.log = log
            let probe = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            _ = showWindow(with: [probe], window: window)

            appInput.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == [
                "app.sendEvent(touches)", "window.sendEvent(touches)", "view.touchesBegan(1)",
                "app.sendEvent(touches)", "window.sendEvent(touches)", "view.touchesEnded(1)",
            ])

            // An application that does not call super delivers nothing.
            log.clear()
            application.passesOn = false
            appInput.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == ["app.sendEvent(touches)", "app.sendEvent(touches)"])

            // Nor does a window that does not call super.
            log.clear()
            application.passesOn = true
            window.passesOn = false
            appInput.advance(by: 1)
            appInput.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == ["app.sendEvent(touches)", "window.sendEvent(touches)",
                                    "app.sendEvent(touches)", "window.sendEvent(touches)"])

            // UIWindow.sendEvent can be called directly to dispatch an event (B43): with super on,
            // the next tap is delivered again.
            log.clear()
            window.passesOn = true
            appInput.advance(by: 1)
            appInput.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries.filter { $0.hasPrefix("view.") } == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
        }
        #expect(UIApplication.shared !== application)
    }

    // MARK: Grouping (T2, B46)

    @Test("T2 / B46: two fingers in one frame on a multi-touch view give one call with two touches")
    func groupingPerViewPerPhase() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("multi", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        probe.isMultipleTouchEnabled = true
        showWindow(with: [probe])

        let fingers = input.touchDown(atAll: [CGPoint(x: 50, y: 50), CGPoint(x: 200, y: 50)])
        #expect(log.entries == ["multi.touchesBegan(2)"])
        input.move(fingers[0], to: CGPoint(x: 60, y: 60))
        // The other finger did not move: it is not in touchesMoved.
        #expect(log.entries.last == "multi.touchesMoved(1)")
        #expect(probe.calls.last?.location == CGPoint(x: 60, y: 60))
        input.move([(fingers[0], CGPoint(x: 70, y: 70)), (fingers[1], CGPoint(x: 210, y: 60))])
        #expect(log.entries.last == "multi.touchesMoved(2)")
        input.lift([(fingers[0], CGPoint(x: 70, y: 70)), (fingers[1], CGPoint(x: 210, y: 60))])
        #expect(
            log.entries == [
                "multi.touchesBegan(2)", "multi.touchesMoved(1)", "multi.touchesMoved(2)", "multi.touchesEnded(2)",
            ])

        // One after the other: two calls with one touch each.
        log.clear()
        let first = input.touchDown(at: CGPoint(x: 50, y: 50))
        let second = input.touchDown(at: CGPoint(x: 200, y: 50))
        input.lift(first, at: CGPoint(x: 50, y: 50))
        input.lift(second, at: CGPoint(x: 200, y: 50))
        #expect(
            log.entries == [
                "multi.touchesBegan(1)", "multi.touchesBegan(1)", "multi.touchesEnded(1)", "multi.touchesEnded(1)",
            ])
    }

    @Test("B46: in one frame, each view gets one call per phase with its own touches")
    func groupingAcrossViewsAndPhases() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        left.isMultipleTouchEnabled = true
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        showWindow(with: [left, right])
        let t = input.time

        input.send(.touches([
            TouchInput(id: 1, phase: .began, location: CGPoint(x: 20, y: 20)),
            TouchInput(id: 2, phase: .began, location: CGPoint(x: 250, y: 20)),
            TouchInput(id: 3, phase: .began, location: CGPoint(x: 60, y: 20)),
        ], timestamp: t))
        #expect(log.entries.sorted() == ["left.touchesBegan(2)", "right.touchesBegan(1)"])
        log.clear()
        input.send(.touches([
            TouchInput(id: 1, phase: .moved, location: CGPoint(x: 25, y: 25)),
            TouchInput(id: 3, phase: .ended, location: CGPoint(x: 60, y: 20)),
        ], timestamp: t + 0.1))
        #expect(log.entries.sorted() == ["left.touchesEnded(1)", "left.touchesMoved(1)"])
        log.clear()
        input.send(.touches([
            TouchInput(id: 1, phase: .ended, location: CGPoint(x: 25, y: 25)),
            TouchInput(id: 2, phase: .ended, location: CGPoint(x: 250, y: 20)),
        ], timestamp: t + 0.2))
        #expect(log.entries.sorted() == ["left.touchesEnded(1)", "right.touchesEnded(1)"])
    }

    // MARK: Where later phases go (B47, B48)

    @Test("B47: moves and the end go to touch.view even outside its bounds and outside the window")
    func laterPhasesGoToTouchView() {
        let input = TestWorld.input()
        let log = EventLog()
        let small = RecordingView("small", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
        let other = RecordingView("other", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: log)
        showWindow(with: [small, other])

        input.drag(along: [CGPoint(x: 30, y: 30), CGPoint(x: 150, y: 150), CGPoint(x: 2000, y: -500)])
        #expect(
            log.entries == [
                "small.touchesBegan(1)", "small.touchesMoved(1)", "small.touchesMoved(1)", "small.touchesEnded(1)",
            ])
        #expect(small.calls.allSatisfy { $0.touches.first?.view === small })
        #expect(small.calls.last?.touches.first?.location(in: small) == CGPoint(x: 1990, y: -510))
    }

    @Test("B48 / R4–R5: the default touches methods pass the same touches and event to next")
    func defaultForwarding() {
        let input = TestWorld.input()
        let log = EventLog()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let handler = RecordingView("handler", frame: CGRect(x: 150, y: 150, width: 100, height: 100), log: log)
        handler.passesOn = true
        parent.addSubview(plain)
        parent.addSubview(handler)
        showWindow(with: [parent])

        input.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 60), steps: 1)
        #expect(log.entries == ["parent.touchesBegan(1)", "parent.touchesMoved(1)", "parent.touchesEnded(1)"])
        #expect(parent.calls.allSatisfy { $0.touches.first?.view === plain })

        log.clear()
        input.tap(at: CGPoint(x: 200, y: 200))
        #expect(
            log.entries == [
                "handler.touchesBegan(1)", "parent.touchesBegan(1)", "handler.touchesEnded(1)",
                "parent.touchesEnded(1)",
            ])
        let handlerCalls = handler.calls.suffix(2), parentCalls = parent.calls.suffix(2)
        #expect(zip(handlerCalls, parentCalls).allSatisfy { $0.touches == $1.touches && $0.event === $1.event })
    }

    // MARK: Multiple and exclusive touch (B49, B50)

    @Test("B49: a view with isMultipleTouchEnabled false does not get a second finger, which is still in allTouches")
    func multipleTouchDisabled() {
        let input = TestWorld.input()
        let log = EventLog()
        let single = RecordingView("single", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 300, height: 300), log: log)
        #expect(single.isMultipleTouchEnabled == false)
        showWindow(with: [single, other])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 200, y: 200))
        let c = input.touchDown(at: CGPoint(x: 100, y: 500))  // other views still get their fingers
        #expect(log.entries == ["single.touchesBegan(1)", "other.touchesBegan(1)"])
        input.move(b, to: CGPoint(x: 210, y: 210))
        #expect(log.entries.count == 2)
        input.move(a, to: CGPoint(x: 60, y: 60))
        #expect(log.entries.last == "single.touchesMoved(1)")
        #expect(single.calls.last?.event?.allTouches?.count == 3)
        input.lift([(a, CGPoint(x: 60, y: 60)), (b, CGPoint(x: 210, y: 210)), (c, CGPoint(x: 100, y: 500))])
        #expect(log.entries.suffix(2).sorted() == ["other.touchesEnded(1)", "single.touchesEnded(1)"])
        #expect(single.calls.allSatisfy { $0.touches.count == 1 && $0.touches.first === single.calls[0].touches.first })
    }

    @Test("B50: while an exclusive-touch view tracks a touch, no other view in the window gets a new one")
    func exclusiveViewBlocksOthers() {
        let input = TestWorld.input()
        let log = EventLog()
        let exclusive = RecordingView("exclusive", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 300, height: 300), log: log)
        #expect(exclusive.isExclusiveTouch == false)
        exclusive.isExclusiveTouch = true
        showWindow(with: [exclusive, other])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 50, y: 500))
        input.move(b, to: CGPoint(x: 60, y: 510))
        input.lift(b, at: CGPoint(x: 60, y: 510))
        #expect(log.entries == ["exclusive.touchesBegan(1)"])
        input.lift(a, at: CGPoint(x: 50, y: 50))
        // Exclusivity ends with the exclusive view's touch.
        input.tap(at: CGPoint(x: 50, y: 500))
        #expect(
            log.entries == [
                "exclusive.touchesBegan(1)", "exclusive.touchesEnded(1)", "other.touchesBegan(1)",
                "other.touchesEnded(1)",
            ])
    }

    @Test("B50: an exclusive-touch view gets no new touch while another view in the window tracks one")
    func exclusiveViewWaitsForOthers() {
        let input = TestWorld.input()
        let log = EventLog()
        let exclusive = RecordingView("exclusive", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        exclusive.isExclusiveTouch = true
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 300, height: 300), log: log)
        showWindow(with: [exclusive, other])

        let a = input.touchDown(at: CGPoint(x: 50, y: 500))
        let b = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.lift(b, at: CGPoint(x: 50, y: 50))
        input.lift(a, at: CGPoint(x: 50, y: 500))
        #expect(log.entries == ["other.touchesBegan(1)", "other.touchesEnded(1)"])
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.suffix(2) == ["exclusive.touchesBegan(1)", "exclusive.touchesEnded(1)"])
    }
}
