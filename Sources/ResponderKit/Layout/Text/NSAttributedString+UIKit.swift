import Foundation

/// The attribute names UIKit adds to Foundation's `NSAttributedString.Key`, with UIKit's raw values,
/// so that attributed text is built as iOS code builds it:
///
///     NSAttributedString(string: "Sale", attributes: [.font: UIFont.boldSystemFont(ofSize: 20),
///                                                     .foregroundColor: UIColor.systemRed,
///                                                     .strikethroughStyle: NSUnderlineStyle.single.rawValue])
///
/// Labels, buttons and text fields read `.font`, `.foregroundColor` and `.paragraphStyle` (alignment,
/// line break mode) from the first character and measure with the string's fonts; the other
/// attributes are kept for the drawing (docs/Differences-from-UIKit.md, "Attributed text").
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let link = NSAttributedString.Key("NSLink")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// How text is underlined or struck through — UIKit's `NSUnderlineStyle` (raw values as in UIKit;
/// the attribute's value is the raw value: `NSUnderlineStyle.single.rawValue`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A text shadow — UIKit's `NSShadow`, the value of `.shadow`.
open class NSShadow: NSObject {
    /// The offset; (0, −3) by default, as in UIKit.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius; 0 by default.
    open var shadowBlurRadius: CGFloat = 0
    /// The colour; `nil` (black at a third opacity) by default.
    open var shadowColor: Any?

    public override init() { super.init() }
}

extension NSAttributedString {
    /// A copy that can be changed. (Foundation on Linux makes `NSMutableAttributedString(attributedString:)`
    /// a string that traps when an attribute is added to it; one built by appending does not.)
    func changeableCopy() -> NSMutableAttributedString {
        let copy = NSMutableAttributedString(string: "")
        copy.append(self)
        return copy
    }

    /// The attributes at `index`, or none for an empty string.
    func attributesAtStart() -> [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }

    /// The runs of the string: each range with its font (`fallback` where none is set).
    func fontRuns(fallback: UIFont) -> [(text: String, font: UIFont, kern: CGFloat)] {
        var runs: [(String, UIFont, CGFloat)] = []
        let whole = NSRange(location: 0, length: length)
        let characters = string as NSString
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let font = attributes[.font] as? UIFont ?? fallback
            let kern = (attributes[.kern] as? CGFloat) ?? (attributes[.kern] as? Double).map { CGFloat($0) } ?? 0
            runs.append((characters.substring(with: range), font, kern.isFinite ? kern : 0))
        }
        return runs
    }

    /// The paragraph style of the first character, if any.
    var leadingParagraphStyle: NSParagraphStyle? { attributesAtStart()[.paragraphStyle] as? NSParagraphStyle }
}
