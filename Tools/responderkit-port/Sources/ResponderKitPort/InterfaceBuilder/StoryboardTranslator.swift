import Foundation

/// A `.storyboard` translated into Swift: an enum holding the storyboard's `UIStoryboard.Translation`,
/// one scene per view controller (ResponderKit's Storyboards/UIStoryboard.swift):
///
///     document ─▶ scenes ─▶ each controller: `make` (its class's init?(coder:)),
///        `configure` (navigation and tab bar items, relationships, bar item segues),
///        `loadView` (IBViewBuilder: views, constraints, outlets, actions, triggered and embed segues)
///        ─▶ segue templates (kind, identifier, destination scene)
///
/// What it cannot translate it reports with the storyboard's file and line and what to write.
public struct IBTranslation: Sendable {
    /// The Swift file's name (`Main.storyboard.swift`).
    public var fileName: String
    /// The enum the file declares (`MainStoryboard`).
    public var typeName: String
    /// The Swift source.
    public var swift: String
    /// What was not translated.
    public var findings: [Finding]
    /// The action selectors the document connects (actions and unwind actions).
    public var connectedSelectors: Set<String> = []

    /// The selectors `document`'s actions and unwind segues name.
    static func selectors(in document: IBElement) -> Set<String> {
        var found: Set<String> = []
        for element in document.descendants() {
            if element.name == "action", let selector = element["selector"] { found.insert(selector) }
            if element.name == "segue", let selector = element["unwindAction"] { found.insert(selector) }
        }
        return found
    }
}

public enum StoryboardTranslator {
    /// Translates the storyboard at `path` (its bytes given).
    public static func translate(path: String, data: Data) throws -> IBTranslation {
        let document = try IBElement.parse(data, file: path)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var context = IBContext(file: path)
        let typeName = IBContext.typeName(name) + "Storyboard"
        var scenes: [String] = []
        var functions: [String] = []
        for scene in document.first("scenes")?.children(named: "scene") ?? [] {
            guard
                let controller = scene.first("objects")?.children.first(where: {
                    IBContext.controllerClasses[$0.name] != nil
                })
            else { continue }
            var translator = SceneTranslator(controller: controller, context: context)
            let translated = translator.translate()
            context = translated.context
            scenes.append(translated.entry)
            functions.append(contentsOf: translated.functions)
        }
        var swift = """
            // Translated by responderkit-port from \((path as NSString).lastPathComponent): translate it again rather than edit it.
            import ResponderKit

            @MainActor
            enum \(typeName) {
                static let translation = UIStoryboard.Translation(name: \(IBValues.string(name)), initialSceneID: \(document["initialViewController"].map(IBValues.string) ?? "nil"), scenes: [

            """
        for entry in scenes { swift += entry.indented(by: 8) + ",\n" }
        swift += "    ])\n"
        for function in functions { swift += "\n" + function.indented(by: 4) + "\n" }
        swift += "}\n"
        return IBTranslation(
            fileName: (path as NSString).lastPathComponent + ".swift", typeName: typeName, swift: swift,
                             findings: context.findings, connectedSelectors: IBTranslation.selectors(in: document))
    }
}

/// What the translation of one document keeps: the file, and what it could not translate.
struct IBContext {
    var file: String
    var findings: [Finding] = []

    /// The controller elements and their UIKit classes.
    static let controllerClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "viewControllerPlaceholder": "UIViewController",
        "avPlayerViewController": "", "hostingController": "",
    ]

    mutating func report(_ element: IBElement, _ message: String, fix: String) {
        findings.append(Finding(file: file, line: element.line, column: 1, message: message, fix: fix))
    }

    /// A Swift identifier made from a file or object name.
    static func typeName(_ name: String) -> String {
        let parts = name.split { !$0.isLetter && !$0.isNumber }
        let joined = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "Unnamed" }
        return first.isNumber ? "_" + joined : joined
    }

    /// The variable an object with `id` is held in.
    static func variable(_ id: String) -> String {
        "v_" + String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

extension String {
    /// Every line indented by `count` spaces (empty lines stay empty).
    func indented(by count: Int) -> String {
        let pad = String(repeating: " ", count: count)
        return split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }
}
