import CDBus
import Foundation
import ResponderKit

/// What the bridge tells listeners (Orca): the element a screen or layout change moves the focus to and
/// the responder that takes the keyboard focus (`Object:StateChanged:focused` and `Focus:`), and
/// announcements (`Object:Announcement`). Signals carry AT-SPI's event arguments `(siiva{sv})`: a detail string, two
/// integers, a variant and a (here empty) property map.
extension ATSPIBridge {
    func posted(_ notification: UIAccessibility.Notification, argument: Any?) {
        switch notification {
        case .screenChanged, .layoutChanged:
            guard let focused = AssistiveTechnology.focusedElement else { return }
            let path = objects.path(of: focused)
            emit(path, interface: "org.a11y.atspi.Event.Object", member: "StateChanged", detail: "focused", 1, 0) {
                $0.variant(of: "i") { $0.int32(0) }
            }
            emit(path, interface: "org.a11y.atspi.Event.Focus", member: "Focus", detail: "", 0, 0) {
                $0.variant(of: "i") { $0.int32(0) }
            }
        case .announcement:
            let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
            // detail1 1: polite, as VoiceOver queues an announcement after what it is saying.
            emit(ATSPIObjects.rootPath, interface: "org.a11y.atspi.Event.Object", member: "Announcement",
                 detail: "", 1, 0) { $0.variant(of: "s") { $0.string(text) } }
        default:
            break
        }
    }

    /// Tells listeners when the keyboard focus (the key window's first responder) moved since the last
    /// frame: `Object:StateChanged:focused` off the old responder and onto the new, then `Focus:`.
    func followKeyboardFocus() {
        let current = AssistiveTechnology.keyboardFocus(of: application)
        guard current !== keyboardFocus else { return }
        if let old = keyboardFocus {
            emit(objects.path(of: old), interface: "org.a11y.atspi.Event.Object", member: "StateChanged",
                 detail: "focused", 0, 0) { $0.variant(of: "i") { $0.int32(0) } }
        }
        keyboardFocus = current
        guard let current else { return }
        let path = objects.path(of: current)
        emit(path, interface: "org.a11y.atspi.Event.Object", member: "StateChanged", detail: "focused", 1, 0) {
            $0.variant(of: "i") { $0.int32(0) }
        }
        emit(path, interface: "org.a11y.atspi.Event.Focus", member: "Focus", detail: "", 0, 0) {
            $0.variant(of: "i") { $0.int32(0) }
        }
    }

    private func emit(_ path: String, interface: String, member: String, detail: String, _ detail1: Int32,
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
