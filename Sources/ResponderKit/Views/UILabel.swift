import Foundation

/// A view that shows text — UIKit's `UILabel`: its `text`, `font`, alignment, line limit and line
/// break mode, and the size its text needs. It does not take touches (`isUserInteractionEnabled` is
/// `false` by default), so touches on it go to the view behind it (H6).
///
/// Every property that changes the text's size calls `textLayoutChanged()`, the hook through which
/// Auto Layout learns that the intrinsic content size changed.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The label font when none is set: the system font at `UIFont.labelFontSize` (17 points).
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The text shown; `nil` by default. Setting it drops the attributes of `attributedText`.
    open var text: String? {
        didSet {
            if attributedTextStorage?.string != text { attributedTextStorage = nil }
            if text != oldValue { textLayoutChanged() }
        }
    }

    /// The text with attributes. Setting it sets `text` to its characters and, as UIKit does, the
    /// label's `font`, `textColor`, `textAlignment` and `lineBreakMode` to its first character's
    /// (Layout/Text/NSAttributedString+UIKit.swift); the label measures with its fonts. Without one
    /// set, it is `text` with the label's font, colour and alignment.
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? text.map { NSAttributedString(string: $0, attributes: plainAttributes) } }
        set { setAttributedText(newValue) }
    }
    var attributedTextStorage: NSAttributedString?

    /// The colour of the text; `.label` (black in light mode, white in dark) by default, as UIKit's
    /// since iOS 13; setting `nil` goes back to it.
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? .label
            appearanceSetterCalled(.textColor) { $1.textColor = $0.textColor }
            applyToAttributedText(.foregroundColor, textColorStorage)
        }
    }
    private var textColorStorage: UIColor = .label

    /// The font; the system font at 17 points by default. Setting `nil` restores the default, as in
    /// UIKit (`null_resettable`).
    open var font: UIFont! {
        get { fontStorage }
        set {
            let font = newValue ?? UILabel.defaultFont
            appearanceSetterCalled(.font) { $1.font = $0.font }
            // A font equal in size may still differ in how it scales (Dynamic Type): keep the new one.
            guard font !== fontStorage else { return }
            let resized = font != fontStorage
            fontStorage = font
            // As in UIKit, a font set after attributed text applies to all of it.
            applyToAttributedText(.font, font)
            if resized { textLayoutChanged() }
        }
    }
    /// Whether the font follows the user's text size: a font made by `preferredFont(forTextStyle:)`
    /// or `UIFontMetrics` takes its style's new size when the content size category changes;
    /// `false` by default (Layout/Text/DynamicType.swift).
    open var adjustsFontForContentSizeCategory = false
    private var fontStorage: UIFont = UILabel.defaultFont

    /// How the lines are aligned; `.natural` by default (left to right).
    open var textAlignment: NSTextAlignment = .natural

    /// The most lines shown; 1 by default, 0 for no limit. Negative values act as 0.
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { textLayoutChanged() } }
    }

    /// What happens to text that does not fit; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textLayoutChanged() } }
    }

    /// The width a multi-line label wraps its text to for its intrinsic size; 0 (the default) lets
    /// the layout decide. Not a number and negative values act as 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textLayoutChanged() } }
    }

    /// Whether the font shrinks to fit the width; `false` by default. Stored only: ResponderKit draws
    /// and measures at `font.pointSize`.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to with `adjustsFontSizeToFitWidth`; 0 by default.
    /// Stored only.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters may be drawn closer before truncating; `false` by default. Stored only.
    open var allowsDefaultTighteningForTruncation = false
    /// The colour of the text's shadow; `nil` (no shadow) by default. Stored for the drawing.
    open var shadowColor: UIColor? {
        didSet { appearanceSetterCalled(.shadowColor) { $1.shadowColor = $0.shadowColor } }
    }
    /// The offset of the text's shadow; (0, -1) by default, as in UIKit. Stored for the drawing.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { appearanceSetterCalled(.shadowOffset) { $1.shadowOffset = $0.shadowOffset } }
    }

    /// Whether the text is drawn as enabled; `true` by default. A disabled label's text is dimmed
    /// (drawn in system grey); it changes only how the label is drawn, as in UIKit.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }
    /// Whether the text is drawn in ``highlightedTextColor``; `false` by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }
    /// The colour of highlighted text; `nil` (the text colour) by default.
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    // MARK: Drawing (UILabel+Drawing.swift)

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no limit): at
    /// `bounds`' origin, as wide as the widest line (at most `bounds`' width) and as tall as the lines
    /// (at most `bounds`' height), rounded up to the pixel. The label's sizes (`sizeThatFits(_:)`,
    /// `intrinsicContentSize`) come from it, so a subclass that insets it (a padded label) is sized
    /// with its insets, as in UIKit.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        defaultTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text in `rect`: wrapped to its width within the line limit (and as many lines as fit
    /// its height), the last line cut by `lineBreakMode`, aligned by `textAlignment`, centred
    /// vertically, in the text colour (or the highlighted colour, or dimmed when disabled) with the
    /// shadow. Override it to draw the text elsewhere (`super.drawText(in: rect.inset(by:))`).
    open func drawText(in rect: CGRect) {
        drawLabelText(in: rect)
    }

    /// Draws the text in the bounds (``drawText(in:)``).
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: Text size (for Auto Layout)

    /// The text as last laid out for drawing, kept while nothing it depends on changes.
    var drawnText: DrawnText?

    /// The button whose title this label shows: its title size changes with the label's.
    weak var titleOwner: UIButton?

    /// The width the layout last gave a wrapping label (0: none yet, or measure unwrapped); what its
    /// intrinsic size wraps to when `preferredMaxLayoutWidth` is 0 (LayoutEngine+TextWidths.swift).
    var layoutWidth: CGFloat = 0

    /// Whether the intrinsic size wraps to `layoutWidth`: more than one line, no preferred width.
    var wrapsToLayoutWidth: Bool { numberOfLines != 1 && !(preferredMaxLayoutWidth > 0) }

    /// Called whenever the size the text needs may have changed (text, font, line limit, line break
    /// mode, preferred width). Auto Layout makes it invalidate the intrinsic content size; the next
    /// solve measures the new text unwrapped, then wraps it to the width it gets.
    func textLayoutChanged() {
        layoutWidth = 0
        invalidateIntrinsicContentSize()
        titleOwner?.textLayoutChanged()
    }

    /// The text's size (``intrinsicTextSize()``): what constraints hug and resist compressing.
    open override var intrinsicContentSize: CGSize { intrinsicTextSize() }

    /// The text's size wrapped to `size.width` (``textSize(fitting:)``).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSize(fitting: size) }

    /// The text laid out in `width` (≤ 0 or not finite: unlimited) with the label's font, line limit
    /// and line break mode.
    func textLayout(width: CGFloat, lines: Int? = nil) -> TextLayout {
        TextLayout(text: text ?? "", font: measuringFont, width: width, numberOfLines: max(lines ?? numberOfLines, 0),
                   lineBreakMode: lineBreakMode)
    }

    /// The size UIKit's `sizeThatFits(_:)` gives: (0, 0) without text; a one-line label's text on one
    /// line whatever `size` is; otherwise the text wrapped to `size.width` (unlimited when it is 0,
    /// negative or not finite) in at most `numberOfLines` lines. `size.height` is not a limit (UIKit
    /// may return more than it too). The width is the widest line and the height the lines times
    /// `font.lineHeight`, each rounded up to the screen's pixel, as UIKit rounds text sizes up.
    func textSize(fitting size: CGSize) -> CGSize {
        // A one-line label is as wide as its text whatever width it is offered.
        let wraps = numberOfLines != 1 && size.width.isFinite && size.width > 0
        let bounds = CGRect(
            x: 0, y: 0, width: wraps ? size.width : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// The text's size in `size` as UIKit measures it (``textSize(fitting:)``), before a subclass's
    /// ``textRect(forBounds:limitedToNumberOfLines:)`` changes it.
    func naturalTextSize(fitting size: CGSize, lines: Int) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = lines == 1 ? .infinity : size.width
        // Attributed text of several fonts on one line: each run in its own font.
        if let attributed = attributedTextStorage, !(width.isFinite && width > 0), !text.contains("\n") {
            return UILabel.roundedUp(
                TextMeasure.size(of: attributed, width: nil, fallback: fontStorage), scale: UIScreen.main.scale)
        }
        let layout = textLayout(width: width, lines: lines)
        return UILabel.roundedUp(layout.size, scale: UIScreen.main.scale)
    }

    /// The size UIKit's `intrinsicContentSize` gives: ``textSize(fitting:)`` for no width, or, when
    /// the label has more than one line, for `preferredMaxLayoutWidth` if it is set, else for the
    /// width the last layout gave it.
    func intrinsicTextSize() -> CGSize {
        let width = numberOfLines == 1 ? .infinity
            : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth
            : layoutWidth > 0 ? layoutWidth : .infinity
        return textSize(fitting: CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// `size` rounded up to whole pixels at `scale` points per pixel.
    nonisolated static func roundedUp(_ size: CGSize, scale: CGFloat) -> CGSize {
        func up(_ value: CGFloat) -> CGFloat {
            guard value.isFinite, value > 0 else { return 0 }
            return (value * scale).rounded(.up) / scale
        }
        return CGSize(width: up(size.width), height: up(size.height))
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UILabel { appearanceProxy(UILabel(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UILabel { appearanceProxy(UILabel(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UILabel {
        appearanceProxy(UILabel(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UILabel { appearanceProxy(UILabel(frame: .zero), containers: containerTypes, traits: trait) }
}
