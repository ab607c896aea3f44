/// A unified diff of two texts (`diff -u`'s format, three lines of context), for the tool's dry run.
public enum UnifiedDiff {
    public static func make(old: String, new: String, path: String) -> String {
        let a = lines(old), b = lines(new)
        guard a != b else { return "" }
        // Which lines of each side are kept (not removed / not inserted), from Swift's Myers diff.
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in b.difference(from: a) {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both sides together, making one edit script: (kind, a index, b index).
        enum Kind { case same, remove, insert }
        var script: [(Kind, Int, Int)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) {
                script.append((.remove, i, j)); i += 1
            } else if j < b.count, inserted.contains(j) {
                script.append((.insert, i, j)); j += 1
            } else {
                script.append((.same, i, j)); i += 1; j += 1
            }
        }
        let (old, new) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var output = "--- \(old)\n+++ \(new)\n"
        let context = 3
        var index = 0
        while index < script.count {
            guard script[index].0 != .same else { index += 1; continue }
            // A hunk: from `context` lines before this change to `context` after the last change
            // that is within 2 × context of the previous one.
            let start = max(0, index - context)
            var end = index
            var last = index
            while end < script.count {
                if script[end].0 != .same { last = end }
                if end - last > 2 * context { break }
                end += 1
            }
            end = min(script.count, last + context + 1)
            let slice = script[start..<end]
            let oldStart = slice.first!.1, newStart = slice.first!.2
            let oldCount = slice.filter { $0.0 != .insert }.count
            let newCount = slice.filter { $0.0 != .remove }.count
            output += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for (kind, ai, bj) in slice {
                switch kind {
                case .same: output += " " + a[ai] + "\n"
                case .remove: output += "-" + a[ai] + "\n"
                case .insert: output += "+" + b[bj] + "\n"
                }
            }
            index = end
        }
        return output
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }
}
