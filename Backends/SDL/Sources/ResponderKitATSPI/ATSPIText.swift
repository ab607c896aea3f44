import CDBus
import Foundation
import ResponderKit

/// `org.a11y.atspi.Text` and `org.a11y.atspi.EditableText`: what a screen reader reads of a label's, a
/// text field's or a text view's text — by character, word, sentence, line or paragraph, the caret and
/// the selection, each character's box — and how it types into one. Offsets are characters (Unicode
/// scalars), as AT-SPI counts them; `AssistiveTechnology`'s text functions do the work.
enum ATSPIText {
    static let interface = "org.a11y.atspi.Text"
    static let editableInterface = "org.a11y.atspi.EditableText"

    /// AT-SPI's granularities (`GetStringAtOffset`) and the older boundary types (`GetTextAtOffset`),
    /// as one unit of text.
    enum Unit {
        case character, word, sentence, line, paragraph

        init(granularity: UInt32) {
            self = [.character, .word, .sentence, .line, .paragraph][Int(min(granularity, 4))]
        }

        /// `ATSPI_TEXT_BOUNDARY_CHAR`, `WORD_START`/`END`, `SENTENCE_START`/`END`, `LINE_START`/`END`.
        init(boundary: UInt32) {
            switch boundary {
            case 0: self = .character
            case 1, 2: self = .word
            case 3, 4: self = .sentence
            default: self = .line
            }
        }
    }

    /// The unit of `unit` around `offset` in `scalars`: from the unit's start to the next unit's start
    /// (a word takes the space after it, as ATK's word granularity does).
    static func segment(_ unit: Unit, at offset: Int, in scalars: [Unicode.Scalar], lines: [Range<Int>]) -> Range<Int> {
        let count = scalars.count
        if unit == .line, let line = lines.first(where: { $0.contains(offset) }) ?? lines.last(where: {
            $0.lowerBound <= offset && offset <= count
        }) {
            // The line at the end (after a final line break, an empty one) answers at the text's end too.
            return line
        }
        guard count > 0, offset < count else { return count..<count }
        let offset = max(0, offset)
        let isStart: (Int) -> Bool
        switch unit {
        case .character: return offset..<(offset + 1)
        case .line: return offset..<(offset + 1)
        case .word:
            let isWord = { (index: Int) in
                scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
            }
            isStart = { index in isWord(index) && (index == 0 || !isWord(index - 1)) }
        case .sentence:
            isStart = { index in
                guard index > 0 else { return true }
                guard !scalars[index].properties.isWhitespace else { return false }
                var before = index - 1
                guard scalars[before].properties.isWhitespace else { return false }
                while before > 0, scalars[before].properties.isWhitespace { before -= 1 }
                return ".!?".unicodeScalars.contains(scalars[before])
            }
        case .paragraph:
            isStart = { index in index == 0 || scalars[index - 1] == "\n" }
        }
        var start = offset
        while start > 0, !isStart(start) { start -= 1 }
        var end = offset + 1
        while end < count, !isStart(end) { end += 1 }
        return start..<end
    }

    /// The range between two offsets from a client, in either order, each clamped to `0...count`.
    static func range(_ start: Int, _ end: Int, within count: Int) -> Range<Int> {
        let a = max(0, min(start, count)), b = max(0, min(end, count))
        return min(a, b)..<max(a, b)
    }

    /// The first `bytes` bytes of `text`'s UTF-8 (libatspi's `InsertText` length), cut back to a whole
    /// character; all of it for a negative length.
    static func prefix(of text: String, bytes: Int) -> String {
        guard bytes >= 0, bytes < text.utf8.count else { return text }
        var result = String.UnicodeScalarView()
        var used = 0
        for scalar in text.unicodeScalars {
            used += String(scalar).utf8.count
            if used > bytes { break }
            result.append(scalar)
        }
        return String(result)
    }

    /// The text of `scalars` in `range`, clamped.
    static func string(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<scalars.count)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }
}

