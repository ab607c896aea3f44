#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ResponderKit

/// Whether the drawing tests run: where Cairo is installed, or always when the README's test command
/// asks for them (`scripts/test.sh` sets `RESPONDERKIT_REQUIRE_DRAWING`, so CI fails rather than skips
/// when Cairo is missing). `swift test` alone on a machine without Cairo skips them.
enum DrawingAvailability {
    static let isAvailable: Bool = {
        if ProcessInfo.processInfo.environment["RESPONDERKIT_REQUIRE_DRAWING"] != nil { return true }
        return CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) != nil
    }()

    /// Whether text can be drawn (Pango installed), or required as above.
    static let textIsAvailable: Bool = {
        if ProcessInfo.processInfo.environment["RESPONDERKIT_REQUIRE_DRAWING"] != nil { return true }
        return isAvailable && dlopen("libpangocairo-1.0.so.0", RTLD_NOW | RTLD_LOCAL) != nil
    }()

    /// Whether JPEG files can be read and written (libjpeg-turbo installed), or required as above.
    static let jpegIsAvailable: Bool = {
        if ProcessInfo.processInfo.environment["RESPONDERKIT_REQUIRE_DRAWING"] != nil { return true }
        return isAvailable && dlopen("libturbojpeg.so.0", RTLD_NOW | RTLD_LOCAL) != nil
    }()
}
