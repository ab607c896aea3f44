import ResponderKit
import Testing

/// Core Graphics bitmap contexts as iOS code makes them and reads their bytes back: y up from the
/// bottom-left corner, the caller's layout kept, fills, strokes, clips, state and the CTM.
@Suite("Bitmap contexts draw pixels where Core Graphics puts them",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
struct BitmapContextTests {
    /// An RGBA context (premultiplied, alpha last, big-endian order: R, G, B, A in memory), the layout
    /// most iOS pixel-reading code asks for.
    final class RGBABitmap {
        let context: CGContext

        init(width: Int, height: Int) {
            context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        }

        /// The pixel in row `row` from the top of memory (Core Graphics' y = height - 1 - row).
        func pixel(x: Int, row: Int) -> [UInt8] {
            let data = context.data!.assumingMemoryBound(to: UInt8.self)
            let offset = row * context.bytesPerRow + x * 4
            return (0..<4).map { data[offset + $0] }
        }
    }

    @Test("A bitmap context is there to draw with (Cairo is installed)")
    func contextExists() {
        let context = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(context != nil)
        #expect(context?.ctm == .identity)
        #expect(context?.bytesPerRow ?? 0 >= 16)
    }

    @Test("Filling a rectangle at the origin paints the bottom-left corner: memory's last rows")
    func originIsBottomLeft() {
        let bitmap = RGBABitmap(width: 10, height: 10)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
        #expect(bitmap.pixel(x: 0, row: 9) == [255, 0, 0, 255])
        #expect(bitmap.pixel(x: 4, row: 8) == [255, 0, 0, 255])
        #expect(bitmap.pixel(x: 5, row: 9) == [0, 0, 0, 0])
        #expect(bitmap.pixel(x: 0, row: 7) == [0, 0, 0, 0])
        #expect(bitmap.pixel(x: 0, row: 0) == [0, 0, 0, 0])
    }

    @Test("Half-transparent fills are premultiplied in a premultiplied layout")
    func premultiplied() {
        let bitmap = RGBABitmap(width: 2, height: 2)
        bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let p = bitmap.pixel(x: 0, row: 0)
        #expect(p[0] == 0 && p[1] == 0)
        #expect(abs(Int(p[2]) - 128) <= 1 && abs(Int(p[3]) - 128) <= 1)
    }

    @Test("The CTM moves, scales and flips what is drawn")
    func transforms() {
        let bitmap = RGBABitmap(width: 20, height: 20)
        let context = bitmap.context
        context.translateBy(x: 0, y: 20)
        context.scaleBy(x: 2, y: -2)  // UIKit's flip: y down, two pixels a unit
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 1))
        #expect(bitmap.pixel(x: 2, row: 2) == [255, 255, 255, 255])
        #expect(bitmap.pixel(x: 5, row: 3) == [255, 255, 255, 255])
        #expect(bitmap.pixel(x: 6, row: 2) == [0, 0, 0, 0])
        #expect(bitmap.pixel(x: 2, row: 4) == [0, 0, 0, 0])
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 2, y: 18))
    }

    @Test("saveGState and restoreGState bring back the colour and the CTM, not the path; an extra restore is ignored")
    func graphicsState() {
        let bitmap = RGBABitmap(width: 4, height: 4)
        let context = bitmap.context
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.translateBy(x: 2, y: 0)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        context.restoreGState()  // one too many: reported, ignored
        #expect(context.ctm == .identity)
        #expect(!context.isPathEmpty)
        context.fillPath()
        #expect(context.isPathEmpty)
        #expect(bitmap.pixel(x: 2, row: 3) == [0, 255, 0, 255])
    }

    @Test("Strokes are centred on the path and as wide as the line width in user space")
    func strokes() {
        let bitmap = RGBABitmap(width: 10, height: 10)
        let context = bitmap.context
        context.setStrokeColor(gray: 0, alpha: 1)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 0, y: 5))
        context.addLine(to: CGPoint(x: 10, y: 5))
        context.strokePath()
        #expect(bitmap.pixel(x: 3, row: 4)[3] == 255)
        #expect(bitmap.pixel(x: 3, row: 5)[3] == 255)
        #expect(bitmap.pixel(x: 3, row: 3)[3] == 0)
        #expect(bitmap.pixel(x: 3, row: 6)[3] == 0)
    }

    @Test("The even-odd rule leaves the hole of a ring; the winding rule fills it")
    func fillRules() {
        for (rule, holeAlpha) in [(CGPathFillRule.evenOdd, UInt8(0)), (.winding, 255)] {
            let bitmap = RGBABitmap(width: 10, height: 10)
            bitmap.context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            bitmap.context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
            bitmap.context.fillPath(using: rule)
            #expect(bitmap.pixel(x: 5, row: 5)[3] == holeAlpha)
            #expect(bitmap.pixel(x: 1, row: 1)[3] == 255)
        }
    }

    @Test("Clipping to a rect limits later fills; restoring the state lifts the clip")
    func clipping() {
        let bitmap = RGBABitmap(width: 10, height: 10)
        let context = bitmap.context
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 3, height: 10))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 3, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.pixel(x: 2, row: 0)[3] == 255)
        #expect(bitmap.pixel(x: 3, row: 0)[3] == 0)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.pixel(x: 9, row: 0)[3] == 255)
    }

    @Test("clear(_:) makes pixels transparent; the copy blend mode replaces them")
    func clearAndCopy() {
        let bitmap = RGBABitmap(width: 4, height: 4)
        let context = bitmap.context
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(bitmap.pixel(x: 0, row: 0) == [0, 0, 0, 0])
        #expect(bitmap.pixel(x: 3, row: 0) == [0, 0, 0, 255])
        context.setBlendMode(.copy)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        #expect(abs(Int(bitmap.pixel(x: 3, row: 0)[3]) - 128) <= 1)
    }

    @Test("The global alpha multiplies a fill; a multiply blend darkens what is there")
    func alphaAndBlend() {
        let bitmap = RGBABitmap(width: 2, height: 2)
        let context = bitmap.context
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(abs(Int(bitmap.pixel(x: 0, row: 0)[3]) - 128) <= 1)
        context.setAlpha(1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.setBlendMode(.multiply)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(bitmap.pixel(x: 0, row: 0) == [255, 0, 0, 255])
    }

    @Test("Layouts Core Graphics refuses give no context, and no crash")
    func unsupportedLayouts() {
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("A grey context with no alpha stores one byte of luminance per pixel")
    func grayContext() {
        var bytes = [UInt8](repeating: 0, count: 16)
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            context.setFillColor(gray: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        #expect(Array(bytes[12..<16]) == [255, 255, 255, 255])
        #expect(Array(bytes[0..<4]) == [0, 0, 0, 0])
    }

    @Test("A positive shadow height falls downwards in memory even in a y-up bitmap context, as on iOS since 3.2")
    func shadowBaseSpace() {
        let bitmap = RGBABitmap(width: 10, height: 10)
        bitmap.context.setShadow(offset: CGSize(width: 0, height: 3), blur: 0, color: CGColor(gray: 0, alpha: 1))
        bitmap.context.setFillColor(gray: 1, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 5, width: 10, height: 2))  // rows 3 and 4 from the top
        #expect(bitmap.pixel(x: 5, row: 3) == [255, 255, 255, 255])
        #expect(bitmap.pixel(x: 5, row: 6) == [0, 0, 0, 255])
        #expect(bitmap.pixel(x: 5, row: 1)[3] == 0)
    }
}
