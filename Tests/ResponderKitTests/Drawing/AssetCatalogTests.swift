@testable import ResponderKit
import Testing

// The app's asset catalogs as its PortedResources registers them: UIImage(named:) and
// UIColor(named:) find their sets, and nothing else once any image is registered (as in UIKit).

@MainActor
@Suite("Asset catalogs: named images and colours", .serialized)
struct AssetCatalogTests {
    @Test("""
        A registered image set has its size, scale and rendering mode; an unknown name is nil once images are \
        registered
        """)
    func images() {
        defer { AssetImages.images = [:] }
        #expect(UIImage(named: "AnyName") != nil, "with no catalog, any name gives an image of no size")
        UIImage.register(
            named: "Checkmark", size: CGSize(width: 24, height: 20), scale: 2, renderingMode: .alwaysTemplate)
        let image = UIImage(named: "Checkmark")
        #expect(
            image?.size == CGSize(width: 24, height: 20) && image?.scale == 2 && image?.renderingMode == .alwaysTemplate
        )
        #expect(UIImage(named: "Missing") == nil)
        #expect(image?.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(image?.withRenderingMode(.alwaysOriginal).size == CGSize(width: 24, height: 20))
    }

    @Test(
        "A registered image set with a file has that file's pixels, decoded once; a file that does not decode has none",
          .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
    func imagePixels() throws {
        defer { AssetImages.images = [:] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "assets-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 10))
        }
        let file = folder.appendingPathComponent("dot@2x.png")
        try #require(drawn.pngData()).write(to: file)
        let broken = folder.appendingPathComponent("broken.png")
        try Data("not a png".utf8).write(to: broken)
        UIImage.register(named: "Dot", size: CGSize(width: 12, height: 10), scale: 2, file: file)
        UIImage.register(named: "Broken", size: CGSize(width: 5, height: 5), file: broken)
        let image = try #require(UIImage(named: "Dot"))
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 24 && pixels.height == 20 && image.size == CGSize(width: 12, height: 10))
        #expect(UIImage(named: "Dot")?.cgImage === pixels, "the second image shares the decoded pixels")
        let reader = try #require(PixelReader(pixels))
        #expect(reader.pixel(x: 5, y: 5, isNear: [255, 0, 0, 255]))
        #expect(
            UIImage(named: "Broken")?.cgImage == nil && UIImage(named: "Broken")?.size == CGSize(width: 5, height: 5))
    }

    @Test("A colour set with a dark variant follows the interface style; an unknown name is nil")
    func colors() {
        defer { AssetColors.registry.withLock { $0 = [:] } }
        UIColor.register(named: "Brand", any: UIColor(red: 0.125, green: 0.25, blue: 0.5, alpha: 1),
                         dark: UIColor(red: 0.6, green: 0.8, blue: 1, alpha: 1))
        UIColor.register(named: "Plain", any: .red)
        let brand = UIColor(named: "Brand")
        let light = brand?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = brand?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light == UIColor(red: 0.125, green: 0.25, blue: 0.5, alpha: 1))
        #expect(dark == UIColor(red: 0.6, green: 0.8, blue: 1, alpha: 1))
        #expect(UIColor(named: "Plain")?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
        #expect(UIColor(named: "Brand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))?
            .resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == dark)
        #expect(UIColor(named: "Nope") == nil)
    }
}
