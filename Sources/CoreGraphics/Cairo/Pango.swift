#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Pango, the text layout library GTK sets text with, loaded when text is first drawn: it shapes a
/// run of text in a font and paints its glyphs with Cairo, under ``CGContext/showText(_:style:at:)``.
///
/// ```
///   NSString.draw / UILabel.drawText(in:)  (lines and runs placed by ResponderKit's text layout)
///        │  one run: text, family, size, weight, style, colour, baseline origin
///        ▼
///   PangoLayoutCache ──▶ the run's PangoLayout, shaped once and kept ──▶ shown on the context's cairo_t
///        (Pango.shared: dlopen("libpangocairo-1.0.so.0"))
/// ```
///
/// Loaded at run time for the reason Cairo is (``Cairo``): the package builds without C headers.
/// Without Pango (Debian's `libpangocairo-1.0-0`), text is not drawn and one diagnostic says so.
///
/// Each member is the C function of the same name; constants are pango.h's and cairo.h's.
struct Pango: @unchecked Sendable {
    // @unchecked: immutable C function pointers into a library that is never unloaded. Pango's
    // objects are used only under ``PangoLayoutCache``'s lock.
    typealias Layout = OpaquePointer
    typealias Context = OpaquePointer
    typealias FontDescription = OpaquePointer
    typealias AttrList = OpaquePointer
    typealias Attribute = OpaquePointer
    typealias FontOptions = OpaquePointer
    typealias FontMap = OpaquePointer

    /// Pango units per device unit (PANGO_SCALE).
    static let scale = 1024.0
    static let weightNormal: Int32 = 400
    static let weightBold: Int32 = 700
    static let styleNormal: Int32 = 0
    static let styleItalic: Int32 = 2
    static let underlineSingle: Int32 = 1
    /// CAIRO_HINT_METRICS_OFF and CAIRO_HINT_STYLE_NONE: glyphs advance by their outlines' widths.
    static let hintMetricsOff: Int32 = 1
    static let hintStyleNone: Int32 = 1

    let fontMapNew: @convention(c) () -> FontMap?
    let fontMapCreateContext: @convention(c) (FontMap?) -> Context?
    let updateContext: @convention(c) (Cairo.Context?, Context?) -> Void
    let layoutNew: @convention(c) (Context?) -> Layout?
    let showLayout: @convention(c) (Cairo.Context?, Layout?) -> Void
    let layoutSetText: @convention(c) (Layout?, UnsafePointer<CChar>?, Int32) -> Void
    let layoutSetFontDescription: @convention(c) (Layout?, FontDescription?) -> Void
    let layoutSetAttributes: @convention(c) (Layout?, AttrList?) -> Void
    let layoutGetBaseline: @convention(c) (Layout?) -> Int32
    let contextSetFontOptions: @convention(c) (Context?, FontOptions?) -> Void
    let contextSetRoundGlyphPositions: @convention(c) (Context?, Int32) -> Void
    let fontDescriptionNew: @convention(c) () -> FontDescription?
    let fontDescriptionSetFamily: @convention(c) (FontDescription?, UnsafePointer<CChar>?) -> Void
    let fontDescriptionSetAbsoluteSize: @convention(c) (FontDescription?, Double) -> Void
    let fontDescriptionSetWeight: @convention(c) (FontDescription?, Int32) -> Void
    let fontDescriptionSetStyle: @convention(c) (FontDescription?, Int32) -> Void
    let fontDescriptionFree: @convention(c) (FontDescription?) -> Void
    let attrListNew: @convention(c) () -> AttrList?
    let attrListInsert: @convention(c) (AttrList?, Attribute?) -> Void
    let attrListUnref: @convention(c) (AttrList?) -> Void
    let attrFontFeaturesNew: @convention(c) (UnsafePointer<CChar>?) -> Attribute?
    let attrLetterSpacingNew: @convention(c) (Int32) -> Attribute?
    let attrUnderlineNew: @convention(c) (Int32) -> Attribute?
    let attrStrikethroughNew: @convention(c) (Int32) -> Attribute?
    let fontOptionsCreate: @convention(c) () -> FontOptions?
    let fontOptionsSetHintMetrics: @convention(c) (FontOptions?, Int32) -> Void
    let fontOptionsSetHintStyle: @convention(c) (FontOptions?, Int32) -> Void
    let fontOptionsDestroy: @convention(c) (FontOptions?) -> Void
    let objectUnref: @convention(c) (OpaquePointer?) -> Void

    /// The loaded library, or `nil` where it cannot be opened (one diagnostic on stderr).
    static let shared: Pango? = {
        guard Cairo.isAvailable,
              let handle = CairoLoader.open(["libpangocairo-1.0.so.0", "libpangocairo-1.0.so",
                                             "libpangocairo-1.0.0.dylib", "libpangocairo-1.0-0.dll"])
        else {
            CairoLoader.report("ResponderKit: Pango is not installed, so text is not drawn. "
                               + "Install it (Debian: apt-get install libpangocairo-1.0-0) to draw text.")
            return nil
        }
        return Pango(handle: handle)
    }()

    private init?(handle: UnsafeMutableRawPointer) {
        // pango_*, cairo_* and g_* are found through libpangocairo's own dependencies.
        let f = SymbolResolver(handle)
        fontMapNew = f("pango_cairo_font_map_new"); fontMapCreateContext = f("pango_font_map_create_context")
        updateContext = f("pango_cairo_update_context"); layoutNew = f("pango_layout_new")
        showLayout = f("pango_cairo_show_layout")
        layoutSetText = f("pango_layout_set_text")
        layoutSetFontDescription = f("pango_layout_set_font_description")
        layoutSetAttributes = f("pango_layout_set_attributes"); layoutGetBaseline = f("pango_layout_get_baseline")
        contextSetFontOptions = f("pango_cairo_context_set_font_options")
        contextSetRoundGlyphPositions = f("pango_context_set_round_glyph_positions")
        fontDescriptionNew = f("pango_font_description_new")
        fontDescriptionSetFamily = f("pango_font_description_set_family")
        fontDescriptionSetAbsoluteSize = f("pango_font_description_set_absolute_size")
        fontDescriptionSetWeight = f("pango_font_description_set_weight")
        fontDescriptionSetStyle = f("pango_font_description_set_style")
        fontDescriptionFree = f("pango_font_description_free")
        attrListNew = f("pango_attr_list_new"); attrListInsert = f("pango_attr_list_insert")
        attrListUnref = f("pango_attr_list_unref"); attrFontFeaturesNew = f("pango_attr_font_features_new")
        attrLetterSpacingNew = f("pango_attr_letter_spacing_new"); attrUnderlineNew = f("pango_attr_underline_new")
        attrStrikethroughNew = f("pango_attr_strikethrough_new")
        fontOptionsCreate = f("cairo_font_options_create")
        fontOptionsSetHintMetrics = f("cairo_font_options_set_hint_metrics")
        fontOptionsSetHintStyle = f("cairo_font_options_set_hint_style")
        fontOptionsDestroy = f("cairo_font_options_destroy")
        objectUnref = f("g_object_unref")
        if !f.missing.isEmpty {
            CairoLoader.report(
                "ResponderKit: this Pango lacks \(f.missing.joined(separator: ", ")); text is not drawn.")
            return nil
        }
    }
}
