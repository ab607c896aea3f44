import Foundation

/// The text of an element, read and edited as a screen reader does: character by character, word by
/// word, with the caret and the selection, and typed into. Offsets count Unicode scalars (a character
/// of AT-SPI's Text interface), not UTF-16 units as `NSRange` does, nor grapheme clusters.
///
/// ```
///  UILabel ─────────── text (read only)
///  UITextField ──────── text (bullets when secure), the caret at the end while editing
///  UITextView ───────── text, `selectedRange` as the caret and the selection
///  anything else ────── its `accessibilityValue` when it is a `.staticText` element, else no text
/// ```
///
/// Editing goes the way a person's typing goes: into a text view through its selection and
/// `insertText(_:)`/`deleteBackward()`; into a text field by asking its delegate
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`, the range in UTF-16 units as UIKit
/// gives it), then setting its text and sending `.editingChanged` and `textDidChangeNotification`.
extension AssistiveTechnology {
    /// The text `element` shows, or `nil` when it shows none a reader could read as text.
    public static func text(of element: AccessibleObject) -> String? {
        switch element {
        case let field as UITextField:
            let text = field.text ?? ""
            return field.isSecureTextEntry ? String(repeating: "•", count: text.unicodeScalars.count) : text
        case let view as UITextView: return view.text ?? ""
        case let label as UILabel: return label.text ?? ""
        default:
            guard element.isAccessibilityElement, element.accessibilityTraits.contains(.staticText) else { return nil }
            return element.accessibilityValue ?? element.accessibilityLabel ?? ""
        }
    }

    /// Whether a reader may change `element`'s text: an enabled text field, an editable text view.
    public static func isEditableText(_ element: AccessibleObject) -> Bool {
        switch element {
        case let field as UITextField: return field.isEnabled
        case let view as UITextView: return view.isEditable
        default: return false
        }
    }

    /// The selection in `element`'s text, in scalars; an empty range is the caret. `nil` when the
    /// element shows no caret: it is not being edited (a text field) or not selectable (a text view).
    public static func textSelection(of element: AccessibleObject) -> Range<Int>? {
        switch element {
        case let field as UITextField:
            guard field.isEditing else { return nil }
            let end = (field.text ?? "").unicodeScalars.count
            return end..<end
        case let view as UITextView:
            guard view.isSelectable else { return nil }
            return scalarRange(of: view.selectedRange, in: view.text ?? "")
        default:
            return nil
        }
    }

    /// Moves the caret or the selection of a text view (the only text with a movable caret);
    /// `false` for anything else or when it cannot be selected.
    @discardableResult
    public static func setTextSelection(_ range: Range<Int>, of element: AccessibleObject) -> Bool {
        guard let view = element as? UITextView, view.isSelectable else { return false }
        view.selectedRange = utf16Range(of: range, in: view.text ?? "")
        return true
    }

    /// Replaces the scalars in `range` of `element`'s text with `replacement`, as typing would; `false`
    /// when the text cannot be edited.
    @discardableResult
    public static func replaceText(in range: Range<Int>, with replacement: String, of element: AccessibleObject)
        -> Bool {
        guard isEditableText(element) else { return false }
        switch element {
        case let view as UITextView:
            let range = utf16Range(of: range, in: view.text ?? "")
            // Nothing to delete and nothing to insert: no edit (deleteBackward would take a character).
            guard range.length > 0 || !replacement.isEmpty else { return true }
            view.selectedRange = range
            if replacement.isEmpty { view.deleteBackward() } else { view.insertText(replacement) }
            return true
        case let field as UITextField:
            let text = field.text ?? ""
            let scalars = Array(text.unicodeScalars)
            let lower = max(0, min(range.lowerBound, scalars.count))
            let range = lower..<max(lower, min(range.upperBound, scalars.count))
            guard !range.isEmpty || !replacement.isEmpty else { return true }
            let changed = utf16Range(of: range, in: text)
            if let delegate = field.delegate,
               !delegate.textField(field, shouldChangeCharactersIn: changed, replacementString: replacement) {
                return true
            }
            var edited = String.UnicodeScalarView(scalars[..<range.lowerBound])
            edited.append(contentsOf: replacement.unicodeScalars)
            edited.append(contentsOf: scalars[range.upperBound...])
            field.text = String(edited)
            field.textChanged()
            return true
        default:
            return false
        }
    }

    /// `range` (UTF-16 units of `text`) in scalars.
    static func scalarRange(of range: NSRange, in text: String) -> Range<Int> {
        let utf16 = text.utf16
        func scalars(upTo offset: Int) -> Int {
            // Counted scalar by scalar: an offset inside a surrogate pair rounds down to the pair's start.
            let target = max(0, min(offset, utf16.count))
            var units = 0, count = 0
            for scalar in text.unicodeScalars {
                let width = scalar.utf16.count
                if units + width > target { break }
                units += width
                count += 1
            }
            return count
        }
        let lower = scalars(upTo: range.location)
        return lower..<max(lower, scalars(upTo: range.location + range.length))
    }

    /// `range` (scalars of `text`) in UTF-16 units, clamped to the text.
    static func utf16Range(of range: Range<Int>, in text: String) -> NSRange {
        let scalars = text.unicodeScalars
        func utf16(upTo offset: Int) -> Int {
            let index = scalars.index(scalars.startIndex, offsetBy: max(0, min(offset, scalars.count)))
            return text.utf16.distance(from: text.utf16.startIndex, to: index)
        }
        let lower = utf16(upTo: range.lowerBound)
        return NSRange(location: lower, length: utf16(upTo: range.upperBound) - lower)
    }
}
