import Foundation

/// A `Logger` message: a string interpolation whose values carry their privacy and format, as in
/// Apple's OSLog (`"\(count, format: .hex)"`, `"\(name, privacy: .public)"`). Rendering happens only
/// when the message is logged; values are captured as autoclosures, as Apple's are.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public typealias StringInterpolation = OSLogInterpolation
    let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The text as logged: private values redacted unless `RESPONDERKIT_LOG_PRIVATE=1`.
    func rendered() -> String {
        interpolation.pieces.map { piece in
            switch piece {
            case let .literal(text): text
            case let .value(render, isPrivate): isPrivate && !OSLogPrivacy.showsPrivateValues ? "<private>" : render()
            }
        }.joined()
    }
}

/// The interpolations `OSLogMessage` accepts (Apple's `OSLogInterpolation`).
public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Piece {
        case literal(String)
        case value(() -> String, isPrivate: Bool)
    }
    var pieces: [Piece] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

    private mutating func append(_ render: @escaping () -> String, privacy: OSLogPrivacy,
                                 publicByDefault: Bool, align: OSLogStringAlignment = .none) {
        let isPrivate = privacy.isPrivate(publicByDefault: publicByDefault)
        pieces.append(.value({ align.apply(to: render()) }, isPrivate: isPrivate))
    }

    // Strings and objects are private unless marked public; numbers and Booleans public.

    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(argumentString, privacy: privacy, publicByDefault: false, align: align)
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        let render: () -> String = { value().description }
        append(render, privacy: privacy, publicByDefault: Self.isPublicByDefault(T.self), align: align)
    }

    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto)
    {
        append({ String(describing: value()) }, privacy: privacy, publicByDefault: Self.isPublicByDefault(T.self))
    }

    /// Numbers and Booleans are public by default, everything else private. A number without a
    /// `format:` can reach the generic overloads (they have fewer defaults), so they ask too.
    static func isPublicByDefault<T>(_ type: T.Type) -> Bool {
        type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type || type == Bool.self
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(number()) }, privacy: privacy, publicByDefault: true, align: align)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(number()) }, privacy: privacy, publicByDefault: true, align: align)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(Double(number())) }, privacy: privacy, publicByDefault: true, align: align)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(Double(number())) }, privacy: privacy, publicByDefault: true, align: align)
    }

    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        append({ format == .answer ? (boolean() ? "YES" : "NO") : (boolean() ? "true" : "false") },
               privacy: privacy, publicByDefault: true)
    }
}

/// How private an interpolated value is.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    public let mask: Mask

    /// What a private value becomes (`.hash`: Apple logs a hash of it; here it stays `<private>`).
    public struct Mask: Equatable, Sendable {
        let isHash: Bool
        public static let hash = Mask(isHash: true)
        public static let none = Mask(isHash: false)
    }

    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// `RESPONDERKIT_LOG_PRIVATE=1` prints private values (the debugger's view), read once.
    static let showsPrivateValues = ProcessInfo.processInfo.environment["RESPONDERKIT_LOG_PRIVATE"] == "1"

    func isPrivate(publicByDefault: Bool) -> Bool {
        switch kind {
        case .public: false
        case .private, .sensitive: true
        case .auto: !publicByDefault
        }
    }
}
