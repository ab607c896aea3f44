import Foundation

/// Constraints, outlets, actions and triggered segues, and a table's or collection's prototype
/// cells, which become nibs registered for their reuse identifiers.
extension IBViewBuilder {
    /// `<constraint>` as an `NSLayoutConstraint`, named so outlets can point at it; `nil` for a
    /// placeholder ("Remove at build time") or one whose items are not in the scene.
    mutating func constraint(_ element: IBElement, owning: String) -> String? {
        guard let id = element.id, element["placeholder"] != "YES" else { return nil }
        var first = element["firstItem"].flatMap { expressions[$0] } ?? owning
        var firstAttribute = element["firstAttribute"] ?? "notAnAttribute"
        if let firstID = element["firstItem"], let guide = legacyGuides[firstID] {
            (first, firstAttribute) = IBViewBuilder.safeAreaEdge(of: guide, attribute: firstAttribute)
        }
        var second: String
        var secondAttribute = element["secondAttribute"] ?? "notAnAttribute"
        if let secondID = element["secondItem"], let guide = legacyGuides[secondID] {
            (second, secondAttribute) = IBViewBuilder.safeAreaEdge(of: guide, attribute: secondAttribute)
        } else if let secondID = element["secondItem"] {
            guard let expression = expressions[secondID] else {
                context.report(
                    element, "a constraint names an object (\(secondID)) outside the scene",
                    fix: "make this constraint in code")
                return nil
            }
            second = expression
        } else {
            second = "nil"
        }
        let name = "k_" + String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let relation = element["relation"] ?? "equal"
        lines.append(
            """
                let \(name) = NSLayoutConstraint(item: \(first), attribute: .\(firstAttribute), relatedBy: \
                .\(relation), toItem: \(second), attribute: .\(secondAttribute), multiplier: \
                \(multiplier(element["multiplier"])), constant: \(IBValues.number(element["constant"] ?? "0")))
                """
        )
        if let priority = element["priority"], priority != "1000" {
            lines.append("\(name).priority = UILayoutPriority(\(IBValues.number(priority)))")
        }
        if let identifier = element["identifier"] {
            lines.append("\(name).identifier = \(IBValues.string(identifier))")
        }
        expressions[id] = name
        return name
    }

    /// A top layout guide's bottom is the safe area's top (its top the view's); a bottom layout
    /// guide's top is the safe area's bottom (its bottom the view's).
    static func safeAreaEdge(of guide: (root: String, isTop: Bool), attribute: String) -> (String, String) {
        switch (guide.isTop, attribute) {
        case (true, "bottom"): return ("\(guide.root).safeAreaLayoutGuide", "top")
        case (false, "top"): return ("\(guide.root).safeAreaLayoutGuide", "bottom")
        default: return (guide.root, attribute)
        }
    }

