import Foundation
import ResponderKit
import Testing

/// Resizable images as iOS code makes them (a bubble or button background with fixed corners): the caps
/// keep their size, the middle tiles or stretches.
@MainActor
@Suite("Resizable images: caps kept, the middle tiled or stretched",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
struct ResizableImageTests {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]

    /// 9 × 9 points at scale 1: a red frame 3 points thick around columns green, blue, green.
    static func framed() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
            UIColor.green.setFill()
            context.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 4, y: 3, width: 1, height: 3))
        }
    }

    static func drawn(_ image: UIImage, size: CGSize) throws -> PixelReader {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let rendered = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }
        return try #require(PixelReader(rendered))
    }

    @Test("Tiled (UIKit's default): the 3-point frame stays 3 points; the middle repeats green, blue, green")
    func tiled() throws {
        let image = Self.framed().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(image.resizingMode == .tile && image.capInsets == UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(image.size == CGSize(width: 9, height: 9))
        let pixels = try Self.drawn(image, size: CGSize(width: 30, height: 30))
        #expect(pixels.pixel(x: 1, y: 1, isNear: Self.red) && pixels.pixel(x: 28, y: 28, isNear: Self.red))
        #expect(pixels.pixel(x: 15, y: 1, isNear: Self.red) && pixels.pixel(x: 1, y: 15, isNear: Self.red))
        #expect(pixels.pixel(x: 3, y: 15, isNear: Self.green), "the cap ends at 3 points")
        #expect(
            pixels.pixel(x: 4, y: 15, isNear: Self.blue) && pixels.pixel(x: 7, y: 15, isNear: Self.blue),
            "the middle repeats")
        #expect(pixels.pixel(x: 26, y: 15, isNear: Self.green) && pixels.pixel(x: 27, y: 15, isNear: Self.red))
    }

    @Test("Stretched: the frame stays; the middle's three columns are each a third of it")
    func stretched() throws {
        let image = Self.framed().resizableImage(
            withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        let pixels = try Self.drawn(image, size: CGSize(width: 30, height: 30))
        #expect(pixels.pixel(x: 1, y: 15, isNear: Self.red) && pixels.pixel(x: 28, y: 15, isNear: Self.red))
        #expect(pixels.pixel(x: 5, y: 15, isNear: Self.green, tolerance: 40))
        #expect(pixels.pixel(x: 15, y: 15, isNear: Self.blue, tolerance: 40))
        #expect(pixels.pixel(x: 24, y: 15, isNear: Self.green, tolerance: 40))
    }

    @Test("""
        Caps larger than the rectangle shrink to fit; stretchableImage sets the caps UIKit's way; bad insets are \
        ignored
        """)
    func capsThatDoNotFit() throws {
        let image = Self.framed().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let pixels = try Self.drawn(image, size: CGSize(width: 4, height: 4))
        #expect(pixels.pixel(x: 0, y: 0, isNear: Self.red) && pixels.pixel(x: 3, y: 3, isNear: Self.red))
        let old = Self.framed().stretchableImage(withLeftCapWidth: 4, topCapHeight: 4)
        #expect(old.capInsets == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) && old.resizingMode == .stretch)
        #expect(old.leftCapWidth == 4 && old.topCapHeight == 4)
        let bad = Self.framed().resizableImage(withCapInsets: UIEdgeInsets(top: .nan, left: -1, bottom: 0, right: 0))
        #expect(bad.capInsets == .zero)
    }
}
