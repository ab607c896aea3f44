import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

/// Keys, controls and text-field behaviour a review found wrong, each pinned by a test.
@MainActor
@Suite("Regressions: keys, controls, text")
struct KeysAndControlsRegressionTests {
    final class Field: UIView, UIKeyInput {
        var text = ""
        var began: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            began.append(presses.first?.key?.characters ?? "?")
            super.pressesBegan(presses, with: event)
        }
    }

    @Test("B134: a key that went down with no key window, repeated once a window is key, makes no press and no stale state")
    func keyDownWithoutWindow() {
        let input = TestWorld.input()
        let key = KeyInput(keyCode: .keyboardQ, characters: "q")
        input.keyDown(key)  // no key window now (TestWorld hid every window)
        let controller = UIViewController()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        controller.view.addSubview(field)
        TestWorld.window(root: controller)
        #expect(field.becomeFirstResponder())
        input.keyDown(key)   // autorepeat of the key pressed before
        input.keyUp(key)
        #expect(field.began.isEmpty)
        input.press(key)     // a fresh press begins normally
        #expect(field.began == ["q"])
        #expect(field.text == "q")
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

    final class RefusingDelegate: UITextFieldDelegate {
        var calls: [String] = []
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            calls.append("didEnd(\(reason))")
        }
    }

    @Test("B73, B74: a text field made to resign (endEditing(true)) ends editing and says so, although its delegate refused")
    func forcedResignEndsEditing() {
        _ = TestWorld.input()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        controller.view.addSubview(field)
        let window = TestWorld.window(root: controller)
        let delegate = RefusingDelegate()
        field.delegate = delegate
        var ended = 0
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
        #expect(field.becomeFirstResponder())
        #expect(!field.resignFirstResponder())
        #expect(window.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(ended == 1)
        #expect(delegate.calls == ["didEnd(committed)"])
    }

    final class ResigningDelegate: UITextFieldDelegate {
        func textFieldDidBeginEditing(_ textField: UITextField) { textField.resignFirstResponder() }
    }

    @Test("A delegate that resigns in didBeginEditing: becomeFirstResponder reports false and no editingDidBegin follows the end")
    func delegateResignsInDidBegin() {
        _ = TestWorld.input()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        controller.view.addSubview(field)
        TestWorld.window(root: controller)
        let delegate = ResigningDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        #expect(field.becomeFirstResponder() == false)
        #expect(!field.isFirstResponder)
        #expect(events == ["end"])
    }

    /// A controller with a chat bar: a text field in its input accessory view.
    final class ChatController: UIViewController {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let messageField = UITextField(frame: CGRect(x: 8, y: 4, width: 300, height: 36))
        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryView: UIView? { bar }
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.addSubview(messageField)
        }
    }

    @Test("B75: a text field inside the input accessory view can be tapped, gets the keyboard and takes typing")
    func chatBar() {
        let input = TestWorld.input()
        let controller = ChatController()
        TestWorld.window(root: controller)
        #expect(controller.becomeFirstResponder())
        #expect(controller.bar.window != nil)
        input.tap(at: input.screenPoint(of: controller.messageField))
        #expect(controller.messageField.isEditing)
        #expect(UIApplication.shared.onScreenKeyboard != nil)
        #expect(controller.bar.window != nil, "the bar stays")
        input.type("hi")
        input.typeOnScreen("yo")
        #expect(controller.messageField.text == "hiyo")
    }

    @Test("B82: the usual keyboard dismissal, sendAction(resignFirstResponder) to nil, works")
    func dismissKeyboardAction() {
        _ = TestWorld.input()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        controller.view.addSubview(field)
        TestWorld.window(root: controller)
        #expect(field.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
    }

    final class WatchingApplication: UIApplication {
        var sent: [String] = []
        override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
            sent.append(action.name)
            return super.sendAction(action, to: target, from: sender, for: event)
        }
    }

    @Test("An application subclass can override sendAction(_:to:from:for:)")
    func overrideSendAction() {
        _ = TestWorld.input()
        let application = WatchingApplication()
        let result = UIApplication.withSharedApplication(application) {
            application.sendAction(.copy, to: nil, from: nil, for: nil)
        }
        #expect(result == false)
        #expect(application.sent == ["copy:"])
    }

    @Test("B138: a key command for Return (\"\\r\") fires; typed text keeps zero-width joiners; ⌘C works on a non-Latin layout")
    func keyDetails() {
        let input = TestWorld.input()
        final class Commands: UIViewController {
            var fired: [String] = []
            var copied = 0
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "\r", modifierFlags: .command, action: "send:")] }
            override func actionMethod(for action: Selector) -> UIActionMethod? {
                switch action {
                case "send:": return { [weak self] _, _ in self?.fired.append("send") }
                case .copy: return { [weak self] _, _ in self?.copied += 1 }
                default: return super.actionMethod(for: action)
                }
            }
        }
        let controller = Commands()
        TestWorld.window(root: controller)
        #expect(controller.becomeFirstResponder())
        input.pressKey(.keyboardReturnOrEnter, modifiers: .command)
        #expect(controller.fired == ["send"])
        input.press(KeyInput(keyCode: .keyboardC, characters: "с", charactersIgnoringModifiers: "с", modifierFlags: .command))
        #expect(controller.copied == 1)

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let family = "👨\u{200D}👩\u{200D}👧"
        input.press(KeyInput(keyCode: .keyboardErrorUndefined, characters: family))
        #expect(field.text == family)
    }
}
