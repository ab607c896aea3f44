import Foundation

/// Attributed text placed in lines and painted into a context: what UIKit's string drawing
/// (`NSAttributedString.draw(in:)`, `NSString.draw(at:withAttributes:)`) and `UILabel.drawText(in:)`
/// do with TextKit (ResponderKit addition).
///
/// ```
///  attributed string ──TextLayout (the lines labels measure)──▶ lines ──match back──▶ runs of attributes
///        ──▶ each run at the x the metrics give it, on the line's baseline ──▶ CGContext.showText (Pango)
/// ```
///
/// The lines are the ones ``TextLayout`` computes for measuring, so text is drawn where its size says:
/// lines `lineHeight` apart (of the largest font, plus the paragraph's `lineSpacing`), the baseline
/// `ascender` below each line's top, a run starting where the runs before it end
/// (``UIFont/metricsSource``'s widths). Attributes drawn: font, foreground colour (black when unset,
/// as UIKit's string drawing), background colour, kern, underline, strikethrough, shadow and baseline
/// offset; alignment from the first paragraph style. Right-to-left text is laid out left to right.
@MainActor
struct TextDrawing {
    /// One line's characters, in runs of the same attributes.
    struct Line {
        var runs: [(text: String, attributes: [NSAttributedString.Key: Any])]
        var width: CGFloat
    }

    let lines: [Line]
    let lineHeight: CGFloat
    let ascender: CGFloat
    let lineSpacing: CGFloat
    let alignment: NSTextAlignment

    /// `text` broken into lines `width` wide (`nil`: one line per line break), at most
    /// `numberOfLines` (0: any), cut by `lineBreakMode` where it does not fit; the line break mode
    /// and alignment are the first paragraph style's unless given. A character takes `defaults` for
    /// the attributes it lacks and `overrides` whatever it has (a label's colour, a disabled label's
    /// grey) — given here rather than by changing the string, because Foundation on Linux can trap
    /// when an `NSMutableAttributedString` compares runs whose values are Swift objects.
    init(_ text: NSAttributedString, width: CGFloat?, numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode? = nil,
         alignment: NSTextAlignment? = nil, fallbackFont: UIFont = UIFont.systemFont(ofSize: 12),
         defaults: [NSAttributedString.Key: Any] = [:], overrides: [NSAttributedString.Key: Any] = [:]) {
        let paragraph = text.leadingParagraphStyle
        let runs = text.fontRuns(fallback: fallbackFont)
        let largest = runs.map(\.font).max { $0.lineHeight < $1.lineHeight } ?? fallbackFont
        let layout = TextLayout(
            text: text.string, font: largest, width: width ?? .infinity, numberOfLines: numberOfLines,
                                lineBreakMode: lineBreakMode ?? paragraph?.lineBreakMode ?? .byWordWrapping)
        lineHeight = largest.lineHeight
        ascender = largest.ascender
        lineSpacing = max(0, paragraph?.lineSpacing ?? 0)
        self.alignment = alignment ?? paragraph?.alignment ?? .natural
        var defaults = defaults
        defaults[.font] = defaults[.font] ?? fallbackFont
        lines = TextDrawing.matching(layout.lines, to: text, defaults: defaults, overrides: overrides)
    }

    /// How many of `text`'s lines fit in `height` (0 when none does, or for a height or line height
    /// that is not a finite positive number; at most a million), from its largest font and its first
    /// paragraph's spacing — without laying the text out.
    static func lines(of text: NSAttributedString, fittingHeight height: CGFloat,
                      fallbackFont: UIFont = UIFont.systemFont(ofSize: 12)) -> Int {
        let largest =
            text.fontRuns(fallback: fallbackFont).map(\.font).max { $0.lineHeight < $1.lineHeight } ?? fallbackFont
        let spacing = max(0, text.leadingParagraphStyle?.lineSpacing ?? 0)
        return lines(fittingHeight: height, lineHeight: largest.lineHeight, lineSpacing: spacing)
    }

    /// How many lines `lineHeight` tall, `lineSpacing` apart, fit in `height` (as above).
    private static func lines(fittingHeight height: CGFloat, lineHeight: CGFloat, lineSpacing: CGFloat) -> Int {
        let step = Double(lineHeight + lineSpacing)
        guard height.isFinite, height > 0, step.isFinite, step > 0 else { return 0 }
        let count = ((Double(height) + Double(lineSpacing)) / step).rounded(.down)
        return count.isFinite ? Int(min(count, 1_000_000)) : 0
    }

    /// The height of the lines with the spacing between them.
    var height: CGFloat {
        guard !lines.isEmpty else { return 0 }
        return CGFloat(lines.count) * lineHeight + CGFloat(lines.count - 1) * lineSpacing
    }

