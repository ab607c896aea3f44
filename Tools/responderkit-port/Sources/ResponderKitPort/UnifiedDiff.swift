/// A unified diff of a ported file (`diff -u`'s format, three lines of context), for the tool's dry run.
///
/// Made from the porter's own edits rather than by comparing the two texts: the edits say exactly
/// which lines changed, so the diff takes one pass over the file — linear in its size (figures from
/// `responderkit-port-bench` in docs/Porting.md). A general text diff (Myers, as the tool used
/// before) is quadratic in the worst case: 46 s for 800 KB.
///
/// Lines are split at `\n` bytes only, so a CRLF file is shown line by line, each line keeping its
/// `\r` (as `diff -u` shows it).
public enum UnifiedDiff {
    /// The diff of `file`, or "" when it did not change.
    public static func make(for file: PortedFile) -> String {
        guard file.isChanged else { return "" }
        let old = Array(file.original.utf8)
        let lineStarts = starts(of: old)
        // Blocks of whole old lines that edits touch, with the edits' offsets.
        var blocks: [(first: Int, last: Int, edits: [TextEdit])] = []
        for edit in file.edits {
            let first = line(of: edit.start, in: lineStarts)
            let last = edit.end > edit.start ? line(of: edit.end - 1, in: lineStarts) : first
            if var previous = blocks.last, first <= previous.last {
                previous.last = max(previous.last, last)
                previous.edits.append(edit)
                blocks[blocks.count - 1] = previous
            } else {
                blocks.append((first, last, [edit]))
            }
        }
        let (oldName, newName) =
            file.path.hasPrefix("/") ? (file.path, file.path) : ("a/" + file.path, "b/" + file.path)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        let context = 3
        var delta = 0  // new line number − old line number, before the current block
        var index = 0
        while index < blocks.count {
            // One hunk: blocks closer than 2 × context lines share it.
            var end = index
            while end + 1 < blocks.count, blocks[end + 1].first - blocks[end].last - 1 <= 2 * context { end += 1 }
            let hunkFirst = max(0, blocks[index].first - context)
            let hunkLast = min(lineStarts.count - 1, blocks[end].last + context)
            var body = ""
            var oldCount = 0, newCount = 0
            var cursor = hunkFirst
            var hunkDelta = 0
            for block in blocks[index...end] {
                for n in cursor..<block.first {
                    body += " " + text(ofLine: n, old, lineStarts); oldCount += 1; newCount += 1
                }
                let range = lineStarts[block.first]..<lineEnd(block.last, old, lineStarts)
                let replaced = Array(old[range])
                let shifted = block.edits.map {
                    TextEdit(
                        start: $0.start - range.lowerBound, end: $0.end - range.lowerBound, replacement: $0.replacement)
                }
                let replacement = Array(TextEdit.apply(shifted, to: String(decoding: replaced, as: UTF8.self)).utf8)
                let removed = lines(of: replaced), added = lines(of: replacement)
                for line in removed { body += "-" + line }
                for line in added { body += "+" + line }
                oldCount += removed.count
                newCount += added.count
                hunkDelta += added.count - removed.count
                cursor = block.last + 1
            }
            for n in cursor..<(hunkLast + 1) {
                body += " " + text(ofLine: n, old, lineStarts); oldCount += 1; newCount += 1
            }
            let oldStart = oldCount == 0 ? hunkFirst : hunkFirst + 1
            let newStart = newCount == 0 ? hunkFirst + delta : hunkFirst + delta + 1
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
            delta += hunkDelta
            index = end + 1
        }
        return output
    }

    /// The offset where each line starts (a text's last line may have no `\n`).
    private static func starts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A && offset + 1 < bytes.count {
            starts.append(offset + 1)
        }
        return starts
    }

    /// The line holding `offset` (binary search).
    private static func line(of offset: Int, in starts: [Int]) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func lineEnd(_ line: Int, _ bytes: [UInt8], _ starts: [Int]) -> Int {
        line + 1 < starts.count ? starts[line + 1] : bytes.count
    }

    private static func text(ofLine line: Int, _ bytes: [UInt8], _ starts: [Int]) -> String {
        lines(of: Array(bytes[starts[line]..<lineEnd(line, bytes, starts)])).first ?? "\n"
    }

    /// `bytes` as diff lines, each ending in `\n`; a last line without one is followed by diff's
    /// "\ No newline at end of file".
    private static func lines(of bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(String(decoding: bytes[start...offset], as: UTF8.self))
            start = offset + 1
        }
        if start < bytes.count {
            result.append(String(decoding: bytes[start...], as: UTF8.self) + "\n\\ No newline at end of file\n")
        }
        return result
    }
}
