import Foundation
import ResponderKit
import Testing

/// Images, gradients, shadows and transparency layers, drawn as iOS code draws them and read back.
@MainActor
@Suite("Images, gradients, shadows and layers draw as on iOS",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
struct ImageDrawingTests {
    static func renderer(_ width: CGFloat, _ height: CGFloat) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    }

    /// A 2×2 image: red top-left, green top-right, blue bottom-left, white bottom-right.
    static func quadrants() -> UIImage {
        renderer(2, 2).image { _ in
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.green.setFill(); UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 1, width: 1, height: 1))
            UIColor.white.setFill(); UIRectFill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
    }

    @Test("UIImage.draw(in:) draws upright; CGContext.draw in the same flipped context draws upside down, as on iOS")
    func uprightAndFlipped() throws {
        let source = Self.quadrants()
        let upright = try #require(
            PixelReader(Self.renderer(2, 2).image { _ in source.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2)) }))
        #expect(upright[0, 0] == [255, 0, 0, 255])
        #expect(upright[1, 1] == [255, 255, 255, 255])
        let cg = try #require(source.cgImage)
        let flipped = try #require(PixelReader(Self.renderer(2, 2).image { context in
            context.cgContext.draw(cg, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }))
        #expect(flipped[0, 0] == [0, 0, 255, 255])
        #expect(flipped[0, 1] == [255, 0, 0, 255])
    }

    @Test("Scaling up with draw(in:) and no interpolation repeats pixels; draw(at:) uses the image's size")
    func scaling() throws {
        let source = Self.quadrants()
        let big = try #require(PixelReader(Self.renderer(4, 4).image { context in
            context.cgContext.interpolationQuality = .none
            source.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }))
        #expect(big[1, 1] == [255, 0, 0, 255])
        #expect(big[2, 1] == [0, 255, 0, 255])
        let placed = try #require(PixelReader(Self.renderer(4, 4).image { _ in source.draw(at: CGPoint(x: 2, y: 2)) }))
        #expect(placed[2, 2] == [255, 0, 0, 255])
        #expect(placed[1, 1] == [0, 0, 0, 0])
    }

    @Test("An image's orientation turns it when drawn, and swaps its size for a quarter turn")
    func orientation() throws {
        let cg = try #require(Self.quadrants().cgImage)
        let down = UIImage(cgImage: cg, scale: 1, orientation: .down)
        let turnedDown = try #require(PixelReader(Self.renderer(2, 2).image { _ in down.draw(at: .zero) }))
        #expect(turnedDown[0, 0] == [255, 255, 255, 255])
        #expect(turnedDown[1, 1] == [255, 0, 0, 255])
        let right = UIImage(cgImage: cg, scale: 1, orientation: .right)
        let turnedRight = try #require(PixelReader(Self.renderer(2, 2).image { _ in right.draw(at: .zero) }))
        // Turned a quarter clockwise: the stored top-left (red) is now top-right.
        #expect(turnedRight[1, 0] == [255, 0, 0, 255])
        #expect(turnedRight[0, 0] == [0, 0, 255, 255])
        let wideCG = try #require(Self.renderer(4, 2).image { _ in }.cgImage)
        let wide = UIImage(cgImage: wideCG, scale: 2, orientation: .left)
        #expect(wide.size == CGSize(width: 1, height: 2))
    }

    @Test("withTintColor(_:) draws the image's shape in the tint colour")
    func tinted() throws {
        let dot = Self.renderer(4, 4).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let pixels = try #require(PixelReader(Self.renderer(4, 4).image { _ in
            dot.withTintColor(.red).draw(at: .zero)
        }))
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels[3, 0] == [0, 0, 0, 0])
    }

    @Test("A linear gradient runs from its start colour to its end colour; the options carry the ends on")
    func linearGradient() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray,
                                               locations: [0, 1]))
        let pixels = try #require(PixelReader(Self.renderer(40, 1).image { context in
                    context.cgContext.drawLinearGradient(
                        gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: [])
        }))
        #expect(pixels[5, 0][3] == 0)  // before the start, without the option: nothing
        #expect(pixels[35, 0][3] == 0)
        #expect(pixels[11, 0][0] < 30 && pixels[11, 0][3] == 255)
        #expect(pixels[28, 0][0] > 225)
        let middle = Int(pixels[20, 0][0])
        #expect(abs(middle - 128) <= 12)
        let extended = try #require(PixelReader(Self.renderer(40, 1).image { context in
            context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                                 options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }))
        #expect(extended[2, 0] == [0, 0, 0, 255])
        #expect(extended[38, 0] == [255, 255, 255, 255])
        let beforeOnly = try #require(PixelReader(Self.renderer(40, 1).image { context in
            context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                                 options: .drawsBeforeStartLocation)
        }))
        #expect(beforeOnly[2, 0] == [0, 0, 0, 255])
        #expect(beforeOnly[38, 0][3] == 0)
    }

    @Test("A radial gradient is its start colour at the centre and its end colour at the rim")
    func radialGradient() throws {
        let gradient = try #require(
            CGGradient(
                colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                               locations: nil))
        let pixels = try #require(PixelReader(Self.renderer(21, 21).image { context in
            context.cgContext.drawRadialGradient(gradient, startCenter: CGPoint(x: 10.5, y: 10.5), startRadius: 0,
                                                 endCenter: CGPoint(x: 10.5, y: 10.5), endRadius: 10, options: [])
        }))
        #expect(pixels[10, 10][0] > 240 && pixels[10, 10][2] < 15)
        #expect(pixels[10, 1][2] > 200)
        #expect(pixels[0, 0][3] == 0)
    }

    @Test("A shadow falls offset and blurred under a shape; in UIKit's context a positive height falls downwards")
    func shadow() throws {
        let pixels = try #require(PixelReader(Self.renderer(40, 40).image { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.black.cgColor)
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }))
        #expect(pixels[15, 15] == [255, 255, 255, 255])
        #expect(pixels[15, 25] == [0, 0, 0, 255])  // the shadow, ten points below
        #expect(pixels[15, 5][3] == 0)
        let blurred = try #require(PixelReader(Self.renderer(40, 40).image { context in
            context.cgContext.setShadow(offset: .zero, blur: 6, color: UIColor.black.cgColor)
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }))
        let halo = blurred[15, 8][3]
        #expect(halo > 0 && halo < 255)
        #expect(blurred[15, 0][3] == 0)
    }

    @Test("A transparency layer composites its drawings as one at the layer's alpha")
    func transparencyLayer() throws {
        let pixels = try #require(PixelReader(Self.renderer(10, 1).image { context in
            let cg = context.cgContext
            cg.setAlpha(0.5)
            cg.beginTransparencyLayer(auxiliaryInfo: nil)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 1))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 4, y: 0, width: 6, height: 1))
            cg.endTransparencyLayer()
            cg.endTransparencyLayer()  // none open: a diagnostic, no crash
        }))
        // Where the two overlap the layer holds blue only: one half-transparent blue, not blue over red.
        #expect(pixels.pixel(x: 5, y: 0, isNear: [0, 0, 128, 128]))
        #expect(pixels.pixel(x: 1, y: 0, isNear: [128, 0, 0, 128]))
    }

    @Test("CGImage from bytes, cropping and the provider's data keep the caller's layout")
    func imagesFromBytes() throws {
        // 2×1 RGBA, straight alpha: opaque red, then half-transparent green.
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128]
        let provider = try #require(CGDataProvider(data: Data(bytes)))
        let image = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                                         provider: provider,
                                         decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.alphaInfo == .last && image.bytesPerRow == 8)
        #expect(image.dataProvider?.data == Data(bytes))
        let pixels = try #require(PixelReader(image))
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels.pixel(x: 1, y: 0, isNear: [0, 128, 0, 128]))
        let right = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 5)))
        #expect(right.width == 1 && right.height == 1)
        #expect(right.dataProvider?.data == Data([0, 255, 0, 128]))
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a corner between two lines")
    func arcToPoint() throws {
        let pixels = try #require(PixelReader(Self.renderer(20, 20).image { context in
            let cg = context.cgContext
            cg.move(to: CGPoint(x: 0, y: 0))
            cg.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 10)
            cg.addLine(to: CGPoint(x: 20, y: 20))
            cg.addLine(to: CGPoint(x: 0, y: 20))
            cg.closePath()
            cg.fillPath()
        }))
        #expect(pixels[18, 1][3] == 0)  // the rounded-off corner
        #expect(pixels[5, 5][3] == 255)
        #expect(pixels[18, 15][3] == 255)
    }
}
