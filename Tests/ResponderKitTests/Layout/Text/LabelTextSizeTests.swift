import Foundation
@testable import ResponderKit
import Testing

// The sizes Auto Layout will read through the internal hooks (`UILabel.textSize(fitting:)`,
// `intrinsicTextSize()`, `UIButton.titleSize()`, `UITextField.textFieldSize()`) — hence the
// testable import — and the UIKit defaults of the text properties. Sizes are rounded up to the
// pixel (UIScreen.main.scale is 1 in tests). "Hello" in 17-point DejaVu Sans is 43.09 wide and a
// line 19.79 high.

@MainActor
@Suite("Text sizes of labels, buttons and text fields")
struct LabelTextSizeTests {
    private let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    @Test("A label has UIKit's defaults: 17-point system font, natural alignment, one line, tail truncation")
    func labelDefaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0)
        #expect(NSTextAlignment.natural.rawValue == 4 && NSLineBreakMode.byTruncatingTail.rawValue == 4)
    }

    @Test("Setting the font to nil restores the default (null_resettable)")
    func nilFontResets() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        #expect(label.font.pointSize == 30)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        let field = UITextField()
        field.font = .systemFont(ofSize: 9)
        field.font = nil
        #expect(field.font == UIFont.systemFont(ofSize: 17))
    }

    @Test("An empty label's size is zero")
    func emptyLabel() {
        let label = UILabel()
        #expect(label.intrinsicTextSize() == .zero)
        label.text = ""
        #expect(label.textSize(fitting: unlimited) == .zero)
    }

    @Test("A one-line label is its text's width and a line's height, rounded up, whatever width it is offered")
    func oneLine() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.intrinsicTextSize() == CGSize(width: 44, height: 20))
        #expect(label.textSize(fitting: CGSize(width: 10, height: 10)) == CGSize(width: 44, height: 20))
        label.font = .boldSystemFont(ofSize: 17)
        #expect(label.intrinsicTextSize() == CGSize(width: 50, height: 20))
        label.attributedText = NSAttributedString(string: "Hello world")
        #expect(label.text == "Hello world")
    }

    @Test("A multi-line label wraps to the width offered, or to preferredMaxLayoutWidth for its intrinsic size")
    func wrapping() {
        let label = UILabel()
        label.text = "Hello world"
        label.numberOfLines = 0
        #expect(label.textSize(fitting: CGSize(width: 60, height: 1)) == CGSize(width: 47, height: 40))
        #expect(label.intrinsicTextSize() == CGSize(width: 96, height: 20))
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicTextSize() == CGSize(width: 47, height: 40))
        label.numberOfLines = 1
        #expect(label.intrinsicTextSize() == CGSize(width: 96, height: 20))
    }

    @Test("numberOfLines limits the height; the last line is truncated")
    func lineLimit() {
        let label = UILabel()
        label.text = "one two three four five six"
        label.numberOfLines = 2
        let size = label.textSize(fitting: CGSize(width: 60, height: 1000))
        #expect(size.height == 40)
        #expect(size.width <= 60)
        #expect(label.textLayout(width: 60).lines.last?.hasSuffix("…") == true)
    }

    @Test("Bad widths and line counts do not trap: NaN and negative widths are unlimited, negative line counts none")
    func badInput() {
        let label = UILabel()
        label.text = "Hello world"
        label.numberOfLines = -3
        label.preferredMaxLayoutWidth = .nan
        #expect(label.intrinsicTextSize() == CGSize(width: 96, height: 20))
        #expect(label.textSize(fitting: CGSize(width: -5, height: CGFloat.nan)) == CGSize(width: 96, height: 20))
        #expect(
            label.textSize(fitting: CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 96, height: 20)
        )
        label.font = .systemFont(ofSize: .nan)
        #expect(label.intrinsicTextSize() == .zero)
    }

    @Test("A system button is its title plus 6 points above and below, at least 30 × 30, plus the content insets")
    func buttonSize() {
        let button = UIButton(type: .system)
        #expect(button.titleSize() == CGSize(width: 30, height: 30))
        button.setTitle("OK", for: .normal)
        #expect(button.titleLabel?.text == "OK")
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(button.titleSize() == CGSize(width: 30, height: 30))
        button.setTitle("Sign in", for: .normal)
        #expect(button.titleSize() == CGSize(width: 52, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(button.titleSize() == CGSize(width: 72, height: 40))
        button.titleEdgeInsets = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        #expect(button.titleSize() == CGSize(width: 72, height: 40))
        button.titleLabel?.font = .systemFont(ofSize: 30)
        // "Sign in" at 30 points is 102.3 wide, a line 34.92 high
        #expect(button.titleSize() == CGSize(width: 103 + 20, height: 35 + 12 + 10))
        #expect(UIButton(type: .custom).titleSize() == .zero)
        #expect(!button.subviews.contains { $0 is UILabel })
    }

    @Test("A text field measures its text or placeholder, with its border's insets; rounded ones are 34 tall")
    func textFieldSize() {
        let field = UITextField()
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.borderStyle == .none)
        #expect(field.textAlignment == .natural)
        #expect(field.textFieldSize() == CGSize(width: 0, height: 20))
        field.placeholder = "Name"
        #expect(field.textFieldSize() == CGSize(width: 51, height: 20))
        field.borderStyle = .roundedRect
        #expect(field.textFieldSize() == CGSize(width: 65, height: 34))
        field.text = "Hello"
        #expect(field.textFieldSize() == CGSize(width: 58, height: 34))
        field.borderStyle = .line
        #expect(field.textFieldSize() == CGSize(width: 48, height: 24))
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3)
    }
}
