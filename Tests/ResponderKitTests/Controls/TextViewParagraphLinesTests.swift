import Foundation
@testable import ResponderKit
import Testing

// The text view's kept line counts (ParagraphLines) are a fast path beside TextLayout over the whole
// text: after every edit of a random sequence — letters, spaces, line breaks (LF, CR, CR LF), emoji,
// deletions across paragraphs — both must count the same lines, in all and before any offset.

@MainActor
@Suite("UITextView's line counts kept per paragraph equal the whole text's layout")
struct TextViewParagraphLinesTests {
    /// A small deterministic generator (the tests must not depend on the run).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static let pieces = [
        "a", "word ", "longerword", " ", "\n", "\r\n", "\r", "🇫🇷", "é", "\n\n", "the quick brown fox jumps ",
    ]

    func lines(_ text: String, font: UIFont, width: CGFloat) -> Int {
        TextLayout(text: text, font: font, width: width).lines.count
    }

    @Test("Random edits: total lines and lines before random offsets match TextLayout", arguments: [1, 2, 3])
    func randomEdits(seed: Int) {
        let font = UIFont.systemFont(ofSize: 14)
        let width: CGFloat = 90
        var random = Generator(state: UInt64(seed))
        var text = "first line of text\nsecond one\n\nfourth with more words than fit"
        var kept = ParagraphLines(text: text, font: font, width: width)
        for step in 0..<300 {
            // Edits on Unicode scalars, as an NSRange from code can fall (between a carriage return
            // and its line feed, inside a flag).
            let scalars = text.unicodeScalars
            let start = random.next(scalars.count + 1)
            let count = random.next(4) == 0 ? random.next(min(scalars.count - start, 12) + 1) : 0
            let lower = scalars.index(scalars.startIndex, offsetBy: start)
            let upper = scalars.index(lower, offsetBy: count)
            let location = text.utf16.distance(from: text.utf16.startIndex, to: lower)
            let removed = text.utf16.distance(from: lower, to: upper)
            let inserted = random.next(3) == 0 ? "" : Self.pieces[random.next(Self.pieces.count)]
            text.unicodeScalars.replaceSubrange(lower..<upper, with: inserted.unicodeScalars)
            kept.replace(NSRange(location: location, length: removed), inserted: inserted.utf16.count, in: text)
            #expect(kept.totalLength == text.utf16.count, "step \(step)")
            #expect(
                kept.totalLines == max(lines(text, font: font, width: width), 1),
                "step \(step): \(text.debugDescription)")
            let probe = random.next(text.utf16.count + 1)
            let probeIndex = text.utf16.index(text.utf16.startIndex, offsetBy: probe)
            if probeIndex.samePosition(in: text.unicodeScalars) != nil {
                let prefix = String(text.unicodeScalars[..<probeIndex])
                #expect(
                    kept.lines(upTo: probe, in: text) == lines(prefix, font: font, width: width),
                    "step \(step), offset \(probe)")
            }
        }
    }

    @Test("A fresh count of the edited text equals the kept one, paragraph by paragraph")
    func keptEqualsFresh() {
        let font = UIFont.systemFont(ofSize: 12)
        var text = String(repeating: "lorem ipsum dolor sit amet\n", count: 50)
        var kept = ParagraphLines(text: text, font: font, width: 120)
        for k in 0..<40 {
            let at = text.utf16.count / 2 + k
            text.insert(contentsOf: k % 7 == 0 ? "\n" : "x", at: text.utf16.index(text.utf16.startIndex, offsetBy: at))
            kept.replace(NSRange(location: at, length: 0), inserted: 1, in: text)
        }
        let fresh = ParagraphLines(text: text, font: font, width: 120)
        #expect(kept.paragraphs.map(\.lines) == fresh.paragraphs.map(\.lines))
        #expect(kept.paragraphs.map(\.length) == fresh.paragraphs.map(\.length))
        #expect(kept.totalLines == fresh.totalLines)
    }
}
