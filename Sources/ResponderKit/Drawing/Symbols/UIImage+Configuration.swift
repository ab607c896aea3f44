import Foundation

extension UIImage {
    /// What an image is configured for — UIKit's `UIImage.Configuration`: the traits it is drawn with.
    /// Configurations are immutable; `applying(_:)` makes a new one whose set values replace these.
    @preconcurrency @MainActor
    public class Configuration: NSObject {
        /// The traits the image is configured for; `nil` when none were given.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// This configuration with `otherConfiguration`'s values where it sets them.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            (merged(with: otherConfiguration, traits: otherConfiguration?.traitCollection ?? traitCollection) as? Self)
                ?? self
        }

        /// This configuration for `traitCollection`.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            (merged(with: nil, traits: traitCollection) as? Self) ?? self
        }

        /// A new configuration of this one's class: its values, `other`'s where it sets them, `traits`.
        func merged(with other: UIImage.Configuration?, traits: UITraitCollection?) -> UIImage.Configuration {
            UIImage.Configuration(traitCollection: traits)
        }
    }

    /// How big a symbol is beside text of the same size — UIKit's `UIImage.SymbolScale`, with UIKit's
    /// raw values.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    /// How heavy a symbol's strokes are — UIKit's `UIImage.SymbolWeight`, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The font weight of the same name (`.regular` for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }

        /// The symbol weight nearest `weight`.
        init(_ weight: UIFont.Weight) {
            let weights: [(UIFont.Weight, SymbolWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light),
                (.regular, .regular), (.medium, .medium), (.semibold, .semibold),
                                                            (.bold, .bold), (.heavy, .heavy), (.black, .black)]
            self =
                weights.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1
                ?? .regular
        }
    }

    /// A symbol image's point size, weight, scale or text style, and colours — UIKit's
    /// `UIImage.SymbolConfiguration`. Unset values come from the configuration it is applied over,
    /// then from the defaults: the body text style's size, regular weight, medium scale.
    @preconcurrency @MainActor
    public final class SymbolConfiguration: UIImage.Configuration {
        /// What a symbol configuration sets (0, `.unspecified`, `nil` and `false`: unset).
        struct Values: Hashable, Sendable {
            var pointSize: CGFloat = 0
            var weight: SymbolWeight = .unspecified
            var scale: SymbolScale = .unspecified
            var textStyle: UIFont.TextStyle?
            var hierarchicalColor: UIColor?
            var paletteColors: [UIColor]?
            var prefersMulticolor = false

            /// These values with `other`'s where it sets them; a point size and a text style replace
            /// each other, as the newer says how big the symbol is.
            func applying(_ other: Values) -> Values {
                var merged = self
                if other.pointSize > 0 { merged.pointSize = other.pointSize; merged.textStyle = nil }
                if let style = other.textStyle { merged.textStyle = style; merged.pointSize = 0 }
                if other.weight != .unspecified { merged.weight = other.weight }
                if other.scale != .unspecified { merged.scale = other.scale }
                if let color = other.hierarchicalColor { merged.hierarchicalColor = color }
                if let colors = other.paletteColors { merged.paletteColors = colors }
                if other.prefersMulticolor { merged.prefersMulticolor = true }
                return merged
            }
        }

        let values: Values

        init(values: Values, traitCollection: UITraitCollection? = nil) {
            self.values = values
            super.init(traitCollection: traitCollection)
        }

        /// The configuration that sets nothing.
        public static var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration(values: Values()) }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(
                values: Values(
                    pointSize: pointSize.isFinite && pointSize > 0 ? pointSize : 0, weight: weight, scale: scale))
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(values: Values(scale: scale, textStyle: textStyle))
        }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
        }
        public convenience init(scale: UIImage.SymbolScale) { self.init(values: Values(scale: scale)) }
        public convenience init(weight: UIImage.SymbolWeight) { self.init(values: Values(weight: weight)) }
        /// Shades of one colour (drawn here in the colour itself).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(values: Values(hierarchicalColor: hierarchicalColor))
        }
        /// Layer colours (drawn here in the first).
        public convenience init(paletteColors: [UIColor]) { self.init(values: Values(paletteColors: paletteColors)) }
        /// The symbol's own colours, where it has them (drawn here in the tint).
        public static func preferringMulticolor() -> UIImage.SymbolConfiguration {
            SymbolConfiguration(values: Values(prefersMulticolor: true))
        }
        /// One colour (the default).
        public static func preferringMonochrome() -> UIImage.SymbolConfiguration {
            SymbolConfiguration(values: Values())
        }

        private func changed(_ change: (inout Values) -> Void) -> UIImage.SymbolConfiguration {
            var copy = values
            change(&copy)
            return SymbolConfiguration(values: copy, traitCollection: traitCollection)
        }
        /// A copy without the text style.
        public func configurationWithoutTextStyle() -> UIImage.SymbolConfiguration { changed { $0.textStyle = nil } }
        /// A copy without the scale.
        public func configurationWithoutScale() -> UIImage.SymbolConfiguration { changed { $0.scale = .unspecified } }
        /// A copy without the weight.
        public func configurationWithoutWeight() -> UIImage.SymbolConfiguration { changed { $0.weight = .unspecified } }
        /// A copy without the point size and weight (Apple: "sets the weight value … to unspecified and
        /// removes the point-size information").
        public func configurationWithoutPointSizeAndWeight() -> UIImage.SymbolConfiguration {
            changed { $0.pointSize = 0; $0.weight = .unspecified }
        }

        /// Whether the two configure symbols alike.
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            values == otherConfiguration?.values
        }

        public nonisolated override func isEqual(_ object: Any?) -> Bool {
            values == (object as? SymbolConfiguration)?.values
        }
        public nonisolated override var hash: Int { values.hashValue }

        override func merged(with other: UIImage.Configuration?, traits: UITraitCollection?) -> UIImage.Configuration {
            let otherValues = (other as? SymbolConfiguration)?.values ?? Values()
            return SymbolConfiguration(values: values.applying(otherValues), traitCollection: traits)
        }

        /// The size, weight and scale the symbol is drawn at: set values, else the body style's
        /// size (17 points at the default text size), regular, medium.
        var resolved: (pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            let size = values.pointSize > 0 ? values.pointSize
                : UIFont.preferredFont(forTextStyle: values.textStyle ?? .body, compatibleWith: traitCollection)
                    .pointSize
            let scale: SymbolScale = values.scale == .unspecified || values.scale == .default ? .medium : values.scale
            return (size, values.weight == .unspecified ? .regular : values.weight, scale)
        }
    }
}
