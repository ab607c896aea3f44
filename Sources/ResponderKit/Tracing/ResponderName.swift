import Foundation

/// How the tracer names a responder: its `accessibilityIdentifier` if it has one, else its type.
public struct ResponderName: Sendable, Hashable, CustomStringConvertible {
    /// The name shown.
    public var name: String
    /// The responder's type.
    public var typeName: String
    /// Tells apart responders with the same name within one trace.
    public var identity: ObjectIdentifier?

    public init(name: String, typeName: String, identity: ObjectIdentifier? = nil) {
        self.name = name
        self.typeName = typeName
        self.identity = identity
    }

    public var description: String { name }

    @MainActor
    init(_ responder: UIResponder) {
        let typeName = String(describing: type(of: responder))
        let identifier = (responder as? UIView)?.accessibilityIdentifier
        self.init(name: identifier ?? typeName, typeName: typeName, identity: ObjectIdentifier(responder))
    }
}
