import Foundation

/// A layer filled with a colour gradient — Core Animation's `CAGradientLayer`, used as a view's
/// `layerClass` or added as a sublayer for backgrounds:
///
/// ```
/// let fade = CAGradientLayer()
/// fade.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
/// fade.frame = card.bounds
/// card.layer.insertSublayer(fade, at: 0)
/// ```
///
/// Defaults are Core Animation's (AD:quartzcore/cagradientlayer): `startPoint` (0.5, 0) and `endPoint`
/// (0.5, 1) in unit coordinates of the bounds (top to bottom), colours evenly spaced when `locations`
/// is `nil`, `type` `.axial`. Rendering draws all three types (CAGradientLayer+Drawing.swift).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (other values are skipped).
    open var colors: [Any]? {
        willSet { willChangeAnimatableValue(forKey: "colors") }
        didSet { didChangeAnimatableValues() }
    }
    /// Where each colour sits along the gradient, 0…1; `nil`: evenly spaced.
    open var locations: [NSNumber]? {
        willSet { willChangeAnimatableValue(forKey: "locations") }
        didSet { didChangeAnimatableValues() }
    }
    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { willChangeAnimatableValue(forKey: "startPoint") }
        didSet { didChangeAnimatableValues() }
    }
    /// Where it ends; (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { willChangeAnimatableValue(forKey: "endPoint") }
        didSet { didChangeAnimatableValues() }
    }
    /// The kind of gradient; `.axial` by default.
    open var type: CAGradientLayerType = .axial

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// The contents image (if any), then the gradient (CAGradientLayer+Drawing.swift).
    override func drawIntrinsicContent(in ctx: CGContext) {
        super.drawIntrinsicContent(in: ctx)
        drawGradient(in: ctx)
    }

    /// The colour stops: (location, colour) pairs sorted by location, from `colors` and `locations`.
    public var stops: [(location: CGFloat, color: CGColor)] {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return [] }
        let given = locations?.map { CGFloat($0.doubleValue) }
        return cgColors.enumerated().map { index, color in
            let location: CGFloat
            if let given, index < given.count, given[index].isFinite {
                location = given[index]
            } else {
                location = cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1)
            }
            return (location, color)
        }.sorted { $0.location < $1.location }
    }
}

/// The kinds of gradient — Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from start to end.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
