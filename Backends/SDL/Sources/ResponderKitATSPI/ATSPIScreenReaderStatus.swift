import CDBus
import Foundation

/// Whether a screen reader runs, as the desktop says: `org.a11y.Status`'s `ScreenReaderEnabled` on the
/// session bus (at-spi-bus-launcher keeps it; Orca sets it while it runs). Read once when the bridge
/// starts and followed through `PropertiesChanged`, so that `UIAccessibility.isVoiceOverRunning` is
/// `true` while Orca runs — iOS code checks it to announce what it otherwise shows briefly.
final class ATSPIScreenReaderStatus {
    private let session: OpaquePointer
    private let changed: @MainActor (Bool) -> Void

    private init(session: OpaquePointer, changed: @escaping @MainActor (Bool) -> Void) {
        self.session = session
        self.changed = changed
    }

    deinit {
        dbus_connection_close(session)
        dbus_connection_unref(session)
    }

    /// Reads the status now (calling `changed` with it) and follows it; `nil` without a session bus.
    @MainActor
    static func follow(_ changed: @escaping @MainActor (Bool) -> Void) -> ATSPIScreenReaderStatus? {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else { return nil }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let session = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(session, 0)
        let status = ATSPIScreenReaderStatus(session: session, changed: changed)
        let rule = "type='signal',sender='org.a11y.Bus',path='/org/a11y/bus',"
            + "interface='org.freedesktop.DBus.Properties',member='PropertiesChanged'"
        dbus_bus_add_match(session, rule, &error)
        if let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties",
                                                   "Get") {
            var writer = DBusMessageWriter(appendingTo: call)
            writer.string("org.a11y.Status")
            writer.string("ScreenReaderEnabled")
            if let reply = dbus_connection_send_with_reply_and_block(session, call, 1000, &error) {
                var reader = DBusMessageReader(reply)
                if let running = reader.variantBoolean() { changed(running) }
                dbus_message_unref(reply)
            }
            dbus_message_unref(call)
        }
        return status
    }

    /// Reads the signals that arrived, without waiting.
    @MainActor
    func pump() {
        guard dbus_connection_read_write(session, 0) != 0 else { return }
        while let message = dbus_connection_pop_message(session) {
            defer { dbus_message_unref(message) }
            guard dbus_message_is_signal(message, "org.freedesktop.DBus.Properties", "PropertiesChanged") != 0
            else { continue }
            var reader = DBusMessageReader(message)
            guard reader.string() == "org.a11y.Status" else { continue }
            reader.dictionary { key, value in
                if key == "ScreenReaderEnabled", let running = value.variantBoolean() { changed(running) }
            }
        }
    }
}
