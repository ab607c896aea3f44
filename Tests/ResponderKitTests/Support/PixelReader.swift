import ResponderKit

/// Reads an image's pixels the way iOS code does: draws its `CGImage` into an RGBA bitmap context of
/// the caller's memory and indexes the bytes, rows from the top.
struct PixelReader {
    let width: Int
    let height: Int
    private let bytes: [UInt8]

    init?(_ image: CGImage) {
        width = image.width
        height = image.height
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        let drawn = buffer.withUnsafeMutableBytes { raw -> Bool in
            guard
                let context = CGContext(
                    data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                                          bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
            return true
        }
        guard drawn else { return nil }
        bytes = buffer
    }

    @MainActor init?(_ image: UIImage) {
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage)
    }

    /// Red, green, blue and alpha (premultiplied) of the pixel `x` from the left, `y` from the top.
    subscript(x: Int, y: Int) -> [UInt8] {
        let offset = (y * width + x) * 4
        return Array(bytes[offset..<offset + 4])
    }

    /// Whether the pixel is within `tolerance` of `rgba` in every channel.
    func pixel(x: Int, y: Int, isNear rgba: [UInt8], tolerance: Int = 2) -> Bool {
        zip(self[x, y], rgba).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }
}
