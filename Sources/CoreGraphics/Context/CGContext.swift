import Foundation

/// A drawing destination with its graphics state — Apple's `CGContext`, with pixels: a bitmap context
/// over memory of the caller's (`CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`),
/// or the context UIKit hands `draw(_:)` and `UIGraphicsImageRenderer`.
///
/// ```
///  move(to:) / addLine(to:) / addArc … ──▶ the current path (kept in device space, as Core Graphics does)
///  setFillColor / setLineWidth / clip … ──▶ the graphics state (saveGState / restoreGState)
///  fillPath / strokePath / draw(image) … ──▶ render: [transparency group ─▶ shadow] ─▶ blend ─▶ Cairo ─▶ memory
/// ```
///
/// Coordinates are Core Graphics': a bitmap context's origin is its bottom-left corner, y grows
/// upwards, one unit is one pixel; `ctm` starts as the identity. UIKit's contexts
/// (``CGContext/init(uikitPixelsWide:high:scale:data:…)``
/// as `UIGraphicsImageRenderer` and views make them) put a flip and the scale into the CTM, as UIKit does.
///
/// Where it differs from Apple's: eight bits per component (``PixelLayout``), no colour management,
/// no PDF contexts, no text drawing of its own (`showGlyphs`; text is drawn by UIKit's string drawing
/// through Pango), and gradients interpolate premultiplied colours. Misuse Core Graphics logs
/// (restoring more states than were saved, ending a transparency layer never begun) is reported
/// on standard error and ignored, as Core Graphics does.
public final class CGContext {
    let cairo: Cairo
    let cr: Cairo.Context
    let backing: BitmapBacking
    /// The flip from Core Graphics' device space (y up) to Cairo's (y down).
    let deviceFlip: CGAffineTransform
    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// How many saved states each open transparency layer began above.
    var layerFloors: [Int] = []
    /// The graphics state outside each open transparency layer.
    var openLayers: [GraphicsState] = []
    /// For each open transparency layer, the device-space box it was begun clipped to (a Cairo save
    /// holds that clip, undone before the layer is composited), or `nil`.
    var layerClips: [CGRect?] = []
    /// The current path in Cairo's device space.
    var devicePath = CGMutablePath()
    /// The base space shadow offsets and blurs are measured in. On iOS it is top-left with y down for
    /// every context (Apple's Technical Q&A QA1706): pixels for a bitmap context, points for UIKit's;
    /// a positive shadow height falls downwards in both.
    var baseCTM = CGAffineTransform.identity
    /// Whether the CTM is singular, so that nothing can be drawn.
    var isDegenerate = false

    /// A bitmap context drawing into `data` (or memory of its own when `nil`) in the layout the other
    /// arguments describe; `nil` for a layout Core Graphics does not draw into (see ``PixelLayout``)
    /// or when Cairo is not installed (with a diagnostic). `bytesPerRow` 0 lets the context choose.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let bitsPerPixel =
            (info.alphaInfo == .alphaOnly ? 1 : CGContext.pixelComponents(space: space, info: info)) * bitsPerComponent
        guard
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space, bitmapInfo: info)
        else {
            CairoLoader.report(
                "CGBitmapContextCreate: unsupported parameter combination: \(bitsPerComponent) bits/component, "
                    + "\(space), bitmapInfo \(bitmapInfo) (8 bits per component with RGB, grey or alpha only are "
                        + "supported)"
            )
            return nil
        }
        self.init(data: data, width: width, height: height, bytesPerRow: bytesPerRow, layout: layout, space: space)
    }

    /// A bitmap context described with a ``CGBitmapInfo`` (the newer SDKs' spelling).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
                  space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout,
        space: CGColorSpace?
    ) {
        guard let cairo = Cairo.shared,
            let backing = BitmapBacking(
                cairo: cairo, data: data, width: width, height: height, bytesPerRow: bytesPerRow, layout: layout),
              let cr = cairo.create(backing.surface), cairo.status(cr) == 0
        else { return nil }
        self.cairo = cairo
        self.backing = backing
        self.cr = cr
        self.colorSpace = layout.channels == [.alpha] ? nil : space
        deviceFlip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        baseCTM = deviceFlip
        applyCTM()
        cairo.setTolerance(cr, 0.1)
    }

    /// The context UIKit draws in: `pixelsWide × pixelsHigh` premultiplied pixels (Cairo's layout),
    /// with the CTM flipped and scaled so that one unit is one point and y grows downwards, as in
    /// `draw(_:)` and `UIGraphicsImageRenderer`'s actions.
    public convenience init?(uikitPixelsWide width: Int, high height: Int, scale: CGFloat, opaque: Bool = false) {
        self.init(
            data: nil, width: width, height: height, bytesPerRow: 0, layout: .cairoNative(opaque: opaque),
            space: .deviceRGB)
        let s = scale.isFinite && scale > 0 ? scale : 1
        state.ctm = CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: CGFloat(height))
        baseCTM = state.ctm
        applyCTM()
    }

    deinit {
        cairo.destroy(cr)
    }

    private static func pixelComponents(space: CGColorSpace, info: CGBitmapInfo) -> Int {
        let colour = space.model == .monochrome ? 1 : 3
        return info.alphaInfo == CGImageAlphaInfo.none ? colour : colour + 1
    }

    // MARK: The bitmap

    public var width: Int { backing.width }
    public var height: Int { backing.height }
    public var bytesPerRow: Int { backing.bytesPerRow }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { backing.layout.bytesPerPixel * 8 }
    public let colorSpace: CGColorSpace?
    public var bitmapInfo: CGBitmapInfo { backing.layout.bitmapInfo }
    public var alphaInfo: CGImageAlphaInfo { backing.layout.alphaInfo }
    /// The pixels, in the context's layout; up to date after every drawing call.
    public var data: UnsafeMutableRawPointer? { backing.data }

    /// An image of what the context holds now.
    public func makeImage() -> CGImage? {
        backing.makeImage(space: colorSpace)
    }

    /// Makes everything drawn so far visible in the context's memory (always so already).
    public func flush() { backing.publish() }
    /// As ``flush()``.
    public func synchronize() { backing.publish() }

    // MARK: The current transformation matrix

    /// The transform from user space to the device (pixels, y up).
    public var ctm: CGAffineTransform { state.ctm }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the CTM (user space is transformed by it first). A transform with
    /// a non-finite entry is ignored with a diagnostic.
    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        else {
            CairoLoader.report("CGContext: ignored a transform with a non-finite entry: \(transform)")
            return
        }
        state.ctm = transform.concatenating(state.ctm)
        applyCTM()
    }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }

    /// User space to Cairo's device space.
    var cairoMatrix: CGAffineTransform { state.ctm.concatenating(deviceFlip) }

    func applyCTM() {
        setCairoMatrix(cairoMatrix)
    }

    /// Hands Cairo a matrix; a singular one (a scale by 0) would break the Cairo context for good, so it
    /// is kept from Cairo and drawing is skipped while it is in force, as Core Graphics draws nothing then.
    func setCairoMatrix(_ m: CGAffineTransform) {
        isDegenerate = m.a * m.d - m.b * m.c == 0
        if isDegenerate { return }
        // A tuple, not an array: the six doubles in a row without a heap allocation (a layer walk sets
        // a matrix for every layer, a fifth of a scrolled frame's allocations as an array).
        var values = (Double(m.a), Double(m.b), Double(m.c), Double(m.d), Double(m.tx), Double(m.ty))
        withUnsafeBytes(of: &values) { cairo.setMatrix(cr, $0.baseAddress?.assumingMemoryBound(to: Double.self)) }
    }
}
