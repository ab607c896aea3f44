import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITextView as an app uses it: a notes screen whose text view is tapped, typed into (Return is a
// line break), vetoed by its delegate (the usual "Return ends editing" trick), scrolled by a drag,
// and read back (AD:uitextview, AD:uitextviewdelegate; docs/Differences-from-UIKit.md).

/// A notes screen's delegate, as an app writes it: it logs every callback.
@MainActor
private final class NotesDelegate: NSObject, UITextViewDelegate {
    var log: [String] = []
    var returnEndsEditing = false
    var allowsBegin = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return allowsBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        if returnEndsEditing, text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange(\(textView.text!.debugDescription))") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        log.append("selection(\(textView.selectedRange.location))")
    }
}

/// Counts notifications (a main-actor class a notification block may capture).
@MainActor
private final class ChangeCounter: Sendable {
    var count = 0
}

@MainActor
@Suite("UITextView: editing, Return, the delegate, scrolling")
struct TextViewTests {
    private static let frame = CGRect(x: 20, y: 100, width: 300, height: 120)
    private static let center = CGPoint(x: 170, y: 160)

    @Test("The defaults are UIKit's: editable, selectable, empty text, (8, 0, 8, 0) insets, a scroll view")
    func defaults() {
        let textView = UITextView(frame: Self.frame)
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.text == "")
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.isScrollEnabled)
        textView.text = nil
        #expect(textView.text == "", "null_resettable: nil stores the empty text")
    }

    @Test("""
        A tap begins editing (delegate asked first), typing inserts with Return as a line break, in UIKit's \
        callback order
        """)
    func tapAndType() {
        let input = TestWorld.input()
        let delegate = NotesDelegate()
        let textView = UITextView(frame: Self.frame)
        textView.delegate = delegate
        let changes = ChangeCounter()
        let observer = NotificationCenter.default.addObserver(
            forName: UITextView.textDidChangeNotification, object: textView, queue: nil
        ) { _ in
            MainActor.assumeIsolated { changes.count += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        showWindow(with: [textView])

        input.tap(at: Self.center)
        #expect(textView.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin"])
        delegate.log.removeAll()

        input.type("a\nb")
        #expect(textView.text == "a\nb")
        #expect(delegate.log == [
            "shouldChange(0,0,\"a\")", "selection(1)", "didChange(\"a\")",
            "shouldChange(1,0,\"\\n\")", "selection(2)", "didChange(\"a\\n\")",
            "shouldChange(2,0,\"b\")", "selection(3)", "didChange(\"a\\nb\")",
        ])
        #expect(changes.count == 3)
        #expect(textView.isFirstResponder, "Return does not end a text view's editing")
    }

    @Test("The delegate's Return trick: refusing \"\\n\" and resigning ends editing, and the text keeps no line break")
    func returnEndsEditing() {
        let input = TestWorld.input()
        let delegate = NotesDelegate()
        delegate.returnEndsEditing = true
        let textView = UITextView(frame: Self.frame)
        textView.delegate = delegate
        showWindow(with: [textView])
        input.tap(at: Self.center)
        input.type("hi")
        delegate.log.removeAll()

        input.type("\n")
        #expect(textView.text == "hi")
        #expect(!textView.isFirstResponder)
        #expect(delegate.log == ["shouldChange(2,0,\"\\n\")", "shouldEnd", "didEnd"])
    }

    @Test("Backspace deletes a whole character before the caret, and the selection when there is one")
    func deleting() {
        let input = TestWorld.input()
        let textView = UITextView(frame: Self.frame)
        showWindow(with: [textView])
        input.tap(at: Self.center)
        textView.text = "café 🇫🇷"
        input.type("\u{8}")
        #expect(textView.text == "café ", "the flag is two scalars, four UTF-16 units, one character")
        textView.selectedRange = NSRange(location: 1, length: 2)
        input.type("\u{8}")
        #expect(textView.text == "cé ")
        #expect(textView.selectedRange == NSRange(location: 1, length: 0))
        input.type("X")
        #expect(textView.text == "cXé ", "typing goes in at the caret")
    }

    @Test("""
        Setting text in code calls no delegate method and puts the caret at the end; a selection past the end is \
        clamped
        """)
    func programmaticText() {
        let delegate = NotesDelegate()
        let textView = UITextView(frame: Self.frame)
        textView.delegate = delegate
        textView.text = "Hello"
        #expect(delegate.log.isEmpty)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        textView.selectedRange = NSRange(location: 3, length: 99)
        #expect(textView.selectedRange == NSRange(location: 3, length: 2))
        textView.selectedRange = NSRange(location: -4, length: 1)
        #expect(textView.selectedRange == NSRange(location: 0, length: 1))
    }

    @Test(
        "A read-only text view, or a delegate that refuses, keeps the tap from starting editing; typing changes nothing"
    )
    func notEditable() {
        let input = TestWorld.input()
        let readOnly = UITextView(frame: Self.frame)
        readOnly.isEditable = false
        readOnly.text = "Terms"
        showWindow(with: [readOnly])
        input.tap(at: Self.center)
        #expect(!readOnly.isFirstResponder)
        input.type("x")
        #expect(readOnly.text == "Terms")

        let delegate = NotesDelegate()
        delegate.allowsBegin = false
        let refused = UITextView(frame: Self.frame)
        refused.delegate = delegate
        showWindow(with: [refused])
        input.tap(at: Self.center)
        #expect(!refused.isFirstResponder)
        #expect(delegate.log == ["shouldBegin"])
    }

    @Test("Long text makes the content taller than the view; a drag scrolls it and does not begin editing")
    func longTextScrolls() {
        let input = TestWorld.input()
        let textView = UITextView(frame: Self.frame)
        textView.text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        showWindow(with: [textView])
        #expect(textView.contentSize.height > Self.frame.height)
        #expect(textView.contentSize.width == Self.frame.width)

        input.drag(from: CGPoint(x: 170, y: 200), to: CGPoint(x: 170, y: 110), steps: 10)
        #expect(textView.contentOffset.y > 0)
        #expect(!textView.isFirstResponder, "the pan took the touch: no tap")
    }

    @Test("""
        With scrolling off, the text view grows with its text (intrinsic height), as a self-sizing text view in \
        Auto Layout
        """)
    func selfSizing() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        textView.isScrollEnabled = false
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = "one"
        let oneLine = textView.intrinsicContentSize.height
        textView.text = "one\ntwo\nthree"
        let threeLines = textView.intrinsicContentSize.height
        #expect(oneLine >= 17 + 16, "a line plus the 8-point insets above and below")
        #expect(threeLines > oneLine * 2)
        textView.isScrollEnabled = true
        #expect(textView.intrinsicContentSize.height == UIView.noIntrinsicMetric)
    }

    @Test("""
        textContainer.lineFragmentPadding (5 by default) pads each line; apps set it to 0, and attributedText \
        round-trips the text
        """)
    func textContainerAndAttributedText() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        textView.text = "Hello"
        #expect(textView.textContainer.lineFragmentPadding == 5)
        let padded = textView.sizeThatFits(CGSize(width: 0, height: 0)).width
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainerInset = .zero
        let flush = textView.sizeThatFits(CGSize(width: 0, height: 0)).width
        #expect(padded - flush == 10, "five points at each end of the line")

        textView.attributedText = NSAttributedString(string: "Styled")
        #expect(textView.text == "Styled")
        #expect(textView.attributedText.string == "Styled")
        textView.dataDetectorTypes = [.link, .phoneNumber]
        #expect(textView.dataDetectorTypes.contains(.link))

        let container = NSTextContainer(size: CGSize(width: 200, height: 0))
        let custom = UITextView(frame: .zero, textContainer: container)
        #expect(custom.textContainer === container)
    }

    @Test("Copy and paste through the edit actions, as the edit menu or ⌘C/⌘V send them")
    func copyPaste() {
        let input = TestWorld.input()
        let textView = UITextView(frame: Self.frame)
        showWindow(with: [textView])
        input.tap(at: Self.center)
        textView.text = "hello world"
        textView.selectedRange = NSRange(location: 0, length: 5)
        #expect(UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(UIPasteboard.general.string == "hello")
        textView.selectedRange = NSRange(location: 11, length: 0)
        #expect(UIApplication.shared.sendAction(.paste, to: nil, from: nil, for: nil))
        #expect(textView.text == "hello worldhello")
    }
}
