/// A replacement of a range of a file's UTF-8 bytes. The porter collects edits while it reads the
/// syntax tree and applies them at the end, so what it does not touch stays byte for byte as written.
struct TextEdit {
    var start: Int
    var end: Int
    var replacement: String

    /// `edits` applied to `source`; where two edits start at the same place, both are kept in the
    /// order given (insertions), and an edit inside another one's range is dropped.
    static func apply(_ edits: [TextEdit], to source: String) -> String {
        let bytes = Array(source.utf8)
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var cursor = 0
        for edit in ordered {
            guard edit.start >= cursor else { continue }
            result.append(contentsOf: bytes[cursor..<edit.start])
            result.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.end
        }
        result.append(contentsOf: bytes[cursor...])
        return String(decoding: result, as: UTF8.self)
    }
}
