import Foundation

/// A visual format string, parsed — the grammar of Apple's Auto Layout Guide ("Visual Format
/// Language"):
///
///     <visualFormatString> (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
/// (<connection><superview>)?
///     <orientation>        H | V
///     <superview>          |
///     <view>               [ <viewName> (<predicateListWithParens>)? ]
///     <connection>         e | - <predicateList> - | -
///     <predicateList>      <simplePredicate> | <predicateListWithParens>
///     <simplePredicate>    <metricName> | <positiveNumber>
///     <predicateListWithParens>  ( <predicate> (, <predicate>)* )
///     <predicate>          (<relation>)? <objectOfPredicate> (@ <priority>)?
///     <relation>           == | <= | >=
///     <objectOfPredicate>  <constant> | <viewName>   (a view only in a view's own predicates)
///     <priority>, <constant>  <metricName> | <number>
///
/// Names are C identifiers; numbers are read as `strtod` reads them. Beyond the grammar, so that
/// formats copied between iOS projects read here too: white space between tokens is skipped, and a
/// connection may hold one predicate with a relation and no parentheses (`[a]->=0-[b]`).
struct VisualFormat {
    enum Orientation { case horizontal, vertical }

    /// A number, or a name of the metrics or views dictionary (which one is known only to the
    /// builder; the parser checked that it is a key of one of them).
    enum Operand: Equatable {
        case number(Double)
        case name(String)
    }

    /// `relation object @priority`, with where the object and the priority end (for the caret).
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var object: Operand
        var objectEnd: Int
        var priority: Operand?
        var priorityEnd: Int = 0
    }

    /// What lies between two items: nothing (flush), the standard space, or predicates on the gap.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// `[name(predicates)]`.
    struct View {
        var name: String
        var nameEnd: Int
        var predicates: [Predicate] = []
    }

    var orientation = Orientation.horizontal
    /// `|` at the start and the connection after it, with the position of the `|`.
    var leadingSuperview: (connection: Connection, position: Int)?
    var views: [View] = []
    /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection before a `|` at the end, with the position of the `|`.
    var trailingSuperview: (connection: Connection, position: Int)?
}

/// Why a format cannot be parsed, and at which character (the caret of UIKit's message).
struct VisualFormatError: Error {
    let reason: String
    let position: Int
}

/// A recursive-descent parser of the visual format language. View names are checked against the
/// views dictionary as they are read, and a predicate's name against the metrics (then the views),
/// so that the first error is the one UIKit's single-pass parser reports.
struct VisualFormatParser {
    private let text: [Character]
    private var index = 0
    private let isView: (String) -> Bool
    private let isMetric: (String) -> Bool

    init(_ format: String, isView: @escaping (String) -> Bool, isMetric: @escaping (String) -> Bool) {
        text = Array(format)
        self.isView = isView
        self.isMetric = isMetric
    }

