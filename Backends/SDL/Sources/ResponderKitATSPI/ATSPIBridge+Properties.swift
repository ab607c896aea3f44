import CDBus
import Foundation
import ResponderKit

/// `org.freedesktop.DBus.Properties`: the interfaces' properties, read one by one (`Get`) or all at once
/// (`GetAll`), and the two a client may set (`Application.Id`, `Value.CurrentValue`).
extension ATSPIBridge {
    /// A property's D-Bus signature and how it is written.
    typealias Property = (signature: String, write: (inout DBusMessageWriter) -> Void)

    func properties(of node: ATSPINode, interface: String) -> [(String, Property)] {
        switch interface {
        case Self.accessibleInterface:
            let name = name(of: node)
            let description = node.object?.accessibilityHint ?? ""
            let parent = node.object == nil ? desktop : parentReference(of: node)
            let count = Int32(children(of: node).count)
            let identifier = node.object?.accessibilityIdentifier ?? ""
            let locale = node.object?.accessibilityLanguage ?? Locale.current.identifier
            return [
                ("Name", ("s", { $0.string(name) })),
                ("Description", ("s", { $0.string(description) })),
                ("Parent", ("(so)", { $0.reference(parent) })),
                ("ChildCount", ("i", { $0.int32(count) })),
                ("Locale", ("s", { $0.string(locale) })),
                ("AccessibleId", ("s", { $0.string(identifier) })),
            ]
        case Self.applicationInterface where node.object == nil:
            let id = applicationID
            return [
                ("ToolkitName", ("s", { $0.string("ResponderKit") })),
                ("Version", ("s", { $0.string("1.0") })),
                ("AtspiVersion", ("s", { $0.string("2.1") })),
                ("Id", ("i", { $0.int32(id) })),
            ]
        case ATSPIAction.interface:
            let count = Int32(node.object.map { ATSPIAction.actions(of: $0).count } ?? 0)
            return [("NActions", ("i", { $0.int32(count) }))]
        case ATSPIText.interface:
            return node.object.map(textProperties(of:)) ?? []
        case ATSPITable.interface:
            return node.object.map(tableProperties(of:)) ?? []
        case ATSPITable.cellInterface:
            return node.object.map(tableCellProperties(of:)) ?? []
        case ATSPIValue.interface:
            guard let object = node.object, let range = ATSPIValue.range(of: object) else { return [] }
            let text = object.accessibilityValue ?? ""
            return [
                ("MinimumValue", ("d", { $0.double(range.minimum) })),
                ("MaximumValue", ("d", { $0.double(range.maximum) })),
                ("MinimumIncrement", ("d", { $0.double(range.step) })),
                ("CurrentValue", ("d", { $0.double(range.current) })),
                ("Text", ("s", { $0.string(text) })),
            ]
        default:
            return []
        }
    }

    func answerProperties(_ request: ATSPIRequest) -> Bool {
        var reader = DBusMessageReader(request.message)
        let interface = reader.string()
        switch request.member {
        case "Get":
            let name = reader.string()
            let named = properties(of: request.node, interface: interface).first { $0.0 == name }
            guard let property = named?.1 else {
                fail(request.message, "org.freedesktop.DBus.Error.UnknownProperty", "\(interface).\(name)")
                return true
            }
            reply(to: request.message) { $0.variant(of: property.signature, property.write) }
        case "GetAll":
            let all = properties(of: request.node, interface: interface)
            reply(to: request.message) { writer in
                writer.array(of: "{sv}") { array in
                    for (name, property) in all {
                        array.dictEntry { entry in
                            entry.string(name)
                            entry.variant(of: property.signature, property.write)
                        }
                    }
                }
            }
        case "Set":
            let name = reader.string()
            if interface == Self.applicationInterface, name == "Id", request.node.object == nil {
                applicationID = reader.variantInt32()
            } else if interface == ATSPIValue.interface, name == "CurrentValue", let object = request.node.object,
                      let value = reader.variantDouble() {
                ATSPIValue.set(object, to: value)
            }
            reply(to: request.message) { _ in }
        default:
            return false
        }
        return true
    }
}
