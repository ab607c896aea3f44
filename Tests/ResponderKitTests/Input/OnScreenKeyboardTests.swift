import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The on-screen keyboard and custom input and accessory views of a text-entry first responder
// (B75, B139, B140).

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

@MainActor
@Suite("The on-screen keyboard, input and accessory views (B75, B139, B140)")
struct OnScreenKeyboardTests {
    private static let fieldFrame = CGRect(x: 20, y: 80, width: 350, height: 44)
    private static let fieldCenter = CGPoint(x: 195, y: 102)

    /// The view's frame in screen coordinates (its window fills the screen).
    private func screenFrame(of view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
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

    @Test("""
        Any UIKeyInput responder gets the keyboard and its typing; a plain responder gets no keyboard (B75, B139, \
        B140)
        """)
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
}