    /// `"2:1"` or `"0.5"` as a number.
    private func multiplier(_ text: String?) -> String {
        guard let text else { return "1" }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return IBValues.number(String(parts[0] / parts[1])) }
        return IBValues.number(text)
    }

    /// A `<connections>` element of `source`: outlets, outlet collections, actions, segues.
    mutating func connect(_ connections: IBElement, source: String) {
        var collections: [String: [String]] = [:]
        let trigger = connections.parent
        for connection in connections.children {
            switch connection.name {
            case "outlet":
                // A scene's root view is loadView's result; a nib sets its owner's `view` outlet.
                guard let property = connection["property"], property != "view" || source != "owner" || ownerIsOptional
                else { continue }
                guard let destination = connection["destination"].flatMap({ expressions[$0] }) else { continue }
                lines.append("\(source == "owner" && ownerIsOptional ? "owner?" : source).\(property) = \(destination)")
            case "outletCollection":
                guard let property = connection["property"],
                    let destination = connection["destination"].flatMap({ expressions[$0] })
                else { continue }
                if property == "gestureRecognizers" {
                    lines.append("\(source).addGestureRecognizer(\(destination))")
                } else {
                    collections[property, default: []].append(destination)
                }
            case "action":
                guard let selector = connection["selector"] else { continue }
                let target = connection["destination"].flatMap { expressions[$0] } ?? "nil"
                if let trigger, IBViewBuilder.recognizerClasses[trigger.name] != nil {
                    lines.append(
                        """
                            \(source).addTarget(\(target == "nil" ? "owner" : target), action: \
                            Selector(\(IBValues.string(selector))))
                            """
                    )
                } else {
                    let event = connection["eventType"] ?? "touchUpInside"
                    lines.append(
                        "\(source).addTarget(\(target), action: Selector(\(IBValues.string(selector))), for: .\(event))"
                    )
                }
            case "segue":
                guard let id = connection.id, connection["kind"] != "relationship", connection["kind"] != "embed" else {
                    continue
                }
                guard let trigger else { continue }
                if trigger.name == "tableViewCell" || trigger.name == "collectionViewCell" {
                    lines.append(
                        "storyboard.connectSegue(\(IBValues.string(id)), selectionOf: \(source), owner: owner)")
                } else if IBViewBuilder.viewClasses[trigger.name] != nil
                    || IBViewBuilder.recognizerClasses[trigger.name] != nil
                {
                    lines.append("storyboard.connectSegue(\(IBValues.string(id)), from: \(source), owner: owner)")
                }
            default:
                break
            }
        }
        for (property, values) in collections.sorted(by: { $0.key < $1.key }) {
            lines.append(
                """
                    \(source == "owner" && ownerIsOptional ? "owner?" : source).\(property) = \
                    [\(values.joined(separator: ", "))]
                    """
            )
        }
    }

    /// A table view's prototype cells, each a nib registered for its reuse identifier.
    mutating func prototypes(_ table: IBElement, table name: String) {
        for cell in table.first("prototypes")?.children(named: "tableViewCell") ?? [] {
            guard let identifier = cell["reuseIdentifier"] else {
                context.report(
                    cell, "a prototype cell without a reuse identifier cannot be dequeued",
                    fix: "give it an identifier in Interface Builder")
                continue
            }
            let closure = cellNib(cell)
            lines.append(
                """
                    \(name).register(UINib(translatedName: \(IBValues.string(identifier)), instantiate: \(closure)), \
                    forCellReuseIdentifier: \(IBValues.string(identifier)))
                    """
            )
        }
    }

    /// A table view's static cells: made here with the scene (their outlets are the controller's),
    /// and given to the table, whose UITableViewController serves them.
    mutating func staticSections(_ table: IBElement, table name: String) {
        guard !ownerIsOptional else {
            context.report(table, "static cells outside a storyboard's table view controller are not translated",
                           fix: "give the table a data source in code that returns these cells")
            return
        }
        var sections: [String] = []
        for section in table.first("sections")?.children(named: "tableViewSection") ?? [] {
            var cells: [String] = []
            var heights: [String] = []
            for cell in section.first("cells")?.children(named: "tableViewCell") ?? [] {
                guard let variable = make(cell, into: nil, arranged: false) else { continue }
                cells.append(variable)
                heights.append(cell["rowHeight"].map(IBValues.number) ?? "nil")
            }
            var arguments: [String] = []
            if let title = section["headerTitle"] { arguments.append("headerTitle: \(IBValues.string(title))") }
            if let title = section["footerTitle"] { arguments.append("footerTitle: \(IBValues.string(title))") }
            arguments.append("cells: [\(cells.joined(separator: ", "))]")
            if heights.contains(where: { $0 != "nil" }) {
                arguments.append("rowHeights: [\(heights.joined(separator: ", "))]")
            }
            sections.append("UITableViewStaticSection(\(arguments.joined(separator: ", ")))")
        }
        lines.append("storyboard.setStaticSections([\(sections.joined(separator: ", "))], of: \(name))")
    }

    /// A collection view's prototype cells.
    mutating func collectionPrototypes(_ collection: IBElement, collection name: String) {
        for cell in collection.first("cells")?.children.filter({ $0.name == "collectionViewCell" }) ?? [] {
            guard let identifier = cell["reuseIdentifier"] else { continue }
            let closure = cellNib(cell)
            lines.append(
                """
                    \(name).register(UINib(translatedName: \(IBValues.string(identifier)), instantiate: \(closure)), \
                    forCellWithReuseIdentifier: \(IBValues.string(identifier)))
                    """
            )
        }
    }

    /// The closure that makes one prototype cell: built by a builder of its own, sharing the owner.
    private mutating func cellNib(_ cell: IBElement) -> String {
        var builder = IBViewBuilder(context: context, ownerID: ownerID, ownerClass: ownerClass)
        let variable = builder.make(cell, into: nil, arranged: false) ?? "UITableViewCell()"
        builder.finish()
        context = builder.context
        let body = builder.lines
        let usesOwner = body.contains { $0.contains("owner") }
        var text = "{ " + (usesOwner ? "[weak owner] " : "") + "_, _ in\n"
        if usesOwner { text += "    guard let owner else { return [] }\n" }
        text += body.map { $0.indented(by: 4) }.joined(separator: "\n") + "\n    return [\(variable)]\n}"
        return text
    }
}
