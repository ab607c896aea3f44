// The two kinds of citation whose names the docs' map checks (DocumentationMapTests).

/// The type and function names a line cites, by two rules precise enough to have no false positives.
enum CitedNames {
    /// Member names that are Swift's own, never declared: `UIView.self`.
    static let keywords: Set<String> = ["self", "Type", "Protocol", "init"]
    /// File extensions: `UIView.swift` is a file (the file check covers it), not a member.
    static let fileExtensions: Set<String> = [
        "swift", "md", "mm", "m", "h", "sh", "txt", "json", "py", "c", "svg", "png",
    ]

    /// DocC symbol links: ``Name``, ``Type/member``, ``Type.member``, ``member(label:label:)``,
    /// with an optional disambiguation suffix (``member-swift.property``). Each is the link's text,
    /// its name components, and its argument labels if it has a parenthesised list.
    static func symbolLinks(in line: Substring) -> [(text: String, components: [String], labels: [String]?)] {
        var links: [(text: String, components: [String], labels: [String]?)] = []
        var rest = line[...]
        while let open = rest.range(of: "``") {
            guard let close = rest[open.upperBound...].range(of: "``") else { break }
            let text = String(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
            var body = Substring(text)
            if let dash = body.firstIndex(of: "-"), dash != body.startIndex { body = body[..<dash] }
            var labels: [String]?
            if let paren = body.firstIndex(of: "(") {
                guard body.hasSuffix(")") else { continue }
                let list = body[body.index(after: paren)..<body.index(before: body.endIndex)]
                guard
                    list.isEmpty
                        || (list.hasSuffix(":")
                            && list.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy(
                                isIdentifier))
                else { continue }
                labels = list.split(separator: ":").map(String.init)
                body = body[..<paren]
            }
            let components = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "." })
            guard !components.isEmpty, components.allSatisfy(isIdentifier) else { continue }  // operators, code
            links.append((text, components.map(String.init), labels))
        }
        return links
    }

    /// Code spans that are exactly `Type.member`, `Type.member(...)` or `Type.member(label:label:)`:
    /// the span's text, the type, the member, and the labels when the parentheses hold only labels.
    static func memberSpans(in line: Substring) -> [(text: String, type: String, member: String, labels: [String]?)] {
        var spans: [(text: String, type: String, member: String, labels: [String]?)] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else { index += 1; continue }
            var run = index
            while run < characters.count && characters[run] == "`" { run += 1 }
            if run - index != 1 { index = run; continue }  // ``DocC`` links and fences: not code spans
            guard let close = characters[run...].firstIndex(of: "`") else { break }
            let text = String(characters[run..<close])
            index = close + 1
            if close + 1 < characters.count && characters[close + 1] == "`" { continue }
            var body = Substring(text), labels: [String]?
            if let paren = body.firstIndex(of: "(") {
                guard body.hasSuffix(")") else { continue }
                let list = body[body.index(after: paren)..<body.index(before: body.endIndex)]
                if list.isEmpty
                    || (list.hasSuffix(":")
                        && list.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy(
                            isIdentifier))
                {
                    labels = list.split(separator: ":").map(String.init)
                }
                body = body[..<paren]
            }
            let parts = body.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy(isIdentifier), parts[0].first!.isUppercase,
                !fileExtensions.contains(String(parts[1])), !keywords.contains(String(parts[1])) || labels != nil
            else { continue }
            spans.append((text, String(parts[0]), String(parts[1]), labels))
        }
        return spans
    }

    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
