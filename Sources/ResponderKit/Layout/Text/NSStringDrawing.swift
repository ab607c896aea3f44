import Foundation

/// Options of `boundingRect(with:options:…)` — UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay the text out in lines that wrap to the given width (without it: one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for the line height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use the glyphs' image bounds (taken as the typographic bounds here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement reports back — UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to; 0 (no shrinking) by default.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used: always 1 here (text is not shrunk).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

/// Text measured as UIKit's string drawing additions measure it (`size(withAttributes:)`,
/// `boundingRect(with:options:attributes:context:)`), with the same metrics the labels use
/// (`TextLayout`): sizes are fractional (round up with `ceil`, as Apple's documentation asks).
///
/// Where UIKit differs: a string of several fonts is measured run by run on one line; wrapped, it
/// wraps as its largest font would (never smaller than UIKit's lines). Kerning adds its value after
/// every character but the last; a paragraph style's `lineSpacing` goes between lines.
enum TextMeasure {
    @MainActor
    static func size(
        of text: NSAttributedString, width: CGFloat?, fallback: UIFont = UIFont.systemFont(ofSize: 12)
    ) -> CGSize {
        guard text.length > 0 else { return .zero }
        let runs = text.fontRuns(fallback: fallback)
        let largest = runs.map(\.font).max { $0.lineHeight < $1.lineHeight } ?? fallback
        let paragraph = text.leadingParagraphStyle
        let spacing = max(0, paragraph?.lineSpacing ?? 0)
        let kern = runs.reduce(CGFloat(0)) { $0 + $1.kern * CGFloat(max(0, $1.text.count)) } - (runs.last?.kern ?? 0)
        if let width, width.isFinite, width > 0 {
            let layout = TextLayout(text: text.string, font: largest, width: width, numberOfLines: 0,
                                    lineBreakMode: paragraph?.lineBreakMode ?? .byWordWrapping)
            let lines = CGFloat(max(layout.lines.count, 1))
            return CGSize(
                width: min(width, layout.size.width + kern), height: layout.size.height + spacing * (lines - 1))
        }
        // One layout per explicit line; each line's width is its runs' widths in their own fonts.
        var lineWidths: [CGFloat] = [0]
        for run in runs {
            let parts = run.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 { lineWidths.append(0) }
                lineWidths[lineWidths.count - 1] += TextLayout(text: String(part), font: run.font).size.width
            }
        }
        let lines = CGFloat(lineWidths.count)
        return CGSize(
            width: (lineWidths.max() ?? 0) + max(0, kern), height: lines * largest.lineHeight + spacing * (lines - 1))
    }
}

extension NSAttributedString {
    /// The size the string takes on one line per line break, in its fonts.
    @MainActor
    public func size() -> CGSize { TextMeasure.size(of: self, width: nil) }

    /// The rectangle the string takes: wrapped to `size.width` with `.usesLineFragmentOrigin`, on one
    /// line per line break otherwise. The origin is zero.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let measured = TextMeasure.size(of: self, width: options.contains(.usesLineFragmentOrigin) ? size.width : nil)
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }
}

extension String {
    /// The size of the string drawn with `attributes` (the system font at 12 points without `.font`).
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }

    /// The rectangle of the string drawn with `attributes` in `size` (see `NSAttributedString`'s).
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }
}

extension NSString {
    /// The size of the string drawn with `attributes`.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// The rectangle of the string drawn with `attributes` in `size`.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