extension ATSPIBridge {
    func answerText(_ request: ATSPIRequest) -> Bool {
        guard let object = request.node.object, let text = AssistiveTechnology.text(of: object) else { return false }
        let scalars = Array(text.unicodeScalars)
        var reader = DBusMessageReader(request.message)
        let message = request.message
        switch request.member {
        case "GetText":
            let start = Int(reader.int32()), end = Int(reader.int32())
            let upper = end < 0 ? scalars.count : end
            reply(to: message) { $0.string(ATSPIText.string(scalars, max(0, start)..<max(max(0, start), upper))) }
        case "GetCharacterAtOffset":
            let offset = Int(reader.int32())
            let value = scalars.indices.contains(offset) ? Int32(scalars[offset].value) : 0
            reply(to: message) { $0.int32(value) }
        case "GetStringAtOffset":
            let offset = Int(reader.int32())
            let unit = ATSPIText.Unit(granularity: reader.uint32())
            let range = ATSPIText.segment(unit, at: offset, in: scalars, lines: unit == .line ? lines(of: object) : [])
            replySegment(to: message, range, scalars)
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let offset = Int(reader.int32())
            let unit = ATSPIText.Unit(boundary: reader.uint32())
            let lines = unit == .line ? lines(of: object) : []
            var range = ATSPIText.segment(unit, at: offset, in: scalars, lines: lines)
            if request.member == "GetTextBeforeOffset" {
                range = range.lowerBound > 0
                    ? ATSPIText.segment(unit, at: range.lowerBound - 1, in: scalars, lines: lines) : 0..<0
            } else if request.member == "GetTextAfterOffset" {
                range = range.upperBound < scalars.count
                    ? ATSPIText.segment(unit, at: range.upperBound, in: scalars, lines: lines)
                    : scalars.count..<scalars.count
            }
            replySegment(to: message, range, scalars)
        case "SetCaretOffset":
            let offset = max(0, min(Int(reader.int32()), scalars.count))
            reply(to: message) { $0.boolean(AssistiveTechnology.setTextSelection(offset..<offset, of: object)) }
        case "GetNSelections":
            let selection = AssistiveTechnology.textSelection(of: object)
            reply(to: message) { $0.int32(selection.map { $0.isEmpty ? 0 : 1 } ?? 0) }
        case "GetSelection":
            let selection = AssistiveTechnology.textSelection(of: object).flatMap { $0.isEmpty ? nil : $0 }
            reply(to: message) {
                $0.int32(Int32(selection?.lowerBound ?? 0)); $0.int32(Int32(selection?.upperBound ?? 0))
            }
        case "AddSelection", "SetSelection":
            if request.member == "SetSelection" { _ = reader.int32() }
            let start = Int(reader.int32()), end = Int(reader.int32())
            let range = min(start, end)..<max(start, end)
            reply(to: message) { $0.boolean(AssistiveTechnology.setTextSelection(range, of: object)) }
        case "RemoveSelection":
            let caret = AssistiveTechnology.textSelection(of: object)?.upperBound ?? 0
            reply(to: message) { $0.boolean(AssistiveTechnology.setTextSelection(caret..<caret, of: object)) }
        case "GetCharacterExtents", "GetRangeExtents":
            let start = Int(reader.int32())
            let end = request.member == "GetRangeExtents" ? Int(reader.int32()) : start + 1
            let type = reader.uint32()
            let box = AssistiveTechnology.textBounds(of: min(start, end)..<max(start, end), in: object)
                .map { pixels(of: $0, shownBy: object, coordinateType: type) } ?? .zero
            reply(to: message) {
                $0.int32(Self.pixel(box.minX)); $0.int32(Self.pixel(box.minY))
                $0.int32(Self.pixel(box.width)); $0.int32(Self.pixel(box.height))
            }
        case "GetOffsetAtPoint":
            let x = reader.int32(), y = reader.int32(), type = reader.uint32()
            let point = screenPoint(ofPixel: CGPoint(x: CGFloat(x), y: CGFloat(y)), shownBy: object,
                                    coordinateType: type)
            reply(to: message) { $0.int32(Int32(AssistiveTechnology.textOffset(at: point, in: object) ?? -1)) }
        case "GetAttributes", "GetAttributeRun":
            // ResponderKit reports no text attributes: one run over the whole text.
            reply(to: message) { writer in
                writer.array(of: "{ss}") { _ in }
                writer.int32(0); writer.int32(Int32(scalars.count))
            }
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            reply(to: message) { $0.array(of: "{ss}") { _ in } }
        case "GetAttributeValue":
            reply(to: message) { $0.string("") }
        default:
            return false
        }
        return true
    }

    private func replySegment(to message: OpaquePointer, _ range: Range<Int>, _ scalars: [Unicode.Scalar]) {
        reply(to: message) {
            $0.string(ATSPIText.string(scalars, range))
            $0.int32(Int32(range.lowerBound)); $0.int32(Int32(range.upperBound))
        }
    }

    private func lines(of object: AccessibleObject) -> [Range<Int>] { AssistiveTechnology.textLines(of: object) }

    /// The Text interface's properties.
    func textProperties(of object: AccessibleObject) -> [(String, Property)] {
        guard let text = AssistiveTechnology.text(of: object) else { return [] }
        let count = Int32(text.unicodeScalars.count)
        let caret = Int32(AssistiveTechnology.textSelection(of: object)?.upperBound ?? -1)
        return [("CharacterCount", ("i", { $0.int32(count) })), ("CaretOffset", ("i", { $0.int32(caret) }))]
    }

    func answerEditableText(_ request: ATSPIRequest) -> Bool {
        guard let object = request.node.object, AssistiveTechnology.isEditableText(object) else { return false }
        let count = AssistiveTechnology.text(of: object)?.unicodeScalars.count ?? 0
        var reader = DBusMessageReader(request.message)
        let done: Bool
        switch request.member {
        case "SetTextContents":
            done = AssistiveTechnology.replaceText(in: 0..<count, with: reader.string(), of: object)
        case "InsertText":
            let position = max(0, min(Int(reader.int32()), count))
            let text = reader.string(), length = Int(reader.int32())
            let inserted = ATSPIText.prefix(of: text, bytes: length)
            done = AssistiveTechnology.replaceText(in: position..<position, with: inserted, of: object)
        case "DeleteText", "CutText":
            let range = ATSPIText.range(Int(reader.int32()), Int(reader.int32()), within: count)
            if request.member == "CutText" { copy(range, of: object) }
            done = AssistiveTechnology.replaceText(in: range, with: "", of: object)
        case "CopyText":
            copy(ATSPIText.range(Int(reader.int32()), Int(reader.int32()), within: count), of: object)
            reply(to: request.message) { _ in }
            return true
        case "PasteText":
            let position = max(0, min(Int(reader.int32()), count))
            let text = UIPasteboard.general.string ?? ""
            done = AssistiveTechnology.replaceText(in: position..<position, with: text, of: object)
        default:
            return false
        }
        reply(to: request.message) { $0.boolean(done) }
        return true
    }

    private func copy(_ range: Range<Int>, of object: AccessibleObject) {
        // A secure field's text is bullets here, as on iOS, where it cannot be copied either.
        guard let text = AssistiveTechnology.text(of: object), !range.isEmpty else { return }
        UIPasteboard.general.string = ATSPIText.string(Array(text.unicodeScalars), range)
    }
}
