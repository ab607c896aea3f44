import CDBus

/// Reads a message's arguments in order; a read of the wrong type gives the type's zero.
struct DBusMessageReader {
    private var iterator = DBusMessageIter()
    private var hasArguments: Bool

    init(_ message: OpaquePointer) {
        hasArguments = dbus_message_iter_init(message, &iterator) != 0
    }

    private init(iterator: DBusMessageIter) {
        self.iterator = iterator
        hasArguments = true
    }

    mutating func int32() -> Int32 { basic(DBusType.int32, 0) }
    mutating func uint32() -> UInt32 { basic(DBusType.uint32, 0) }
    mutating func double() -> Double { basic(DBusType.double, 0) }

    /// A fixed-size value of D-Bus type `type`, or `zero` when the next argument is of another type.
    private mutating func basic<Value: BitwiseCopyable>(_ type: Int32, _ zero: Value) -> Value {
        var value = zero
        if take(type) { dbus_message_iter_get_basic(&iterator, &value); advance() }
        return value
    }

    mutating func string() -> String {
        var value: UnsafePointer<CChar>?
        guard take(DBusType.string) || take(DBusType.objectPath) else { return "" }
        dbus_message_iter_get_basic(&iterator, &value)
        advance()
        return value.map { String(cString: $0) } ?? ""
    }

    /// An object reference, `(so)`.
    mutating func reference() -> ATSPIReference? {
        guard take(DBusType.structure) else { return nil }
        var inner = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &inner)
        var fields: [String] = []
        for _ in 0..<2 {
            var value: UnsafePointer<CChar>?
            let type = dbus_message_iter_get_arg_type(&inner)
            guard type == DBusType.string || type == DBusType.objectPath else { return nil }
            dbus_message_iter_get_basic(&inner, &value)
            fields.append(value.map { String(cString: $0) } ?? "")
            _ = dbus_message_iter_next(&inner)
        }
        advance()
        return ATSPIReference(bus: fields[0], path: fields[1])
    }

    /// A variant's double (a Value's `CurrentValue` set through Properties.Set).
    mutating func variantDouble() -> Double? { variant(DBusType.double, 0.0) }

    /// A variant's 32-bit integer (`Application.Id` set through Properties.Set).
    mutating func variantInt32() -> Int32 { variant(DBusType.int32, Int32(0)) ?? 0 }

    /// A variant's boolean (`org.a11y.Status`'s `ScreenReaderEnabled`).
    mutating func variantBoolean() -> Bool? { variant(DBusType.boolean, dbus_bool_t(0)).map { $0 != 0 } }

    /// A variant holding a fixed-size value of `type`, or `nil` (nothing read) when it holds another.
    private mutating func variant<Value: BitwiseCopyable>(_ type: Int32, _ zero: Value) -> Value? {
        guard take(DBusType.variant) else { return nil }
        var inner = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &inner)
        guard dbus_message_iter_get_arg_type(&inner) == type else { return nil }
        var value = zero
        dbus_message_iter_get_basic(&inner, &value)
        advance()
        return value
    }

    /// The entries of a dictionary of variants (`a{sv}`, as `PropertiesChanged` carries), each read by
    /// `body` from a reader at its value; the entries `body` does not read are skipped.
    mutating func dictionary(_ body: (String, inout DBusMessageReader) -> Void) {
        guard take(DBusType.array) else { return }
        var entries = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &entries)
        while dbus_message_iter_get_arg_type(&entries) == DBusType.dictEntry {
            var entry = DBusMessageIter()
            dbus_message_iter_recurse(&entries, &entry)
            var value = DBusMessageReader(iterator: entry)
            let key = value.string()
            body(key, &value)
            _ = dbus_message_iter_next(&entries)
        }
        advance()
    }

    private mutating func take(_ type: Int32) -> Bool {
        hasArguments && dbus_message_iter_get_arg_type(&iterator) == type
    }

    private mutating func advance() {
        hasArguments = dbus_message_iter_next(&iterator) != 0
    }
}
