import Foundation

/// One storyboard scene's controller translated: its `UIStoryboard.Scene` entry and the
/// `configure`/`loadView` functions it names.
struct SceneTranslator {
    let controller: IBElement
    var context: IBContext

    init(controller: IBElement, context: IBContext) {
        self.controller = controller
        self.context = context
    }

    var id: String { controller.id ?? "unnamed" }
    var suffix: String { String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }
    var className: String {
        controller["customClass"] ?? IBContext.controllerClasses[controller.name] ?? "UIViewController"
    }

    mutating func translate() -> (entry: String, functions: [String], context: IBContext) {
        if controller.name == "viewControllerPlaceholder" { return (referenceEntry(), [], context) }
        if IBContext.controllerClasses[controller.name] == "" {
            context.report(
                controller, "a \(controller.name) scene has no ResponderKit counterpart",
                fix: "make this screen a UIViewController subclass in code")
        }
        var functions: [String] = []
        var arguments = ["id: \(IBValues.string(id))"]
        if let identifier = controller["storyboardIdentifier"] {
            arguments.append("storyboardIdentifier: \(IBValues.string(identifier))")
        }
        arguments.append("make: { \(className)(coder: $0) }")
        let configure = configureBody()
        if !configure.isEmpty {
            functions.append(function("configure_\(suffix)", returns: nil, body: configure))
            // Closures rather than the functions themselves: in Swift 5 mode a function reference
            // converted to a main-actor (so Sendable) function type draws a warning.
            arguments.append("configure: { configure_\(suffix)($0, $1) }")
        }
        if let view = controller.child(key: "view") {
            var builder = IBViewBuilder(context: context, ownerID: id, ownerClass: className)
            let body = builder.loadViewBody(root: view, controller: controller)
            context = builder.context
            functions.append(function("loadView_\(suffix)", returns: "UIView", body: body))
            arguments.append("loadView: { loadView_\(suffix)($0, $1) }")
        }
        var segues: [String] = []
        for segue in controller.descendants() where segue.name == "segue" {
            if let made = template(segue) { segues.append(made) }
        }
        if !segues.isEmpty {
            arguments.append("segues: [\n" + segues.map { $0.indented(by: 4) + "," }.joined(separator: "\n") + "\n]")
        }
        return ("UIStoryboard.Scene(" + arguments.joined(separator: ", ") + ")", functions, context)
    }

    /// A storyboard reference: the other storyboard's controller.
    private func referenceEntry() -> String {
        let storyboard = IBValues.string(controller["storyboardName"] ?? "Main")
        let made =
            controller["referencedIdentifier"].map {
                """
                    UIStoryboard(name: \(storyboard), bundle: nil).instantiateViewController(withIdentifier: \
                    \(IBValues.string($0)))
                    """
            }
            ?? "UIStoryboard(name: \(storyboard), bundle: nil).instantiateInitialViewController()"
        return "UIStoryboard.Scene(id: \(IBValues.string(id)), make: { _ in \(made) }, isReference: true)"
    }

    private func function(_ name: String, returns: String?, body: [String]) -> String {
        let signature =
            "static func \(name)(_ controller: UIViewController, _ storyboard: UIStoryboard)"
            + (returns.map { " -> \($0)" } ?? "")
        return signature + " {\n" + body.map { $0.indented(by: 4) }.joined(separator: "\n") + "\n}"
    }

    /// What Interface Builder set on the controller itself: title, items, relationships.
    private mutating func configureBody() -> [String] {
        var lines: [String] = []
        if let title = controller["title"] { lines.append("owner.title = \(IBValues.string(title))") }
        if controller.isYes("hidesBottomBarWhenPushed") { lines.append("owner.hidesBottomBarWhenPushed = true") }
        if let style = controller["modalPresentationStyle"] {
            lines.append("owner.modalPresentationStyle = \(IBValues.enumCase(style, in: "modal"))")
        }
        if let item = controller.child(key: "navigationItem") { lines += navigationItem(item) }
        if let item = controller.child(key: "tabBarItem") {
            lines += barItem(item, into: "owner.tabBarItem", tab: true)
        }
        lines += relationships()
        guard !lines.isEmpty else { return [] }
        return ["let owner = \(className == "UIViewController" ? "controller" : "controller as! \(className)")"] + lines
    }

