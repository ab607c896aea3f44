import Foundation

/// How a text field draws when it is rendered (`drawHierarchy`, `layer.render(in:)`): `draw(_:)`
/// draws the border, then — through the override points a subclass may change —
/// `drawPlaceholder(in: placeholderRect(forBounds:))` while empty, else
/// `drawText(in: editingRect(forBounds:))` while editing and `drawText(in: textRect(forBounds:))`
/// otherwise. The text is one line centred vertically, aligned by `textAlignment`, cut with "…" when
/// too long, in `textColor` (`.label` when `nil`); secure entry draws a bullet per character; the
/// placeholder is `placeholderText` grey unless `attributedPlaceholder` gave it attributes. Where
/// UIKit differs: there is no caret or selection, and the border looks are ResponderKit's (a
/// 0.5-point grey rounded rectangle, a 1-point line).
extension UITextField {
    func drawField() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: ctx)
        if hasText {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if let placeholder, !placeholder.isEmpty {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
    }

    private func drawBorder(in ctx: CGContext) {
        let rect = borderRect(forBounds: bounds)
        guard rect.isFiniteDrawingRect else { return }
        switch borderStyle {
        case .none: return
        case .roundedRect:
            ctx.saveGState()
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            (backgroundColor == nil ? UIColor.systemBackground : UIColor.clear).setFill()
            path.fill()
            UIColor(white: 0.78, alpha: 1).setStroke()
            path.lineWidth = 0.5
            path.stroke()
            ctx.restoreGState()
        case .line, .bezel:
            ctx.saveGState()
            ctx.setStrokeColor((borderStyle == .line ? UIColor.black : UIColor.systemGray).cgColor)
            ctx.setLineWidth(1)
            ctx.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
            ctx.restoreGState()
        }
    }

    func drawFieldText(in rect: CGRect) {
        let shown = isSecureTextEntry ? String(repeating: "\u{2022}", count: (text ?? "").count) : (text ?? "")
        drawLine(shown, attributes: [.font: font as Any, .foregroundColor: textColor ?? UIColor.label], in: rect)
    }

    func drawFieldPlaceholder(in rect: CGRect) {
        var attributes: [NSAttributedString.Key: Any] = [.font: font as Any, .foregroundColor: UIColor.placeholderText]
        attributes.merge(placeholderAttributes) { _, own in own }
        drawLine(placeholder ?? "", attributes: attributes, in: rect)
    }

    private func drawLine(_ string: String, attributes: [NSAttributedString.Key: Any], in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), !string.isEmpty, rect.isFiniteDrawingRect else { return }
        let drawing = TextDrawing(
            NSAttributedString(string: string, attributes: attributes), width: rect.width, numberOfLines: 1,
                                  lineBreakMode: .byTruncatingTail, alignment: textAlignment,
                                  fallbackFont: attributes[.font] as? UIFont ?? UITextField.defaultFont)
        ctx.saveGState()
        ctx.clip(to: rect)
        drawing.draw(at: CGPoint(x: rect.minX, y: rect.midY - drawing.height / 2), width: rect.width, in: ctx)
        ctx.restoreGState()
    }
}

/// The clear button's look: a grey disc with a white ×.
final class TextFieldClearButton: UIButton {
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let disc = bounds.insetBy(dx: 2, dy: 2)
        ctx.setFillColor(UIColor.systemGray.cgColor)
        ctx.fillEllipse(in: disc)
        ctx.setStrokeColor(UIColor.white.cgColor)
        ctx.setLineWidth(1.5)
        let arm = disc.width * 0.2
        ctx.strokeLineSegments(between: [
            CGPoint(x: disc.midX - arm, y: disc.midY - arm), CGPoint(x: disc.midX + arm, y: disc.midY + arm),
            CGPoint(x: disc.midX + arm, y: disc.midY - arm), CGPoint(x: disc.midX - arm, y: disc.midY + arm),
        ])
    }
}
