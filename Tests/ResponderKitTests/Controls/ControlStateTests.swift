import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIControl: disabled controls, the state bit mask and the event raw values, and a tracking control's
// touches and the responder chain (B96–B98, B101, decision 4).

@MainActor
@Suite("UIControl: disabled controls, state and events, the responder chain (B96–B98, B101)")
struct ControlStateTests {
    private static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    private static let center = CGPoint(x: 150, y: 325)

    // MARK: Disabled controls and state

    @Test(
        "A disabled control neither tracks nor sends anything, and its state contains .disabled (B96, B97, decision 4)")
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
        #expect(
            UIControl.Event.allEditingEvents == [
                .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
            ])
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
