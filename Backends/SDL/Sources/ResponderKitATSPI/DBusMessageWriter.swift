import CDBus

/// D-Bus type codes (libdbus's `DBUS_TYPE_…` macros are casts, which Swift does not import).
enum DBusType {
    static let byte = Int32(UInt8(ascii: "y"))
    static let boolean = Int32(UInt8(ascii: "b"))
    static let int16 = Int32(UInt8(ascii: "n"))
    static let int32 = Int32(UInt8(ascii: "i"))
    static let uint32 = Int32(UInt8(ascii: "u"))
    static let int64 = Int32(UInt8(ascii: "x"))
    static let double = Int32(UInt8(ascii: "d"))
    static let string = Int32(UInt8(ascii: "s"))
    static let objectPath = Int32(UInt8(ascii: "o"))
    static let array = Int32(UInt8(ascii: "a"))
    static let variant = Int32(UInt8(ascii: "v"))
    static let structure = Int32(UInt8(ascii: "r"))
    static let dictEntry = Int32(UInt8(ascii: "e"))
}

/// Appends values to a D-Bus message through libdbus's iterators, containers opened and closed by
/// closures so that every container is closed on every path.
struct DBusMessageWriter {
    private var iterator: DBusMessageIter

    /// A writer at the end of `message`'s arguments.
    init(appendingTo message: OpaquePointer) {
        iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
    }

    private init(iterator: DBusMessageIter) { self.iterator = iterator }

    mutating func string(_ value: String) {
        value.withCString { pointer in
            var text: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&iterator, DBusType.string, &text)
        }
    }

    mutating func objectPath(_ value: String) {
        value.withCString { pointer in
            var text: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&iterator, DBusType.objectPath, &text)
        }
    }

    mutating func int32(_ value: Int32) { basic(DBusType.int32, value) }
    mutating func uint32(_ value: UInt32) { basic(DBusType.uint32, value) }
    mutating func int16(_ value: Int16) { basic(DBusType.int16, value) }
    mutating func double(_ value: Double) { basic(DBusType.double, value) }
    mutating func boolean(_ value: Bool) { basic(DBusType.boolean, dbus_bool_t(value ? 1 : 0)) }

    /// A fixed-size value of D-Bus type `type`, which `Value` must match in size (libdbus copies it).
    private mutating func basic<Value: BitwiseCopyable>(_ type: Int32, _ value: Value) {
        var value = value
        _ = dbus_message_iter_append_basic(&iterator, type, &value)
    }

    /// An object reference, `(so)`: the bus name that owns it and its path.
    mutating func reference(_ reference: ATSPIReference) {
        structure { $0.string(reference.bus); $0.objectPath(reference.path) }
    }

    mutating func structure(_ body: (inout DBusMessageWriter) -> Void) {
        container(DBusType.structure, signature: nil, body)
    }

    /// An array whose elements have `signature` ("(so)", "s", "{ss}").
    mutating func array(of signature: String, _ body: (inout DBusMessageWriter) -> Void) {
        container(DBusType.array, signature: signature, body)
    }

    mutating func dictEntry(_ body: (inout DBusMessageWriter) -> Void) {
        container(DBusType.dictEntry, signature: nil, body)
    }

    /// A variant holding one value of `signature`.
    mutating func variant(of signature: String, _ body: (inout DBusMessageWriter) -> Void) {
        container(DBusType.variant, signature: signature, body)
    }

    private mutating func container(_ type: Int32, signature: String?, _ body: (inout DBusMessageWriter) -> Void) {
        var inner = DBusMessageIter()
        let opened: Bool
        if let signature {
            opened = signature.withCString { dbus_message_iter_open_container(&iterator, type, $0, &inner) } != 0
        } else {
            opened = dbus_message_iter_open_container(&iterator, type, nil, &inner) != 0
        }
        guard opened else { return }
        var writer = DBusMessageWriter(iterator: inner)
        body(&writer)
        _ = dbus_message_iter_close_container(&iterator, &writer.iterator)
    }
}
