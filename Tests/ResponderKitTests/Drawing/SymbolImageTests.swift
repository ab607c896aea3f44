import Foundation
import ResponderKit
import Testing

/// System symbols as iOS code uses them: `UIImage(systemName:)` with symbol configurations (point
/// size, weight, scale, text style, applying one over another), in image views and buttons, tinted.
@MainActor
@Suite("System symbol images and symbol configurations")
struct SymbolImageTests {
    static func inkCount(_ image: UIImage) -> Int {
        guard let cgImage = image.cgImage, let pixels = PixelReader(cgImage) else { return 0 }
        var count = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y][3] > 128 { count += 1 } }
        return count
    }

    @Test("A symbol is a template image, 17 points high by default (the body style), its width by its shape")
    func defaultSymbol() throws {
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.isSymbolImage && star.renderingMode == .alwaysTemplate)
        #expect(star.size.height == 17)
        #expect(star.size.width > 17 && star.size.width < 19)
        #expect(star.symbolConfiguration != nil && star.configuration === star.symbolConfiguration)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(named: "star")?.isSymbolImage != true)
    }

    @Test("Configurations: point size and weight, scale, text style; applying one over another; the copies without")
    func configurations() throws {
        let big = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)))
        #expect(big.size == CGSize(width: 34, height: 34))
        let large = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(abs(large.size.height - 17 * 1.3) < 1, "rounded up to the pixel")
        let title = UIImage.SymbolConfiguration(textStyle: .largeTitle)
        #expect(UIImage(systemName: "plus", withConfiguration: title)?.size.height == 34)
        // The later point size replaces the text style; an unset weight keeps the earlier one.
        let combined = title.applying(UIImage.SymbolConfiguration(pointSize: 20)).applying(
            UIImage.SymbolConfiguration(weight: .heavy))
        #expect(combined.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .heavy)))
        #expect(combined.configurationWithoutPointSizeAndWeight().isEqual(to: .unspecified))
        #expect(
            UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 22)).isEqual(
                to: UIImage.SymbolConfiguration(pointSize: 22, weight: .bold)))
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        let applied = big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 17))
        #expect(applied?.size == CGSize(width: 17, height: 17) && applied?.isSymbolImage == true)
        #expect(UIImage(size: CGSize(width: 3, height: 3)).applyingSymbolConfiguration(.unspecified) == nil)
    }

    @Test(
        """
            Drawn: .fill fills what the outline strokes; X.circle.fill is a disc with X cut out; an unknown name shows \
            a box
            """,
          .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
    func pixels() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 40)
        let heart = try #require(UIImage(systemName: "heart", withConfiguration: configuration))
        let filled = try #require(UIImage(systemName: "heart.fill", withConfiguration: configuration))
        #expect(Self.inkCount(filled) > Self.inkCount(heart) * 2)
        let disc = try #require(UIImage(systemName: "circle.fill", withConfiguration: configuration))
        let crossed = try #require(UIImage(systemName: "xmark.circle.fill", withConfiguration: configuration))
        #expect(Self.inkCount(crossed) < Self.inkCount(disc), "the xmark is cut out of the disc")
        let bold = try #require(
            UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .black)))
        let thin = try #require(
            UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .thin)))
        #expect(Self.inkCount(bold) > Self.inkCount(thin) * 2)
        let unknown = try #require(UIImage(systemName: "not.a.real.symbol"))
        #expect(unknown.size.height == 17 && Self.inkCount(unknown) > 0)
    }

    @Test("An image view draws a symbol in its tint colour, sized by its preferred symbol configuration",
          .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
    func imageView() throws {
        let view = UIImageView(image: UIImage(systemName: "checkmark"))
        view.tintColor = .red
        #expect(view.intrinsicContentSize.height == 17)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(view.intrinsicContentSize.height == 30)
        view.frame = CGRect(origin: .zero, size: view.intrinsicContentSize)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        let pixels = try #require(PixelReader(image))
        let ink = TextDrawingTests.ink(pixels, where: TextDrawingTests.isReddish)
        #expect(ink != nil && (ink?.width ?? 0) > 20)
    }

    @Test("A button shows its state's symbol with the preferred configuration, the same image each time it is asked")
    func button() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "gearshape"), for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 24), forImageIn: .normal)
        #expect(
            button.preferredSymbolConfigurationForImage(in: .highlighted)?.isEqual(
                to: UIImage.SymbolConfiguration(pointSize: 24)) == true)
        let shown = try #require(button.imageView?.image)
        #expect(shown.size.height == 24)
        #expect(button.imageView?.image === shown)
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "trash")
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(scale: .small)
        let configured = UIButton(configuration: configuration)
        #expect(abs((configured.imageView?.image?.size.height ?? 0) - 17 * 0.8) < 1)
    }
}
