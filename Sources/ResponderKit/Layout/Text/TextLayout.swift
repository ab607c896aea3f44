import Foundation

/// Text broken into lines for a width — what `UILabel` measures and draws (ResponderKit addition:
/// UIKit does this inside TextKit).
///
/// The text is split into paragraphs at its line breaks; each paragraph is wrapped greedily: at
/// word boundaries (after white space) for every mode but `.byCharWrapping`, which breaks between
/// any two characters, and a word wider than the line is broken between characters. White space at
/// the end of a line hangs past the width and is not measured, as in TextKit. With a line limit
/// (`numberOfLines` > 0), the last line shown takes the rest of its paragraph and, when text is left
/// over, is cut to the width by `lineBreakMode`: with "…" at the end, the start or the middle for
/// the truncating modes, at the last character that fits for the others. Widths come from
/// ``UIFont/metricsSource``; lines are `font.lineHeight` apart. Sizes are not rounded (UILabel
/// rounds up to the pixel).
public struct TextLayout: Equatable, Sendable {
    /// The lines shown, without their hanging white space.
    public var lines: [String]
    /// Each line's width.
    public var lineWidths: [CGFloat]
    /// The widest line's width, and the lines' height (`lines.count × font.lineHeight`).
    public var size: CGSize
    /// Whether text was left out (lines past the limit, or cut off the last line).
    public var isTruncated: Bool

    /// Lays out `text` in `font`, `width` wide (zero, negative, infinite or NaN: unlimited), in at most
    /// `numberOfLines` lines (0: no limit).
    @MainActor
    public init(text: String, font: UIFont, width: CGFloat = .greatestFiniteMagnitude, numberOfLines: Int = 0,
                lineBreakMode: NSLineBreakMode = .byWordWrapping, metrics: (any TextMetricsSource)? = nil) {
        let source = metrics ?? UIFont.metricsSource
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let maxWidth = width.isFinite && width > 0 ? width : .infinity
        let breaker = LineBreaker(font: font, maxWidth: maxWidth, source: source,
                                  byCharacters: lineBreakMode == .byCharWrapping)
        var lines: [String] = []
        var truncated = false
        let paragraphs = text.isEmpty ? [] : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, paragraph) in paragraphs.enumerated() {
            let wrapped = breaker.wrap(Substring(paragraph))
            let room = limit - lines.count
            if wrapped.count <= room {
                lines += wrapped.map { String(paragraph[$0].trimmingHangingSpace) }
                if lines.count == limit, index < paragraphs.count - 1 {
                    // Later paragraphs do not fit: the last line shows that text is left out.
                    let last = lines.removeLast()
                    lines.append(breaker.cut(Substring(last), mode: lineBreakMode, moreFollows: true))
                    truncated = true
                }
                if lines.count == limit { break }
                continue
            }
            lines += wrapped.prefix(room - 1).map { String(paragraph[$0].trimmingHangingSpace) }
            let rest = paragraph[wrapped[room - 1].lowerBound...]
            lines.append(breaker.cut(rest, mode: lineBreakMode, moreFollows: index < paragraphs.count - 1))
            truncated = true
            break
        }
        self.lines = lines
        self.lineWidths = lines.map { breaker.width($0[...]) }
        // A clipped last line is as wide as the text but shows only `width` of it.
        let widest = lineWidths.max() ?? 0
        self.size = CGSize(width: lineBreakMode == .byClipping ? min(widest, maxWidth) : widest,
                           height: CGFloat(lines.count) * font.lineHeight)
        self.isTruncated = truncated
    }

    /// Where each line of `text` wrapped to `width` (as ``init(text:font:width:numberOfLines:lineBreakMode:metrics:)``
    /// wraps it, no line limit) is in `text`, its hanging white space included: for placing a character
    /// on screen (an assistive app's character extents).
    @MainActor
    static func lineRanges(of text: String, font: UIFont, width: CGFloat) -> [Range<String.Index>] {
        let maxWidth = width.isFinite && width > 0 ? width : .infinity
        let breaker = LineBreaker(font: font, maxWidth: maxWidth, source: UIFont.metricsSource, byCharacters: false)
        var result: [Range<String.Index>] = []
        var start = text.startIndex
        while true {
            let end = text[start...].firstIndex(where: \.isNewline) ?? text.endIndex
            let wrapped = breaker.wrap(text[start..<end])
            for (index, line) in wrapped.enumerated() {
                // Each line runs to the next one's start, so the space where it broke is its own.
                let upper = index + 1 < wrapped.count ? wrapped[index + 1].lowerBound : end
                result.append(line.lowerBound..<upper)
            }
            guard end < text.endIndex else { break }
            start = text.index(after: end)
        }
        return result
    }

    /// The width of `text` in `font`, as a line of it is measured.
    @MainActor
    static func width(of text: Substring, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let width = UIFont.metricsSource.size(of: String(text), font: font).width
        return width.isNaN ? 0 : max(width, 0)
    }
}

