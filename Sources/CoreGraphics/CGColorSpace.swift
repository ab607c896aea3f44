/// A colour space — Apple's `CGColorSpace`, as bitmap contexts and images name theirs:
/// `CGColorSpaceCreateDeviceRGB()`, `CGColorSpace(name: CGColorSpace.sRGB)`, `CGColorSpaceCreateDeviceGray()`.
///
/// Where it differs from Apple's: there is no colour management. Every RGB space (device RGB, sRGB,
/// Display P3, …) stores components as given and draws them as sRGB; grey is grey. Names are Swift
/// strings, not `CFString`s (`CGColorSpace(name: CGColorSpace.sRGB)` compiles as written).
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// What the components of a colour in this space mean.
    public let model: CGColorSpaceModel
    /// The space's name (`CGColorSpace.sRGB`, …), or `nil` for device spaces.
    public let name: String?

    /// How many colour components (alpha not counted): 1 for grey, 3 for RGB.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
    }

    /// The space called `name`, or `nil` for a name Core Graphics does not know.
    public convenience init?(name: String) {
        if CGColorSpace.rgbNames.contains(name) {
            self.init(model: .rgb, name: name)
        } else if CGColorSpace.grayNames.contains(name) {
            self.init(model: .monochrome, name: name)
        } else {
            return nil
        }
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    static let rgbNames: Set<String> = [
        sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, displayP3, genericRGBLinear, adobeRGB1998,
    ]
    static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray]

    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    public var description: String { "<CGColorSpace \(name ?? (model == .rgb ? "device RGB" : "device gray"))>" }
}

/// What a colour space's components mean (Apple's raw values).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6, XYZ = 7
}

/// The device RGB space (drawn as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
