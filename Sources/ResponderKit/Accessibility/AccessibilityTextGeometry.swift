import Foundation

/// Where the characters of a label's, a text field's or a text view's text are on screen: what a
/// screen reader's text review asks (a character's box, the character under a point).
///
/// The text is laid out as the view lays it out — a label wraps to its width unless it has one line,
/// a text field never wraps, a text view wraps inside its container inset and padding — with
/// ``TextLayout``'s line breaking and `font.lineHeight` between lines. A label's and a text field's
/// lines are centred vertically in their text rectangle, a text view's start at its top inset; each
/// line is placed by the view's alignment. Attributed runs with other fonts are measured in the view's
/// font (the box of such a character is approximate).
extension AssistiveTechnology {
    /// The screen rectangle of the scalars in `range` of `element`'s text (``text(of:)``); for a range
    /// over several lines, the smallest rectangle around its parts. `nil` when the element is not one
    /// of the text views above or has no window.
    public static func textBounds(of range: Range<Int>, in element: AccessibleObject) -> CGRect? {
        guard let geometry = AccessibilityTextGeometry(element) else { return nil }
        return geometry.screenRect(geometry.rect(of: range))
    }

    /// The scalar offset of the character at screen point `point` in `element`'s text, or `nil` when
    /// the point is outside its text (or the element is not one of the text views above).
    public static func textOffset(at point: CGPoint, in element: AccessibleObject) -> Int? {
        guard let geometry = AccessibilityTextGeometry(element), geometry.view.window != nil,
              point.x.isFinite, point.y.isFinite else { return nil }
        return geometry.offset(at: geometry.view.convertFromScreen(point))
    }
}

/// A text view's laid-out lines, in its own coordinates.
@MainActor
struct AccessibilityTextGeometry {
    let view: UIView
    let text: String
    let font: UIFont
    let lines: [Range<String.Index>]
    /// Where each line starts, in the view's coordinates.
    let origins: [CGPoint]

    init?(_ element: AccessibleObject) {
        guard let view = element as? UIView, let text = AssistiveTechnology.text(of: element) else { return nil }
        let area: CGRect, wrapWidth: CGFloat, alignment: NSTextAlignment, centred: Bool
        switch view {
        case let field as UITextField:
            font = field.font ?? UITextField.defaultFont
            area = field.isEditing
                ? field.editingRect(forBounds: field.bounds) : field.textRect(forBounds: field.bounds)
            (wrapWidth, alignment, centred) = (.infinity, field.textAlignment, true)
        case let label as UILabel:
            font = label.font
            area = label.bounds
            wrapWidth = label.numberOfLines == 1 ? .infinity : area.width
            (alignment, centred) = (label.textAlignment, true)
        case let textView as UITextView:
            font = textView.font ?? UITextView.defaultFont
            let inset = textView.textContainerInset
            let padding = max(textView.textContainer.lineFragmentPadding, 0)
            wrapWidth = textView.layoutWidth(forViewWidth: textView.bounds.width)
            area = CGRect(x: inset.left + padding, y: inset.top,
                          width: wrapWidth.isFinite ? wrapWidth : textView.bounds.width, height: .infinity)
            (alignment, centred) = (textView.textAlignment, false)
        default:
            return nil
        }
        self.view = view
        self.text = text
        let lines = TextLayout.lineRanges(of: text, font: font, width: wrapWidth)
        self.lines = lines
        let lineHeight = font.lineHeight
        let top = centred ? area.midY - CGFloat(lines.count) * lineHeight / 2 : area.minY
        let font = font
        origins = lines.enumerated().map { index, line in
            let width = TextLayout.width(of: text[line].trimmingHangingSpace, font: font)
            let room = area.width.isFinite ? area.width - width : 0
            let x: CGFloat
            switch alignment {
            case .center: x = area.minX + room / 2
            case .right: x = area.minX + room
            default: x = area.minX
            }
            return CGPoint(x: x, y: top + CGFloat(index) * lineHeight)
        }
    }

