import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIControl tracking through real input: which control events a touch produces and in what order,
// the tracking state around them, the 70 pt gutter, cancellation, the tracking overrides, disabled
// controls and the state / event bit values (UIKIT-NOTES B90–B101, decision 4).

/// Every touch event of a control, with the name the tests log it under (B98 order).
private let trackingEvents: [(String, UIControl.Event)] = [
    ("touchDown", .touchDown),
    ("touchDownRepeat", .touchDownRepeat),
    ("touchDragInside", .touchDragInside),
    ("touchDragOutside", .touchDragOutside),
    ("touchDragEnter", .touchDragEnter),
    ("touchDragExit", .touchDragExit),
    ("touchUpInside", .touchUpInside),
    ("touchUpOutside", .touchUpOutside),
    ("touchCancel", .touchCancel),
    ("valueChanged", .valueChanged),
    ("primaryActionTriggered", .primaryActionTriggered),
]

/// Adds one UIAction per event to `control`, each logging the event's name when it runs.
@MainActor
private func recordEvents(of control: UIControl, into log: EventLog) {
    for (name, event) in trackingEvents {
        control.addAction(UIAction { _ in log.record(name) }, for: event)
    }
}

/// A control subclass that tracks through the four documented overrides (B100), logs each call in the
/// same log as the control events, and can refuse to begin or continue tracking.
@MainActor
private final class TrackingControl: UIControl {
    let log: EventLog
    var acceptsBegin = true
    var acceptsContinue = true
    /// What `beginTracking` saw: tapCount, and the state at that moment.
    var beginTapCounts: [Int] = []
    var stateAtBegin: (highlighted: Bool, touchInside: Bool)?
    var cancelEvents: [UIEvent?] = []
    var endTouchPhases: [UITouch.Phase] = []
    /// isTracking right after the default endTracking / cancelTracking ran.
    var trackingAfterSuperEnd: Bool?
    var trackingAfterSuperCancel: Bool?

    init(frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.record("beginTracking")
        beginTapCounts.append(touch.tapCount)
        stateAtBegin = (isHighlighted, isTouchInside)
        return acceptsBegin
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.record("continueTracking")
        return acceptsContinue
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.record("endTracking")
        if let touch { endTouchPhases.append(touch.phase) }
        super.endTracking(touch, with: event)
        trackingAfterSuperEnd = isTracking
    }

    override func cancelTracking(with event: UIEvent?) {
        log.record("cancelTracking")
        cancelEvents.append(event)
        super.cancelTracking(with: event)
        trackingAfterSuperCancel = isTracking
    }
}

@MainActor
@Suite("UIControl tracking (B90–B101)")
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

    @Test("Dragging out past the 70 pt gutter sends touchDragExit then touchDragOutside; back in, touchDragEnter then touchDragInside (B92, B95)")
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

    @Test("The default endTracking and cancelTracking clear isTracking, so an override sees it false after super (B100)")
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

    // MARK: Disabled controls and state

    @Test("A disabled control neither tracks nor sends anything, and its state contains .disabled (B96, B97, decision 4)")
    func disabledControlSendsNothing() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = TrackingControl(frame: Self.frame, log: log)
        recordEvents(of: control, into: log)
        control.isEnabled = false
        showWindow(with: [control])
        #expect(control.state.contains(.disabled))
        #expect(control.state == .disabled)

        let finger = input.touchDown(at: Self.center)
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        input.move(finger, to: CGPoint(x: 350, y: 700))
        input.lift(finger, at: CGPoint(x: 350, y: 700))
        input.doubleTap(at: Self.center)
        #expect(log.entries.isEmpty)  // not even beginTracking
        #expect(!control.state.contains(.highlighted))

        // Enabled again, it tracks normally.
        control.isEnabled = true
        #expect(!control.state.contains(.disabled))
        input.advance(by: 2)
        input.tap(at: Self.center)
        #expect(log.entries == ["beginTracking", "touchDown", "endTracking", "touchUpInside"])
    }

    @Test("Defaults: enabled, not selected, not highlighted, not tracking, state .normal (B96, B97)")
    func defaults() {
        let input = TestWorld.input()
        let control = UIControl(frame: Self.frame)
        #expect(control.isEnabled)
        #expect(!control.isSelected)
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
        #expect(control.state == .normal)
        #expect(control.state.rawValue == 0)
        _ = input
    }

    @Test("state is the bit mask of isHighlighted, isEnabled and isSelected (B97)")
    func stateBits() {
        let input = TestWorld.input()
        let control = UIControl(frame: Self.frame)
        control.isSelected = true
        #expect(control.state == .selected)
        control.isHighlighted = true
        #expect(control.state == [.highlighted, .selected])
        control.isEnabled = false
        #expect(control.state == [.highlighted, .disabled, .selected])
        #expect(control.state.rawValue == 0b111)
        control.isHighlighted = false
        control.isSelected = false
        #expect(control.state == .disabled)
        control.isEnabled = true
        #expect(control.state == .normal)
        _ = input
    }

    @Test("UIControl.State raw values are UIKit's (B97)")
    func stateRawValues() {
        let input = TestWorld.input()
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1 << 0)
        #expect(UIControl.State.disabled.rawValue == 1 << 1)
        #expect(UIControl.State.selected.rawValue == 1 << 2)
        #expect(UIControl.State.focused.rawValue == 1 << 3)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
        _ = input
    }

    @Test("UIControl.Event raw values are UIKit's (B98)")
    func eventRawValues() {
        let input = TestWorld.input()
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
            (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5),
            (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8),
            (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13), (.menuActionTriggered, 1 << 14),
            (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
            (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0000_0FFF), (.allEditingEvents, 0x000F_0000),
            (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected {
            #expect(event.rawValue == raw)
        }
        let touches: UIControl.Event = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
                                        .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
        #expect(UIControl.Event.allTouchEvents.isSuperset(of: touches))
        #expect(UIControl.Event.allEditingEvents == [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
        _ = input
    }

    @Test("B96: a control disabled by its touchDown action sends nothing more")
    func disabledMidTouch() {
        let input = TestWorld.input()
        let controller = UIViewController()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        controller.view.addSubview(control)
        TestWorld.window(root: controller)
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("down"); control.isEnabled = false }, for: .touchDown)
        control.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        input.tap(at: CGPoint(x: 125, y: 125))
        #expect(events == ["down"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    // MARK: The responder chain

    @Test("A control tracking a touch does not pass its touches to its superview (B101)")
    func trackingControlKeepsTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let container = RecordingView("container", frame: CGRect(x: 0, y: 200, width: 390, height: 300), log: log)
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))  // (100, 300) on screen
        container.addSubview(control)
        let root = UIViewController()
        root.view.addSubview(container)
        TestWorld.window(root: root)
        var sent: [String] = []
        control.addAction(UIAction { _ in sent.append("touchUpInside") }, for: .touchUpInside)

        input.tap(at: Self.center)
        input.drag(from: Self.center, to: CGPoint(x: 350, y: 450))
        #expect(sent == ["touchUpInside"])
        #expect(log.entries.isEmpty)

        // A touch on the container itself does reach it (the recorder works).
        input.tap(at: CGPoint(x: 20, y: 220))
        #expect(log.entries == ["container.touchesBegan(1)", "container.touchesEnded(1)"])
        container.lastTouches = []
        container.lastEvent = nil
    }
}
