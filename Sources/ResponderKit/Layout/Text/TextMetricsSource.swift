import Foundation

/// What measures a line of text for layout (ResponderKit addition: UIKit measures with Core Text).
///
/// ``UIFont/metricsSource`` holds the one in use. By default it is ``BuiltInTextMetrics``, which adds
/// up DejaVu Sans's advance widths — deterministic, the same on every machine, and what tests see. A
/// backend that draws text replaces it with its own renderer's measurement (the SDL backend does
/// while its window is open), so that views are laid out at the size they are drawn.
///
/// ``TextLayout`` asks for the width of each candidate line; lines are stacked `font.lineHeight`
/// apart whatever height the source gives.
@preconcurrency @MainActor
public protocol TextMetricsSource: AnyObject {
    /// The size of `text` set on one line in `font`: its advance width (no wrapping; line breaks
    /// measure as nothing) and a line's height.
    func size(of text: String, font: UIFont) -> CGSize
}

/// The built-in measurement: the sum of the font's advances per Unicode scalar (DejaVu Sans's, see
/// ``UIFont``), with no kerning, ligatures or shaping, and `font.lineHeight` as the height.
public final class BuiltInTextMetrics: TextMetricsSource, Sendable {
    /// The shared instance, the default ``UIFont/metricsSource``.
    public static let shared = BuiltInTextMetrics()

    public init() {}

    public nonisolated func size(of text: String, font: UIFont) -> CGSize {
        CGSize(width: BuiltInTextMetrics.width(of: text, font: font), height: font.lineHeight)
    }

    /// The advance width of `text` in `font`, in points.
    public nonisolated static func width(of text: String, font: UIFont) -> CGFloat {
        let face = font.face
        var units = 0
        for scalar in text.unicodeScalars { units += face.advance(of: scalar) }
        return CGFloat(units) * font.pointSize / CGFloat(face.unitsPerEm)
    }
}

extension UIFont {
    /// The measurement that text layout uses: ``BuiltInTextMetrics`` unless a backend set its own.
    /// Setting it does not re-measure views already laid out (ResponderKit addition).
    @MainActor public static var metricsSource: any TextMetricsSource = BuiltInTextMetrics.shared
}
