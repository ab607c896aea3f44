#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Cairo, the 2D library GTK draws with, loaded when it is first needed: the pixels under
/// ``CGContext``, ``CGImage``'s PNG files and, through Pango, text.
///
/// ```
///   CGContext / UIGraphicsImageRenderer / UIView.draw(_:)
///        │  (Core Graphics' calls, y up, CTM, graphics state)
///        ▼
///   Cairo.shared  ──dlopen("libcairo.so.2")──▶  cairo_t on an image surface (premultiplied ARGB32)
/// ```
///
/// Why at run time and not linked: ResponderKit builds and its demo runs on a machine with no Cairo
/// headers (the README's first command needs nothing but Swift), and on platforms whose Cairo lives
/// elsewhere. Only the runtime library is needed to draw (Debian's `libcairo2`); without it
/// ``shared`` is `nil`, bitmap contexts are not made (`CGContext(data:…)` returns `nil`, as Core
/// Graphics does for what it cannot make) and one diagnostic says what to install.
///
/// Each member is the C function of the same name; the enumerations' raw values are cairo.h's.
struct Cairo: @unchecked Sendable {
    // @unchecked: every stored property is an immutable C function pointer into a library that is
    // never unloaded; Cairo's own functions are thread-safe for distinct contexts and surfaces.
    typealias Context = OpaquePointer
    typealias Surface = OpaquePointer
    typealias Pattern = OpaquePointer
    typealias WriteFunc = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    typealias ReadFunc = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32

    /// cairo_matrix_t, six doubles in this order: `x' = xx·x + xy·y + x0`, `y' = yx·x + yy·y + y0`
    /// (the order of `CGAffineTransform`'s a, b, c, d, tx, ty).
    typealias Matrix = [Double]

    enum Format: Int32 { case argb32 = 0, rgb24 = 1, a8 = 2 }
    enum Operator: Int32 {
        case clear = 0, source, over, `in`, out, atop, dest, destOver, destIn, destOut, destAtop, xor, add, saturate
        case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight
        case difference, exclusion, hue, saturation, color, luminosity
    }
    enum Extend: Int32 { case none = 0, `repeat`, reflect, pad }
    enum Filter: Int32 { case fast = 0, good, best, nearest, bilinear }
    enum Antialias: Int32 { case `default` = 0, none, gray }

