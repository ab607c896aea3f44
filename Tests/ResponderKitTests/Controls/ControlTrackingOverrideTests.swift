import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIControl tracking cut short (an interruption, the control leaving its window) and the four
// tracking overrides (B91–B94, B100, B52).

@MainActor
@Suite("UIControl tracking: cancellation and the tracking overrides (B91–B94, B100)")
struct ControlTrackingOverrideTests {
    /// The control's frame in every test: 100 × 50 at (100, 300) in a full-screen root view, so the
    /// 70 pt gutter fits on every side.
    private static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    private static let center = CGPoint(x: 150, y: 325)

    // MARK: Cancellation

    @Test("An interruption calls cancelTracking and sends touchCancel, then no up event (B94)")
    func interruptionCancels() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        let finger = input.touchDown(at: Self.center)
        #expect(control.isTracking)
        input.interruption()
        #expect(log.entries == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
        #expect(control.cancelEvents.count == 1)
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        #expect(control.state == .normal)

        // The cancelled finger lifting later produces nothing more.
        log.clear()
        input.lift(finger, at: Self.center)
        #expect(log.entries.isEmpty)
    }

    @Test("Removing the control from its window mid-touch calls cancelTracking and sends touchCancel (B94, B52)")
    func removalCancels() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        let finger = input.touchDown(at: Self.center)
        log.clear()
        control.removeFromSuperview()
        #expect(log.entries == ["cancelTracking", "touchCancel"])
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)

        log.clear()
        input.move(finger, to: CGPoint(x: 160, y: 330))
        input.lift(finger, at: CGPoint(x: 160, y: 330))
        #expect(log.entries.isEmpty)
    }

    @Test("B92, B94: a drag-exit action that removes the control gets touchCancel and nothing after it")
    func actionRemovesControl() {
        let input = TestWorld.input()
        let controller = UIViewController()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        controller.view.addSubview(control)
        TestWorld.window(root: controller)
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("exit"); control.removeFromSuperview() }, for: .touchDragExit)
        control.addAction(UIAction { _ in events.append("outside") }, for: .touchDragOutside)
        control.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        let finger = input.touchDown(at: CGPoint(x: 125, y: 125))
        input.move(finger, to: CGPoint(x: 300, y: 400))
        input.lift(finger, at: CGPoint(x: 300, y: 400))
        #expect(events == ["exit", "cancel"])
        #expect(!control.isTracking)
    }

    // MARK: The tracking overrides

    @Test("beginTracking returning false: no actions at all for that touch (B91)")
    func beginTrackingFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        control.acceptsBegin = false
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        let finger = input.touchDown(at: Self.center)
        #expect(!control.isTracking)
        input.move(finger, to: CGPoint(x: 350, y: 700))
        input.move(finger, to: Self.center)
        input.lift(finger, at: Self.center)
        #expect(log.entries == ["beginTracking"])  // asked once; no continue/end, no events
        #expect(!control.isTracking)
    }

    @Test("continueTracking returning false stops tracking: no further drag or up events (B92)")
    func continueTrackingFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        control.acceptsContinue = false
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        let finger = input.touchDown(at: Self.center)
        input.move(finger, to: CGPoint(x: 160, y: 330))
        #expect(!control.isTracking)
        input.move(finger, to: CGPoint(x: 350, y: 700))
        input.lift(finger, at: CGPoint(x: 350, y: 700))
        #expect(log.entries == ["beginTracking", "touchDown", "continueTracking"])
        #expect(!log.entries.contains("touchUpInside"))
        #expect(!log.entries.contains("touchUpOutside"))
    }

    @Test("endTracking is called with the ending touch before the touch-up action (B93, B100)")
    func endTrackingBeforeUp() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        input.tap(at: Self.center)
        #expect(log.entries == ["beginTracking", "touchDown", "endTracking", "touchUpInside"])
        #expect(control.endTouchPhases == [.ended])

        log.clear()
        let outside = CGPoint(x: 350, y: 700)
        input.drag(along: [Self.center, outside])
        #expect(log.entries.suffix(2) == ["endTracking", "touchUpOutside"])
    }

    @Test(
        "The default endTracking and cancelTracking clear isTracking, so an override sees it false after super (B100)")
    func defaultEndAndCancelClearTracking() {
        // Apple: endTracking's "default implementation updates the isTracking property";
        // cancelTracking's "cancels any ongoing tracking and updates the control's state".
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        showWindow(with: [control])

        input.tap(at: Self.center)
        #expect(control.trackingAfterSuperEnd == false)

        input.advance(by: 2)
        _ = input.touchDown(at: Self.center)
        input.interruption()
        #expect(control.trackingAfterSuperCancel == false)
    }

    @Test("A subclass tracks through begin/continue/end overrides interleaved with the events (B100)")
    func subclassOverridesTracking() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        input.drag(along: [Self.center, CGPoint(x: 160, y: 330), CGPoint(x: 170, y: 335)])
        #expect(log.entries == [
            "beginTracking", "touchDown",
            "continueTracking", "touchDragInside",
            "continueTracking", "touchDragInside",
            "endTracking", "touchUpInside",
        ])
        // endTracking calls super, so the default still settles the state.
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
    }
}
