import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITextField: copy, paste, cut and select all through the responder chain and the pasteboard, and
// buttons tapped while a field is editing (B70, B82, B83, B138, F7).

@MainActor
@Suite("UITextField: edit actions, the pasteboard, and buttons while editing (B70, B82, B83, B138, F7)")
struct TextFieldEditActionsTests {
    private static let fieldFrame = CGRect(x: 20, y: 80, width: 350, height: 44)
    private static let fieldCenter = CGPoint(x: 195, y: 102)

    // MARK: Edit actions and the pasteboard

    @Test("""
        copy:, paste:, cut: and selectAll: sent to nil reach the editing field and use UIPasteboard.general (B70, \
        B82, B83)
        """)
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
