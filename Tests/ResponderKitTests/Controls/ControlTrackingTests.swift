import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIControl tracking through real input: which control events a tap or a drag produces and in
// what order, the tracking state around them, and the 70 pt gutter (B90–B93, B95, B97,
// decision 4). Cancellation and the tracking overrides: ControlTrackingOverrideTests; disabled
// controls, state and event values: ControlStateTests.

@MainActor
@Suite("UIControl tracking: a tap, dragging and the gutter (B90–B93, B95, B97)")
struct ControlTrackingTests {
    /// The control's frame in every test: 100 × 50 at (100, 300) in a full-screen root view, so the
    /// 70 pt gutter fits on every side.
    private static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    private static let center = CGPoint(x: 150, y: 325)

    // MARK: A tap

    @Test("A tap sends touchDown, then touchUpInside, and nothing else (B90, B91, B93)")
    func tapSendsDownThenUpInside() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        input.tap(at: Self.center)
        #expect(log.entries == ["touchDown", "touchUpInside"])
    }

    @Test("Actions run at once: touchDown has run while the finger is still down (B90)")
    func actionsRunImmediately() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        let finger = input.touchDown(at: Self.center)
        #expect(log.entries == ["touchDown"])
        input.lift(finger, at: Self.center)
        #expect(log.entries == ["touchDown", "touchUpInside"])
    }

    @Test("isHighlighted, isTracking and isTouchInside are set while tracking and reset afterwards (B91, B93, B97)")
    func trackingStateDuringAndAfter() {
        let input = TestWorld.input()
        let control = UIControl(frame: Self.frame)
        var atDown: (highlighted: Bool, tracking: Bool, inside: Bool, state: UIControl.State)?
        var insideAtUp: Bool?
        control.addAction(UIAction { action in
            guard let sender = action.sender as? UIControl else { return }
            atDown = (sender.isHighlighted, sender.isTracking, sender.isTouchInside, sender.state)
        }, for: .touchDown)
        control.addAction(UIAction { action in
            guard let sender = action.sender as? UIControl else { return }
            insideAtUp = sender.isTouchInside
        }, for: .touchUpInside)
        showWindow(with: [control])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)

        let finger = input.touchDown(at: Self.center)
        #expect(atDown?.highlighted == true)
        #expect(atDown?.tracking == true)
        #expect(atDown?.inside == true)
        #expect(atDown?.state == .highlighted)
        // Still so between events, while the finger rests on the control.
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)

        input.lift(finger, at: Self.center)
        #expect(insideAtUp == true)  // touchUpInside is chosen because the touch is inside (B93)
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
        #expect(control.state == .normal)
    }

    @Test("A beginTracking override sees isHighlighted and isTouchInside already true (B91 step 1)")
    func stateSetBeforeBeginTracking() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        showWindow(with: [control])

        input.tap(at: Self.center)
        #expect(control.stateAtBegin?.highlighted == true)
        #expect(control.stateAtBegin?.touchInside == true)
    }

    @Test("A second quick tap sends touchDown and touchDownRepeat; its touch has tapCount 2 (B91)")
    func secondTapAddsTouchDownRepeat() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        input.doubleTap(at: Self.center)
        #expect(control.beginTapCounts == [1, 2])
        #expect(log.entries == [
            "beginTracking", "touchDown", "endTracking", "touchUpInside",
            "beginTracking", "touchDown", "touchDownRepeat", "endTracking", "touchUpInside",
        ])

        // A tap well after the double tap starts a new count: no repeat.
        log.clear()
        input.advance(by: 2)
        input.tap(at: Self.center)
        #expect(control.beginTapCounts.last == 1)
        #expect(!log.entries.contains("touchDownRepeat"))
    }

    // MARK: Dragging and the gutter

    @Test("""
        Dragging out past the 70 pt gutter sends touchDragExit then touchDragOutside; back in, touchDragEnter then \
        touchDragInside (B92, B95)
        """)
    func dragOutAndBackIn() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        recordEvents(of: control, into: log)
        showWindow(with: [control])
        let gutter = EventThresholds.controlTrackingGutter
        #expect(gutter == 70)
        let farBelow = CGPoint(x: 150, y: Self.frame.maxY + gutter + 30)

        let finger = input.touchDown(at: Self.center)
        input.move(finger, to: CGPoint(x: 155, y: 330))
        #expect(log.entries == ["touchDown", "touchDragInside"])

        log.clear()
        input.move(finger, to: farBelow)
        #expect(log.entries == ["touchDragExit", "touchDragOutside"])
        #expect(!control.isTouchInside)
        #expect(!control.isHighlighted)  // follows isTouchInside
        #expect(control.isTracking)

        log.clear()
        input.move(finger, to: CGPoint(x: farBelow.x, y: farBelow.y + 10))
        #expect(log.entries == ["touchDragOutside"])  // no second exit

        log.clear()
        input.move(finger, to: Self.center)
        #expect(log.entries == ["touchDragEnter", "touchDragInside"])
        #expect(control.isTouchInside)
        #expect(control.isHighlighted)

        log.clear()
        input.lift(finger, at: Self.center)
        #expect(log.entries == ["touchUpInside"])
    }

    @Test("A drag that stays within 70 pt of the edge still counts as inside (B95, decision 4)")
    func dragWithinGutterStaysInside() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        recordEvents(of: control, into: log)
        showWindow(with: [control])
        let gutter = EventThresholds.controlTrackingGutter
        let justInsideBelow = CGPoint(x: 150, y: Self.frame.maxY + gutter - 1)
        let justInsideLeft = CGPoint(x: Self.frame.minX - gutter + 1, y: 325)

        let finger = input.touchDown(at: Self.center)
        input.move(finger, to: justInsideBelow)
        #expect(control.isTouchInside)
        #expect(control.isHighlighted)
        input.move(finger, to: justInsideLeft)
        #expect(control.isTouchInside)
        input.lift(finger, at: justInsideLeft)
        #expect(log.entries == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside"])

        // Just beyond the gutter is outside.
        log.clear()
        input.advance(by: 2)
        let second = input.touchDown(at: Self.center)
        input.move(second, to: CGPoint(x: 150, y: Self.frame.maxY + gutter + 1))
        #expect(!control.isTouchInside)
        #expect(log.entries == ["touchDown", "touchDragExit", "touchDragOutside"])
        input.lift(second, at: CGPoint(x: 150, y: Self.frame.maxY + gutter + 1))
        #expect(log.entries.last == "touchUpOutside")
    }

    @Test("touchDragEnter is sent only after an exit: moving inside never sends it (B92)")
    func noEnterWithoutExit() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        recordEvents(of: control, into: log)
        showWindow(with: [control])

        input.drag(from: CGPoint(x: 110, y: 310), to: CGPoint(x: 190, y: 340), steps: 4)
        #expect(!log.entries.contains("touchDragEnter"))
        #expect(!log.entries.contains("touchDragExit"))
        #expect(log.entries.filter { $0 == "touchDragInside" }.count == 4)
        #expect(log.entries.first == "touchDown")
        #expect(log.entries.last == "touchUpInside")
    }

    @Test("Releasing outside the gutter sends touchUpOutside, not touchUpInside, and resets the state (B93)")
    func releaseOutside() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        recordEvents(of: control, into: log)
        showWindow(with: [control])
        let outside = CGPoint(x: 350, y: 600)

        let finger = input.touchDown(at: Self.center)
        input.move(finger, to: outside)
        input.lift(finger, at: outside)
        #expect(log.entries == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(!log.entries.contains("touchUpInside"))
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
    }
}
