import CDBus
import Foundation

/// A reference to an accessible object on the accessibility bus — D-Bus's `(so)`: the bus name of the
/// process that owns it and its object path.
struct ATSPIReference: Equatable {
    let bus: String
    let path: String

    /// The desktop, the registry's root: the parent of every application.
    static let desktop = ATSPIReference(bus: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root")
    /// AT-SPI's null reference: the owning bus and the null path.
    static func none(on bus: String) -> ATSPIReference { ATSPIReference(bus: bus, path: "/org/a11y/atspi/null") }
}

/// The process's connection to the accessibility bus (libdbus-1): found through the session bus's
/// `org.a11y.Bus` (or `AT_SPI_BUS_ADDRESS`), opened privately, and served from the main loop — never
/// from a thread of libdbus's own.
///
/// Every call out waits at most a second, and a failure at any step leaves the app without the bridge,
/// with one line on standard error: an app never stops because the accessibility bus is missing.
final class ATSPIConnection {
    let connection: OpaquePointer
    let uniqueName: String

    private init(connection: OpaquePointer, uniqueName: String) {
        self.connection = connection
        self.uniqueName = uniqueName
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// The accessibility bus, or `nil` (and why) when there is none.
    static func open() -> Result<ATSPIConnection, ATSPIError> {
        let environment = ProcessInfo.processInfo.environment
        if environment["NO_AT_BRIDGE"] == "1" { return .failure(.disabled) }
        guard let address = environment["AT_SPI_BUS_ADDRESS"] ?? accessibilityBusAddress() else {
            return .failure(.noAccessibilityBus)
        }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            return .failure(.cannotConnect(message(of: error)))
        }
        guard dbus_bus_register(connection, &error) != 0, let name = dbus_bus_get_unique_name(connection) else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return .failure(.cannotConnect(message(of: error)))
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        return .success(ATSPIConnection(connection: connection, uniqueName: String(cString: name)))
    }

    /// Asks the session bus's `org.a11y.Bus` where the accessibility bus is.
    private static func accessibilityBusAddress() -> String? {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else { return nil }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let session = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(session, 0)
        defer { dbus_connection_close(session); dbus_connection_unref(session) }
        guard let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
        else { return nil }
        defer { dbus_message_unref(call) }
        guard let reply = dbus_connection_send_with_reply_and_block(session, call, 1000, &error) else { return nil }
        defer { dbus_message_unref(reply) }
        var reader = DBusMessageReader(reply)
        let address = reader.string()
        return address.isEmpty ? nil : address
    }

    private static func message(of error: DBusError) -> String {
        error.message.map { String(cString: $0) } ?? "unknown error"
    }

    /// Sends `message` (not waiting for any reply) and releases it.
    func send(_ message: OpaquePointer) {
        _ = dbus_connection_send(connection, message, nil)
        dbus_message_unref(message)
    }

    /// Reads what arrived and dispatches it, without waiting; `false` once the bus is gone.
    func pump() -> Bool {
        guard dbus_connection_read_write(connection, 0) != 0 else { return false }
        while dbus_connection_dispatch(connection) == DBUS_DISPATCH_DATA_REMAINS {}
        dbus_connection_flush(connection)
        return true
    }

    /// Sends `message` and waits up to `timeoutMilliseconds` for its reply (the caller releases it);
    /// releases `message`.
    func call(_ message: OpaquePointer, timeoutMilliseconds: Int32) -> OpaquePointer? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error); dbus_message_unref(message) }
        return dbus_connection_send_with_reply_and_block(connection, message, timeoutMilliseconds, &error)
    }

    /// Writes what is queued out now.
    func flush() { dbus_connection_flush(connection) }

    /// The socket, for a main-loop source that wakes when a request arrives.
    var fileDescriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(connection, &descriptor) != 0 && descriptor >= 0 ? descriptor : nil
    }
}

/// Why the bridge did not start.
enum ATSPIError: Error, CustomStringConvertible {
    case disabled
    case noAccessibilityBus
    case cannotConnect(String)

    var description: String {
        switch self {
        case .disabled: return "NO_AT_BRIDGE=1"
        case .noAccessibilityBus: return "no accessibility bus (no session bus, or no org.a11y.Bus on it)"
        case .cannotConnect(let message): return "cannot connect to the accessibility bus: \(message)"
        }
    }
}
