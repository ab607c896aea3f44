import Foundation

/// Core Graphics' shadows: the alpha of what one drawing operation painted, blurred, tinted with the
/// shadow colour and painted `offset` away, under the drawing.
///
/// The offset and blur are in the context's base space (``CGContext/baseCTM``): pixels for a bitmap
/// context, points for UIKit's, y down in both (Apple's Technical Q&A QA1706). The blur is a Gaussian of standard
/// deviation
/// `blur / 2`, approximated by three box blurs (the deviation browsers use for `shadowBlur`).
extension CGContext {
    func drawShadow(_ shadow: GraphicsState.Shadow, of group: Cairo.Surface) {
        cairo.surfaceFlush(group)
        guard let source = cairo.imageSurfaceGetData(group),
            cairo.imageSurfaceGetFormat(group) == Cairo.Format.argb32.rawValue
        else { return }
        let width = Int(cairo.imageSurfaceGetWidth(group)), height = Int(cairo.imageSurfaceGetHeight(group))
        let sourceStride = Int(cairo.imageSurfaceGetStride(group))
        var dx = 0.0, dy = 0.0
        cairo.surfaceGetDeviceOffset(group, &dx, &dy)
        let base = baseCTM
        let offsetX = Double(shadow.offset.width * base.a + shadow.offset.height * base.c)
        let offsetY = -Double(shadow.offset.width * base.b + shadow.offset.height * base.d)  // device y is down
        let scale = Double(sqrt(abs(base.a * base.d - base.b * base.c)))
        let sigma = Double(shadow.blur) * scale / 2
        let margin = Int((sigma * 3).rounded(.up))
        let maskWidth = width + 2 * margin, maskHeight = height + 2 * margin
        guard let mask = cairo.imageSurfaceCreate(Cairo.Format.a8.rawValue, Int32(maskWidth), Int32(maskHeight)) else {
            return
        }
        defer { cairo.surfaceDestroy(mask) }
        guard let alpha = cairo.imageSurfaceGetData(mask) else { return }
        cairo.surfaceFlush(mask)
        let maskStride = Int(cairo.imageSurfaceGetStride(mask))
        for row in 0..<height {
            let from = UnsafeRawPointer(source).advanced(by: row * sourceStride).assumingMemoryBound(to: UInt32.self)
            let to = alpha.advanced(by: (row + margin) * maskStride + margin)
            for x in 0..<width { to[x] = UInt8(from[x] >> 24) }
        }
        if sigma > 0.25 {
            ShadowBlur.blur(alpha, width: maskWidth, height: maskHeight, stride: maskStride, sigma: sigma)
        }
        cairo.surfaceMarkDirty(mask)
        cairo.save(cr)
        setCairoMatrix(.identity)
        let (r, g, b, a) = shadow.color.rgba
        cairo.setSourceRGBA(cr, Double(r), Double(g), Double(b), Double(a) * Double(state.alpha))
        cairo.setOperator(cr, Cairo.Operator.over.rawValue)
        cairo.maskSurface(cr, mask, -dx - Double(margin) + offsetX, -dy - Double(margin) + offsetY)
        cairo.restore(cr)
        applyCTM()
    }
}

/// Three box blurs in each direction over 8-bit alpha: close to a Gaussian of the given deviation.
enum ShadowBlur {
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        // Box width for three passes: w = sqrt(12σ²/3 + 1), rounded to odd.
        var box = Int((sqrt(4 * sigma * sigma + 1)).rounded())
        if box % 2 == 0 { box += 1 }
        let radius = max((box - 1) / 2, 1)
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for row in 0..<height {
                pass(pixels.advanced(by: row * stride), count: width, step: 1, radius: radius, scratch: &line)
            }
            for column in 0..<width {
                pass(pixels.advanced(by: column), count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// One box blur along a line of `count` values `step` apart (zero beyond the ends).
    private static func pass(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt32]
    ) {
        for index in 0..<count { scratch[index] = UInt32(start[index * step]) }
        let size = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for index in 0..<min(radius, count) { sum += scratch[index] }
        for index in 0..<count {
            let entering = index + radius
            if entering < count { sum += scratch[entering] }
            start[index * step] = UInt8((sum + size / 2) / size)
            let leaving = index - radius
            if leaving >= 0 { sum -= scratch[leaving] }
        }
    }
}
