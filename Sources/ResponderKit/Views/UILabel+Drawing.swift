import Foundation

/// How a label measures and draws its text for ``UILabel/textRect(forBounds:limitedToNumberOfLines:)``
/// and ``UILabel/drawText(in:)`` (Drawing/TextDrawing.swift places and paints the lines).
extension UILabel {
    /// The text's rectangle in `bounds` before a subclass changes it.
    func defaultTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite else { return .zero }
        let unlimited = CGFloat.greatestFiniteMagnitude / 2
        let width = bounds.width.isFinite && bounds.width > 0 && bounds.width < unlimited ? bounds.width : .infinity
        let size = naturalTextSize(fitting: CGSize(width: width, height: .infinity), lines: lines)
        let height = bounds.height.isFinite && bounds.height >= 0 ? min(size.height, bounds.height) : size.height
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, max(bounds.width, 0)), height: height)
    }

    /// The attributes the drawn text takes where it has none of its own: the label's font, colour and
    /// shadow (a plain text has only these).
    var drawnTextDefaults: [NSAttributedString.Key: Any] {
        var defaults: [NSAttributedString.Key: Any] = [.font: font as Any, .foregroundColor: textColor as Any]
        if let shadowColor {
            let shadow = NSShadow()
            shadow.shadowColor = shadowColor
            shadow.shadowOffset = shadowOffset
            defaults[.shadow] = shadow
        }
        return defaults
    }

    /// The colour that replaces every character's: system grey when disabled, the highlighted colour
    /// when highlighted and one is set.
    var drawnTextOverrides: [NSAttributedString.Key: Any] {
        if !isEnabled { return [.foregroundColor: UIColor.systemGray] }
        if isHighlighted, let highlightedTextColor { return [.foregroundColor: highlightedTextColor] }
        return [:]
    }

    /// ``UILabel/drawText(in:)``'s work. The lines are laid out again only when something they depend
    /// on changed since the last draw (``DrawnText``): a label drawn in every frame of a scroll is
    /// laid out once.
    func drawLabelText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let text, !text.isEmpty, rect.isFiniteDrawingRect else { return }
        let key = DrawnText.Key(label: self, text: text, rect: rect)
        let drawing: TextDrawing
        if let kept = drawnText, kept.key.matches(key) {
            drawing = kept.drawing
        } else {
            drawing = layOutDrawnText(text, in: rect)
            drawnText = DrawnText(key: key, drawing: drawing)
        }
        let top = rect.minY + (rect.height - drawing.height) / 2
        drawing.draw(at: CGPoint(x: rect.minX, y: top), width: rect.width, in: ctx)
    }

    /// The lines of `text` as ``drawLabelText(in:)`` places them in `rect`.
    private func layOutDrawnText(_ text: String, in rect: CGRect) -> TextDrawing {
        let drawn = attributedTextStorage ?? NSAttributedString(string: text)
        // As many lines as the rectangle holds (at least one), within the label's limit.
        let fitting = max(1, TextDrawing.lines(of: drawn, fittingHeight: rect.height, fallbackFont: self.font))
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        return TextDrawing(drawn, width: rect.width, numberOfLines: limit, lineBreakMode: lineBreakMode,
                           alignment: textAlignment, fallbackFont: measuringFont, defaults: drawnTextDefaults,
                           overrides: drawnTextOverrides)
    }
}

/// A label's text as it was last laid out for drawing, with everything the layout was made from.
/// The objects are compared by identity: a label's attributed text, font and colours are replaced,
/// never changed in place (a colour that follows the appearance is resolved when painted, so a
/// kept layout paints it in the current one).
@MainActor
struct DrawnText {
    @MainActor
    struct Key {
        let text: String
        let attributed: NSAttributedString?
        let font: UIFont
        let color: UIColor
        let shadowColor: UIColor?
        let shadowOffset: CGSize
        let highlightedColor: UIColor?
        let isEnabled: Bool
        let isHighlighted: Bool
        let numberOfLines: Int
        let lineBreakMode: NSLineBreakMode
        let alignment: NSTextAlignment
        let rect: CGSize

        init(label: UILabel, text: String, rect: CGRect) {
            self.text = text
            attributed = label.attributedTextStorage
            font = label.font
            color = label.textColor
            shadowColor = label.shadowColor
            shadowOffset = label.shadowOffset
            highlightedColor = label.highlightedTextColor
            isEnabled = label.isEnabled
            isHighlighted = label.isHighlighted
            numberOfLines = label.numberOfLines
            lineBreakMode = label.lineBreakMode
            alignment = label.textAlignment
            self.rect = rect.size
        }

        func matches(_ other: Key) -> Bool {
            text == other.text && attributed === other.attributed && font === other.font && color === other.color
                && shadowColor === other.shadowColor && shadowOffset == other.shadowOffset
                && highlightedColor === other.highlightedColor && isEnabled == other.isEnabled
                && isHighlighted == other.isHighlighted && numberOfLines == other.numberOfLines
                && lineBreakMode == other.lineBreakMode && alignment == other.alignment && rect == other.rect
        }
    }

    let key: Key
    let drawing: TextDrawing
}
