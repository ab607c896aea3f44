import Foundation

/// A bitmap image — Apple's `CGImage`: pixels of a known layout, immutable once made. Made from bytes
/// (`CGImage(width:height:…provider:…)`), from a PNG (`CGImage(pngDataProviderSource:…)`), from a
/// bitmap context (`context.makeImage()`) or by cropping another; drawn by `CGContext.draw(_:in:)`.
///
/// The image keeps the layout it was made with (a context's image has the context's), as Apple's
/// does; `dataProvider?.data` gives the bytes in that layout. Eight bits per component only
/// (``PixelLayout``); `decode` arrays are not applied; `isMask` images are not made here.
public final class CGImage: @unchecked Sendable, Equatable, CustomStringConvertible {
    // @unchecked: the pixel memory is written once, in an initialiser, and only read afterwards;
    // the lazily made Cairo surface is guarded by `surfaceLock`.
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    /// Whether the image is a stencil mask (never, here).
    public var isMask: Bool { false }
    /// Where alpha sits in a pixel.
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    /// The image's bytes, `bytesPerRow × height` of them, in its layout.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: Data(bytes: pixels, count: bytesPerRow * height))
    }

    let layout: PixelLayout
    let pixels: UnsafeMutableRawPointer
    private let surfaceLock = NSLock()
    private var cachedSurface: Cairo.Surface?

    /// An image of `width × height` pixels read from `provider` in the layout the other arguments
    /// describe; `nil` when they do not describe one (see ``PixelLayout``) or the provider has too few bytes.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0,
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space, bitmapInfo: bitmapInfo),
              bytesPerRow >= width * layout.bytesPerPixel,
              let data = provider.data, data.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        else { return nil }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
        data.withUnsafeBytes {
            memory.copyMemory(from: $0.baseAddress!, byteCount: min(data.count, bytesPerRow * height))
        }
        self.init(owning: memory, width: width, height: height, bytesPerRow: bytesPerRow, layout: layout, space: space,
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// The image a PNG file decodes to (premultiplied ARGB, or RGB for a PNG without alpha); `nil`
    /// if the bytes are not a PNG or Cairo is not installed.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, let surface = PNGCodec.decode(data) else { return nil }
        defer { Cairo.shared?.surfaceDestroy(surface) }
        self.init(copying: surface, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Takes ownership of `memory` (freed with the image).
    init(owning memory: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout,
         space: CGColorSpace?, shouldInterpolate: Bool = true, intent: CGColorRenderingIntent = .defaultIntent) {
        self.width = width
        self.height = height
        self.bitsPerComponent = 8
        self.bitsPerPixel = layout.bytesPerPixel * 8
        self.bytesPerRow = bytesPerRow
        self.colorSpace = layout.channels == [.alpha] ? nil : space
        self.bitmapInfo = layout.bitmapInfo
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        self.layout = layout
        self.pixels = memory
    }

    /// A copy of a Cairo image surface's pixels (ARGB32 or RGB24), in Cairo's layout.
    convenience init?(
        copying surface: Cairo.Surface, shouldInterpolate: Bool = true, intent: CGColorRenderingIntent = .defaultIntent
    ) {
        guard let cairo = Cairo.shared else { return nil }
        cairo.surfaceFlush(surface)
        let width = Int(cairo.imageSurfaceGetWidth(surface)), height = Int(cairo.imageSurfaceGetHeight(surface))
        let stride = Int(cairo.imageSurfaceGetStride(surface))
        guard width > 0, height > 0, let source = cairo.imageSurfaceGetData(surface) else { return nil }
        let opaque = PNGCodec.isOpaque(surface)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        memory.copyMemory(from: source, byteCount: stride * height)
        self.init(
            owning: memory, width: width, height: height, bytesPerRow: stride, layout: .cairoNative(opaque: opaque),
                  space: .deviceRGB, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    deinit {
        if let cachedSurface { Cairo.shared?.surfaceDestroy(cachedSurface) }
        pixels.deallocate()
    }

    /// The part of the image inside `rect` (in pixels, origin top-left, made integral outwards and
    /// cut to the image); `nil` if nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let cut = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !cut.isNull, cut.width >= 1, cut.height >= 1 else { return nil }
        let x = Int(cut.minX), y = Int(cut.minY), w = Int(cut.width), h = Int(cut.height)
        let rowBytes = w * layout.bytesPerPixel
        let memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * h, alignment: 16)
        for row in 0..<h {
            memory.advanced(by: row * rowBytes).copyMemory(
                from: pixels.advanced(by: (y + row) * bytesPerRow + x * layout.bytesPerPixel), byteCount: rowBytes)
        }
        return CGImage(owning: memory, width: w, height: h, bytesPerRow: rowBytes, layout: layout, space: colorSpace,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// The same image (images are immutable, so this is the image itself, as Core Graphics may return).
    public func copy() -> CGImage? { self }

    /// The image's pixels as a Cairo surface (for drawing it), made once; `nil` without Cairo.
    func cairoSurface() -> Cairo.Surface? {
        guard let cairo = Cairo.shared else { return nil }
        surfaceLock.lock()
        defer { surfaceLock.unlock() }
        if let cachedSurface { return cachedSurface }
        let surface: Cairo.Surface?
        if let format = layout.cairoFormat, format != .a8, bytesPerRow % 4 == 0 {
            surface = cairo.imageSurfaceCreateForData(pixels.assumingMemoryBound(to: UInt8.self), format.rawValue,
                                                      Int32(width), Int32(height), Int32(bytesPerRow))
        } else {
            surface = cairo.imageSurfaceCreate(Cairo.Format.argb32.rawValue, Int32(width), Int32(height))
            if let surface, let data = cairo.imageSurfaceGetData(surface) {
                cairo.surfaceFlush(surface)
                layout.convertToCairo(pixels, sourceBytesPerRow: bytesPerRow, data,
                    destinationBytesPerRow: Int(cairo.imageSurfaceGetStride(surface)), width: width, height: height)
                cairo.surfaceMarkDirty(surface)
            }
        }
        cachedSurface = surface
        return surface
    }

    /// The image as a PNG file; `nil` without Cairo.
    package func pngData() -> Data? {
        guard let surface = cairoSurface() else { return nil }
        return PNGCodec.encode(surface)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    public var description: String { "<CGImage \(width)×\(height) \(bitsPerPixel) bpp, \(layout.channels)>" }
}
