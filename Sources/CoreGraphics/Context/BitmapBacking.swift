/// The memory a bitmap context draws into and the Cairo surface that draws there.
///
/// When the caller's layout is Cairo's own (premultiplied ARGB or RGB with a skipped byte, in the
/// machine's byte order, rows a multiple of 4 bytes; 8-bit alpha with such rows) Cairo draws straight
/// into the caller's memory. Any other layout (RGBA, grey, straight alpha, odd row lengths) gets a
/// surface of its own; every drawing operation then copies the surface into the caller's memory in
/// its layout (``publish()``), so the bytes are right whenever the caller reads them, as with Apple's.
final class BitmapBacking {
    let cairo: Cairo
    let surface: Cairo.Surface
    let layout: PixelLayout
    let width: Int
    let height: Int
    let bytesPerRow: Int
    /// The caller's memory (or memory allocated here when the caller passed `nil`).
    let data: UnsafeMutableRawPointer
    private let ownsData: Bool
    /// Whether Cairo draws into `data` itself.
    let isDirect: Bool

    init?(
        cairo: Cairo, data callerData: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow requested: Int,
        layout: PixelLayout
    ) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return nil }
        let minimumRow = width * layout.bytesPerPixel
        var rowBytes = requested
        if rowBytes == 0 { rowBytes = (minimumRow + 15) & ~15 }  // Apple: 0 means "work it out"
        guard rowBytes >= minimumRow else { return nil }
        let direct = layout.cairoFormat != nil && rowBytes % 4 == 0
        if let callerData {
            data = callerData
            ownsData = false
        } else {
            data = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            data.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            ownsData = true
        }
        let made: Cairo.Surface?
        if direct, let format = layout.cairoFormat {
            made = cairo.imageSurfaceCreateForData(data.assumingMemoryBound(to: UInt8.self), format.rawValue,
                                                   Int32(width), Int32(height), Int32(rowBytes))
        } else {
            made = cairo.imageSurfaceCreate(Cairo.Format.argb32.rawValue, Int32(width), Int32(height))
        }
        guard let made, cairo.surfaceStatus(made) == 0 else {
            if let made { cairo.surfaceDestroy(made) }
            if ownsData { data.deallocate() }
            return nil
        }
        self.cairo = cairo
        self.surface = made
        self.layout = layout
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.isDirect = direct
        if !direct, callerData != nil, let pixels = cairo.imageSurfaceGetData(made) {
            // Drawing starts on top of what the caller's memory holds.
            cairo.surfaceFlush(made)
            layout.convertToCairo(data, sourceBytesPerRow: rowBytes, pixels,
                destinationBytesPerRow: Int(cairo.imageSurfaceGetStride(made)), width: width, height: height)
            cairo.surfaceMarkDirty(made)
        }
    }

    deinit {
        cairo.surfaceDestroy(surface)
        if ownsData { data.deallocate() }
    }

    /// Makes the caller's memory show everything drawn so far.
    func publish() {
        cairo.surfaceFlush(surface)
        guard !isDirect, let pixels = cairo.imageSurfaceGetData(surface) else { return }
        layout.convertFromCairo(pixels, sourceBytesPerRow: Int(cairo.imageSurfaceGetStride(surface)), data,
                                destinationBytesPerRow: bytesPerRow, width: width, height: height)
    }

    /// A copy of the pixels as an image in the context's layout.
    func makeImage(space: CGColorSpace?) -> CGImage? {
        publish()
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        memory.copyMemory(from: data, byteCount: bytesPerRow * height)
        return CGImage(
            owning: memory, width: width, height: height, bytesPerRow: bytesPerRow, layout: layout, space: space)
    }
}