    let create: @convention(c) (Surface?) -> Context?
    let destroy: @convention(c) (Context?) -> Void
    let status: @convention(c) (Context?) -> Int32
    let save: @convention(c) (Context?) -> Void
    let restore: @convention(c) (Context?) -> Void
    let pushGroup: @convention(c) (Context?) -> Void
    let popGroupToSource: @convention(c) (Context?) -> Void
    let popGroup: @convention(c) (Context?) -> Pattern?
    let getTarget: @convention(c) (Context?) -> Surface?
    let getGroupTarget: @convention(c) (Context?) -> Surface?
    let surfaceGetDeviceOffset:
        @convention(c) (Surface?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let maskSurface: @convention(c) (Context?, Surface?, Double, Double) -> Void

    let imageSurfaceCreate: @convention(c) (Int32, Int32, Int32) -> Surface?
    let imageSurfaceCreateForData: @convention(c) (UnsafeMutablePointer<UInt8>?, Int32, Int32, Int32, Int32) -> Surface?
    let imageSurfaceGetData: @convention(c) (Surface?) -> UnsafeMutablePointer<UInt8>?
    let imageSurfaceGetStride: @convention(c) (Surface?) -> Int32
    let imageSurfaceGetWidth: @convention(c) (Surface?) -> Int32
    let imageSurfaceGetHeight: @convention(c) (Surface?) -> Int32
    let imageSurfaceGetFormat: @convention(c) (Surface?) -> Int32
    let formatStrideForWidth: @convention(c) (Int32, Int32) -> Int32
    let surfaceFlush: @convention(c) (Surface?) -> Void
    let surfaceMarkDirty: @convention(c) (Surface?) -> Void
    let surfaceDestroy: @convention(c) (Surface?) -> Void
    let surfaceStatus: @convention(c) (Surface?) -> Int32
    let surfaceWriteToPNGStream: @convention(c) (Surface?, WriteFunc?, UnsafeMutableRawPointer?) -> Int32
    let imageSurfaceCreateFromPNGStream: @convention(c) (ReadFunc?, UnsafeMutableRawPointer?) -> Surface?

    let setSourceRGBA: @convention(c) (Context?, Double, Double, Double, Double) -> Void
    let setSourceSurface: @convention(c) (Context?, Surface?, Double, Double) -> Void
    let setSource: @convention(c) (Context?, Pattern?) -> Void
    let getSource: @convention(c) (Context?) -> Pattern?
    let patternCreateLinear: @convention(c) (Double, Double, Double, Double) -> Pattern?
    let patternCreateRadial: @convention(c) (Double, Double, Double, Double, Double, Double) -> Pattern?
    let patternCreateForSurface: @convention(c) (Surface?) -> Pattern?
    let patternAddColorStopRGBA: @convention(c) (Pattern?, Double, Double, Double, Double, Double) -> Void
    let patternSetExtend: @convention(c) (Pattern?, Int32) -> Void
    let patternSetFilter: @convention(c) (Pattern?, Int32) -> Void
    let patternSetMatrix: @convention(c) (Pattern?, UnsafePointer<Double>?) -> Void
    let patternDestroy: @convention(c) (Pattern?) -> Void

    let newPath: @convention(c) (Context?) -> Void
    let newSubPath: @convention(c) (Context?) -> Void
    let moveTo: @convention(c) (Context?, Double, Double) -> Void
    let lineTo: @convention(c) (Context?, Double, Double) -> Void
    let curveTo: @convention(c) (Context?, Double, Double, Double, Double, Double, Double) -> Void
    let closePath: @convention(c) (Context?) -> Void
    let rectangle: @convention(c) (Context?, Double, Double, Double, Double) -> Void
    let hasCurrentPoint: @convention(c) (Context?) -> Int32
    let getCurrentPoint: @convention(c) (Context?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let pathExtents: @convention(c) (Context?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                     UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let clipExtents: @convention(c) (Context?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                     UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let inFill: @convention(c) (Context?, Double, Double) -> Int32
    let inStroke: @convention(c) (Context?, Double, Double) -> Int32

    let fill: @convention(c) (Context?) -> Void
    let fillPreserve: @convention(c) (Context?) -> Void
    let stroke: @convention(c) (Context?) -> Void
    let strokePreserve: @convention(c) (Context?) -> Void
    let clip: @convention(c) (Context?) -> Void
    let paint: @convention(c) (Context?) -> Void
    let paintWithAlpha: @convention(c) (Context?, Double) -> Void
    let mask: @convention(c) (Context?, Pattern?) -> Void

    let setFillRule: @convention(c) (Context?, Int32) -> Void
    let setLineWidth: @convention(c) (Context?, Double) -> Void
    let setLineCap: @convention(c) (Context?, Int32) -> Void
    let setLineJoin: @convention(c) (Context?, Int32) -> Void
    let setMiterLimit: @convention(c) (Context?, Double) -> Void
    let setDash: @convention(c) (Context?, UnsafePointer<Double>?, Int32, Double) -> Void
    let setOperator: @convention(c) (Context?, Int32) -> Void
    let setAntialias: @convention(c) (Context?, Int32) -> Void
    let setTolerance: @convention(c) (Context?, Double) -> Void
    let setMatrix: @convention(c) (Context?, UnsafePointer<Double>?) -> Void
    let getMatrix: @convention(c) (Context?, UnsafeMutablePointer<Double>?) -> Void

    /// The loaded library, or `nil` where `libcairo.so.2` cannot be opened (one diagnostic on stderr).
    static let shared: Cairo? = {
        guard let handle = CairoLoader.open(["libcairo.so.2", "libcairo.so", "libcairo.2.dylib", "libcairo-2.dll"])
        else {
            CairoLoader.report("""
                ResponderKit: Cairo is not installed, so nothing is drawn (CGContext(data:…) returns nil). \
                Install it (Debian: apt-get install libcairo2) to draw.
                """)
            return nil
        }
        return Cairo(handle: handle)
    }()

    /// Whether Cairo is here to draw with.
    static var isAvailable: Bool { shared != nil }

    private init?(handle: UnsafeMutableRawPointer) {
        let f = SymbolResolver(handle)
        create = f("cairo_create"); destroy = f("cairo_destroy"); status = f("cairo_status")
        save = f("cairo_save"); restore = f("cairo_restore")
        pushGroup = f("cairo_push_group"); popGroupToSource = f("cairo_pop_group_to_source")
        popGroup = f("cairo_pop_group")
        getTarget = f("cairo_get_target"); getGroupTarget = f("cairo_get_group_target")
        surfaceGetDeviceOffset = f("cairo_surface_get_device_offset"); maskSurface = f("cairo_mask_surface")
        imageSurfaceCreate = f("cairo_image_surface_create")
        imageSurfaceCreateForData = f("cairo_image_surface_create_for_data")
        imageSurfaceGetData = f("cairo_image_surface_get_data")
        imageSurfaceGetStride = f("cairo_image_surface_get_stride")
        imageSurfaceGetWidth = f("cairo_image_surface_get_width")
        imageSurfaceGetHeight = f("cairo_image_surface_get_height")
        imageSurfaceGetFormat = f("cairo_image_surface_get_format")
        formatStrideForWidth = f("cairo_format_stride_for_width")
        surfaceFlush = f("cairo_surface_flush"); surfaceMarkDirty = f("cairo_surface_mark_dirty")
        surfaceDestroy = f("cairo_surface_destroy"); surfaceStatus = f("cairo_surface_status")
        surfaceWriteToPNGStream = f("cairo_surface_write_to_png_stream")
        imageSurfaceCreateFromPNGStream = f("cairo_image_surface_create_from_png_stream")
        setSourceRGBA = f("cairo_set_source_rgba"); setSourceSurface = f("cairo_set_source_surface")
        setSource = f("cairo_set_source"); getSource = f("cairo_get_source")
        patternCreateLinear = f("cairo_pattern_create_linear"); patternCreateRadial = f("cairo_pattern_create_radial")
        patternCreateForSurface = f("cairo_pattern_create_for_surface")
        patternAddColorStopRGBA = f("cairo_pattern_add_color_stop_rgba")
        patternSetExtend = f("cairo_pattern_set_extend"); patternSetFilter = f("cairo_pattern_set_filter")
        patternSetMatrix = f("cairo_pattern_set_matrix"); patternDestroy = f("cairo_pattern_destroy")
        newPath = f("cairo_new_path"); newSubPath = f("cairo_new_sub_path")
        moveTo = f("cairo_move_to"); lineTo = f("cairo_line_to"); curveTo = f("cairo_curve_to")
        closePath = f("cairo_close_path"); rectangle = f("cairo_rectangle")
        hasCurrentPoint = f("cairo_has_current_point"); getCurrentPoint = f("cairo_get_current_point")
        pathExtents = f("cairo_path_extents"); clipExtents = f("cairo_clip_extents")
        inFill = f("cairo_in_fill"); inStroke = f("cairo_in_stroke")
        fill = f("cairo_fill"); fillPreserve = f("cairo_fill_preserve")
        stroke = f("cairo_stroke"); strokePreserve = f("cairo_stroke_preserve")
        clip = f("cairo_clip"); paint = f("cairo_paint"); paintWithAlpha = f("cairo_paint_with_alpha")
        mask = f("cairo_mask")
        setFillRule = f("cairo_set_fill_rule"); setLineWidth = f("cairo_set_line_width")
        setLineCap = f("cairo_set_line_cap"); setLineJoin = f("cairo_set_line_join")
        setMiterLimit = f("cairo_set_miter_limit"); setDash = f("cairo_set_dash")
        setOperator = f("cairo_set_operator"); setAntialias = f("cairo_set_antialias")
        setTolerance = f("cairo_set_tolerance")
        setMatrix = f("cairo_set_matrix"); getMatrix = f("cairo_get_matrix")
        if !f.missing.isEmpty {
            CairoLoader.report("ResponderKit: this Cairo lacks \(f.missing.joined(separator: ", ")); nothing is drawn.")
            return nil
        }
    }
}

/// Opening shared libraries by name, for Cairo and the libraries that sit on it.
enum CairoLoader {
    /// The first of `names` that opens, or `nil`.
    static func open(_ names: [String]) -> UnsafeMutableRawPointer? {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return handle }
        }
        return nil
    }

    /// Writes a diagnostic line to standard error.
    static func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Stands in for a symbol a library lacks while loading fails; never called (loading returns nil).
    static let missingSymbol: @convention(c) () -> Void = {}
}

/// Looks up a loaded library's C functions by name (the library and those it depends on), noting
/// the ones it lacks; a table of functions checks ``missing`` before it is used.
final class SymbolResolver {
    private let handle: UnsafeMutableRawPointer
    private(set) var missing: [String] = []

    init(_ handle: UnsafeMutableRawPointer) { self.handle = handle }

    /// The function `name` as the C function type `T` (a never-called stand-in when it is missing).
    func callAsFunction<T>(_ name: String) -> T {
        guard let symbol = dlsym(handle, name) else {
            missing.append(name)
            return unsafeBitCast(CairoLoader.missingSymbol, to: T.self)
        }
        return unsafeBitCast(symbol, to: T.self)
    }
}
