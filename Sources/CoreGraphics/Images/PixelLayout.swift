/// Where each channel of a pixel sits, worked out from a bitmap's Core Graphics description (bits per
/// component and pixel, colour space, ``CGBitmapInfo``), and the conversion between that layout and
/// Cairo's: premultiplied ARGB in one native-endian 32-bit word.
///
/// Eight bits per component only: RGB with or without alpha in 24 or 32 bits in either byte order,
/// grey in 8 bits, grey and alpha in 16, alpha alone in 8. Apple's contexts refuse other combinations
/// too (16-bit and float components are Apple-only here: ``init(bitsPerComponent:bitsPerPixel:space:bitmapInfo:)``
/// returns `nil` for them).
struct PixelLayout: Equatable, Sendable {
    enum Channel: Equatable, Sendable { case red, green, blue, gray, alpha, skip }

    /// The channels in memory order, one byte each.
    let channels: [Channel]
    let alphaInfo: CGImageAlphaInfo
    let bitmapInfo: CGBitmapInfo

    var bytesPerPixel: Int { channels.count }
    var isPremultiplied: Bool { alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast }
    var hasAlpha: Bool { channels.contains(.alpha) }

    /// Cairo's own ARGB32 (or RGB24 when `opaque`) on this machine: B, G, R, A in memory on little-endian.
    static func cairoNative(opaque: Bool) -> PixelLayout {
        let info = CGBitmapInfo(rawValue: (opaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst).rawValue)
            .union(isLittleEndian ? .byteOrder32Little : .byteOrder32Big)
        return PixelLayout(bitsPerComponent: 8, bitsPerPixel: 32, space: .deviceRGB, bitmapInfo: info)!
    }

    static let isLittleEndian = 1.littleEndian == 1

    /// Whether Cairo can draw straight into memory of this layout (and which format it is to Cairo).
    var cairoFormat: Cairo.Format? {
        if channels == [.alpha] { return .a8 }
        guard bytesPerPixel == 4 else { return nil }
        let native: [Channel] = PixelLayout.isLittleEndian ? [.blue, .green, .red] : [.red, .green, .blue]
        let colour = PixelLayout.isLittleEndian ? Array(channels.prefix(3)) : Array(channels.suffix(3))
        let extra = PixelLayout.isLittleEndian ? channels[3] : channels[0]
        guard colour == native else { return nil }
        if extra == .alpha, alphaInfo == .premultipliedFirst { return .argb32 }
        if extra == .skip { return .rgb24 }
        return nil
    }

    init?(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents),
              let alpha = bitmapInfo.alphaInfo else { return nil }
        let order = bitmapInfo.intersection(.byteOrderMask)
        let base: [Channel]
        switch (space?.model ?? .rgb, alpha) {
        case (_, .alphaOnly): base = [.alpha]
        case (.rgb, .none): base = [.red, .green, .blue]
        case (.rgb, .premultipliedFirst), (.rgb, .first): base = [.alpha, .red, .green, .blue]
        case (.rgb, .premultipliedLast), (.rgb, .last): base = [.red, .green, .blue, .alpha]
        case (.rgb, .noneSkipFirst): base = [.skip, .red, .green, .blue]
        case (.rgb, .noneSkipLast): base = [.red, .green, .blue, .skip]
        case (.monochrome, .none): base = [.gray]
        case (.monochrome, .premultipliedLast), (.monochrome, .last): base = [.gray, .alpha]
        case (.monochrome, .premultipliedFirst), (.monochrome, .first): base = [.alpha, .gray]
        case (.monochrome, .noneSkipLast): base = [.gray, .skip]
        case (.monochrome, .noneSkipFirst): base = [.skip, .gray]
        default: return nil
        }
        guard base.count * 8 == bitsPerPixel else { return nil }
        switch order {
        case .byteOrderDefault, .byteOrder32Big, .byteOrder16Big: channels = base
        case .byteOrder32Little where base.count == 4: channels = base.reversed()
        case .byteOrder16Little where base.count == 2: channels = base.reversed()
        default: return nil
        }
        self.alphaInfo = alpha
        self.bitmapInfo = bitmapInfo
    }

    /// Converts `height` rows of `width` pixels from `source` (in this layout) to Cairo's premultiplied
    /// ARGB32 at `destination`.
    func convertToCairo(_ source: UnsafeRawPointer, sourceBytesPerRow: Int,
                        _ destination: UnsafeMutableRawPointer, destinationBytesPerRow: Int, width: Int, height: Int) {
        let count = bytesPerPixel
        let premultiplied = isPremultiplied || !hasAlpha
        for row in 0..<height {
            let from = source.advanced(by: row * sourceBytesPerRow).assumingMemoryBound(to: UInt8.self)
            let to = destination.advanced(by: row * destinationBytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 255
                for (index, channel) in channels.enumerated() {
                    let value = UInt32(from[x * count + index])
                    switch channel {
                    case .red: r = value
                    case .green: g = value
                    case .blue: b = value
                    case .gray: r = value; g = value; b = value
                    case .alpha: a = value
                    case .skip: break
                    }
                }
                if channels == [.alpha] { r = 0; g = 0; b = 0 }
                if !premultiplied {
                    r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                }
                to[x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
            }
        }
    }

    /// Converts from Cairo's premultiplied ARGB32 at `source` to this layout at `destination`.
    func convertFromCairo(_ source: UnsafeRawPointer, sourceBytesPerRow: Int,
        _ destination: UnsafeMutableRawPointer, destinationBytesPerRow: Int, width: Int, height: Int
    ) {
        let count = bytesPerPixel
        let unpremultiply = hasAlpha && !isPremultiplied
        for row in 0..<height {
            let from = source.advanced(by: row * sourceBytesPerRow).assumingMemoryBound(to: UInt32.self)
            let to = destination.advanced(by: row * destinationBytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let word = from[x]
                let a = word >> 24
                var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                if unpremultiply {
                    if a == 0 { r = 0; g = 0; b = 0 } else {
                        r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a);
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                }
                for (index, channel) in channels.enumerated() {
                    let value: UInt32
                    switch channel {
                    case .red: value = r
                    case .green: value = g
                    case .blue: value = b
                    case .gray: value = (r * 77 + g * 150 + b * 29 + 128) >> 8
                    case .alpha: value = a
                    case .skip: value = 255
                    }
                    to[x * count + index] = UInt8(truncatingIfNeeded: value)
                }
            }
        }
    }
}
