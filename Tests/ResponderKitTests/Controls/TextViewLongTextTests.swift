import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A long note typed into as an app does: the content grows a line when Return is typed, wraps as
// the line fills, shrinks when Backspace joins two paragraphs, and always equals the height the text
// view measures for its whole text (sizeThatFits, the general path).

/// A text view 200 points wide in a shown window (the app's notes screen).
@MainActor
private func shownTextView(height: CGFloat) -> UITextView {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: height))
    showWindow(with: [textView])
    return textView
}

@MainActor
@Suite("UITextView: typing into a long text keeps the content's height right")
struct TextViewLongTextTests {
    @Test("Typing at the end, Return, Backspace and code edits keep contentSize equal to sizeThatFits")
    func typingKeepsHeight() {
        let input = TestWorld.input()
        let textView = shownTextView(height: 300)
        textView.text = Array(repeating: "a line of a long note", count: 200).joined(separator: "\n")
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: (textView.text as NSString).length, length: 0)
        func fitted() -> CGFloat { textView.sizeThatFits(CGSize(width: 200, height: 0)).height }
        let start = textView.contentSize.height
        #expect(start == fitted())
        input.type("\n")
        let oneMore = textView.contentSize.height
        #expect(oneMore > start && oneMore == fitted(), "Return adds a line")
        input.type(String(repeating: "word ", count: 12))
        #expect(textView.contentSize.height > oneMore && textView.contentSize.height == fitted(), "a long line wraps")
        input.type(String(repeating: "\u{8}", count: 61))
        #expect(
            textView.contentSize.height == start && textView.contentSize.height == fitted(),
            "Backspace joins the paragraphs again")
        textView.text = "short"
        #expect(textView.contentSize.height == fitted())
        textView.font = UIFont.systemFont(ofSize: 30)
        #expect(textView.contentSize.height == fitted(), "a new font counts the lines again")
    }

    @Test("Backspace deletes a whole emoji flag, and the caret and text stay in step")
    func backspaceDeletesCharacter() {
        let input = TestWorld.input()
        let textView = shownTextView(height: 100)
        textView.text = "Hi 🇫🇷"
        #expect(textView.becomeFirstResponder())
        input.type("\u{8}")
        #expect(textView.text == "Hi ")
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
    }
}

/// Edits that fall inside a line break or between two spellings of one letter, as code can make them.
@MainActor
@Suite("UITextView: line breaks split by an edit, and text equal to another but not in code units")
struct TextViewLineBreakEditTests {
    @Test(
        "Scrolling to an offset inside a CR LF, and a Backspace that makes one, count the lines as the whole text does")
    func insideCarriageReturnLineFeed() {
        _ = TestWorld.input()
        let textView = shownTextView(height: 100)
        textView.text = "a\r\nb"
        textView.layoutIfNeeded()
        textView.scrollRangeToVisible(NSRange(location: 2, length: 0))
        #expect(textView.contentSize.height == textView.sizeThatFits(CGSize(width: 200, height: 0)).height)
        textView.text = "a\rX\nb"
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 3, length: 0)
        textView.deleteBackward()
        #expect(textView.text == "a\r\nb")
        #expect(textView.contentSize.height == textView.sizeThatFits(CGSize(width: 200, height: 0)).height)
    }

    @Test("Text set to the same letters spelt with other code units (é as e + ◌́, then as é) is counted again")
    func canonicallyEqualText() {
        _ = TestWorld.input()
        let textView = shownTextView(height: 100)
        textView.text = "Cafe\u{301}"
        textView.layoutIfNeeded()
        textView.text = "Caf\u{E9}"
        #expect(textView.becomeFirstResponder())
        textView.insertText("!")
        #expect(textView.text == "Caf\u{E9}!")
        #expect(textView.contentSize.height == textView.sizeThatFits(CGSize(width: 200, height: 0)).height)
    }
}
