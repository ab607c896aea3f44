import Foundation

/// System symbol images: `UIImage(systemName:)` and its configured forms, drawn from ``SymbolGlyph``.
///
/// A symbol's size follows its configuration as SF Symbols' does: a height of the point size (the
/// body style's 17 points by default) times its scale (small 0.8, medium 1, large 1.3 — ResponderKit's
/// figures), a width by the glyph's proportions; strokes thicken with the weight. Symbol images are
/// templates (`renderingMode` `.alwaysTemplate`), drawn in the tint colour. Their pixels are drawn at
/// the screen's scale and kept, one image per name and configuration. Where UIKit differs: the glyphs
/// are ResponderKit's outlines, not Apple's; a name not drawn here (UIKit returns `nil` for a name it
/// does not know) gives a symbol image of the right size showing a rounded square, so code that
/// force-unwraps a symbol keeps running and the screen shows where a symbol would be.
extension UIImage {
    /// The system symbol `name` with `configuration` (a symbol configuration, or traits); `nil` for an
    /// empty name.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard !name.isEmpty else { return nil }
        let symbol = UIImage.SymbolConfiguration.unspecified
        let resolved = configuration.map { symbol.applying($0) } ?? symbol
        self.init(symbol: name, configuration: resolved)
    }

    /// The system symbol `name` for `traitCollection`'s text size.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(
            systemName: name,
            withConfiguration: UIImage.SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { symbolConfigurationStorage != nil }

    /// A symbol's configuration; `nil` for other images.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbolConfigurationStorage }

    /// The image's configuration: a symbol's, `nil` for other images.
    public var configuration: UIImage.Configuration? { symbolConfigurationStorage }

    /// The same image with `configuration` applied over its own (a symbol is drawn anew; another
    /// image is itself).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let name, let own = symbolConfigurationStorage else { return self }
        let image = UIImage(symbol: name, configuration: own.applying(configuration))
        image.renderingModeStorage = renderingModeStorage
        image.tintColorStorage = tintColorStorage
        return image
    }

    /// The symbol with `configuration` applied over its own; `nil` for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        if let applied = appliedSymbolConfiguration, applied.values == configuration.values { return applied.image }
        let image = withConfiguration(configuration)
        appliedSymbolConfiguration = (configuration.values, image)
        return image
    }
}

/// How a symbol is sized and drawn, and the pixels already drawn.
@MainActor
enum SymbolImages {
    struct Key: Hashable {
        var name: String
        var pointSize: CGFloat
        var weight: UIImage.SymbolWeight
        var scale: UIImage.SymbolScale
        var screenScale: CGFloat
    }

    /// The pixels drawn so far (`nil`: drawing is not available here).
    static var drawn: [Key: CGImage?] = [:]

    static func scaleFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: return 0.8
        case .large: return 1.3
        case .medium, .default, .unspecified: return 1
        }
    }

    /// Stroke width as a fraction of the symbol's height.
    static func strokeFraction(_ weight: UIImage.SymbolWeight) -> CGFloat {
        [0.075, 0.03, 0.045, 0.06, 0.075, 0.09, 0.1, 0.115, 0.13, 0.15][weight.rawValue]
    }

    /// The size in points of `name` at `configuration`.
    static func size(of name: String, _ configuration: UIImage.SymbolConfiguration) -> CGSize {
        let (pointSize, _, scale) = configuration.resolved
        let height = pointSize * scaleFactor(scale)
        let aspect = SymbolGlyph.named(name)?.glyph.aspect ?? 1
        return UILabel.roundedUp(CGSize(width: height * aspect, height: height), scale: UIScreen.main.scale)
    }

    /// The pixels of `name` at `configuration`, black on clear, at the screen's scale.
    static func pixels(of name: String, _ configuration: UIImage.SymbolConfiguration, size: CGSize) -> CGImage? {
        let (pointSize, weight, scale) = configuration.resolved
        let screenScale = UIScreen.main.scale
        let key = Key(name: name, pointSize: pointSize, weight: weight, scale: scale, screenScale: screenScale)
        if let known = drawn[key] { return known }
        let format = UIGraphicsImageRendererFormat()
        format.scale = screenScale
        var drewPixels = false
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            drewPixels = true
            draw(name, weight: weight, in: CGRect(origin: .zero, size: size), ctx: context.cgContext)
        }
        let pixels = drewPixels ? image.cgImage : nil
        drawn[key] = .some(pixels)
        return pixels
    }

    private static func draw(_ name: String, weight: UIImage.SymbolWeight, in rect: CGRect, ctx: CGContext) {
        let line = max(rect.height * strokeFraction(weight), 0.5)
        let box = SymbolBox(rect: rect.insetBy(dx: line / 2, dy: line / 2))
        ctx.setLineWidth(line)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        ctx.setFillColor(UIColor.black.cgColor)
        ctx.setStrokeColor(UIColor.black.cgColor)
        guard let (glyph, filled) = SymbolGlyph.named(name) else {
            ctx.addPath(box.roundedRect(0.08, 0.08, 0.84, 0.84, 0.2).cgPath)
            ctx.strokePath()
            return
        }
        for part in glyph.parts {
            ctx.addPath(part.path(box).cgPath)
            switch (part.role, filled) {
            case (.dot, _), (.outline, true), (.hole, false): ctx.fillPath()
            case (.line, _), (.outline, false), (.detail, false): ctx.strokePath()
            case (.detail, true), (.hole, true):
                // Cut out of the fill.
                ctx.saveGState()
                ctx.setBlendMode(.clear)
                if part.role == .hole { ctx.fillPath() } else { ctx.strokePath() }
                ctx.restoreGState()
            }
        }
    }
}
