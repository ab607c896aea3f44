import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITextField: hardware and on-screen typing, backspace, the delegate's veto, and its text and
// placeholder (B139, B140).

@MainActor
@Suite("UITextField: typing and text (B139, B140)")
struct TextFieldTypingTests {
    private static let fieldFrame = CGRect(x: 20, y: 80, width: 350, height: 44)
    private static let fieldCenter = CGPoint(x: 195, y: 102)

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

    @Test("""
        On-screen typing taps the keys: letters, space, and upper case through shift, each sending editingChanged \
        (B139)
        """)
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
        #expect(
            log.entries == ["editingChanged(hi there )", "editingChanged(hi there H)", "editingChanged(hi there Hi)"])
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
}
