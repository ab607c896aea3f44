import Foundation

/// PNG files to and from Cairo image surfaces, through Cairo's own PNG reader and writer (libpng).
enum PNGCodec {
    private final class Buffer {
        var data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    /// A new ARGB32 or RGB24 surface holding the PNG in `data`; `nil` if it is not a PNG or Cairo is not here.
    static func decode(_ data: Data) -> Cairo.Surface? {
        guard let cairo = Cairo.shared, data.count > 8,
              data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let buffer = Unmanaged.passRetained(Buffer(data))
        defer { buffer.release() }
        let read: Cairo.ReadFunc = { closure, destination, length in
            guard let closure, let destination else { return 10 }  // CAIRO_STATUS_READ_ERROR
            let buffer = Unmanaged<Buffer>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard buffer.offset + count <= buffer.data.count else { return 10 }
            buffer.data.withUnsafeBytes { bytes in
                UnsafeMutableRawPointer(destination).copyMemory(
                    from: bytes.baseAddress!.advanced(by: buffer.offset), byteCount: count)
            }
            buffer.offset += count
            return 0
        }
        guard let surface = cairo.imageSurfaceCreateFromPNGStream(read, buffer.toOpaque()) else { return nil }
        guard cairo.surfaceStatus(surface) == 0 else {
            cairo.surfaceDestroy(surface)
            return nil
        }
        return surface
    }

    /// The PNG file of `surface`.
    static func encode(_ surface: Cairo.Surface) -> Data? {
        guard let cairo = Cairo.shared else { return nil }
        let buffer = Unmanaged.passRetained(Buffer(Data()))
        defer { buffer.release() }
        let write: Cairo.WriteFunc = { closure, source, length in
            guard let closure, let source else { return 11 }  // CAIRO_STATUS_WRITE_ERROR
            let buffer = Unmanaged<Buffer>.fromOpaque(closure).takeUnretainedValue()
            buffer.data.append(source, count: Int(length))
            return 0
        }
        guard cairo.surfaceWriteToPNGStream(surface, write, buffer.toOpaque()) == 0 else { return nil }
        return buffer.takeUnretainedValue().data
    }

    /// Whether `surface` has no alpha channel (Cairo's RGB24), which Cairo gives PNGs without alpha.
    static func isOpaque(_ surface: Cairo.Surface) -> Bool {
        Cairo.shared?.imageSurfaceGetFormat(surface) == Cairo.Format.rgb24.rawValue
    }
}