    /// Paints the lines from `origin` (the first line's top-left), aligned within `width` when one is
    /// given, into `ctx`.
    func draw(at origin: CGPoint, width: CGFloat?, in ctx: CGContext) {
        var top = origin.y
        for line in lines {
            var x = origin.x
            if let width, width.isFinite {
                switch alignment {
                case .center: x += (width - line.width) / 2
                case .right: x += width - line.width
                case .left, .natural, .justified: break
                }
            }
            for run in line.runs {
                x += TextDrawing.draw(run.text, attributes: run.attributes, x: x, baseline: top + ascender,
                                      lineTop: top, lineHeight: lineHeight, in: ctx)
            }
            top += lineHeight + lineSpacing
        }
    }

    /// Paints one run and returns its advance.
    private static func draw(_ text: String, attributes: [NSAttributedString.Key: Any], x: CGFloat, baseline: CGFloat,
                             lineTop: CGFloat, lineHeight: CGFloat, in ctx: CGContext) -> CGFloat {
        let font = attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let kern = number(attributes[.kern])
        let advance = width(of: text, font: font, kern: kern)
        if let background = attributes[.backgroundColor] as? UIColor {
            ctx.setFillColor(background.cgColor)
            ctx.fill(CGRect(x: x, y: lineTop, width: advance, height: lineHeight))
        }
        let color = (attributes[.foregroundColor] as? UIColor)?.cgColor ?? UIColor.black.cgColor
        let style = TextRunStyle(family: font.isMonospaced ? "DejaVu Sans Mono" : "DejaVu Sans", size: font.pointSize,
                                 isBold: font.isBold, isItalic: font.isItalic, color: color, kern: kern,
                                 underline: number(attributes[.underlineStyle]) != 0,
                                 strikethrough: number(attributes[.strikethroughStyle]) != 0)
        let shadow = attributes[.shadow] as? NSShadow
        if let shadow {
            ctx.saveGState()
            let shadowColor =
                (shadow.shadowColor as? UIColor)?.cgColor ?? UIColor.black.withAlphaComponent(1 / 3).cgColor
            ctx.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: shadowColor)
        }
        ctx.showText(text, style: style, at: CGPoint(x: x, y: baseline - number(attributes[.baselineOffset])))
        if shadow != nil { ctx.restoreGState() }
        return advance
    }

    /// A run's width: the metrics' width plus the kern after each character.
    static func width(of text: String, font: UIFont, kern: CGFloat) -> CGFloat {
        UIFont.metricsSource.size(of: text, font: font).width + kern * CGFloat(text.count)
    }

    private static func number(_ value: Any?) -> CGFloat {
        switch value {
        case let value as CGFloat: return value.isFinite ? value : 0
        case let value as Double: return value.isFinite ? CGFloat(value) : 0
        case let value as Int: return CGFloat(value)
        case let value as NSUnderlineStyle: return CGFloat(value.rawValue)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return 0
        }
    }

    /// Gives each laid-out line the attributes of the characters it came from: the characters are
    /// matched in order, skipping the line breaks and hanging white space the layout left out, and the
    /// text a head or middle truncation cut out; a character the layout made (the ellipsis of a cut
    /// line) takes its neighbour's attributes. A character whose attributes change inside it (a
    /// combining mark styled apart from its letter) takes its letter's.
    private static func matching(
        _ lineTexts: [String], to text: NSAttributedString, defaults: [NSAttributedString.Key: Any],
                                 overrides: [NSAttributedString.Key: Any]) -> [Line] {
        var characters: [(Character, Int)] = []
        var attributeRuns: [[NSAttributedString.Key: Any]] = []
        let whole = NSRange(location: 0, length: text.length)
        let string = text.string as NSString
        text.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var filled = attributes.merging(defaults) { own, _ in own }
            filled.merge(overrides) { _, override in override }
            attributeRuns.append(filled)
            for character in string.substring(with: range) { characters.append((character, attributeRuns.count - 1)) }
        }
        var position = 0
        return lineTexts.map { lineText in
            var runs: [(text: String, attributes: [NSAttributedString.Key: Any])] = []
            var current = -1
            var lastRun = characters.isEmpty ? -1 : characters[min(position, characters.count - 1)].1
            for character in lineText {
                while position < characters.count, characters[position].0 != character,
                      characters[position].0.isWhitespace || characters[position].0.isNewline {
                    position += 1
                }
                var run = lastRun
                if position < characters.count, characters[position].0 != character, character != "\u{2026}",
                   let found = characters[position...].firstIndex(where: { $0.0 == character }) {
                    // Text the layout cut out (a head or middle truncation): pick up after it.
                    position = found
                }
                if position < characters.count, characters[position].0 == character {
                    run = characters[position].1
                    position += 1
                }
                lastRun = run
                if run == current, !runs.isEmpty {
                    runs[runs.count - 1].text.append(character)
                } else {
                    runs.append((String(character), run >= 0 ? attributeRuns[run] : defaults.merging(overrides) { $1 }))
                    current = run
                }
            }
            let width = runs.reduce(CGFloat(0)) { total, run in
                let font = run.attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
                return total + TextDrawing.width(of: run.text, font: font, kern: number(run.attributes[.kern]))
            }
            return Line(runs: runs, width: width)
        }
    }
}