    /// Parses the whole format.
    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var format = VisualFormat()
        skipSpaces()
        if let first = peek(), first == "H" || first == "V", peek(1) == ":" {
            format.orientation = first == "H" ? .horizontal : .vertical
            index += 2
            skipSpaces()
        }
        if peek() == "|" {
            let position = index
            index += 1
            format.leadingSuperview = (try parseConnection(), position)
            skipSpaces()
        }
        guard peek() == "[" else {
            throw fail(format.leadingSuperview == nil ? "Expected a '[' to start a view, or a '|' for the superview"
                                                      : "Expected a '[' to start a view")
        }
        format.views.append(try parseView())
        while true {
            skipSpaces()
            guard peek() != nil else { break }
            let connection = try parseConnection()
            skipSpaces()
            if peek() == "[" {
                format.connections.append(connection)
                format.views.append(try parseView())
            } else if peek() == "|" {
                format.trailingSuperview = (connection, index)
                index += 1
                skipSpaces()
                guard peek() == nil else { throw fail("Expected the end of the format after the superview '|'") }
                break
            } else {
                throw fail(
                    peek() == nil ? "Expected a view or a '|' after the connection" : "Expected a '-', a view or a '|'")
            }
        }
        return format
    }

    // MARK: Grammar

    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        index += 1  // "["
        skipSpaces()
        guard let name = identifier() else { throw fail("Expected a view name after '['") }
        guard isView(name) else { throw fail("\(name) is not a key in the views dictionary.") }
        var view = VisualFormat.View(name: name, nameEnd: index)
        skipSpaces()
        if peek() == "(" {
            view.predicates = try parsePredicateList(connection: false)
            skipSpaces()
        }
        guard peek() == "]" else { throw fail("Expected a ']' to close the view \(name)") }
        index += 1
        return view
    }

    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        guard peek() == "-" else { return .flush }
        index += 1
        skipSpaces()
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek() == "(" {
            predicates = try parsePredicateList(connection: true)
        } else {
            // <simplePredicate> (a metric or a positive number), or one bare predicate: ->=8-
            let hasRelation = peek() == "=" || peek() == "<" || peek() == ">"
            let predicate = try parsePredicate(connection: true)
            if !hasRelation, predicate.priority == nil, case .number(let value) = predicate.object, value < 0 {
                throw VisualFormatError(
                    reason: "A spacing without parentheses must be a positive number or a metric",
                    position: predicate.objectEnd)
            }
            predicates = [predicate]
        }
        skipSpaces()
        guard peek() == "-" else { throw fail("Expected a '-' after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func parsePredicateList(connection: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1  // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate(connection: connection))
            skipSpaces()
            if peek() == "," { index += 1; continue }
            guard peek() == ")" else { throw fail("Expected a ',' or a ')' after the predicate") }
            index += 1
            return predicates
        }
    }

    private mutating func parsePredicate(connection: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        skipSpaces()
        var relation = NSLayoutConstraint.Relation.equal
        if let first = peek(), first == "=" || first == "<" || first == ">" {
            guard peek(1) == "=" else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 2
            skipSpaces()
        }
        let object = try operand(
            allowingViews: !connection, what: connection ? "a number or a metric" : "a number, a metric or a view")
        var predicate = VisualFormat.Predicate(relation: relation, object: object, objectEnd: index)
        skipSpaces()
        if peek() == "@" {
            index += 1
            skipSpaces()
            predicate.priority = try operand(allowingViews: false, what: "a priority (a number or a metric)")
            predicate.priorityEnd = index
        }
        return predicate
    }

    /// A number, or a name that is a metric (or, where allowed, a view).
    private mutating func operand(allowingViews: Bool, what: String) throws(VisualFormatError) -> VisualFormat.Operand {
        if let number = number() { return .number(number) }
        guard let name = identifier() else { throw fail("Expected \(what)") }
        if isMetric(name) || (allowingViews && isView(name)) { return .name(name) }
        throw fail("\(name) is not a key in the metrics dictionary.")
    }

    // MARK: Tokens

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private mutating func skipSpaces() {
        while let c = peek(), c.isWhitespace { index += 1 }
    }

    /// A C identifier (letters, digits and `_`, not starting with a digit).
    private mutating func identifier() -> String? {
        guard let first = peek(), first == "_" || first.isLetter else { return nil }
        var name = String(first)
        index += 1
        while let c = peek(), c == "_" || c.isLetter || (c.isASCII && c.isNumber) {
            name.append(c)
            index += 1
        }
        return name
    }

    /// A number as `strtod` reads it: an optional sign, digits with an optional fraction, an optional exponent.
    private mutating func number() -> Double? {
        let start = index
        var end = index
        func at(_ i: Int) -> Character? { i < text.count ? text[i] : nil }
        if at(end) == "+" || at(end) == "-" { end += 1 }
        var digits = 0
        while let c = at(end), c.isASCII, c.isNumber { end += 1; digits += 1 }
        if at(end) == "." {
            end += 1
            while let c = at(end), c.isASCII, c.isNumber { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if let e = at(end), e == "e" || e == "E" {
            var exponentEnd = end + 1
            if at(exponentEnd) == "+" || at(exponentEnd) == "-" { exponentEnd += 1 }
            var exponentDigits = 0
            while let c = at(exponentEnd), c.isASCII, c.isNumber { exponentEnd += 1; exponentDigits += 1 }
            if exponentDigits > 0 { end = exponentEnd }
        }
        guard let value = Double(String(text[start..<end])) else { return nil }
        index = end
        return value
    }

    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, position: index)
    }
}
