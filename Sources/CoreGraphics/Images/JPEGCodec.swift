#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// JPEG files to and from pixels through libjpeg-turbo's TurboJPEG API, loaded when first needed
/// (Debian's `libturbojpeg0`), as Cairo is and for the same reason (Cairo.swift): without it JPEG
/// decoding gives `nil` and encoding no data, with one diagnostic.
struct JPEGCodec: @unchecked Sendable {
    // @unchecked: immutable C function pointers into a library that is never unloaded.
    typealias Handle = UnsafeMutableRawPointer
    private let initCompress: @convention(c) () -> Handle?
    private let initDecompress: @convention(c) () -> Handle?
    private let destroy: @convention(c) (Handle?) -> Int32
    private let free: @convention(c) (UnsafeMutablePointer<UInt8>?) -> Void
    private let compress: @convention(c) (Handle?, UnsafePointer<UInt8>?, Int32, Int32, Int32, Int32,
            UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<UInt>?,
                                          Int32, Int32, Int32) -> Int32
    private let decompressHeader: @convention(c) (Handle?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<Int32>?,
                                                  UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                                  UnsafeMutablePointer<Int32>?) -> Int32
    private let decompress: @convention(c) (Handle?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<UInt8>?,
                                            Int32, Int32, Int32, Int32, Int32) -> Int32

    /// TurboJPEG's pixel format for Cairo's 32-bit pixels with the alpha byte ignored (TJPF_BGRX on
    /// little-endian machines, TJPF_XRGB on big-endian ones).
    private static let cairoPixelFormat: Int32 = PixelLayout.isLittleEndian ? 3 : 5

    static let shared: JPEGCodec? = {
        guard
            let handle = CairoLoader.open([
                "libturbojpeg.so.0", "libturbojpeg.so", "libturbojpeg.0.dylib", "turbojpeg.dll",
            ])
        else {
            CairoLoader.report(
                "ResponderKit: libjpeg-turbo is not installed, so JPEG images are neither read nor written "
                               + "(Debian: apt-get install libturbojpeg0).")
            return nil
        }
        return JPEGCodec(handle: handle)
    }()

    private init?(handle: UnsafeMutableRawPointer) {
        let f = SymbolResolver(handle)
        initCompress = f("tjInitCompress"); initDecompress = f("tjInitDecompress"); destroy = f("tjDestroy")
        free = f("tjFree"); compress = f("tjCompress2"); decompressHeader = f("tjDecompressHeader3")
        decompress = f("tjDecompress2")
        if !f.missing.isEmpty { return nil }
    }

    /// A Cairo RGB24 surface of the JPEG in `data`; `nil` if it does not decode.
    func decode(_ data: Data, cairo: Cairo) -> Cairo.Surface? {
        guard let handle = initDecompress() else { return nil }
        defer { _ = destroy(handle) }
        return data.withUnsafeBytes { raw -> Cairo.Surface? in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colourSpace: Int32 = 0
            guard decompressHeader(handle, bytes, UInt(data.count), &width, &height, &subsampling, &colourSpace) == 0,
                  width > 0, height > 0,
                  let surface = cairo.imageSurfaceCreate(Cairo.Format.rgb24.rawValue, width, height) else { return nil }
            cairo.surfaceFlush(surface)
            guard let pixels = cairo.imageSurfaceGetData(surface),
                decompress(
                    handle, bytes, UInt(data.count), pixels, width, cairo.imageSurfaceGetStride(surface), height,
                             JPEGCodec.cairoPixelFormat, 0) == 0 else {
                cairo.surfaceDestroy(surface)
                return nil
            }
            cairo.surfaceMarkDirty(surface)
            return surface
        }
    }

    /// The JPEG file of Cairo pixels (alpha dropped: premultiplied colour over black) at `quality` 0…1.
    func encode(_ surface: Cairo.Surface, cairo: Cairo, quality: CGFloat) -> Data? {
        guard let handle = initCompress() else { return nil }
        defer { _ = destroy(handle) }
        cairo.surfaceFlush(surface)
        guard let pixels = cairo.imageSurfaceGetData(surface) else { return nil }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let q = Int32((min(max(quality.isFinite ? quality : 1, 0), 1) * 99).rounded()) + 1
        let status = compress(handle, pixels, cairo.imageSurfaceGetWidth(surface), cairo.imageSurfaceGetStride(surface),
                              cairo.imageSurfaceGetHeight(surface), JPEGCodec.cairoPixelFormat, &output, &size,
                              2 /* 4:2:0 */, q, 0)
        defer { if let output { free(output) } }
        guard status == 0, let output, size > 0 else { return nil }
        return Data(bytes: output, count: Int(size))
    }
}

extension CGImage {
    /// The image a JPEG file decodes to (RGB, no alpha); `nil` if the bytes are not a JPEG or
    /// libjpeg-turbo is not installed.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, data.count > 3, data.prefix(3) == Data([0xFF, 0xD8, 0xFF]),
              let cairo = Cairo.shared, let codec = JPEGCodec.shared,
              let surface = codec.decode(data, cairo: cairo) else { return nil }
        defer { cairo.surfaceDestroy(surface) }
        self.init(copying: surface, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// The image as a JPEG file at `quality` 0…1; `nil` without Cairo or libjpeg-turbo.
    package func jpegData(quality: CGFloat) -> Data? {
        guard let cairo = Cairo.shared, let codec = JPEGCodec.shared, let surface = cairoSurface() else { return nil }
        return codec.encode(surface, cairo: cairo, quality: quality)
    }
}
