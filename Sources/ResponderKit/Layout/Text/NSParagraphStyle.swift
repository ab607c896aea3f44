import Foundation

/// How a paragraph of attributed text is laid out — UIKit's `NSParagraphStyle` (immutable) and
/// `NSMutableParagraphStyle`, the value of `.paragraphStyle`. Labels and text fields take
/// `alignment` and `lineBreakMode` from their text's first paragraph style, and measuring adds
/// `lineSpacing` between lines; the indents and paragraph spacing are kept for the drawing.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The default style: natural alignment, word wrapping, no spacing (a new immutable style each
    /// time: equal to every other default one).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The style's values (one store for the immutable class and its mutable subclass).
    struct Values: Equatable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var hyphenationFactor: Float = 0
    }
    var values = Values()

    public override init() { super.init() }

    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var alignment: NSTextAlignment { values.alignment }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var hyphenationFactor: Float { values.hyphenationFactor }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int {
        Int(values.lineSpacing * 7 + values.paragraphSpacing * 13) ^ values.alignment.rawValue
    }
}

/// The paragraph style whose values can be set — UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }

    /// Takes every value of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        values = other.values
    }
}
