import Foundation

// What the check of cited names (DocumentationMapTests) knows of the sources — the
// names they declare, and the argument labels of their functions — read from the text, without the
// compiler: a small reader of Swift declarations.

/// The names the sources declare, as the check of cited names needs them: every declared name, the
/// names that are types (declared or extended), and the argument labels of every function,
/// initialiser, subscript and enum case with associated values.
struct DeclaredNames {
    /// Every name a declaration introduces (types, functions, properties, cases, type aliases…).
    var all: Set<String> = []
    /// The names declared or extended as types (`class`, `struct`, `enum`, `protocol`, `actor`,
    /// `extension`, `typealias`), each component of a dotted name too.
    var types: Set<String> = []
    /// For each function, initialiser (`init`), subscript and case name: its parameters, each with
    /// its argument label (`_` for none) and whether it has a default value.
    var signatures: [String: [[(label: String, defaulted: Bool)]]] = [:]

    private static let typeKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "extension", "typealias",
    ]
    private static let memberKeywords: Set<String> = ["func", "var", "let", "case", "associatedtype"]
    private static let notNames: Set<String> = [
        "func", "var", "let", "is", "class", "static", "final", "init", "subscript",
    ]

    /// Reads the declarations of one Swift file's text.
    mutating func read(_ source: String) {
        let text = DeclaredNames.code(of: source)
        let tokens = DeclaredNames.tokens(of: text)
        for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
            let keyword = token.text, next = tokens[index + 1]
            guard DeclaredNames.typeKeywords.contains(keyword) || DeclaredNames.memberKeywords.contains(keyword) else {
                continue
            }
            guard let first = next.text.first, first.isLetter || first == "_" || first == "`" else { continue }
            let name = next.text.trimmingCharacters(in: ["`"])
            guard !DeclaredNames.notNames.contains(name) else { continue }
            all.insert(name)
            if DeclaredNames.typeKeywords.contains(keyword) {
                // `extension UIView.AutoresizingMask`: both components.
                var cursor = index + 1
                types.insert(name)
                while cursor + 2 < tokens.count, tokens[cursor + 1].text == ".",
                    tokens[cursor + 1].offset == tokens[cursor].end
                {
                    cursor += 2
                    types.insert(tokens[cursor].text); all.insert(tokens[cursor].text)
                }
            }
            if keyword == "case" { readCaseList(tokens, from: index + 1, in: text) }
            if keyword == "func" { readParameters(of: name, tokens, after: index + 1, in: text) }
        }
        for (index, token) in tokens.enumerated() where token.text == "init" || token.text == "subscript" {
            // A declaration, not a call: `init(`, `init?(`, `init<T>(` after a keyword or a line start.
            all.insert(token.text)
            if index > 0, tokens[index - 1].text == "." { continue }
            readParameters(of: token.text, tokens, after: index, in: text)
        }
    }

    /// `case a, b(x: Int), c = 3`: every case name, and the labels of those with associated values.
    private mutating func readCaseList(_ tokens: [Token], from start: Int, in text: [Character]) {
        var index = start
        while index < tokens.count {
            let name = tokens[index].text
            guard let first = name.first, first.isLetter || first == "_" else { return }
            guard !DeclaredNames.notNames.contains(name) else { return }
            all.insert(name)
            var next = index + 1
            if next < tokens.count, tokens[next].text == "(" {
                if let (parameters, after) = DeclaredNames.parameters(in: text, openingAt: tokens[next].offset) {
                    signatures[name, default: []].append(parameters.map { parameter in
                        // `case move(from: Int, to: Int)` has labels; `case value(Int)` has none.
                            let label =
                                parameter.label.hasSuffix(":")
                                ? parameter.label.dropLast().split(separator: " ").first.map(String.init) ?? "_" : "_"
                        return (label: label, defaulted: parameter.defaulted)
                    })
                    next = tokens.firstIndex(where: { $0.offset >= after }) ?? tokens.count
                }
            }
            // `= 3` (a raw value) ends at the comma; a comma on the same line continues the list.
            while next < tokens.count, tokens[next].text != ",", tokens[next].line == tokens[index].line {
                next += 1
            }
            guard next + 1 < tokens.count, tokens[next].text == ",", tokens[next + 1].line == tokens[next].line else {
                return
            }
            index = next + 1
        }
    }

    /// The parameters of the declaration whose name is at `tokens[nameIndex]`: skips generic
    /// parameters and `?`/`!`, then reads the parenthesised list.
    private mutating func readParameters(of name: String, _ tokens: [Token], after nameIndex: Int, in text: [Character])
    {
        var index = nameIndex + 1
        if index < tokens.count, tokens[index].text == "?" || tokens[index].text == "!" { index += 1 }
        if index < tokens.count, tokens[index].text == "<" {
            var depth = 0
            while index < tokens.count {
                if tokens[index].text == "<" { depth += 1 }
                if tokens[index].text == ">" { depth -= 1; if depth == 0 { index += 1; break } }
                index += 1
            }
        }
        guard index < tokens.count, tokens[index].text == "(",
              let (parameters, _) = DeclaredNames.parameters(in: text, openingAt: tokens[index].offset) else { return }
        signatures[name, default: []].append(parameters.map { parameter in
            // `label name: T` or `name: T` — the first word is the argument label.
            let words = parameter.label.split(whereSeparator: { $0 == " " || $0 == ":" })
                    .filter {
                        !$0.hasPrefix("@") && !["inout", "isolated", "borrowing", "consuming", "sending"].contains($0)
                    }
            return (label: words.first.map(String.init) ?? "_", defaulted: parameter.defaulted)
        })
    }

    /// The parameters between the parenthesis at `open` and its match: for each, the text before its
    /// first top-level colon (its label and name), and whether a top-level `=` follows (a default).
    private static func parameters(
        in text: [Character], openingAt open: Int
    ) -> ([(label: String, defaulted: Bool)], Int)? {
        var result: [(label: String, defaulted: Bool)] = []
        var depth = 0, index = open + 1, head = "", seenColon = false, defaulted = false, sawAnything = false
        while index < text.count {
            let character = text[index]
            let previous = index > 0 ? text[index - 1] : " "
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 {
                    if sawAnything {
                        result.append(
                            (head.trimmingCharacters(in: .whitespacesAndNewlines) + (seenColon ? ":" : ""), defaulted))
                    }
                    return (result, index + 1)
                }
                depth -= 1
            case "<": depth += 1
            case ">": if previous != "-" { depth -= 1 }
            case ",":
                if depth == 0 {
                    result.append(
                        (head.trimmingCharacters(in: .whitespacesAndNewlines) + (seenColon ? ":" : ""), defaulted))
                    head = ""; seenColon = false; defaulted = false; index += 1; continue
                }
            case ":": if depth == 0 && !seenColon { seenColon = true; index += 1; continue }
            case "=":
                if depth == 0 && seenColon && previous != "=" && previous != "!" && previous != "<" && previous != ">" {
                    defaulted = true
                }
            default: break
            }
            if !character.isWhitespace { sawAnything = true }
            if !seenColon { head.append(character) }
            index += 1
        }
        return nil
    }

    /// Whether `labels` (a citation's, such as `["_", "with"]` for `hitTest(_:with:)`) names a declared
    /// `name`: the declaration's labels, leaving out only parameters that have default values.
    func declares(_ name: String, labels: [String]) -> Bool {
        guard let overloads = signatures[name] else { return false }
        return overloads.contains { parameters in DeclaredNames.matches(labels[...], parameters[...]) }
    }

    private static func matches(
        _ labels: ArraySlice<String>, _ parameters: ArraySlice<(label: String, defaulted: Bool)>
    ) -> Bool {
        guard let parameter = parameters.first else { return labels.isEmpty }
        if let label = labels.first, label == parameter.label, matches(labels.dropFirst(), parameters.dropFirst()) {
            return true
        }
        return parameter.defaulted && matches(labels, parameters.dropFirst())
    }

    // MARK: Reading Swift text

    /// One token of Swift text — an identifier, or any other character alone — with where it is
    /// (character offsets, end exclusive, and its 1-based line).
    struct Token { var text: String; var offset: Int; var end: Int; var line: Int }

    /// The text with comments and string literals blanked out (same length, same lines).
    static func code(of source: String) -> [Character] {
        var characters = Array(source)
        var index = 0
        func blank(_ range: Range<Int>) { for i in range where characters[i] != "\n" { characters[i] = " " } }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character == "/" && next == "/" {
                var end = index
                while end < characters.count && characters[end] != "\n" { end += 1 }
                blank(index..<end); index = end
            } else if character == "/" && next == "*" {
                var end = index + 2
                while end + 1 < characters.count && !(characters[end] == "*" && characters[end + 1] == "/") { end += 1 }
                end = min(end + 2, characters.count)
                blank(index..<end); index = end
            } else if character == "\"" {
                let triple =
                    index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
                var end = index + (triple ? 3 : 1)
                while end < characters.count {
                    if characters[end] == "\\" { end += 2; continue }
                    if triple {
                        if end + 2 < characters.count && characters[end] == "\"" && characters[end + 1] == "\""
                            && characters[end + 2] == "\""
                        {
                            end += 3; break
                        }
                    } else if characters[end] == "\"" || characters[end] == "\n" { end += 1; break }
                    end += 1
                }
                end = min(end, characters.count)
                blank(index + 1..<max(index + 1, end - 1)); index = end
            } else {
                index += 1
            }
        }
        return characters
    }

    /// Identifiers (with backquotes), and every other non-space character alone.
    static func tokens(of text: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0, line = 1
        while index < text.count {
            let character = text[index]
            if character == "\n" { line += 1; index += 1; continue }
            if character.isWhitespace { index += 1; continue }
            if character.isLetter || character == "_" || character == "`" || character.isNumber {
                var end = index + 1
                while end < text.count
                    && (text[end].isLetter || text[end].isNumber || text[end] == "_" || text[end] == "`")
                { end += 1 }
                tokens.append(Token(text: String(text[index..<end]), offset: index, end: end, line: line))
                index = end
            } else {
                tokens.append(Token(text: String(character), offset: index, end: index + 1, line: line))
                index += 1
            }
        }
        return tokens
    }
}
