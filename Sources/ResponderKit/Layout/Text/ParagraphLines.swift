import Foundation

/// How many lines each paragraph of a long text wraps to at one width and font, kept up to date edit
/// by edit — what lets a keystroke in a `UITextView` cost the paragraph it changes, not the text.
///
/// ```
///   text ─▶ paragraphs (split at line breaks, as TextLayout splits them)
///            [ utf16 length │ separator length │ lines ]  [ … ]  [ … ]
///                                      ▲ cursor: a paragraph with its text offset and first line
///   edit(range, replacement) ─▶ the paragraphs it touches, with one on each side, are split and
///                               wrapped again; the rest keep their counts; totals move by the difference
/// ```
///
/// The general path is ``TextLayout`` over the whole text: ``totalLines`` equals its line count (at
/// least 1) and ``lines(upTo:in:)`` the line count of the text before an offset — a test checks both
/// against it after random edits. Finding a paragraph walks from the cursor, which stays at the last
/// edit: typing in one place costs no walk. Offsets are UTF-16 units, as `NSRange`s are.
@MainActor
struct ParagraphLines {
    struct Paragraph {
        /// The paragraph's UTF-16 length without its line break, the break's length (0 for the last).
        var length: Int
        var separator: Int
        /// The lines it wraps to (an empty paragraph is one line).
        var lines: Int
    }

    let font: UIFont
    /// The width lines wrap to (infinite: no wrapping).
    let width: CGFloat
    private(set) var paragraphs: [Paragraph] = []
    private(set) var totalLines = 0
    private(set) var totalLength = 0
    /// A paragraph, the UTF-16 offset where it starts and the number of lines before it.
    private var cursor = (index: 0, start: 0, line: 0)

    /// The counts of `text` wrapped at `width` in `font`.
    init(text: String, font: UIFont, width: CGFloat) {
        self.font = font
        self.width = width
        paragraphs = split(text[...])
        totalLines = paragraphs.reduce(0) { $0 + $1.lines }
        totalLength = paragraphs.reduce(0) { $0 + $1.length + $1.separator }
    }

    /// The paragraphs of `text` with their line counts, split where TextLayout splits them; each
    /// line break's length is that of the character after its paragraph.
    private func split(_ text: Substring) -> [Paragraph] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { piece in
            let separator = piece.endIndex < text.endIndex ? text[piece.endIndex].utf16.count : 0
            return Paragraph(length: piece.utf16.count, separator: separator, lines: lineCount(piece))
        }
    }

    /// The lines `text` (no line break inside) wraps to: at least one.
    private func lineCount(_ text: Substring) -> Int {
        text.isEmpty ? 1 : max(TextLayout(text: String(text), font: font, width: width).lines.count, 1)
    }

    /// Moves the cursor to the paragraph holding `offset` (one that ends at it holds it, and so does
    /// its line break: an offset between a carriage return and its line feed), walking from where it is.
    private mutating func seek(_ offset: Int) {
        while cursor.index > 0, offset < cursor.start {
            cursor.index -= 1
            let p = paragraphs[cursor.index]
            cursor.start -= p.length + p.separator
            cursor.line -= p.lines
        }
        while cursor.index < paragraphs.count - 1,
              offset >= cursor.start + paragraphs[cursor.index].length + paragraphs[cursor.index].separator {
            let p = paragraphs[cursor.index]
            cursor.start += p.length + p.separator
            cursor.line += p.lines
            cursor.index += 1
        }
    }

    /// The text `text` became by replacing `range` (UTF-16 units of the old text) with `replacement`
    /// (whose UTF-16 length is `inserted`): the paragraphs it touched, and their neighbours (a line break
    /// typed after a carriage return joins it), are split and wrapped again.
    mutating func replace(_ range: NSRange, inserted: Int, in text: String) {
        seek(range.location)
        if cursor.index > 0 { seek(cursor.start - 1) }  // the paragraph before, as the cursor
        let first = cursor.index
        // The paragraph holding the change's end, then one more when there is one.
        var last = first, lastStart = cursor.start
        let changeEnd = range.location + range.length
        while last < paragraphs.count - 1, changeEnd > lastStart + paragraphs[last].length {
            lastStart += paragraphs[last].length + paragraphs[last].separator
            last += 1
        }
        if last < paragraphs.count - 1 {
            lastStart += paragraphs[last].length + paragraphs[last].separator
            last += 1
        }
        let end = lastStart + paragraphs[last].length
        let oldLines = paragraphs[first...last].reduce(0) { $0 + $1.lines }
        let newEnd = end + inserted - range.length
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: cursor.start)
        let upper = utf16.index(lower, offsetBy: newEnd - cursor.start)
        var region = split(text[lower..<upper])
        // The region ends where the paragraph after it starts: its last break is the old one.
        region[region.count - 1].separator = paragraphs[last].separator
        let newLines = region.reduce(0) { $0 + $1.lines }
        paragraphs.replaceSubrange(first...last, with: region)
        totalLines += newLines - oldLines
        totalLength += inserted - range.length
    }

    /// The lines of the text before `offset` (at least 0), as ``TextLayout`` counts them for that
    /// prefix: the lines of the paragraphs before, and those of the start of the paragraph holding it.
    mutating func lines(upTo offset: Int, in text: String) -> Int {
        let offset = min(max(offset, 0), totalLength)
        seek(offset)
        let within = offset - cursor.start
        if within == 0 { return cursor.line + (cursor.index > 0 ? 1 : 0) }
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: cursor.start)
        let upper = utf16.index(lower, offsetBy: within)
        return cursor.line + lineCount(text[lower..<upper])
    }
}
