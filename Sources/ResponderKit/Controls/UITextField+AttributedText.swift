import Foundation

/// A text field's text and placeholder as attributed strings — UIKit's `attributedText`,
/// `attributedPlaceholder` (its first character's attributes are kept and drawn) and
/// `defaultTextAttributes`. The field edits plain text: setting
/// attributed text sets `text` to its characters and the field's font, colour and alignment to its
/// first character's; reading it gives `text` in the field's attributes.
extension UITextField {
    /// The field's text with the field's font, colour and alignment.
    public var attributedText: NSAttributedString? {
        get { NSAttributedString(string: text ?? "", attributes: defaultTextAttributes) }
        set {
            guard let newValue else { text = nil; return }
            defaultTextAttributes = newValue.attributesAtStart()
            text = newValue.string
        }
    }

    /// The placeholder with attributes; its characters are `placeholder`.
    public var attributedPlaceholder: NSAttributedString? {
        get {
            placeholder.map { text in
                var attributes: [NSAttributedString.Key: Any] = [
                    .foregroundColor: UIColor.placeholderText, .font: font as Any,
                ]
                attributes.merge(placeholderAttributes) { _, own in own }
                return NSAttributedString(string: text, attributes: attributes)
            }
        }
        set {
            placeholderAttributes = newValue?.attributesAtStart() ?? [:]
            placeholder = newValue?.string
            setNeedsDisplay()
        }
    }

    /// The attributes the text is shown with: the field's font, colour and alignment.
    public var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            return [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: paragraph]
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
    }
}
