/// Where alpha sits in a pixel and whether colour is premultiplied by it — Apple's `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout: its ``CGImageAlphaInfo`` in the low bits, its byte order and float flag —
/// Apple's `CGBitmapInfo`, with Apple's values, so `CGImageAlphaInfo.premultipliedLast.rawValue |
/// CGBitmapInfo.byteOrder32Little.rawValue` means what it means on iOS.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alpha: CGImageAlphaInfo) { rawValue = alpha.rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha part, if it names one.
    public var alphaInfo: CGImageAlphaInfo? {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
    }
}

/// How a colour outside the destination's gamut is brought in (kept; there is no colour management).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// How an image is scaled when drawn — Apple's `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none, low, high, medium
}
