/// Positions in a ported text mapped back to the original, through the porter's edits: a dry run's
/// report names the lines a person sees in the file as it is.
enum PortedLines {
    /// The text of line `number` (1-based) of `text`, or "".
    static func line(_ number: Int, of text: String) -> String {
        var current = 1
        var start = text.utf8.startIndex
        for index in text.utf8.indices where text.utf8[index] == 0x0A {
            if current == number { return String(decoding: text.utf8[start..<index], as: UTF8.self) }
            current += 1
            start = text.utf8.index(after: index)
        }
        return current == number ? String(decoding: text.utf8[start...], as: UTF8.self) : ""
    }

    /// The original's line and column for a 1-based line and column of the ported text. A position
    /// inside text the tool inserted maps to where the insertion was made.
    static func originalPosition(line: Int, column: Int, in file: PortedFile) -> (line: Int, column: Int) {
        guard let portedOffset = offset(line: line, column: column, in: file.ported) else { return (line, column) }
        var originalCursor = 0, portedCursor = 0
        var original = portedOffset
        for edit in file.edits {
            let unchanged = edit.start - originalCursor
            if portedOffset < portedCursor + unchanged {
                original = originalCursor + (portedOffset - portedCursor)
                return position(of: original, in: file.original)
            }
            portedCursor += unchanged
            let inserted = edit.replacement.utf8.count
            if portedOffset < portedCursor + inserted { return position(of: edit.start, in: file.original) }
            portedCursor += inserted
            originalCursor = edit.end
        }
        original = originalCursor + (portedOffset - portedCursor)
        return position(of: original, in: file.original)
    }

    private static func offset(line: Int, column: Int, in text: String) -> Int? {
        var current = 1
        var offset = 0
        for byte in text.utf8 {
            if current == line { return offset + column - 1 }
            if byte == 0x0A { current += 1 }
            offset += 1
        }
        return current == line ? offset + column - 1 : nil
    }

    private static func position(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for (index, byte) in text.utf8.enumerated() {
            if index == offset { break }
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
