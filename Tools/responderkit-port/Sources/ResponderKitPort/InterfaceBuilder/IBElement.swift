import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document (`.storyboard`, `.xib`): its name, attributes,
/// children, and the line it starts on — what the translation reads, and what its report cites.
final class IBElement {
    let name: String
    let attributes: [String: String]
    let line: Int
    private(set) var children: [IBElement] = []
    /// The element's text (`<string key="text">Two\nlines</string>`).
    fileprivate(set) var text = ""
    private(set) weak var parent: IBElement?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The object ID Interface Builder gave the element.
    var id: String? { attributes["id"] }

    /// The child with `key` (`<rect key="frame">`, `<view key="view">`).
    func child(key: String) -> IBElement? { children.first { $0["key"] == key } }

    /// The children called `name`.
    func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The first child called `name`.
    func first(_ name: String) -> IBElement? { children.first { $0.name == name } }

    /// This element and every element below it, depth first.
    func descendants() -> [IBElement] {
        var result: [IBElement] = []
        var stack: [IBElement] = [self]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// Whether a boolean attribute is `YES`.
    func isYes(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    fileprivate func append(_ element: IBElement) {
        children.append(element)
        element.parent = self
    }

    /// Parses an Interface Builder document. Throws with the line for XML that does not parse.
    static func parse(_ data: Data, file: String) throws -> IBElement {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw IBParseError(
                file: file, line: parser.lineNumber,
                reason: parser.parserError.map { "\($0)" } ?? "not an Interface Builder document")
        }
        if let open = builder.openElement {
            throw IBParseError(
                file: file, line: parser.lineNumber,
                reason: "the document ends inside <\(open.name)> (line \(open.line))")
        }
        guard root.name == "document" else {
            throw IBParseError(
                file: file, line: root.line, reason: "its root element is <\(root.name)>, not <document>")
        }
        return root
    }
}

/// An Interface Builder document that is not XML.
struct IBParseError: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var reason: String
    var description: String { "\(file):\(line): not a readable Interface Builder document: \(reason)" }
}

/// Builds the element tree from the parser's callbacks, each element with its line.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: IBElement?
    private var stack: [IBElement] = []
    /// The innermost element not closed, if the document ended early.
    var openElement: IBElement? { stack.last }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let parent = stack.last { parent.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        _ = stack.popLast()
    }
}
