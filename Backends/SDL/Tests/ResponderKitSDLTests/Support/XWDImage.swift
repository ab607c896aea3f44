import Foundation

/// A screenshot in X's window-dump format (what `xwd -root` writes): enough of it to read the
/// colour of a pixel of a 24- or 32-bit TrueColor display, and to save it as a PPM picture.
struct XWDImage {
    let width: Int
    let height: Int
    private let data: Data
    private let pixelOffset: Int
    private let bytesPerLine: Int
    private let bytesPerPixel: Int
    private let littleEndian: Bool
    private let masks: (red: UInt32, green: UInt32, blue: UInt32)

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func field(_ index: Int) -> UInt32 {
            let at = index * 4
            return bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        guard bytes.count >= 100, field(1) == 7 else { throw E2EError("not an XWD version 7 file") }
        let headerSize = Int(field(0)), bitsPerPixel = Int(field(11))
        guard bitsPerPixel == 32 || bitsPerPixel == 24 else { throw E2EError("\(bitsPerPixel) bits per pixel") }
        width = Int(field(4))
        height = Int(field(5))
        littleEndian = field(7) == 0
        bytesPerLine = Int(field(12))
        bytesPerPixel = bitsPerPixel / 8
        masks = (field(14), field(15), field(16))
        pixelOffset = headerSize + Int(field(19)) * 12
        guard bytes.count >= pixelOffset + bytesPerLine * height else { throw E2EError("XWD image is truncated") }
        self.data = data
    }

    /// The colour at (x, y) as 0–255 RGB.
    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let at = pixelOffset + y * bytesPerLine + x * bytesPerPixel
        var value: UInt32 = 0
        for i in 0..<bytesPerPixel {
            let byte = UInt32(data[data.startIndex + at + i])
            value |= littleEndian ? byte << (8 * i) : byte << (8 * (bytesPerPixel - 1 - i))
        }
        func channel(_ mask: UInt32) -> Int {
            guard mask != 0 else { return 0 }
            return Int((value & mask) >> UInt32(mask.trailingZeroBitCount) & 0xFF)
        }
        return [channel(masks.red), channel(masks.green), channel(masks.blue)]
    }

    /// The picture, or the part of it at `x`, `y` of `width` × `height`, as a binary PPM (`pnmtopng`
    /// makes a PNG of it).
    func ppm(x left: Int = 0, y top: Int = 0, width: Int? = nil, height: Int? = nil) -> Data {
        let width = min(width ?? self.width, self.width - left), height = min(height ?? self.height, self.height - top)
        var out = Data("P6\n\(width) \(height)\n255\n".utf8)
        out.reserveCapacity(out.count + width * height * 3)
        for y in top..<top + height {
            for x in left..<left + width {
                let p = pixel(x, y)
                out.append(contentsOf: [UInt8(p[0]), UInt8(p[1]), UInt8(p[2])])
            }
        }
        return out
    }
}
