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

    /// ``UILabel/drawText(in:)``'s work.
    func drawLabelText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let text, !text.isEmpty, rect.isFiniteDrawingRect else { return }
        let drawn = attributedTextStorage ?? NSAttributedString(string: text)
        let font = measuringFont
        // As many lines as the rectangle holds (at least one), within the label's limit.
        let fitting = max(1, TextDrawing.lines(of: drawn, fittingHeight: rect.height, fallbackFont: self.font))
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let drawing = TextDrawing(drawn, width: rect.width, numberOfLines: limit, lineBreakMode: lineBreakMode,
                                  alignment: textAlignment, fallbackFont: font, defaults: drawnTextDefaults,
                                  overrides: drawnTextOverrides)
        let top = rect.minY + (rect.height - drawing.height) / 2
        drawing.draw(at: CGPoint(x: rect.minX, y: top), width: rect.width, in: ctx)
    }
}
