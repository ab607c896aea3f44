import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITextField's overlay views and rectangles as form screens use them: the padding view, an icon on
// the left, a clear button that a real tap presses, and subclasses that inset the text by overriding
// textRect, editingRect and placeholderRect — then the pixels, where the text and placeholder land.

@MainActor
@Suite("UITextField: overlay views, the clear button and the text rectangles")
struct TextFieldOverlayTests {
    final class ClearLog: UITextFieldDelegate {
        var asked = 0
        var allows = true
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            asked += 1
            return allows
        }
    }

    @Test("A padding view with .always: a subview at the left edge, centred; the text rectangle starts after it")
    func paddingView() {
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 44))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 20))
        #expect(field.leftViewMode == .never && field.clearButtonMode == .never && field.rightViewMode == .never)
        showWindow(with: [field])
        field.layoutIfNeeded()
        #expect(field.leftView?.superview == nil, ".never: not shown")
        #expect(field.textRect(forBounds: field.bounds).minX == 0)
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(field.leftView?.superview === field)
        #expect(field.leftView?.frame == CGRect(x: 0, y: 12, width: 12, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 12, y: 0, width: 288, height: 44))
        #expect(field.editingRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        field.text = "Hi"
        let plain = UITextField()
        plain.text = "Hi"
        #expect(field.intrinsicContentSize.width == plain.intrinsicContentSize.width + 12)
    }

    @Test("A right view with .whileEditing shows only while editing; .unlessEditing the other way round")
    func rightViewModes() {
        let input = TestWorld.input()
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 44))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let hint = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.rightView = icon
        field.rightViewMode = .whileEditing
        field.leftView = hint
        field.leftViewMode = .unlessEditing
        showWindow(with: [field])
        field.layoutIfNeeded()
        #expect(icon.superview == nil && hint.superview === field)
        input.tap(at: CGPoint(x: 170, y: 102))
        #expect(field.isEditing)
        field.layoutIfNeeded()
        #expect(icon.superview === field && hint.superview == nil)
        #expect(icon.frame == CGRect(x: 276, y: 10, width: 24, height: 24))
    }

    @Test("""
        The clear button: shown while editing with text; a tap asks the delegate, empties the field, sends \
        editingChanged
        """)
    func clearButtonTap() {
        let input = TestWorld.input()
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 44))
        field.clearButtonMode = .whileEditing
        let delegate = ClearLog()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        showWindow(with: [field])
        input.tap(at: CGPoint(x: 100, y: 102))
        field.layoutIfNeeded()
        #expect(field.subviews.isEmpty, "no text: no clear button")
        input.type("milk")
        field.layoutIfNeeded()
        let button = field.textRect(forBounds: field.bounds)
        #expect(
            button.maxX == 276,
            """
                the text stops at the clear button: \(Double(button.maxX)) \(Double(button.minX)) \
                \(Double(field.bounds.width))
                """
        )
        let rect = field.clearButtonRect(forBounds: field.bounds)
        #expect(rect == CGRect(x: 276, y: 12.5, width: 19, height: 19))
        changes = 0
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20 + rect.midX, y: 80 + rect.midY))
        #expect(delegate.asked == 1)
        #expect(field.text == "" && changes == 1)
        #expect(field.isFirstResponder)
        field.text = "oat milk"
        delegate.allows = false
        field.layoutIfNeeded()
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20 + rect.midX, y: 80 + rect.midY))
        #expect(delegate.asked == 2 && field.text == "oat milk", "the delegate said no")
        withExtendedLifetime(delegate) {}
    }

    @Test("clearsOnBeginEditing empties the field when editing begins, asking the delegate, as code would")
    func clearsOnBegin() {
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 44))
        field.clearsOnBeginEditing = true
        field.text = "old"
        let delegate = ClearLog()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        showWindow(with: [field])
        #expect(field.becomeFirstResponder())
        #expect(field.text == "" && delegate.asked == 1 && changes == 0)
        withExtendedLifetime(delegate) {}
    }

    @Test("A subclass that moves only textRect moves its placeholder too; a field with no clear button makes none")
    func placeholderFollowsTextRect() {
        final class Indented: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 16, dy: 0) }
        }
        let field = Indented(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(field.placeholderRect(forBounds: field.bounds) == CGRect(x: 16, y: 0, width: 168, height: 40))
        #expect(field.editingRect(forBounds: field.bounds) == field.bounds, "editingRect keeps the default")
        field.text = "x"
        field.layoutIfNeeded()
        #expect(field.subviews.isEmpty)
    }
}

@MainActor
@Suite("UITextField draws its text and placeholder in its rectangles",
       .enabled(if: DrawingAvailability.textIsAvailable, "Cairo and Pango are not installed"))
struct TextFieldDrawingTests {
    /// The padded field apps write.
    final class PaddedField: UITextField {
        let padding = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    }

    static func ink(of view: UIView, where matches: ([UInt8]) -> Bool) -> CGRect? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        guard let pixels = PixelReader(image) else { return nil }
        return TextDrawingTests.ink(pixels, where: matches)
    }

    @Test("A padded field's text starts at its inset; its placeholder too, in its attributed colour")
    func paddedText() throws {
        let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
        field.textColor = .red
        field.text = "Hello"
        let text = try #require(Self.ink(of: field, where: TextDrawingTests.isReddish))
        #expect(text.minX >= 40 && text.minX <= 43, "\(text)")
        #expect(abs(text.midY - 22) <= 4, "centred vertically: \(text)")
        field.text = ""
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.blue])
        let placeholder = try #require(Self.ink(of: field, where: TextDrawingTests.isBluish))
        #expect(placeholder.minX >= 40 && placeholder.minX <= 43, "\(placeholder)")
    }

    @Test("Secure entry draws a bullet per character, never the characters")
    func secureEntry() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
        field.textColor = .red
        field.isSecureTextEntry = true
        field.text = "abc"
        let bullets = try #require(Self.ink(of: field, where: TextDrawingTests.isReddish))
        let width = "\u{2022}\u{2022}\u{2022}".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        #expect(bullets.width <= width + 1, "three bullets' width, \(width): \(bullets)")
        #expect(bullets.height <= 8, "bullets are small dots: \(bullets)")
    }
}
