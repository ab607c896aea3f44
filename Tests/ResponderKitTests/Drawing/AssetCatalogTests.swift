@testable import ResponderKit
import Testing

// The app's asset catalogs as its PortedResources registers them: UIImage(named:) and
// UIColor(named:) find their sets, and nothing else once any image is registered (as in UIKit).

@MainActor
@Suite("Asset catalogs: named images and colours", .serialized)
struct AssetCatalogTests {
    @Test("A registered image set has its size, scale and rendering mode; an unknown name is nil once images are registered")
    func images() {
        defer { AssetImages.images = [:] }
        #expect(UIImage(named: "AnyName") != nil, "with no catalog, any name gives an image of no size")
        UIImage.register(named: "Checkmark", size: CGSize(width: 24, height: 20), scale: 2, renderingMode: .alwaysTemplate)
        let image = UIImage(named: "Checkmark")
        #expect(image?.size == CGSize(width: 24, height: 20) && image?.scale == 2 && image?.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Missing") == nil)
        #expect(image?.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(image?.withRenderingMode(.alwaysOriginal).size == CGSize(width: 24, height: 20))
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
