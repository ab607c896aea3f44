import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A plain control subclass (no recognizer priority, B122).
@MainActor
private final class PlainControl: UIControl {}

/// Recognizers over controls: a UIButton's tap beats an ancestor's single-tap recognizer
/// (B122).
@MainActor
@Suite("Gesture recognizers and controls (B122)")
struct GestureRecognizersAndControlsTests {
    // MARK: B122

    @Test("B122: tapping a UIButton under a single-tap recognizer fires the button's action, not the recognizer's")
    func buttonBeatsAncestorTap() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(button)  // over the child; center (100, 75) on screen
        button.addAction(UIAction { _ in log.record("button.touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.record("button.touchCancel") }, for: .touchCancel)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        scene.container.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["button.touchUpInside"])
        // Elsewhere in the container the recognizer still works.
        log.clear()
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 250, y: 250))
        #expect(log.entries.contains("tap"))
    }

    @Test("B122: a plain UIControl subclass gets no priority: the tap wins and the control gets touchCancel")
    func plainControlLoses() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let control = PlainControl(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(control)
        control.addAction(UIAction { _ in log.record("control.touchUpInside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.record("control.touchCancel") }, for: .touchCancel)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        scene.container.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["control.touchCancel", "tap"])
    }

    @Test("B122: a recognizer attached to the button itself wins over the button")
    func recognizerOnButtonWins() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(button)
        button.addAction(UIAction { _ in log.record("button.touchUpInside") }, for: .touchUpInside)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        button.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["tap"])
    }

    @Test("B122: with cancelsTouchesInView false both fire, the recognizer first")
    func bothFireWithoutCancelling() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(button)
        button.addAction(UIAction { _ in log.record("button.touchUpInside") }, for: .touchUpInside)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        tap.cancelsTouchesInView = false
        scene.container.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["tap", "button.touchUpInside"])
    }

    @Test("B122: a double-tap recognizer on an ancestor is not refused by the button")
    func buttonDoesNotRefuseDoubleTap() {
        _ = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        scene.container.addSubview(button)
        let tap = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(!button.gestureRecognizerShouldBegin(tap))
        #expect(button.gestureRecognizerShouldBegin(double))
        let own = UITapGestureRecognizer()
        button.addGestureRecognizer(own)
        #expect(button.gestureRecognizerShouldBegin(own))
    }
}