    /// The rectangle of the scalars in `range`, in the view's coordinates.
    func rect(of range: Range<Int>) -> CGRect {
        let scalars = text.unicodeScalars
        let count = scalars.count
        let lower = max(0, min(range.lowerBound, count)), upper = max(lower, min(range.upperBound, count))
        // Scalar positions, measured through the scalar view: a range may start or end inside a
        // character (a combining mark, half a flag), where the string's own subscript would round.
        let start = scalars.index(scalars.startIndex, offsetBy: lower)
        let end = scalars.index(start, offsetBy: upper - lower)
        func width(_ from: String.Index, _ to: String.Index) -> CGFloat {
            from < to ? TextLayout.width(of: Substring(scalars[from..<to]), font: font) : 0
        }
        var result = CGRect.null
        for (index, line) in lines.enumerated() {
            let from = max(start, line.lowerBound), to = min(end, line.upperBound)
            let caretHere = start == end && start >= line.lowerBound
                && (start < line.upperBound || index == lines.count - 1)
            guard from < to || caretHere else { continue }
            let x = origins[index].x + width(line.lowerBound, from)
            let width = width(from, max(from, to))
            result = result.union(CGRect(x: x, y: origins[index].y, width: width, height: font.lineHeight))
            if caretHere { break }
        }
        if result.isNull {
            // Empty text: the caret's place at the start.
            let origin = origins.first ?? .zero
            result = CGRect(x: origin.x, y: origin.y, width: 0, height: font.lineHeight)
        }
        return result
    }

    /// The scalar offset of the character at `point` (the view's coordinates), or `nil` outside the text.
    func offset(at point: CGPoint) -> Int? {
        guard let index = origins.firstIndex(where: { point.y >= $0.y && point.y < $0.y + font.lineHeight }) else {
            return nil
        }
        let line = lines[index]
        let scalars = text.unicodeScalars
        let positions = Array(scalars[line].indices) + [line.upperBound]
        let x = point.x - origins[index].x
        guard x >= 0, positions.count > 1 else { return nil }
        // Prefix widths grow with the prefix, as `rect(of:)` measures them: the first prefix wider than
        // `x` ends with the character under it (a binary search, so a long line costs log n measures).
        func prefixWidth(_ count: Int) -> CGFloat {
            TextLayout.width(of: Substring(scalars[line.lowerBound..<positions[count]]), font: font)
        }
        var low = 1, high = positions.count - 1
        guard x < prefixWidth(high) else { return nil }
        while low < high {
            let middle = (low + high) / 2
            if x < prefixWidth(middle) { high = middle } else { low = middle + 1 }
        }
        return scalars.distance(from: scalars.startIndex, to: positions[low - 1])
    }

    /// `rect` (the view's coordinates) on the screen.
    func screenRect(_ rect: CGRect) -> CGRect? {
        guard view.window != nil else { return nil }
        return UIAccessibility.convertToScreenCoordinates(rect, in: view)
    }
}

extension AssistiveTechnology {
    /// The lines of `element`'s text as it is laid out on screen, in scalars, each with the white space
    /// it broke at (and its line break); the paragraphs when the element is not a text view laid out
    /// by ResponderKit.
    public static func textLines(of element: AccessibleObject) -> [Range<Int>] {
        guard let text = text(of: element) else { return [] }
        let scalars = text.unicodeScalars
        guard let geometry = AccessibilityTextGeometry(element) else {
            var lines: [Range<Int>] = []
            var start = 0
            for (index, scalar) in scalars.enumerated() where scalar == "\n" {
                lines.append(start..<(index + 1))
                start = index + 1
            }
            lines.append(start..<scalars.count)
            return lines
        }
        // One pass over the text for every line's offsets (lines are in order and do not overlap).
        var lines: [Range<Int>] = []
        var position = scalars.startIndex, offset = 0
        func advance(to index: String.Index) -> Int {
            while position < index {
                position = scalars.index(after: position)
                offset += 1
            }
            return offset
        }
        for line in geometry.lines {
            let lower = advance(to: line.lowerBound)
            lines.append(lower..<advance(to: line.upperBound))
        }
        // Each line takes the line break after it, so the lines cover the text.
        for index in lines.indices.dropLast() where lines[index].upperBound < lines[index + 1].lowerBound {
            lines[index] = lines[index].lowerBound..<lines[index + 1].lowerBound
        }
        return lines
    }
}
