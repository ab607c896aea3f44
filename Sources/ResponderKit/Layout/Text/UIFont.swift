import Foundation

/// A font: a typeface at a point size — UIKit's `UIFont`, for measuring text.
///
/// Every font measures with the metrics of a real typeface, DejaVu Sans (what the SDL backend draws
/// with): ``pointSize`` scales the face's `hhea` ascender, descender and line gap and its advance
/// widths (see `FontFace`). UIKit's system font is San Francisco; ResponderKit's system font keeps
/// San Francisco's names (`.SFUI-Regular`, family `.AppleSystemUIFont`) so code that logs or compares
/// them behaves alike, but its sizes are DejaVu Sans's, which is wider than San Francisco. Weights of
/// semibold (0.3) and heavier use DejaVu Sans Bold; lighter ones the regular face. Italic fonts
/// measure as upright ones (DejaVu Sans Oblique has the regular advances). Monospaced system fonts
/// measure with DejaVu Sans Mono.
///
/// Sizes that are not a number or negative are taken as 0, infinite ones as ``maximumPointSize``:
/// a font never traps. A font is immutable and may be used on any thread; fonts compare equal
/// (`==`, `hash`) when name, size and traits are equal, as UIKit's `isEqual:` does.
open class UIFont: NSObject, @unchecked Sendable {
    /// The largest point size a font is given; larger (and infinite) sizes are clamped to it.
    public static let maximumPointSize: CGFloat = 16_384

    /// The font's name, e.g. `.SFUI-Regular` for the system font, `Helvetica-Bold`.
    public let fontName: String
    /// The font's family, e.g. `.AppleSystemUIFont` for the system font, `Helvetica`.
    public let familyName: String
    /// The size in points (the em square).
    public let pointSize: CGFloat
    let weight: UIFont.Weight
    /// Whether the font is italic (ResponderKit addition: UIKit tells it through `fontDescriptor`).
    public let isItalic: Bool
    let design: Design
    /// For a font made by `preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)`: how it
    /// scales when the content size category changes (Layout/Text/DynamicType.swift).
    let dynamicType: DynamicTypeScaling?

    /// What the font's advances come from.
    enum Design: Sendable, Hashable {
        case proportional
        case monospaced
        /// Proportional letters with digits of equal width (DejaVu Sans's digits are already).
        case monospacedDigits
    }

    init(
        fontName: String, familyName: String, pointSize: CGFloat, weight: UIFont.Weight, isItalic: Bool, design: Design,
         dynamicType: DynamicTypeScaling? = nil) {
        self.dynamicType = dynamicType
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = UIFont.sanitizedSize(pointSize)
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
        super.init()
    }

