import ResponderKit
import ResponderKitTesting
import Testing

// Attributed text as iOS screens build it: the keys, paragraph styles, labels, buttons and fields
// given attributed strings, and measuring with size(withAttributes:) and boundingRect.

@MainActor
@Suite("Attributed text: keys, paragraph styles, labels, buttons, fields and measuring")
struct AttributedTextTests {
    @Test("UIKit's keys and raw values; a mutable paragraph style copies to an immutable one of the same values")
    func keysAndStyles() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.double.rawValue == 9)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        style.lineBreakMode = .byTruncatingTail
        let copy = style.copy() as? NSParagraphStyle
        #expect(copy?.alignment == .center && copy?.lineSpacing == 4 && copy?.lineBreakMode == .byTruncatingTail)
        #expect(copy?.isEqual(style) == true)
        #expect(
            NSParagraphStyle.default.alignment == .natural && NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
        let mutable = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
        mutable?.paragraphSpacing = 8
        #expect(mutable?.paragraphSpacing == 8)
    }

    @Test("""
        A label given attributed text takes its first character's font, colour and alignment, and measures with \
        its fonts
        """)
    func labelAttributedText() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let title = NSMutableAttributedString(string: "Sale ", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.systemRed, .paragraphStyle: paragraph,
        ])
        title.append(NSAttributedString(string: "today only", attributes: [.font: UIFont.systemFont(ofSize: 12),
                    .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                ]))
        let label = UILabel()
        label.attributedText = title
        #expect(label.text == "Sale today only")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 30))
        #expect(label.textColor == .systemRed)
        #expect(label.textAlignment == .center)
        #expect(label.attributedText?.isEqual(to: title) == true)
        let size = label.intrinsicContentSize
        #expect(
            size.height == UIFont.boldSystemFont(ofSize: 30).lineHeight.rounded(.up), "the tallest font sets the line")
        #expect(size.width < "Sale today only".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30)]).width)

        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        #expect((label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == label.font)

        label.attributedText = title
        label.font = UIFont.systemFont(ofSize: 10)
        #expect((label.attributedText?.attribute(.font, at: 6, effectiveRange: nil) as? UIFont)?.pointSize == 10,
                "a font set after attributed text applies to all of it")
    }

    @Test("size(withAttributes:) and boundingRect measure with the labels' metrics; usesLineFragmentOrigin wraps")
    func measuring() {
        let font = UIFont.systemFont(ofSize: 17)
        let size = "Hello, world".size(withAttributes: [.font: font])
        let label = UILabel()
        label.font = font
        label.text = "Hello, world"
        #expect(CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)) == label.intrinsicContentSize)
        #expect(("Hello, world" as NSString).size(withAttributes: [.font: font]) == size)
        let long = String(repeating: "word ", count: 20)
        let oneLine = long.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [],
                                        attributes: [.font: font], context: nil)
        let wrapped = long.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(oneLine.height == font.lineHeight)
        #expect(wrapped.width <= 100 && wrapped.height > font.lineHeight * 5)
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 6
        let twoLines = NSAttributedString(string: "one\ntwo", attributes: [.font: font, .paragraphStyle: spaced])
        #expect(abs(twoLines.size().height - (font.lineHeight * 2 + 6)) < 0.001)
        #expect(NSAttributedString(string: "").size() == .zero)
    }

    @Test("A button's attributed title is shown by its title label and sizes the button")
    func buttonAttributedTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        let plain = button.intrinsicContentSize
        button.setAttributedTitle(
            NSAttributedString(string: "Buy", attributes: [.font: UIFont.boldSystemFont(ofSize: 28)]), for: .normal)
        #expect(button.currentAttributedTitle?.string == "Buy")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Buy", "a state with nothing set uses .normal's")
        button.layoutIfNeeded()
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 28))
        #expect(button.intrinsicContentSize.height > plain.height)
    }

    @Test("A text field's attributed text sets its text, font and colour; its placeholder keeps the characters")
    func fieldAttributedText() {
        let field = UITextField()
        field.attributedText = NSAttributedString(
            string: "42",
            attributes: [
                .font: UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular),
                                                                            .foregroundColor: UIColor.systemBlue])
        #expect(field.text == "42")
        #expect(field.font?.pointSize == 20 && field.textColor == .systemBlue)
        #expect(
            (field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor) == .systemBlue)
        field.attributedPlaceholder = NSAttributedString(string: "Amount", attributes: [.foregroundColor: UIColor.gray])
        #expect(field.placeholder == "Amount")
        field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 14)]
        #expect(field.font?.pointSize == 14)
    }
}
