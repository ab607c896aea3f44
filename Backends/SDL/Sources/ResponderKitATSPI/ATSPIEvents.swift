import CDBus
import Foundation
import ResponderKit

/// What the bridge tells listeners (Orca): where the focus went — the assistive focus (moved by a
/// screen or layout change, a Tab with a screen reader on, `GrabFocus`) and the keyboard focus (the key
/// window's first responder) — as `Object:StateChanged:focused` and `Focus:`; announcements
/// (`Object:Announcement`); and what changed in the nodes clients have read (ATSPIChangeWatcher.swift):
/// `Object:ChildrenChanged`, `Object:PropertyChange` (name, description, value), `Object:StateChanged`,
/// `Object:TextChanged` and `Object:TextCaretMoved`. Signals carry AT-SPI's event arguments
/// `(siiva{sv})`: a detail string, two integers, a variant and a (here empty) property map.
extension ATSPIBridge {
    static let objectEvents = "org.a11y.atspi.Event.Object"

    func posted(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard notification == .announcement else { return }
        let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
        // detail1 1: polite, as VoiceOver queues an announcement after what it is saying.
        emit(ATSPIObjects.rootPath, Self.objectEvents, "Announcement", detail: "", 1, 0) {
            $0.variant(of: "s") { $0.string(text) }
        }
    }

    /// Tells listeners when the assistive focus or the keyboard focus moved since the last frame:
    /// `Object:StateChanged:focused` off the old holder and onto the new, then `Focus:`.
    func followFocus() {
        let keyboard = AssistiveTechnology.keyboardFocus(of: application)
        if keyboard !== keyboardFocus {
            moveFocus(from: keyboardFocus, to: keyboard)
            keyboardFocus = keyboard
        }
        let assistive = AssistiveTechnology.focusedElement
        if assistive !== assistiveFocus {
            if assistive !== keyboard { moveFocus(from: assistiveFocus, to: assistive) }
            assistiveFocus = assistive
        }
    }

    private func moveFocus(from old: AccessibleObject?, to new: AccessibleObject?) {
        if let old {
            emit(objects.path(of: old), Self.objectEvents, "StateChanged", detail: "focused", 0, 0) {
                $0.variant(of: "i") { $0.int32(0) }
            }
        }
        guard let new else { return }
        let path = objects.path(of: new)
        emit(path, Self.objectEvents, "StateChanged", detail: "focused", 1, 0) { $0.variant(of: "i") { $0.int32(0) } }
        emit(path, "org.a11y.atspi.Event.Focus", "Focus", detail: "", 0, 0) { $0.variant(of: "i") { $0.int32(0) } }
    }

    /// Sends the events of what changed in the nodes clients have read.
    func report(_ changes: [ATSPIChangeWatcher.Change]) {
        for change in changes {
            switch change {
            case .childAdded(let parent, let index, let child), .childRemoved(let parent, let index, let child):
                let detail = if case .childAdded = change { "add" } else { "remove" }
                let reference = reference(child)
                emit(parent, Self.objectEvents, "ChildrenChanged", detail: detail, Int32(index), 0) {
                    $0.variant(of: "(so)") { $0.reference(reference) }
                }
            case .name(let path, let name):
                emit(path, Self.objectEvents, "PropertyChange", detail: "accessible-name", 0, 0) {
                    $0.variant(of: "s") { $0.string(name) }
                }
            case .description(let path, let text):
                emit(path, Self.objectEvents, "PropertyChange", detail: "accessible-description", 0, 0) {
                    $0.variant(of: "s") { $0.string(text) }
                }
            case .state(let path, let state, let on):
                emit(path, Self.objectEvents, "StateChanged", detail: state.name, on ? 1 : 0, 0) {
                    $0.variant(of: "i") { $0.int32(0) }
                }
            case .value(let path):
                // Only what has a Value interface; a text's value change goes as its text events.
                guard let current = objects.node(at: path)?.object.flatMap({ ATSPIValue.range(of: $0)?.current })
                else { continue }
                emit(path, Self.objectEvents, "PropertyChange", detail: "accessible-value", 0, 0) {
                    $0.variant(of: "d") { $0.double(current) }
                }
            case .textInserted(let path, let offset, let text), .textDeleted(let path, let offset, let text):
                let detail = if case .textInserted = change { "insert" } else { "delete" }
                emit(path, Self.objectEvents, "TextChanged", detail: detail, Int32(offset),
                     Int32(text.unicodeScalars.count)) { $0.variant(of: "s") { $0.string(text) } }
            case .caretMoved(let path, let offset):
                emit(path, Self.objectEvents, "TextCaretMoved", detail: "", Int32(offset), 0) {
                    $0.variant(of: "i") { $0.int32(0) }
                }
            }
        }
    }

    /// What a client is told about the node at `path` now, for the change watcher.
    func snapshot(of path: String, withChildren: Bool) -> ATSPIChangeWatcher.Snapshot? {
        guard let node = objects.node(at: path) else { return nil }
        let children = withChildren ? self.children(of: node).map { objects.path(of: $0) } : nil
        guard let object = node.object else {
            return .init(name: name(of: node), description: "", states: [], children: children, value: "")
        }
        let states = Set(ATSPIState.of(object, in: application).map(\.rawValue))
        return .init(name: name(of: node), description: object.accessibilityHint ?? "", states: states,
                     children: children, value: object.accessibilityValue ?? "",
                     text: AssistiveTechnology.text(of: object),
                     caret: AssistiveTechnology.textSelection(of: object)?.upperBound)
    }

    private func emit(_ path: String, _ interface: String, _ member: String, detail: String, _ detail1: Int32,
                      _ detail2: Int32, value: (inout DBusMessageWriter) -> Void) {
        guard let signal = dbus_message_new_signal(path, interface, member) else { return }
        var writer = DBusMessageWriter(appendingTo: signal)
        writer.string(detail)
        writer.int32(detail1)
        writer.int32(detail2)
        value(&writer)
        writer.array(of: "{sv}") { _ in }
        connection.send(signal)
    }
}

/// `org.a11y.atspi.Cache` at `/org/a11y/atspi/cache`: the bridge keeps no cache for clients to copy
/// (they ask each object), so `GetItems` answers an empty list of the signature libatspi reads.
enum ATSPICache {
    static let itemSignature = "((so)(so)(so)iiassusau)"
}

/// `org.freedesktop.DBus.Introspectable`: the interfaces a node provides, by name.
enum ATSPIIntrospection {
    static func xml(for interfaces: [String]) -> String {
        let body = interfaces.map { "  <interface name=\"\($0)\"/>" }.joined(separator: "\n")
        return "<node>\n\(body)\n</node>"
    }
}