    private mutating func navigationItem(_ item: IBElement) -> [String] {
        var lines: [String] = []
        if let title = item["title"] { lines.append("owner.navigationItem.title = \(IBValues.string(title))") }
        if let mode = item["largeTitleDisplayMode"] {
            lines.append("owner.navigationItem.largeTitleDisplayMode = .\(mode)")
        }
        for key in ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"] {
            guard let bar = item.child(key: key) else { continue }
            lines += barButtonItem(bar)
            lines.append("owner.navigationItem.\(key) = \(IBContext.variable(bar.id ?? key))")
        }
        for key in ["leftBarButtonItems", "rightBarButtonItems"] {
            guard let list = item.child(key: key) else { continue }
            let bars = list.children(named: "barButtonItem")
            for bar in bars { lines += barButtonItem(bar) }
            lines.append(
                "owner.navigationItem.\(key) = [" + bars.map { IBContext.variable($0.id ?? "") }.joined(separator: ", ")
                    + "]")
        }
        return lines
    }

    /// A bar button item, its action and the segue it triggers.
    private mutating func barButtonItem(_ bar: IBElement) -> [String] {
        let name = IBContext.variable(bar.id ?? "item")
        let made: String
        if let system = bar["systemItem"] {
            made = "UIBarButtonItem(barButtonSystemItem: .\(system), target: nil, action: nil)"
        } else if let image = bar["image"] {
            made =
                """
                    UIBarButtonItem(image: UIImage(named: \(IBValues.string(image))), style: \
                    .\(bar["style"] ?? "plain"), target: nil, action: nil)
                    """
        } else {
            made =
                """
                    UIBarButtonItem(title: \(IBValues.string(bar["title"] ?? "")), style: .\(bar["style"] ?? "plain"), \
                    target: nil, action: nil)
                    """
        }
        var lines = ["let \(name) = \(made)"]
        if bar["systemItem"] != nil, let style = bar["style"] { lines.append("\(name).style = .\(style)") }
        if let tint = bar.child(key: "tintColor").flatMap(IBValues.color) {
            lines.append("\(name).tintColor = \(tint)")
        }
        for connection in bar.first("connections")?.children ?? [] {
            switch connection.name {
            case "action":
                let target = connection["destination"].map { $0 == id ? "owner" : "nil" } ?? "nil"
                lines.append("\(name).target = \(target)")
                lines.append("\(name).action = Selector(\(IBValues.string(connection["selector"] ?? "")))")
            case "segue":
                if let segue = connection.id {
                    lines.append("storyboard.connectSegue(\(IBValues.string(segue)), from: \(name), owner: owner)")
                }
            default:
                break
            }
        }
        for outlet in controller.first("connections")?.children(named: "outlet") ?? []
        where outlet["destination"] == bar.id {
            lines.append("owner.\(outlet["property"] ?? "") = \(name)")
        }
        return lines
    }

    private func barItem(_ item: IBElement, into target: String, tab: Bool) -> [String] {
        if let system = item["systemItem"] {
            return ["\(target) = UITabBarItem(tabBarSystemItem: .\(system), tag: \(item["tag"] ?? "0"))"]
        }
        let image = item["image"].map { "UIImage(named: \(IBValues.string($0)))" } ?? "nil"
        var lines = [
            """
                \(target) = UITabBarItem(title: \(item["title"].map(IBValues.string) ?? "nil"), image: \(image), tag: \
                \(item["tag"] ?? "0"))
                """
        ]
        if let selected = item["selectedImage"] {
            lines.append("\(target).selectedImage = UIImage(named: \(IBValues.string(selected)))")
        }
        return lines
    }

    /// A navigation controller's root, a tab bar controller's tabs, a split view's columns.
    private mutating func relationships() -> [String] {
        let segues = (controller.first("connections")?.children(named: "segue") ?? []).filter {
            $0["kind"] == "relationship"
        }
        var tabs: [String] = []
        var lines: [String] = []
        for segue in segues {
            guard let destination = segue["destination"] else { continue }
            let made = "storyboard.instantiateScene(withID: \(IBValues.string(destination)))"
            switch segue["relationship"] {
            case "rootViewController":
                lines.append("if let root = \(made) { owner.setViewControllers([root], animated: false) }")
            case "viewControllers":
                tabs.append(made)
            case "masterViewController":
                lines.append("owner.setViewController(\(made), for: .primary)")
            case "detailViewController":
                lines.append("owner.setViewController(\(made), for: .secondary)")
            default:
                context.report(
                    segue, "the relationship \(segue["relationship"] ?? "?") is not translated",
                    fix: "set it up in code, in the container's viewDidLoad")
            }
        }
        if !tabs.isEmpty {
            lines.append("owner.viewControllers = [" + tabs.joined(separator: ", ") + "].compactMap { $0 }")
        }
        return lines
    }

    /// A segue's template, or `nil` for a relationship.
    private mutating func template(_ segue: IBElement) -> String? {
        guard let segueID = segue.id, let kindName = segue["kind"], kindName != "relationship" else { return nil }
        var arguments = ["id: \(IBValues.string(segueID))"]
        if let identifier = segue["identifier"] { arguments.append("identifier: \(IBValues.string(identifier))") }
        let kind: String
        switch kindName {
        case "show", "push": kind = ".show"
        case "showDetail", "replace": kind = ".showDetail"
        case "presentation", "modal":
            let style = segue["modalPresentationStyle"].map { IBValues.enumCase($0, in: "modal") } ?? "nil"
            let transition = segue["modalTransitionStyle"].map { IBValues.enumCase($0, in: "modal") } ?? "nil"
            kind = ".presentModally(\(style), \(transition))"
        case "popoverPresentation": kind = ".popover"
        case "custom": kind = ".custom"
        case "embed": kind = ".embed"
        case "unwind": kind = ".unwind(action: Selector(\(IBValues.string(segue["unwindAction"] ?? ""))))"
        default:
            context.report(
                segue, "a segue of kind \(kindName) is not translated", fix: "perform the transition in code")
            return nil
        }
        arguments.append("kind: \(kind)")
        if kindName != "unwind", let destination = segue["destination"] {
            arguments.append("destinationSceneID: \(IBValues.string(destination))")
        }
        if segue["animates"] == "NO" { arguments.append("animates: false") }
        if let custom = segue["customClass"] {
            arguments.append("makeSegue: { \(custom)(identifier: $0, source: $1, destination: $2) }")
        }
        return "UIStoryboard.SegueTemplate(" + arguments.joined(separator: ", ") + ")"
    }
}
