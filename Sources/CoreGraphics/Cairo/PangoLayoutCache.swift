import Foundation

/// Pango layouts kept from one draw to the next, so that a run of text drawn again — a label's title
/// in every frame of a scroll — is shaped once, not every frame.
///
/// ```
///   showText(text, style, cr)
///     ──lock──▶ layout for (text, font, kern, lines)? ── no ──▶ pango_layout_new(the cache's context),
///                  │ yes                                         font, features, text: shaped when first used
///                  ▼
///              pango_cairo_update_context(cr) ──▶ pango_cairo_show_layout(cr) ──unlock──▶
/// ```
///
/// The layouts share one Pango context on a font map of their own (Pango's default font map is one
/// per thread, and Core Graphics contexts are drawn on any thread), with the font options the
/// measuring needs set once: unhinted metrics and outlines, glyph positions not rounded. Before a
/// layout is shown the context takes the target context's transform and surface options
/// (`pango_cairo_update_context`); when those change — a snapshot at another scale — Pango shapes
/// the kept layouts again when they are next shown, so a kept layout never shows stale glyphs.
///
/// Every use of the font map, the context and the layouts is under one lock. At ``capacity``
/// layouts the cache lets all of them go and starts again: memory stays bounded whatever text is
/// drawn, and a screen's worth of text (a few hundred runs) is kept across frames.
final class PangoLayoutCache: @unchecked Sendable {
    // @unchecked: every mutable member is read and written only with `lock` held.

    /// What a layout's shaping depends on; the colour is not part of it (it is the cairo source).
    struct Key: Hashable {
        var text: String
        var family: String
        var size: CGFloat
        var isBold: Bool
        var isItalic: Bool
        var kern: CGFloat
        var underline: Bool
        var strikethrough: Bool
    }

    /// How many layouts are kept at most.
    static let capacity = 1_024

    /// The process's cache, or `nil` where Pango cannot be loaded or its font map not made.
    static let shared: PangoLayoutCache? = {
        guard let pango = Pango.shared, let cairo = Cairo.shared else { return nil }
        return PangoLayoutCache(pango: pango, cairo: cairo)
    }()

    private let pango: Pango
    private let cairo: Cairo
    private let lock = NSLock()
    /// The linear part (xx, yx, xy, yy) of the transform the context was last brought up to date with.
    private var contextTransform: (Double, Double, Double, Double)?
    private let fontMap: Pango.FontMap
    private let context: Pango.Context
    private var layouts: [Key: (layout: Pango.Layout, baseline: Double)] = [:]

    private init?(pango: Pango, cairo: Cairo) {
        guard let fontMap = pango.fontMapNew() else { return nil }
        guard let context = pango.fontMapCreateContext(fontMap) else {
            pango.objectUnref(fontMap)
            return nil
        }
        self.pango = pango
        self.cairo = cairo
        self.fontMap = fontMap
        self.context = context
        if let options = pango.fontOptionsCreate() {
            pango.fontOptionsSetHintMetrics(options, Pango.hintMetricsOff)
            pango.fontOptionsSetHintStyle(options, Pango.hintStyleNone)
            pango.contextSetFontOptions(context, options)
            pango.fontOptionsDestroy(options)
        }
        pango.contextSetRoundGlyphPositions(context, 0)
    }

    /// Runs `body` with `text`'s layout in `style` and its baseline (user-space units below the
    /// layout's top), the context brought up to date with `cr`; the layout is used only inside `body`,
    /// under the lock. The baseline is measured once, when the layout is made: Pango walks every line
    /// to answer it, and with unhinted metrics it does not change with the context's transform.
    func withLayout<Result>(for text: String, style: TextRunStyle, on cr: Cairo.Context,
                            _ body: (Pango, Pango.Layout, Double) -> Result) -> Result? {
        let key = Key(
            text: text, family: style.family, size: style.size, isBold: style.isBold, isItalic: style.isItalic,
            kern: style.kern.isFinite ? style.kern : 0, underline: style.underline, strikethrough: style.strikethrough)
        return lock.withLock {
            updateContext(from: cr)
            if let kept = layouts[key] { return body(pango, kept.layout, kept.baseline) }
            guard let made = makeLayout(for: key) else { return nil }
            if layouts.count >= Self.capacity { releaseAll() }
            let baseline = Double(pango.layoutGetBaseline(made)) / Pango.scale
            layouts[key] = (made, baseline)
            return body(pango, made, baseline)
        }
    }

    /// Brings the context up to date with `cr` when the linear part of its transform differs from
    /// the last one's (Pango drops the translation). `pango_cairo_update_context` sets the context's
    /// matrix every time, and setting a matrix marks the context changed, which makes Pango shape
    /// every kept layout again when next shown: an update per draw would undo the cache. The
    /// surface's font options, the rest of an update, are the same for every context here: all draw
    /// into Cairo image surfaces.
    private func updateContext(from cr: Cairo.Context) {
        var m: (Double, Double, Double, Double, Double, Double) = (1, 0, 0, 1, 0, 0)
        withUnsafeMutableBytes(of: &m) { cairo.getMatrix(cr, $0.baseAddress!.assumingMemoryBound(to: Double.self)) }
        if let last = contextTransform, last == (m.0, m.1, m.2, m.3) { return }
        pango.updateContext(cr, context)
        contextTransform = (m.0, m.1, m.2, m.3)
    }

    private func releaseAll() {
        for kept in layouts.values { pango.objectUnref(kept.layout) }
        layouts.removeAll(keepingCapacity: true)
    }

    /// A new layout of `key`'s text: DejaVu's face at the size, without kerning or ligatures (each
    /// glyph advances by the width ResponderKit's layout measured), with the run's letter spacing
    /// and lines.
    private func makeLayout(for key: Key) -> Pango.Layout? {
        guard let layout = pango.layoutNew(context) else { return nil }
        if let description = pango.fontDescriptionNew() {
            key.family.withCString { pango.fontDescriptionSetFamily(description, $0) }
            pango.fontDescriptionSetAbsoluteSize(description, Double(key.size) * Pango.scale)
            pango.fontDescriptionSetWeight(description, key.isBold ? Pango.weightBold : Pango.weightNormal)
            pango.fontDescriptionSetStyle(description, key.isItalic ? Pango.styleItalic : Pango.styleNormal)
            pango.layoutSetFontDescription(layout, description)
            pango.fontDescriptionFree(description)
        }
        if let attributes = pango.attrListNew() {
            // A new attribute covers the whole text; the list takes ownership of it.
            "kern 0, liga 0, clig 0".withCString { pango.attrListInsert(attributes, pango.attrFontFeaturesNew($0)) }
            if key.kern != 0 {
                let spacing = min(max((Double(key.kern) * Pango.scale).rounded(), Double(Int32.min)), Double(Int32.max))
                pango.attrListInsert(attributes, pango.attrLetterSpacingNew(Int32(spacing)))
            }
            if key.underline { pango.attrListInsert(attributes, pango.attrUnderlineNew(Pango.underlineSingle)) }
            if key.strikethrough { pango.attrListInsert(attributes, pango.attrStrikethroughNew(1)) }
            pango.layoutSetAttributes(layout, attributes)
            pango.attrListUnref(attributes)
        }
        key.text.withCString { pango.layoutSetText(layout, $0, -1) }
        return layout
    }
}