/// Greedy line breaking against a metrics source.
@MainActor
private struct LineBreaker {
    let font: UIFont
    let maxWidth: CGFloat
    let source: any TextMetricsSource
    let byCharacters: Bool
    static let ellipsis = "\u{2026}"

    init(font: UIFont, maxWidth: CGFloat, source: any TextMetricsSource, byCharacters: Bool) {
        self.font = font
        self.maxWidth = maxWidth
        self.source = source
        self.byCharacters = byCharacters
    }

    /// The width of `text` without its hanging white space; NaN and negative widths count as 0.
    func width(_ text: Substring) -> CGFloat {
        let trimmed = text.trimmingHangingSpace
        guard !trimmed.isEmpty else { return 0 }
        let width = source.size(of: String(trimmed), font: font).width
        return width.isNaN ? 0 : max(width, 0)
    }

    func fits(_ text: Substring) -> Bool { width(text) <= maxWidth }

    /// The ranges of `paragraph`'s lines (an empty paragraph is one empty line).
    func wrap(_ paragraph: Substring) -> [Range<String.Index>] {
        guard maxWidth.isFinite, !fits(paragraph) else { return [paragraph.startIndex..<paragraph.endIndex] }
        var lines: [Range<String.Index>] = []
        var lineStart = paragraph.startIndex
        var lineEnd = lineStart  // the end of the text accepted on the current line
        for segment in segments(of: paragraph) {
            if fits(paragraph[lineStart..<segment.upperBound]) {
                lineEnd = segment.upperBound
                continue
            }
            if lineEnd > lineStart {
                lines.append(lineStart..<lineEnd)
                lineStart = lineEnd
            }
            if fits(paragraph[lineStart..<segment.upperBound]) {
                lineEnd = segment.upperBound
                continue
            }
            // A word wider than the line: break it between characters.
            var index = lineStart
            while index < segment.upperBound {
                let next = paragraph.index(after: index)
                if index > lineStart, !fits(paragraph[lineStart..<next]) {
                    lines.append(lineStart..<index)
                    lineStart = index
                }
                index = next
            }
            lineEnd = segment.upperBound
        }
        if lineEnd > lineStart || lines.isEmpty { lines.append(lineStart..<lineEnd) }
        return lines
    }

    /// Break opportunities: after each run of white space, or after every character.
    private func segments(of text: Substring) -> [Range<String.Index>] {
        if byCharacters { return text.indices.map { $0..<text.index(after: $0) } }
        var result: [Range<String.Index>] = []
        var start = text.startIndex
        var index = start
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index].isWhitespace, next == text.endIndex || !text[next].isWhitespace {
                result.append(start..<next)
                start = next
            }
            index = next
        }
        if start < text.endIndex { result.append(start..<text.endIndex) }
        return result
    }

    /// The last line shown, made of `text` (the rest of its paragraph), cut to the width.
    func cut(_ text: Substring, mode: NSLineBreakMode, moreFollows: Bool) -> String {
        let text = text.trimmingHangingSpace
        let ellipsis = LineBreaker.ellipsis
        switch mode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            if !moreFollows, fits(text) { return String(text) }
            if moreFollows, mode == .byTruncatingTail, fits(Substring(text + ellipsis)) { return text + ellipsis }
            // The most characters that fit with the ellipsis (widths grow with the count).
            let characters = Array(text)
            var low = 0, high = characters.count
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(Substring(truncated(characters, keeping: middle, mode: mode))) {
                    low = middle
                } else {
                    high = middle - 1
                }
            }
            if low > 0 { return truncated(characters, keeping: low, mode: mode) }
            return ellipsis
        case .byWordWrapping, .byCharWrapping, .byClipping:
            // The first line of what is left, cut at the last character that fits (clipping shows
            // the whole rest, cut by the view's bounds when drawn).
            if mode == .byClipping { return String(text) }
            let first = wrap(text).first.map { text[$0] } ?? text
            return String(first.trimmingHangingSpace)
        }
    }

    private func truncated(_ characters: [Character], keeping count: Int, mode: NSLineBreakMode) -> String {
        let ellipsis = LineBreaker.ellipsis
        switch mode {
        case .byTruncatingHead:
            return ellipsis + String(characters.suffix(count)).drop { $0.isWhitespace }
        case .byTruncatingMiddle:
            let head = (count + 1) / 2
            return String(String(characters.prefix(head)).trimmingHangingSpace) + ellipsis
                + String(characters.suffix(count - head)).drop { $0.isWhitespace }
        default:
            return String(String(characters.prefix(count)).trimmingHangingSpace) + ellipsis
        }
    }
}

extension StringProtocol {
    /// The text without the white space at its end.
    var trimmingHangingSpace: Substring {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard self[before].isWhitespace else { break }
            end = before
        }
        return self[startIndex..<end].description[...]
    }
}
