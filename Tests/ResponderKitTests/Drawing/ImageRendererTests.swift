import Foundation
import ResponderKit
import Testing

/// UIKit drawing as app code writes it: `UIGraphicsImageRenderer` with `UIColor.setFill()`,
/// `UIBezierPath.fill()`/`stroke()`/`addClip()`, `UIRectFill`, the older image-context functions,
/// and the pixels read back.
@MainActor
@Suite("UIGraphicsImageRenderer draws what UIKit code expects, y down, at its scale",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
struct ImageRendererTests {
    @Test("A renderer's image has its size in points and pixels at its scale; y grows downwards")
    func sizeScaleAndOrientation() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 2))  // the top two points
        }
        #expect(image.size == CGSize(width: 10, height: 6))
        #expect(image.scale == 2)
        let pixels = try #require(PixelReader(image))
        #expect(pixels.width == 20 && pixels.height == 12)
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels[19, 3] == [255, 0, 0, 255])
        #expect(pixels[0, 4] == [0, 0, 0, 0])
        #expect(pixels[0, 11] == [0, 0, 0, 0])
    }

    @Test("UIGraphicsGetCurrentContext() is the renderer's context inside the actions and nil outside")
    func currentContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inside: CGContext?
        var same = false
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            inside = UIGraphicsGetCurrentContext()
            same = inside === context.cgContext
        }
        #expect(inside != nil && same)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("An oval filled with UIBezierPath covers the centre, not the corners")
    func ovalFill() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
        }
        let pixels = try #require(PixelReader(image))
        #expect(pixels[10, 10] == [0, 0, 255, 255])
        #expect(pixels[0, 0] == [0, 0, 0, 0])
        #expect(pixels[19, 19] == [0, 0, 0, 0])
        // The edge is anti-aliased: partly covered pixels are neither empty nor full.
        let edge = (0..<20).map { pixels[$0, 3][3] }
        #expect(edge.contains { $0 > 0 && $0 < 255 })
    }

    @Test("A stroked path uses the path's lineWidth and the context's stroke colour")
    func strokeWidth() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.green.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 20, y: 10))
            line.lineWidth = 4
            line.stroke()
        }
        let pixels = try #require(PixelReader(image))
        #expect(pixels[5, 8][3] == 255 && pixels[5, 11][3] == 255)
        #expect(pixels[5, 7][3] == 0 && pixels[5, 12][3] == 0)
        #expect(pixels[5, 9][1] == 255)
    }

    @Test("A dashed stroke leaves gaps where the pattern says")
    func dashes() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 4)).image { _ in
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 2))
            line.addLine(to: CGPoint(x: 20, y: 2))
            line.lineWidth = 2
            let pattern: [CGFloat] = [4, 4]
            line.setLineDash(pattern, count: 2, phase: 0)
            line.stroke()
        }
        let pixels = try #require(PixelReader(image))
        #expect(pixels[1, 2][3] == 255)
        #expect(pixels[5, 2][3] == 0)
        #expect(pixels[9, 2][3] == 255)
    }

    @Test("addClip() limits what is filled afterwards")
    func bezierClip() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).addClip()
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let pixels = try #require(PixelReader(image))
        #expect(pixels[4, 5][3] == 255)
        #expect(pixels[5, 5][3] == 0)
    }

    @Test("The renderer's bounds origin is the image's top-left corner")
    func boundsOrigin() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 10, height: 10), format: format)
        let image = renderer.image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 100, y: 50, width: 2, height: 2))
        }
        let pixels = try #require(PixelReader(image))
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels[2, 2] == [0, 0, 0, 0])
    }

    @Test("An opaque format's image has no alpha and is black where nothing was drawn")
    func opaqueFormat() throws {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        #expect(image.cgImage?.alphaInfo == .noneSkipFirst)
        let pixels = try #require(PixelReader(image))
        #expect(pixels[0, 0] == [255, 255, 255, 255])
        #expect(pixels[3, 0] == [0, 0, 0, 255])
    }

    @Test("currentImage shows what the actions drew so far")
    func currentImage() throws {
        var midway: UIImage?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            midway = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let image = try #require(midway)
        let pixels = try #require(PixelReader(image))
        #expect(pixels[0, 0][3] == 255)
        #expect(pixels[1, 0][3] == 0)
    }

    @Test("The older image-context functions make the same picture")
    func imageContextFunctions() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let drawn = try #require(image)
        let pixels = try #require(PixelReader(drawn))
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels[0, 1] == [0, 0, 0, 0])
        UIGraphicsEndImageContext()  // one too many: a diagnostic, no crash
    }

    @Test("Pushing a context makes it current until it is popped")
    func pushAndPop() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()  // unbalanced: a diagnostic, no crash
    }

    @Test("pngData() round-trips through UIImage(data:)")
    func pngRoundTrip() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { _ in
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        let png = try #require(image.pngData())
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.size == CGSize(width: 3, height: 2))
        let pixels = try #require(PixelReader(decoded))
        #expect(pixels.pixel(x: 0, y: 1, isNear: [255, 128, 0, 255]))
        #expect(pixels[2, 0] == [0, 0, 0, 0])
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
    }

    @Test("jpegData(compressionQuality:) writes a JPEG that decodes to nearly the same colours",
          .enabled(if: DrawingAvailability.jpegIsAvailable, "libjpeg-turbo (libturbojpeg0) is not installed"))
    func jpegRoundTrip() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format)
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9) { _ in
            UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        #expect(jpeg.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: jpeg))
        let pixels = try #require(PixelReader(decoded))
        #expect(pixels.pixel(x: 8, y: 8, isNear: [51, 102, 204, 255], tolerance: 6))
    }
}
