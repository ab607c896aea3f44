import CDBus
import Foundation
import ResponderKit

/// `org.a11y.atspi.Accessible` and `org.a11y.atspi.Application`: names, roles, states and the tree.
extension ATSPIBridge {
    static let accessibleInterface = "org.a11y.atspi.Accessible"
    static let applicationInterface = "org.a11y.atspi.Application"

    /// Answers `request` if an interface of the node provides it.
    func answer(_ request: ATSPIRequest) -> Bool {
        switch request.interface {
        case "org.freedesktop.DBus.Properties": return answerProperties(request)
        case "org.freedesktop.DBus.Introspectable":
            reply(to: request.message) { $0.string(ATSPIIntrospection.xml(for: interfaces(of: request.node))) }
            return true
        case Self.accessibleInterface: return answerAccessible(request)
        case Self.applicationInterface: return answerApplication(request)
        case ATSPIComponent.interface: return answerComponent(request)
        case ATSPIAction.interface: return answerAction(request)
        case ATSPIText.interface: return answerText(request)
        case ATSPIText.editableInterface: return answerEditableText(request)
        case ATSPITable.interface: return answerTable(request)
        case ATSPITable.cellInterface: return answerTableCell(request)
        default: return false
        }
    }

    /// The interfaces a node provides.
    func interfaces(of node: ATSPINode) -> [String] {
        guard let object = node.object else { return [Self.accessibleInterface, Self.applicationInterface] }
        var names = [Self.accessibleInterface, ATSPIComponent.interface]
        if !ATSPIAction.actions(of: object).isEmpty { names.append(ATSPIAction.interface) }
        if ATSPIValue.range(of: object) != nil { names.append(ATSPIValue.interface) }
        if AssistiveTechnology.text(of: object) != nil { names.append(ATSPIText.interface) }
        if AssistiveTechnology.isEditableText(object) { names.append(ATSPIText.editableInterface) }
        if object is any UIAccessibilityContainerDataTable { names.append(ATSPITable.interface) }
        if object is any UIAccessibilityContainerDataTableCell { names.append(ATSPITable.cellInterface) }
        return names
    }

    func children(of node: ATSPINode) -> [AccessibleObject] {
        switch node {
        case .application: return AssistiveTechnology.windows(of: application)
        case .object(let object): return AssistiveTechnology.children(of: object)
        }
    }

    /// The children of `node`, each recorded as the node's child (for `Parent`).
    func listedChildren(of node: ATSPINode, at path: String) -> [AccessibleObject] {
        let children = children(of: node)
        for child in children { objects.recordParent(path, of: child) }
        watcher.remember(path, listing: children.map { objects.path(of: $0) })
        return children
    }

    func parentReference(of node: ATSPINode) -> ATSPIReference {
        guard let object = node.object else { return desktop }
        if object is UIWindow { return reference(ATSPIObjects.rootPath) }
        if let path = objects.parentPath(of: object) { return reference(path) }
        // Not listed yet: find it from the windows down, recording parents on the way.
        var queue: [(ATSPINode, String)] = [(.application, ATSPIObjects.rootPath)]
        var visited = 0
        while !queue.isEmpty, visited < 100_000 {
            let (current, path) = queue.removeFirst()
            visited += 1
            for child in listedChildren(of: current, at: path) {
                if child === object { return reference(path) }
                queue.append((.object(child), objects.path(of: child)))
            }
        }
        return .none(on: connection.uniqueName)
    }

    func name(of node: ATSPINode) -> String {
        guard let object = node.object else { return ProcessInfo.processInfo.processName }
        if let label = object.accessibilityLabel { return label }
        if let field = object as? UITextField { return field.placeholder ?? "" }
        if let window = object as? UIWindow { return window.windowScene?.title ?? ProcessInfo.processInfo.processName }
        return ""
    }

    func role(of node: ATSPINode) -> ATSPIRole { node.object.map(ATSPIRole.of) ?? .application }

    private func answerAccessible(_ request: ATSPIRequest) -> Bool {
        let node = request.node
        switch request.member {
        case "GetChildAtIndex":
            var reader = DBusMessageReader(request.message)
            let index = Int(reader.int32())
            let children = listedChildren(of: node, at: request.path)
            let child = children.indices.contains(index)
                ? reference(of: children[index]) : .none(on: connection.uniqueName)
            reply(to: request.message) { $0.reference(child) }
        case "GetChildren":
            let references = listedChildren(of: node, at: request.path).map { reference(of: $0) }
            reply(to: request.message) { writer in
                writer.array(of: "(so)") { for item in references { $0.reference(item) } }
            }
        case "GetIndexInParent":
            reply(to: request.message) { $0.int32(indexInParent(of: node)) }
        case "GetRelationSet":
            reply(to: request.message) { $0.array(of: "(ua(so))") { _ in } }
        case "GetRole":
            reply(to: request.message) { $0.uint32(role(of: node).rawValue) }
        case "GetRoleName", "GetLocalizedRoleName":
            reply(to: request.message) { $0.string(role(of: node).name) }
        case "GetState":
            let states = node.object.map { ATSPIState.of($0, in: application) } ?? []
            reply(to: request.message) { writer in
                writer.array(of: "u") { for word in ATSPIState.words(states) { $0.uint32(word) } }
            }
        case "GetAttributes":
            let attributes = self.attributes(of: node)
            reply(to: request.message) { writer in
                writer.array(of: "{ss}") { array in
                    for (key, value) in attributes { array.dictEntry { $0.string(key); $0.string(value) } }
                }
            }
        case "GetApplication":
            reply(to: request.message) { $0.reference(reference(ATSPIObjects.rootPath)) }
        case "GetInterfaces":
            let names = interfaces(of: node)
            reply(to: request.message) { writer in writer.array(of: "s") { for name in names { $0.string(name) } } }
        default:
            return false
        }
        return true
    }

    func indexInParent(of node: ATSPINode) -> Int32 {
        guard let object = node.object else { return -1 }
        let parent = parentReference(of: node)
        guard let parentNode = objects.node(at: parent.path), parent.bus == connection.uniqueName else { return -1 }
        return Int32(children(of: parentNode).firstIndex { $0 === object } ?? -1)
    }

    func attributes(of node: ATSPINode) -> [(String, String)] {
        var attributes = [("toolkit", "ResponderKit")]
        if let object = node.object {
            if let identifier = object.accessibilityIdentifier, !identifier.isEmpty {
                attributes.append(("id", identifier))
            }
            attributes.append(("traits", object.accessibilityTraits.description))
        }
        return attributes
    }

    private func answerApplication(_ request: ATSPIRequest) -> Bool {
        switch request.member {
        case "GetLocale": reply(to: request.message) { $0.string(Locale.current.identifier) }
        case "GetApplicationBusAddress": reply(to: request.message) { $0.string("") }
        default: return false
        }
        return true
    }
}
