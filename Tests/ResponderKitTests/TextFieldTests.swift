import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITextField and the on-screen keyboard: becoming first responder by a tap, the delegate's say,
// editing events, hardware and on-screen typing, Return, the edit actions and the pasteboard
// (UIKIT-NOTES B75, B139, B140, B67, SPEC F7–F8).

/// A delegate that logs every callback and can refuse each decision.
@MainActor
private final class FieldDelegate: UITextFieldDelegate {
    let log: EventLog
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    /// Replacement strings the delegate refuses.
    var refused: Set<String> = []
    var changes: [(range: NSRange, replacement: String)] = []

    init(log: EventLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.record("shouldBeginEditing")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        log.record("didBeginEditing(first: \(textField.isFirstResponder))")
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.record("shouldEndEditing")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        log.record("didEndEditing(first: \(textField.isFirstResponder))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        changes.append((range, string))
        return !refused.contains(string)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.record("shouldReturn")
        return allowsReturn
    }
}

/// A view that adopts UIKeyInput itself (B139): the smallest text-entry responder.
@MainActor
private final class KeyInputView: UIView, UIKeyInput {
    var typed = ""
    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed += text }
    func deleteBackward() {
        if !typed.isEmpty { typed.removeLast() }
    }
    override var canBecomeFirstResponder: Bool { true }
}

/// A view that can be first responder but takes no text: no keyboard for it.
@MainActor
private final class PlainResponderView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// Logs the field's editing events under their names, with the text at that moment for editingChanged.
@MainActor
private func recordEditing(of field: UITextField, into log: EventLog) {
    let events: [(String, UIControl.Event)] = [
        ("editingDidBegin", .editingDidBegin), ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit),
    ]
    for (name, event) in events {
        field.addAction(UIAction { _ in log.record(name) }, for: event)
    }
    field.addAction(UIAction { action in
        log.record("editingChanged(\((action.sender as? UITextField)?.text ?? "?"))")
    }, for: .editingChanged)
}

@MainActor
@Suite("UITextField and the on-screen keyboard (B75, B139, F7, F8)")
struct TextFieldTests {
    private static let fieldFrame = CGRect(x: 20, y: 80, width: 350, height: 44)
    private static let fieldCenter = CGPoint(x: 195, y: 102)
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The view's frame in screen coordinates (its window fills the screen).
    private func screenFrame(of view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    // MARK: Beginning to edit

    @Test("Tapping a field makes it first responder: shouldBegin, didBegin, editingDidBegin (B67, F8)")
    func tapBeginsEditing() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let delegate = FieldDelegate(log: log)
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        #expect(!field.isEditing)

        input.tap(at: Self.fieldCenter)
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(log.entries.first == "shouldBeginEditing")
        #expect(log.entries.contains("didBeginEditing(first: true)"))
        #expect(log.entries.filter { $0 == "editingDidBegin" }.count == 1)
        #expect(log.entries.count == 3)

        // Tapping it again while editing begins nothing new.
        log.clear()
        input.advance(by: 2)
        input.tap(at: Self.fieldCenter)
        #expect(log.entries.isEmpty)
        #expect(field.isFirstResponder)
        withExtendedLifetime(delegate) {}
    }

