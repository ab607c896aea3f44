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
    package static var canDrawText: Bool { Pango.shared != nil }

    /// Paints `text` on one line in `style`, its baseline starting at `origin` (user space), through
    /// the graphics state's clip, alpha, shadow and blend mode like any other painting.
    ///
    /// Glyphs are set without kerning or ligatures and with unhinted metrics, so that each advances by
    /// exactly the width ResponderKit's text layout measured (DejaVu's advance tables): a run drawn at
    /// the position the layout gives it ends where the layout says. Like UIKit's string drawing, text
    /// is upright when the user space has y down (UIKit's contexts) and mirrored in a plain bitmap
    /// context's y-up space.
    package func showText(_ text: String, style: TextRunStyle, at origin: CGPoint) {
        guard !text.isEmpty, let pango = Pango.shared, origin.x.isFinite, origin.y.isFinite,
              style.size.isFinite, style.size > 0 else { return }
        guard let layout = pango.createLayout(cr) else { return }
        defer { pango.objectUnref(layout) }
        configure(layout, pango: pango, style: style)
        text.withCString { pango.layoutSetText(layout, $0, -1) }
        let baseline = Double(pango.layoutGetBaseline(layout)) / Pango.scale
        render {
            setSource(style.color)
            cairo.newPath(cr)
            cairo.moveTo(cr, Double(origin.x), Double(origin.y) - baseline)
            pango.showLayout(cr, layout)
            cairo.newPath(cr)
        }
    }

    private func configure(_ layout: Pango.Layout, pango: Pango, style: TextRunStyle) {
        if let context = pango.layoutGetContext(layout), let options = pango.fontOptionsCreate() {
            pango.fontOptionsSetHintMetrics(options, Pango.hintMetricsOff)
            pango.fontOptionsSetHintStyle(options, Pango.hintStyleNone)
            pango.contextSetFontOptions(context, options)
            pango.contextSetRoundGlyphPositions(context, 0)
            pango.fontOptionsDestroy(options)
            pango.layoutContextChanged(layout)
        }
        if let description = pango.fontDescriptionNew() {
            style.family.withCString { pango.fontDescriptionSetFamily(description, $0) }
            pango.fontDescriptionSetAbsoluteSize(description, Double(style.size) * Pango.scale)
            pango.fontDescriptionSetWeight(description, style.isBold ? Pango.weightBold : Pango.weightNormal)
            pango.fontDescriptionSetStyle(description, style.isItalic ? Pango.styleItalic : Pango.styleNormal)
            pango.layoutSetFontDescription(layout, description)
            pango.fontDescriptionFree(description)
        }
        guard let attributes = pango.attrListNew() else { return }
        // A new attribute covers the whole text; the list takes ownership of it.
        "kern 0, liga 0, clig 0".withCString { pango.attrListInsert(attributes, pango.attrFontFeaturesNew($0)) }
        if style.kern != 0, style.kern.isFinite {
            pango.attrListInsert(attributes, pango.attrLetterSpacingNew(Int32((Double(style.kern) * Pango.scale).rounded())))
        }
        if style.underline { pango.attrListInsert(attributes, pango.attrUnderlineNew(Pango.underlineSingle)) }
        if style.strikethrough { pango.attrListInsert(attributes, pango.attrStrikethroughNew(1)) }
        pango.layoutSetAttributes(layout, attributes)
        pango.attrListUnref(attributes)
    }
}
