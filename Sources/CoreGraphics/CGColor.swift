/// A colour as Core Graphics and Core Animation take it — Apple's `CGColor`, for the code that sets
/// `layer.borderColor = UIColor.red.cgColor` or `layer.shadowColor = CGColor(gray: 0, alpha: 1)`.
///
/// Where it differs from Apple's: two colour spaces only (sRGB, or grey for the `gray:` initialiser;
/// a colour made in another RGB space keeps its components and is drawn as sRGB), and it is a Swift class whose
/// equality compares
/// components (as `CFEqual` does for colours in the same space). Components are kept as given, except
/// that a non-finite one is 0.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's components followed by alpha: `[gray, alpha]` or `[red, green, blue, alpha]`.
    public let components: [CGFloat]?

    /// How many components, alpha included (2 for grey, 4 for RGB).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// An sRGB colour (Apple: `CGColor(srgbRed:green:blue:alpha:)` and, on macOS and iOS 14+,
    /// `CGColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map(CGColor.finite)
    }

    /// An sRGB colour.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha].map(CGColor.finite)
    }

    /// The colour's space: sRGB, or generic grey for a grey.
    public var colorSpace: CGColorSpace? {
        numberOfComponents == 2
            ? CGColorSpace(name: CGColorSpace.genericGrayGamma2_2) : CGColorSpace(name: CGColorSpace.sRGB)
    }

    /// A colour from `space`'s components followed by alpha; `nil` for a space that is neither RGB nor grey.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .rgb: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case .monochrome: self.init(gray: components[0], alpha: components[1])
        default: return nil
        }
    }

    /// The same colour with another alpha (never `nil` here; Apple's returns an optional).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components else { return nil }
        values[values.count - 1] = CGColor.finite(alpha)
        return values.count == 2 ? CGColor(gray: values[0], alpha: values[1])
            : CGColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }

    /// Opaque black, as Apple's `CGColor.black`.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, as Apple's `CGColor.white`.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black, as Apple's `CGColor.clear`.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    public var description: String {
        "<CGColor components = \(components ?? [])>"
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
