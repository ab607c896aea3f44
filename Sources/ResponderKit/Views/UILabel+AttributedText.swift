import Foundation

extension UILabel {
    /// The attributes of the label's own text: its font, colour and alignment.
    var plainAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: paragraph]
    }

    /// `attributedText`'s setter: the characters become `text`, the first character's font, colour
    /// and paragraph style the label's.
    func setAttributedText(_ newValue: NSAttributedString?) {
        guard let newValue else {
            attributedTextStorage = nil
            text = nil
            return
        }
        let kept = NSAttributedString(attributedString: newValue)
        let first = kept.attributesAtStart()
        attributedTextStorage = nil  // the label's own font and colour below are not applied to it
        if let font = first[.font] as? UIFont { self.font = font }
        if let color = first[.foregroundColor] as? UIColor { textColor = color }
        if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
            textAlignment = paragraph.alignment
            lineBreakMode = paragraph.lineBreakMode
        }
        text = kept.string
        attributedTextStorage = kept
        textLayoutChanged()
    }

    /// Sets `key` to `value` over the whole attributed text, if there is one.
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let attributed = attributedTextStorage, attributed.length > 0 else { return }
        let changed = attributed.changeableCopy()
        changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
        // Kept immutable, as every stored text is: the getter hands it out, and the drawn lines are
        // kept while the same object is stored (UILabel+Drawing.swift).
        attributedTextStorage = NSAttributedString(attributedString: changed)
    }

    /// The font the text is measured with: the largest of an attributed text's fonts, else `font`.
    var measuringFont: UIFont {
        guard let attributed = attributedTextStorage, attributed.length > 0 else { return font }
        return attributed.fontRuns(fallback: font).map(\.font).max { $0.lineHeight < $1.lineHeight } ?? font
    }
}