    /// The font named `fontName` (a PostScript name such as `Helvetica-Bold`, or a family name such as
    /// `Helvetica`), or `nil` for a name ResponderKit does not know. The known names — the system
    /// font's, DejaVu Sans's, and common iOS fonts (Helvetica, Helvetica Neue, Arial, Avenir, Georgia,
    /// Times New Roman, Courier, Courier New, Menlo) — keep their names but measure with DejaVu Sans
    /// (DejaVu Sans Mono for the monospaced ones), bold or italic as the name says.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let known = KnownFontNames.lookUp(fontName) else { return nil }
        self.init(fontName: known.fontName, familyName: known.familyName, pointSize: fontSize,
                  weight: known.isBold ? .bold : .regular, isItalic: known.isItalic,
                  design: known.isMonospaced ? .monospaced : .proportional)
    }

    // MARK: System fonts

    /// The system font at `fontSize`, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.styleName)", familyName: ".AppleSystemUIFont", pointSize: fontSize,
               weight: weight, isItalic: false, design: .proportional)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-RegularItalic", familyName: ".AppleSystemUIFont", pointSize: fontSize,
               weight: .regular, isItalic: true, design: .proportional)
    }

    /// The monospaced system font (iOS 13): every character has the same advance.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFMono-\(weight.styleName)", familyName: ".AppleSystemUIFontMonospaced", pointSize: fontSize,
               weight: weight, isItalic: false, design: .monospaced)
    }

    /// The system font with digits of equal width (iOS 9), for numbers that change in place.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.styleName)", familyName: ".AppleSystemUIFont", pointSize: fontSize,
               weight: weight, isItalic: false, design: .monospacedDigits)
    }

    /// The font for `style` at the system's content size category
    /// (`UIApplication.shared.preferredContentSizeCategory`; Layout/Text/DynamicTypeSizes.swift).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at the content size category of `traitCollection` (the system's when it
    /// is `nil` or does not say).
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = DynamicTypeSizes.resolved(traitCollection?.preferredContentSizeCategory)
        let weight = style.defaultSizeAndWeight.1
        let base = UIFont.systemFont(ofSize: style.defaultSizeAndWeight.0, weight: weight)
        return base.scaled(
            DynamicTypeScaling(style: style, baseSize: base.pointSize, maximumPointSize: nil), to: category)
    }

    /// UIKit's standard size for system text: 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// UIKit's standard small size: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// UIKit's standard size for labels: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// UIKit's standard size for buttons: 18 points.
    open class var buttonFontSize: CGFloat { 18 }

    /// The families ResponderKit knows by name (see ``init(name:size:)``).
    open class var familyNames: [String] { KnownFontNames.familyNames }

    /// The font names of `familyName`, empty for a family ResponderKit does not know.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        KnownFontNames.fontNames(forFamily: familyName)
    }

    // MARK: Metrics

    /// The same font at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic,
            design: design)
    }

    /// The face whose metrics the font scales.
    var face: FontFace {
        switch design {
        case .monospaced: return .dejaVuSansMono
        case .proportional, .monospacedDigits:
            return weight.rawValue >= UIFont.Weight.semibold.rawValue ? .dejaVuSansBold : .dejaVuSans
        }
    }

    /// Whether the bold face draws and measures the font: a weight of semibold or heavier
    /// (ResponderKit addition, for backends: UIKit tells it through `fontDescriptor`).
    public var isBold: Bool { weight.rawValue >= UIFont.Weight.semibold.rawValue }

    /// Whether the font is monospaced: ``monospacedSystemFont(ofSize:weight:)`` or a monospaced name
    /// (ResponderKit addition, for backends).
    public var isMonospaced: Bool { design == .monospaced }

    private func scaled(_ units: Int) -> CGFloat {
        CGFloat(units) * pointSize / CGFloat(face.unitsPerEm)
    }

    /// The distance from the baseline to the top of the tallest glyphs (hhea ascender), positive.
    open var ascender: CGFloat { scaled(face.ascender) }
    /// The distance from the baseline to the bottom of the lowest glyphs (hhea descender), negative.
    open var descender: CGFloat { scaled(face.descender) }
    /// The height of capital letters (the top of "H").
    open var capHeight: CGFloat { scaled(face.capHeight) }
    /// The height of lowercase letters (the top of "x").
    open var xHeight: CGFloat { scaled(face.xHeight) }
    /// The extra space between lines (hhea line gap): 0 for DejaVu Sans, as for San Francisco.
    open var leading: CGFloat { scaled(face.lineGap) }
    /// The distance from one baseline to the next: `ascender - descender + leading`, as UIKit's
    /// `lineHeight` (for San Francisco at 17 points, 16.2 + 4.1 + 0 ≈ 20.3).
    open var lineHeight: CGFloat { scaled(face.ascender - face.descender + face.lineGap) }

    /// The advance of `scalar` in points, without kerning.
    func advance(of scalar: Unicode.Scalar) -> CGFloat {
        scaled(face.advance(of: scalar))
    }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && familyName == other.familyName && pointSize == other.pointSize
            && weight == other.weight && isItalic == other.isItalic && design == other.design
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(design)
        return hasher.finalize()
    }

    open override var description: String {
        let size = String(format: "%.2f", Double(pointSize))
        return "<UIFont> font-family: \"\(fontName)\"; font-weight: \(isBold ? "bold" : "normal"); "
            + "font-style: \(isItalic ? "italic" : "normal"); font-size: \(size)pt"
    }

    /// NaN and negative sizes are 0; sizes beyond ``maximumPointSize`` (and infinity) are clamped.
    static func sanitizedSize(_ size: CGFloat) -> CGFloat {
        guard !size.isNaN, size > 0 else { return 0 }
        return min(size, maximumPointSize)
    }
}
