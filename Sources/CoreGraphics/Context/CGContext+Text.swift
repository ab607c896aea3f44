import Foundation

/// How one run of text is set — what UIKit's string drawing (in ResponderKit) hands the context for
/// each run of a line, after it has placed the run with its own text layout.
package struct TextRunStyle: Sendable {
    /// The fontconfig family: "DejaVu Sans" or "DejaVu Sans Mono" for the faces ResponderKit measures.
    package var family: String
    /// The em size in user-space units (a font's point size).
    package var size: CGFloat
    package var isBold: Bool
    package var isItalic: Bool
    package var color: CGColor
    /// Extra space after each character, in user-space units (NSAttributedString's `.kern`).
    package var kern: CGFloat
    package var underline: Bool
    package var strikethrough: Bool

    package init(family: String, size: CGFloat, isBold: Bool = false, isItalic: Bool = false, color: CGColor,
                 kern: CGFloat = 0, underline: Bool = false, strikethrough: Bool = false) {
        self.family = family
        self.size = size
        self.isBold = isBold
        self.isItalic = isItalic
        self.color = color
        self.kern = kern
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

extension CGContext {
    /// Whether text can be drawn here (Pango loads).
    package static var canDrawText: Bool { PangoLayoutCache.shared != nil }

    /// Paints `text` on one line in `style`, its baseline starting at `origin` (user space), through
    /// the graphics state's clip, alpha, shadow and blend mode like any other painting.
    ///
    /// Glyphs are set without kerning or ligatures and with unhinted metrics, so that each advances by
    /// exactly the width ResponderKit's text layout measured (DejaVu's advance tables): a run drawn at
    /// the position the layout gives it ends where the layout says. Like UIKit's string drawing, text
    /// is upright when the user space has y down (UIKit's contexts) and mirrored in a plain bitmap
    /// context's y-up space. A run's shaping is kept between draws (``PangoLayoutCache``).
    package func showText(_ text: String, style: TextRunStyle, at origin: CGPoint) {
        guard !text.isEmpty, let layouts = PangoLayoutCache.shared, origin.x.isFinite, origin.y.isFinite,
              style.size.isFinite, style.size > 0 else { return }
        _ = layouts.withLayout(for: text, style: style, on: cr) { pango, layout, baseline in
            render {
                setSource(style.color)
                cairo.newPath(cr)
                cairo.moveTo(cr, Double(origin.x), Double(origin.y) - baseline)
                pango.showLayout(cr, layout)
                cairo.newPath(cr)
            }
        }
    }
}
