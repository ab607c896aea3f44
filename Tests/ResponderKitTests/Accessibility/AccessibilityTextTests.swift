import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A screen reader reading and editing text (the AT-SPI bridge's Text and EditableText interfaces go
// through these), and the Tab key moving the focus as on iOS with a hardware keyboard.

@MainActor
@Suite("Accessibility: text read and edited as a screen reader does; Tab moves the focus")
struct AccessibilityTextTests {
    /// A form as iOS apps build it: two fields and a notes view, a Save button, a caption.
    private final class FormController: UIViewController, UITextFieldDelegate {
        let name = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let email = UITextField(frame: CGRect(x: 20, y: 160, width: 300, height: 40))
        let notes = UITextView(frame: CGRect(x: 20, y: 220, width: 300, height: 120))
        let save = UIButton(type: .system)
        let caption = UILabel(frame: CGRect(x: 20, y: 360, width: 300, height: 30))
        var refusesDigits = false
        var edits: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            name.placeholder = "Name"
            email.placeholder = "Email"
            name.delegate = self
            name.addAction(UIAction { [weak self] _ in self?.edits.append(self?.name.text ?? "") },
                           for: .editingChanged)
            save.setTitle("Save", for: .normal)
            save.frame = CGRect(x: 20, y: 400, width: 300, height: 44)
            caption.text = "Héllo wörld"
            for subview in [name, email, notes, caption, save] { view.addSubview(subview) }
        }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                       replacementString string: String) -> Bool {
            !(refusesDigits && string.contains { $0.isNumber })
        }
    }

    @Test("Text, caret and selection in scalars; a text view's selection moves, a field's caret is at its end")
    func readingText() {
        let controller = FormController()
        TestWorld.window(root: controller)
        #expect(AssistiveTechnology.text(of: controller.caption) == "Héllo wörld")
        #expect(AssistiveTechnology.text(of: controller.save) == nil, "a button is not text")
        #expect(AssistiveTechnology.textSelection(of: controller.name) == nil, "no caret before editing")
        controller.name.text = "Ada 👩🏽‍💻"
        _ = controller.name.becomeFirstResponder()
        // "Ada " is 4 scalars, the emoji 4 more (woman, skin tone, joiner, laptop).
        #expect(AssistiveTechnology.textSelection(of: controller.name) == 8..<8)
        controller.notes.text = "👍 fine"
        controller.notes.selectedRange = NSRange(location: 3, length: 4)
        #expect(AssistiveTechnology.textSelection(of: controller.notes) == 2..<6, "UTF-16 3..<7 is scalars 2..<6")
        #expect(AssistiveTechnology.setTextSelection(0..<1, of: controller.notes))
        #expect(controller.notes.selectedRange == NSRange(location: 0, length: 2))
        #expect(!AssistiveTechnology.setTextSelection(0..<1, of: controller.name))
        controller.notes.text = "a😀b"
        controller.notes.selectedRange = NSRange(location: 2, length: 0)
        #expect(AssistiveTechnology.textSelection(of: controller.notes) == 1..<1,
                "a caret inside a surrogate pair rounds down to the pair's start")
        controller.notes.selectedRange = NSRange(location: 1, length: 1)
        #expect(AssistiveTechnology.textSelection(of: controller.notes) == 1..<1)
        controller.name.isSecureTextEntry = true
        #expect(AssistiveTechnology.text(of: controller.name) == "••••••••")
    }

    @Test("Edits go through the delegate and send .editingChanged, as typing does")
    func editingText() {
        let controller = FormController()
        TestWorld.window(root: controller)
        controller.name.text = "Ada"
        #expect(AssistiveTechnology.replaceText(in: 3..<3, with: " L", of: controller.name))
        #expect(controller.name.text == "Ada L")
        #expect(AssistiveTechnology.replaceText(in: 0..<3, with: "Grace", of: controller.name))
        #expect(controller.name.text == "Grace L")
        #expect(controller.edits == ["Ada L", "Grace L"], "one .editingChanged per edit")
        controller.refusesDigits = true
        AssistiveTechnology.replaceText(in: 7..<7, with: "2", of: controller.name)
        #expect(controller.name.text == "Grace L", "the delegate refused the digit")
        controller.notes.text = "one three"
        #expect(AssistiveTechnology.replaceText(in: 4..<4, with: "two ", of: controller.notes))
        #expect(controller.notes.text == "one two three")
        #expect(AssistiveTechnology.replaceText(in: 0..<4, with: "", of: controller.notes))
        #expect(controller.notes.text == "two three")
        controller.notes.selectedRange = NSRange(location: 3, length: 0)
        #expect(AssistiveTechnology.replaceText(in: 3..<3, with: "", of: controller.notes))
        #expect(controller.notes.text == "two three", "an empty deletion deletes nothing")
        controller.name.text = "Hi 👍🏽"
        #expect(AssistiveTechnology.replaceText(in: 3..<5, with: "", of: controller.name))
        #expect(controller.name.text == "Hi ", "the two scalars of the emoji go, not the space before it")
        controller.notes.isEditable = false
        #expect(!AssistiveTechnology.replaceText(in: 0..<3, with: "", of: controller.notes))
        #expect(!AssistiveTechnology.replaceText(in: 0..<1, with: "x", of: controller.caption), "a label is read only")
    }

    @Test("A character's box on screen and the character under a point agree")
    func characterGeometry() {
        let controller = FormController()
        let window = TestWorld.window(root: controller)
        controller.name.text = "Hello"
        window.layoutIfNeeded()
        guard let first = AssistiveTechnology.textBounds(of: 0..<1, in: controller.name),
              let second = AssistiveTechnology.textBounds(of: 1..<2, in: controller.name),
              let whole = AssistiveTechnology.textBounds(of: 0..<5, in: controller.name) else {
            Issue.record("a text field's characters have boxes")
            return
        }
        let field = controller.name.accessibilityFrame
        #expect(field.contains(CGPoint(x: first.midX, y: first.midY)))
        #expect(second.minX >= first.maxX - 0.5 && second.minY == first.minY)
        #expect(whole.width > second.maxX - first.minX && whole.minX == first.minX)
        #expect(AssistiveTechnology.textOffset(at: CGPoint(x: second.midX, y: second.midY), in: controller.name) == 1)
        #expect(AssistiveTechnology.textOffset(at: CGPoint(x: whole.maxX + 40, y: whole.midY), in: controller.name)
            == nil)
        // A text view's second line is below its first.
        controller.notes.text = "first\nsecond"
        guard let line1 = AssistiveTechnology.textBounds(of: 0..<1, in: controller.notes),
              let line2 = AssistiveTechnology.textBounds(of: 6..<7, in: controller.notes) else {
            Issue.record("a text view's characters have boxes")
            return
        }
        #expect(line2.minY > line1.minY && line2.minX == line1.minX)
        #expect(AssistiveTechnology.textOffset(at: CGPoint(x: line2.midX, y: line2.midY), in: controller.notes) == 6)
    }

    @Test("Tab in a text field moves to the next text input in reading order; Shift-Tab back; it wraps")
    func tabBetweenFields() {
        let input = TestWorld.input()
        let controller = FormController()
        TestWorld.window(root: controller)
        input.tap(at: input.screenPoint(of: controller.name))
        #expect(controller.name.isFirstResponder)
        input.pressKey(.keyboardTab, characters: "\t")
        #expect(controller.email.isFirstResponder)
        #expect(controller.name.text == "", "Tab typed nothing")
        input.pressKey(.keyboardTab, characters: "\t")
        #expect(controller.notes.isFirstResponder)
        input.pressKey(.keyboardTab, characters: "\t")
        #expect(controller.notes.text == "\t", "a text view types its Tab, as UIKit's does")
        _ = controller.email.becomeFirstResponder()
        input.pressKey(.keyboardTab, modifiers: .shift, characters: "\t")
        #expect(controller.name.isFirstResponder)
        input.pressKey(.keyboardTab, modifiers: .shift, characters: "\t")
        #expect(controller.notes.isFirstResponder, "Shift-Tab from the first wraps to the last")
    }

    @Test("With a screen reader running, Tab walks every element that responds, and reaches the fields too")
    func tabWithScreenReader() {
        let input = TestWorld.input()
        let controller = FormController()
        TestWorld.window(root: controller)
        AssistiveTechnology.platformScreenReaderRunning = true
        defer { AssistiveTechnology.platformScreenReaderRunning = false }
        #expect(UIAccessibility.isVoiceOverRunning)
        var focused: [String] = []
        for _ in 0..<5 {
            input.pressKey(.keyboardTab, characters: "\t")
            let element = AssistiveTechnology.focusedElement
            focused.append(element?.accessibilityLabel ?? (element as? UITextField)?.placeholder ?? "?")
        }
        #expect(focused == ["Name", "Email", "?", "Save", "Name"],
                "the caption does not respond; the notes view has no label")
        #expect(controller.name.isFirstResponder, "a field the focus lands on takes the keyboard")
        input.pressKey(.keyboardTab, modifiers: .shift, characters: "\t")
        #expect(AssistiveTechnology.focusedElement === controller.save)
        #expect(!controller.name.isFirstResponder, "leaving a field ends its editing")
        AssistiveTechnology.focus(controller.caption)
        input.pressKey(.keyboardTab, characters: "\t")
        #expect(AssistiveTechnology.focusedElement === controller.save, "from a label, the next that responds")
        _ = controller.notes.becomeFirstResponder()
        input.pressKey(.keyboardTab, characters: "\t")
        #expect(controller.notes.text == "\t", "a text view types its Tab even with a screen reader")
    }

    @Test("The platform's screen reader makes isVoiceOverRunning true and posts its notification")
    func platformScreenReader() {
        var posts = 0
        let name = UIAccessibility.voiceOverStatusDidChangeNotification
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posts += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        AssistiveTechnology.platformScreenReaderRunning = true
        #expect(UIAccessibility.isVoiceOverRunning)
        AssistiveTechnology.platformScreenReaderRunning = false
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(posts == 2)
    }
}
