import Foundation

/// A `.xib` translated into Swift: a function that makes the nib's top-level objects for an owner
/// (the File's Owner), which `UINib.register(name:instantiate:)` registers under the nib's name —
/// what `UINib(nibName:bundle:)`, `Bundle.loadNibNamed`, `init(nibName:bundle:)` and nib cell
/// registration load.
///
///     document ─▶ File's Owner (its class, for its outlets) ─▶ each top-level view or cell made
///        (IBViewBuilder) ─▶ constraints, outlets (the owner's and the objects' own), actions
///        ─▶ awakeFromNib ─▶ the top-level objects, in the nib's order
public enum NibTranslator {
    public static func translate(path: String, data: Data) throws -> IBTranslation {
        let document = try IBElement.parse(data, file: path)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let typeName = IBContext.typeName(name) + "Nib"
        let objects = document.first("objects")?.children ?? []
        let owner = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerClass = owner?["customClass"].flatMap { $0 == "NSObject" ? nil : $0 }
        var builder = IBViewBuilder(
            context: IBContext(file: path), ownerID: owner?.id ?? "-1", ownerClass: ownerClass ?? "AnyObject")
        builder.ownerIsOptional = true
        var topLevel: [String] = []
        for object in objects where object.name != "placeholder" {
            if IBViewBuilder.recognizerClasses[object.name] != nil { continue }
            if let made = builder.make(object, into: nil, arranged: false) { topLevel.append(made) }
        }
        for object in objects where IBViewBuilder.recognizerClasses[object.name] != nil {
            builder.makeTopLevelRecognizer(object)
        }
        if let connections = owner?.first("connections") { builder.pendingConnections.append((connections, "owner")) }
        builder.finish()
        var body = builder.lines
        let ownerLine =
            ownerClass.map { "let owner = ownerObject as? \($0)" } ?? "let owner = ownerObject as AnyObject?"
        if body.contains(where: { $0.contains("owner") }) { body.insert(ownerLine, at: 0) }
        body.append("return [\(topLevel.joined(separator: ", "))]")
        let swift = """
            // Translated by responderkit-port from \((path as NSString).lastPathComponent): translate it again rather than edit it.
            import ResponderKit

            @MainActor
            enum \(typeName) {
                /// Registers the nib under its name, for `UINib(nibName: \(IBValues.string(name)), bundle: nil)`.
                static func register() {
                    UINib.register(name: \(IBValues.string(name)), instantiate: { instantiate($0, $1) })
                }

                static func instantiate(_ ownerObject: Any?, _ options: [UINib.OptionsKey: Any]?) -> [Any] {
            \(body.map { $0.indented(by: 8) }.joined(separator: "\n"))
                }
            }

            """
        return IBTranslation(
            fileName: (path as NSString).lastPathComponent + ".swift", typeName: typeName, swift: swift,
            findings: builder.context.findings, connectedSelectors: IBTranslation.selectors(in: document))
    }
}

extension IBViewBuilder {
    /// A gesture recognizer among a nib's top-level objects.
    mutating func makeTopLevelRecognizer(_ element: IBElement) {
        let before = lines.count
        makeRecognizerPublic(element)
        // Recognizers are made before the connections that attach them: move the lines up front.
        let made = Array(lines[before...])
        lines.removeSubrange(before...)
        lines.insert(contentsOf: made, at: 0)
    }
}