    @Test("textFieldShouldBeginEditing returning false keeps the field from becoming first responder")
    func shouldBeginFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let delegate = FieldDelegate(log: log)
        delegate.allowsBegin = false
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field])

        input.tap(at: Self.fieldCenter)
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(!field.becomeFirstResponder())
        #expect(log.entries == ["shouldBeginEditing", "shouldBeginEditing"])
        #expect(UIApplication.shared.onScreenKeyboard == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test("A disabled field cannot become first responder, by a tap or by code (B96)")
    func disabledFieldCannotEdit() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        field.isEnabled = false
        showWindow(with: [field])

        #expect(!field.canBecomeFirstResponder)
        input.tap(at: Self.fieldCenter)
        #expect(!field.isFirstResponder)
        #expect(!field.becomeFirstResponder())
        #expect(log.entries.isEmpty)
        #expect(UIApplication.shared.onScreenKeyboard == nil)

        field.isEnabled = true
        #expect(field.canBecomeFirstResponder)
        #expect(field.becomeFirstResponder())
        #expect(log.entries == ["editingDidBegin"])
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

    // MARK: The keyboard

    @Test("A field without inputView shows the on-screen keyboard at the bottom of the key window (B75, B139)")
    func keyboardShownAtBottom() {
        let input = TestWorld.input()
        let field = UITextField(frame: Self.fieldFrame)
        let window = showWindow(with: [field])
        #expect(field.inputView == nil)
        #expect(field.inputAccessoryView == nil)
        #expect(UIApplication.shared.onScreenKeyboard == nil)

        input.tap(at: Self.fieldCenter)
        let keyboard = UIApplication.shared.onScreenKeyboard
        #expect(keyboard != nil)
        if let keyboard {
            #expect(keyboard.window != nil)
            #expect(keyboard.window !== window)  // a window of its own, in front
            let frame = screenFrame(of: keyboard)
            #expect(frame.height == OnScreenKeyboard.height)
            #expect(frame.maxY == window.frame.maxY)
            #expect(frame.minX == 0)
            #expect(frame.width == window.frame.width)
            #expect(keyboard.key(for: "a") != nil)
            #expect(keyboard.key(for: "return") != nil)
        }

        // Resigning dismisses it.
        #expect(field.resignFirstResponder())
        #expect(UIApplication.shared.onScreenKeyboard == nil)
        #expect(keyboard?.window == nil)
    }

    @Test("A custom inputView replaces the keyboard, with the accessory view above it; both go on resign (B75)")
    func customInputView() {
        let input = TestWorld.input()
        let field = UITextField(frame: Self.fieldFrame)
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 180))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.inputView = picker
        field.inputAccessoryView = bar
        showWindow(with: [field])

        input.tap(at: Self.fieldCenter)
        #expect(field.isFirstResponder)
        #expect(UIApplication.shared.onScreenKeyboard == nil)
        #expect(picker.window != nil)
        #expect(screenFrame(of: picker) == CGRect(x: 0, y: 844 - 180, width: 390, height: 180))
        #expect(screenFrame(of: bar) == CGRect(x: 0, y: 844 - 180 - 44, width: 390, height: 44))

        #expect(field.resignFirstResponder())
        #expect(picker.window == nil)
        #expect(bar.window == nil)
    }

    @Test("The keyboard is shown with an accessory view right above it (B75)")
    func keyboardWithAccessory() {
        let input = TestWorld.input()
        let field = UITextField(frame: Self.fieldFrame)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.inputAccessoryView = bar
        showWindow(with: [field])

        input.tap(at: Self.fieldCenter)
        #expect(UIApplication.shared.onScreenKeyboard != nil)
        #expect(screenFrame(of: bar).maxY == 844 - OnScreenKeyboard.height)
    }

    @Test("Any UIKeyInput responder gets the keyboard and its typing; a plain responder gets no keyboard (B75, B139, B140)")
    func keyInputAdopterGetsKeyboard() {
        let input = TestWorld.input()
        let editor = KeyInputView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        let plain = PlainResponderView(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        showWindow(with: [editor, plain])

        #expect(plain.becomeFirstResponder())
        #expect(UIApplication.shared.onScreenKeyboard == nil)

        #expect(editor.becomeFirstResponder())
        #expect(UIApplication.shared.onScreenKeyboard != nil)
        #expect(!editor.hasText)
        input.type("ab")
        #expect(input.typeOnScreen("cd"))
        #expect(editor.typed == "abcd")
        #expect(editor.hasText)
        input.type("\u{8}")
        #expect(editor.typed == "abc")

        #expect(plain.becomeFirstResponder())
        #expect(UIApplication.shared.onScreenKeyboard == nil)
    }

    // MARK: Typing

    @Test("Hardware typing appends the text and sends editingChanged for each character (B139, B140)")
    func hardwareTyping() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        log.clear()

        input.type("Hello")
        #expect(field.text == "Hello")
        #expect(log.entries == [
            "editingChanged(H)", "editingChanged(He)", "editingChanged(Hel)",
            "editingChanged(Hell)", "editingChanged(Hello)",
        ])
        #expect(field.hasText)
        #expect(field.isFirstResponder)
    }

    @Test("Typing with no first responder changes no field (B140)")
    func typingWithoutFirstResponder() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        showWindow(with: [field])

        input.type("abc")
        #expect(field.text == "")
        #expect(log.entries.isEmpty)
    }

    @Test("On-screen typing taps the keys: letters, space, and upper case through shift, each sending editingChanged (B139)")
    func onScreenTyping() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        log.clear()

        #expect(input.typeOnScreen("hi there"))
        #expect(field.text == "hi there")
        #expect(log.entries.count == 8)
        #expect(log.entries.last == "editingChanged(hi there)")

        log.clear()
        #expect(input.typeOnScreen(" Hi"))
        #expect(field.text == "hi there Hi")
        #expect(log.entries == ["editingChanged(hi there )", "editingChanged(hi there H)", "editingChanged(hi there Hi)"])
        #expect(UIApplication.shared.onScreenKeyboard?.isShifted == false)  // shift applies to one letter
        #expect(field.isFirstResponder)  // tapping keys does not take first responder away
    }

    @Test("Shift on the on-screen keyboard upper-cases the next letter only")
    func shiftKey() {
        let input = TestWorld.input()
        let field = UITextField(frame: Self.fieldFrame)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        guard let keyboard = UIApplication.shared.onScreenKeyboard,
              let shift = keyboard.key(for: "shift"), let a = keyboard.key(for: "a") else {
            Issue.record("no keyboard")
            return
        }
        #expect(!keyboard.isShifted)
        input.tap(at: input.screenPoint(of: shift))
        #expect(keyboard.isShifted)
        input.advance(by: 1)
        input.tap(at: input.screenPoint(of: a))
        input.advance(by: 1)
        input.tap(at: input.screenPoint(of: a))
        #expect(field.text == "Aa")
        #expect(!keyboard.isShifted)
    }

    @Test("Backspace deletes the last character and sends editingChanged — hardware and on-screen (B139)")
    func backspaceDeletes() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        input.type("abcd")
        log.clear()

        input.type("\u{8}")
        #expect(field.text == "abc")
        #expect(log.entries == ["editingChanged(abc)"])

        input.pressKey(.keyboardDeleteOrBackspace)
        #expect(field.text == "ab")

        #expect(input.typeOnScreen("\u{8}"))
        #expect(field.text == "a")
        #expect(log.entries.count == 3)
        #expect(log.entries.last == "editingChanged(a)")
    }

    @Test("insertText, deleteBackward and hasText work directly, as UIKeyInput (B139)")
    func keyInputDirectly() {
        let input = TestWorld.input()
        let field = UITextField(frame: Self.fieldFrame)
        let keyInput: any UIKeyInput = field
        #expect(!keyInput.hasText)
        keyInput.insertText("ab")
        keyInput.insertText("ç")
        #expect(field.text == "abç")
        #expect(keyInput.hasText)
        keyInput.deleteBackward()
        #expect(field.text == "ab")
        keyInput.deleteBackward()
        keyInput.deleteBackward()
        keyInput.deleteBackward()  // nothing left: no crash
        #expect(field.text == "")
        #expect(!keyInput.hasText)
        _ = input
    }

    @Test("textField(_:shouldChangeCharactersIn:replacementString:) returning false blocks the change")
    func shouldChangeBlocks() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let delegate = FieldDelegate(log: log)
        delegate.refused = ["x"]
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        log.clear()

        input.type("axb")
        #expect(field.text == "ab")
        #expect(log.entries == ["editingChanged(a)", "editingChanged(ab)"])
        #expect(delegate.changes.map(\.replacement) == ["a", "x", "b"])
        #expect(delegate.changes.map(\.range.location) == [0, 1, 1])
        #expect(delegate.changes.allSatisfy { $0.range.length == 0 })

        // A deletion asks too, with the range of the last character and an empty replacement.
        delegate.refused = [""]
        input.type("\u{8}")
        #expect(field.text == "ab")
        #expect(delegate.changes.last?.replacement == "")
        #expect(delegate.changes.last?.range == NSRange(location: 1, length: 1))
        withExtendedLifetime(delegate) {}
    }

    // MARK: Return and ending

    @Test("Return: shouldReturn true sends editingDidEndOnExit, then the field resigns with editingDidEnd; the keyboard goes")
    func returnEndsEditing() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let delegate = FieldDelegate(log: log)
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        input.type("hi")
        log.clear()

        input.type("\n")
        #expect(field.text == "hi")  // Return types nothing into a single-line field
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(UIApplication.shared.onScreenKeyboard == nil)
        let entries = log.entries
        #expect(entries.first == "shouldReturn")
        #expect(entries.contains("didEndEditing(first: false)"))
        if let exit = entries.firstIndex(of: "editingDidEndOnExit"),
           let end = entries.firstIndex(of: "editingDidEnd"),
           let should = entries.firstIndex(of: "shouldEndEditing") {
            #expect(exit < should)
            #expect(should < end)
        } else {
            Issue.record("missing events: \(entries)")
        }
        #expect(entries.count == 5)
        withExtendedLifetime(delegate) {}
    }

    @Test("Return on the on-screen keyboard does the same as the hardware key")
    func onScreenReturn() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        log.clear()

        #expect(input.typeOnScreen("ok\n"))
        #expect(field.text == "ok")
        #expect(!field.isFirstResponder)
        #expect(log.entries == ["editingChanged(o)", "editingChanged(ok)", "editingDidEndOnExit", "editingDidEnd"])
        #expect(UIApplication.shared.onScreenKeyboard == nil)
    }

    @Test("Return with textFieldShouldReturn false: the field stays first responder and sends nothing")
    func returnRefused() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let delegate = FieldDelegate(log: log)
        delegate.allowsReturn = false
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        input.type("hi")
        log.clear()

        input.type("\n")
        #expect(log.entries == ["shouldReturn"])
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(field.text == "hi")
        #expect(UIApplication.shared.onScreenKeyboard != nil)
        withExtendedLifetime(delegate) {}
    }

    @Test("textFieldShouldEndEditing false keeps the field first responder against resign and other fields (B67 step 4)")
    func shouldEndFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 350, height: 44))
        let delegate = FieldDelegate(log: log)
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field, other])
        input.tap(at: Self.fieldCenter)
        delegate.allowsEnd = false
        log.clear()

        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        input.tap(at: input.screenPoint(of: other))
        #expect(field.isFirstResponder)
        #expect(!other.isFirstResponder)
        #expect(!log.entries.contains("editingDidEnd"))
        #expect(!log.entries.contains { $0.hasPrefix("didEndEditing") })
        #expect(log.entries.contains("shouldEndEditing"))

        delegate.allowsEnd = true
        input.advance(by: 2)
        input.tap(at: input.screenPoint(of: other))
        #expect(other.isFirstResponder)
        #expect(!field.isFirstResponder)
        #expect(log.entries.contains("editingDidEnd"))
        withExtendedLifetime(delegate) {}
    }

    @Test("Moving first responder to another field ends editing in the first one and begins it in the other")
    func switchingFields() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 350, height: 44))
        recordEditing(of: field, into: log)
        other.addAction(UIAction { _ in log.record("other.editingDidBegin") }, for: .editingDidBegin)
        showWindow(with: [field, other])

        input.tap(at: Self.fieldCenter)
        input.advance(by: 2)
        input.tap(at: input.screenPoint(of: other))
        #expect(log.entries == ["editingDidBegin", "editingDidEnd", "other.editingDidBegin"])
        #expect(UIApplication.shared.onScreenKeyboard != nil)
        input.type("z")
        #expect(other.text == "z")
        #expect(field.text == "")
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

    // MARK: Text and placeholder

    @Test("text is \"\" by default and after setting nil; hasText follows it; placeholder is separate")
    func textAndPlaceholder() {
        let input = TestWorld.input()
        let field = UITextField(frame: Self.fieldFrame)
        #expect(field.text == "")
        #expect(!field.hasText)
        #expect(field.placeholder == nil)

        field.placeholder = "Title"
        #expect(field.placeholder == "Title")
        #expect(field.text == "")
        #expect(!field.hasText)

        field.text = "Notes"
        #expect(field.text == "Notes")
        #expect(field.hasText)
        field.text = nil
        #expect(field.text == "")
        #expect(!field.hasText)
        _ = input
    }

    @Test("Setting text in code sends no editingChanged")
    func programmaticTextSendsNothing() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        log.clear()
        field.text = "set in code"
        #expect(log.entries.isEmpty)
        input.type("!")
        #expect(field.text == "set in code!")
    }

    // MARK: Edit actions and the pasteboard

    @Test("copy:, paste:, cut: and selectAll: sent to nil reach the editing field and use UIPasteboard.general (B70, B82, B83)")
    func editActionsThroughSendAction() {
        let input = TestWorld.input()
        UIPasteboard.general.string = nil
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        input.type("Hello")
        log.clear()
        let app = UIApplication.shared

        #expect(!UIPasteboard.general.hasStrings)
        #expect(!field.canPerformAction(.paste, withSender: nil))  // nothing to paste
        #expect(app.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(UIPasteboard.general.string == "Hello")
        #expect(UIPasteboard.general.hasStrings)
        #expect(field.text == "Hello")
        #expect(log.entries.isEmpty)  // copying changes nothing

        UIPasteboard.general.string = ", world"
        #expect(field.canPerformAction(.paste, withSender: nil))
        #expect(app.sendAction(.paste, to: nil, from: nil, for: nil))
        #expect(field.text == "Hello, world")
        #expect(log.entries == ["editingChanged(Hello, world)"])

        #expect(app.sendAction(.selectAll, to: nil, from: nil, for: nil))

        log.clear()
        #expect(app.sendAction(.cut, to: nil, from: nil, for: nil))
        #expect(UIPasteboard.general.string == "Hello, world")
        #expect(field.text == "")
        #expect(log.entries == ["editingChanged()"])

        // With no text, nothing can be copied, cut or selected: no one on the chain performs them.
        #expect(!field.canPerformAction(.copy, withSender: nil))
        #expect(!field.canPerformAction(.cut, withSender: nil))
        #expect(!field.canPerformAction(.selectAll, withSender: nil))
        #expect(!app.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(!app.sendAction(.selectAll, to: nil, from: nil, for: nil))
        #expect(UIPasteboard.general.string == "Hello, world")
    }

    @Test("A field that is not first responder can be copied from but not pasted into or cut")
    func editActionsWhenNotEditing() {
        let input = TestWorld.input()
        UIPasteboard.general.string = "clip"
        let field = UITextField(frame: Self.fieldFrame)
        field.text = "Hello"
        showWindow(with: [field])
        #expect(!field.isFirstResponder)

        #expect(field.canPerformAction(.copy, withSender: nil))
        #expect(!field.canPerformAction(.paste, withSender: nil))
        #expect(!field.canPerformAction(.cut, withSender: nil))
        #expect(UIApplication.shared.sendAction(.copy, to: field, from: nil, for: nil))
        #expect(UIPasteboard.general.string == "Hello")
        #expect(field.text == "Hello")
        _ = input
    }

    @Test("⌘C and ⌘V on a hardware keyboard copy from and paste into the editing field (B138)")
    func commandKeysCopyAndPaste() {
        let input = TestWorld.input()
        UIPasteboard.general.string = nil
        let field = UITextField(frame: Self.fieldFrame)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        input.type("abc")

        input.pressKey(.keyboardC, modifiers: .command)
        #expect(UIPasteboard.general.string == "abc")
        #expect(field.text == "abc")  // the shortcut typed nothing
        input.pressKey(.keyboardV, modifiers: .command)
        #expect(field.text == "abcabc")
    }

    // MARK: Buttons while editing

    @Test("Tapping a UIButton while a field is first responder sends its action and leaves the field editing (F7)")
    func buttonTapKeepsFieldFirstResponder() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        let button = UIButton(frame: CGRect(x: 20, y: 300, width: 120, height: 44))
        button.addAction(UIAction { action in
            log.record("save(sender is button: \(action.sender is UIButton))")
        }, for: .touchUpInside)
        showWindow(with: [field, button])
        input.tap(at: Self.fieldCenter)
        input.type("draft")
        log.clear()

        input.tap(at: input.screenPoint(of: button))
        #expect(log.entries == ["save(sender is button: true)"])
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(UIApplication.shared.onScreenKeyboard != nil)

        input.type("!")
        #expect(field.text == "draft!")
    }
}
