import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// Typing into a UIKeyInput first responder from a hardware keyboard (B139, B140).

/// A text view adopting UIKeyInput (B139); it can swallow `pressesBegan` without calling `super`.
@MainActor
private final class TextView: UIView, UIKeyInput {
    var text = ""
    var calls: [String] = []
    var swallowsPresses = false

    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {
        calls.append("insertText(\(text.debugDescription))")
        self.text += text
    }
    func deleteBackward() {
        calls.append("deleteBackward")
        if !text.isEmpty { text.removeLast() }
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !swallowsPresses { super.pressesBegan(presses, with: event) }
    }
}

/// A view that handles `pressesBegan` itself, without calling `super`.
@MainActor
private final class PressSwallower: UIView {
    var swallowed = 0
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { swallowed += 1 }
}

@MainActor
@Suite("UIKeyInput typing from a hardware keyboard (B139, B140)")
struct KeyInputTypingTests {
    /// A key window whose root view holds `text` (inside `container`), made first responder.
    @discardableResult
    private func textScene(_ text: TextView, in container: UIView? = nil) -> UIWindow {
        let root = UIViewController()
        if let container {
            container.addSubview(text)
            root.view.addSubview(container)
        } else {
            root.view.addSubview(text)
        }
        let window = TestWorld.window(root: root)
        #expect(text.becomeFirstResponder())
        return window
    }

    @Test("Typed characters reach a UIKeyInput first responder as insertText (B139, B140)")
    func typingInsertsText() {
        let input = TestWorld.input()
        let text = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        textScene(text)
        #expect(!text.hasText)

        input.type("Hi")
        #expect(text.calls == ["insertText(\"H\")", "insertText(\"i\")"])
        #expect(text.text == "Hi")
        #expect(text.hasText)

        // A modifier key alone types nothing.
        input.press(KeyInput(keyCode: .keyboardLeftShift, modifierFlags: .shift))
        #expect(text.calls.count == 2)
    }

    @Test("Backspace calls deleteBackward and Return inserts \"\\n\" (B139, B140)")
    func backspaceAndReturn() {
        let input = TestWorld.input()
        let text = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        textScene(text)

        input.type("ab\u{8}")
        #expect(text.calls == ["insertText(\"a\")", "insertText(\"b\")", "deleteBackward"])
        #expect(text.text == "a")

        text.calls.removeAll()
        input.pressKey(.keyboardDeleteOrBackspace)
        input.pressKey(.keyboardReturnOrEnter)
        #expect(text.calls == ["deleteBackward", "insertText(\"\\n\")"])
        #expect(text.text == "\n")
    }

    @Test("⌘- and Control-chords type nothing (B140)")
    func chordsTypeNothing() {
        let input = TestWorld.input()
        let text = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        textScene(text)

        input.pressKey(.keyboardB, modifiers: .command)
        input.pressKey(.keyboardA, modifiers: .control)
        input.pressKey(.keyboardC, modifiers: .command)  // nobody copies: an ordinary key, still no text
        input.pressKey(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(text.calls.isEmpty)
        #expect(text.text.isEmpty)

        input.type("x")  // plain typing still works
        #expect(text.calls == ["insertText(\"x\")"])
    }

    @Test("A responder on the chain that handles pressesBegan without super stops the typing (B140)")
    func handledPressTypesNothing() {
        let input = TestWorld.input()
        let container = PressSwallower(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let text = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let window = textScene(text, in: container)

        input.type("ab")
        #expect(container.swallowed == 2)
        #expect(text.calls.isEmpty)

        // The text view itself handling the press: no text either.
        container.removeFromSuperview()
        text.removeFromSuperview()
        let other = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        other.swallowsPresses = true
        window.rootViewController?.view.addSubview(other)
        #expect(other.becomeFirstResponder())
        input.type("c")
        #expect(other.calls.isEmpty)
    }
}
