import ResponderKit
import ResponderKitTesting
import Testing
@testable import PortedExampleApp

/// The end of the port tool's chain: the example app, written as iOS code (Tests/ResponderKitPortTests/
/// Fixtures/ExampleApp), ported by the tool (the golden test checks its output is exactly
/// Tests/PortedExampleApp), built against ResponderKit — and driven as a person would. Every action
/// arrives, with the sender and event its method expects.
@MainActor
@Suite("The ported example app: every action arrives", .serialized)
struct PortedExampleAppTests {
    private static var clock: TimeInterval = 1_000

    /// The app on screen, and a hand whose clock starts after the previous test's.
    private func launch() -> (ExampleViewController, UIWindow, InputSimulator) {
        Self.clock += 1_000
        let input = InputSimulator(startTime: Self.clock)
        let controller = ExampleViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, window, input)
    }

    @Test("Buttons: save (and the plain-object tracker), clear, share with its event")
    func buttons() {
        let (app, window, input) = launch()
        input.tap(at: input.screenPoint(of: app.saveButton))
        input.tap(at: input.screenPoint(of: app.clearButton))
        input.tap(at: input.screenPoint(of: app.shareButton))
        #expect(app.log == ["save from the button", "clear", "share (1 touch)"])
        #expect(app.tracker.taps == 1)
        window.isHidden = true
    }

    @Test("The text field's editingChanged, and a tap elsewhere ends editing (UIView.endEditing as an action)")
    func textField() {
        let (app, window, input) = launch()
        input.tap(at: input.screenPoint(of: app.nameField))
        #expect(app.nameField.isFirstResponder)
        input.type("Al")
        #expect(app.log == ["name A", "name Al"])
        input.tap(at: CGPoint(x: 200, y: 560))  // above the on-screen keyboard, outside the field
        #expect(!app.nameField.isFirstResponder)
        window.isHidden = true
    }

    @Test("Gesture recognizers: a double tap, a pan with its translation, a long press")
    func gestures() {
        let (app, window, input) = launch()
        input.doubleTap(at: CGPoint(x: 200, y: 350))
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 360), steps: 8)
        input.advance(by: 1)
        let finger = input.touchDown(at: CGPoint(x: 200, y: 400))
        input.advance(by: 0.6)
        input.lift(finger, at: CGPoint(x: 200, y: 400))
        #expect(app.log == ["double tap", "pan 100,60", "long press"])
        window.isHidden = true
    }

    @Test("Key commands: ⌘S added with addKeyCommand, Escape from the keyCommands override")
    func keyCommands() {
        let (app, window, input) = launch()
        input.pressKey(.keyboardS, modifiers: .command)
        input.pressKey(.keyboardEscape)
        #expect(app.log == ["save from ⌘S", "cancel"])
        window.isHidden = true
    }
}
