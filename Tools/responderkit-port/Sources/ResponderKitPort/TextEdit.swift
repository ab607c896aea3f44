import SwiftSyntax

/// A replacement of a range of a file's UTF-8 bytes. The porter collects edits while it reads the
/// syntax tree and applies them at the end, so what it does not touch stays byte for byte as written.
struct TextEdit: Sendable {
    var start: Int
    var end: Int
    var replacement: String

    init(start: Int, end: Int, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// `node`'s text, without the trivia around it, replaced by `text`.
    init(replacing node: some SyntaxProtocol, with text: String) {
        self.init(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                  replacement: text)
    }

    /// The edits that take effect, in order: where two start at the same place, both are kept in the
    /// order given (insertions), and an edit inside another one's range is dropped.
    static func effective(_ edits: [TextEdit]) -> [TextEdit] {
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(
            \.element)
        var result: [TextEdit] = []
        var cursor = 0
        for edit in ordered where edit.start >= cursor {
            result.append(edit)
            cursor = edit.end
        }
        return result
    }

    /// `edits` applied to `source` (see `effective(_:)`).
    static func apply(_ edits: [TextEdit], to source: String) -> String {
        let bytes = Array(source.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var cursor = 0
        for edit in effective(edits) {
            result.append(contentsOf: bytes[cursor..<edit.start])
            result.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.end
        }
        result.append(contentsOf: bytes[cursor...])
        return String(decoding: result, as: UTF8.self)
    }
}
