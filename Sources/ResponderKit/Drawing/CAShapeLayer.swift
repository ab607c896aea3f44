import Foundation

/// A layer that draws a path — Core Animation's `CAShapeLayer`, the usual way iOS code draws a
/// progress ring, a badge or a custom outline:
///
/// ```
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(arcCenter: center, radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise:
/// true).cgPath
/// ring.fillColor = UIColor.clear.cgColor
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.lineWidth = 6
/// ring.strokeEnd = 0.25
/// view.layer.addSublayer(ring)
/// ```
///
/// Defaults are Core Animation's (AD:quartzcore/cashapelayer): `fillColor` opaque black, `strokeColor`
/// `nil`, `lineWidth` 1, `strokeStart` 0 and `strokeEnd` 1, non-zero fill rule. Rendering fills the
/// path, then strokes the part between `strokeStart` and `strokeEnd` with the caps, joins and dashes
/// (dashes are not drawn on a trimmed stroke: CAShapeLayer+Drawing.swift). A shape layer takes
/// no part in hit-testing, as in UIKit; use the path's `contains(_:)` in `point(inside:with:)`.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape. Animatable with an explicit animation, never implicitly (Apple's `path`: "as with
    /// all CGPath animatable properties", it "does not support implicit animation").
    open var path: CGPath?
    /// The fill; opaque black by default, `nil` for none.
    open var fillColor: CGColor? = .black {
        willSet { willChangeAnimatableValue(forKey: "fillColor") }
        didSet { didChangeAnimatableValues() }
    }
    /// How the inside is decided; `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke's colour; `nil` (no stroke) by default.
    open var strokeColor: CGColor? {
        willSet { willChangeAnimatableValue(forKey: "strokeColor") }
        didSet { didChangeAnimatableValues() }
    }
    /// The stroke's width; 1 by default.
    open var lineWidth: CGFloat = 1 {
        willSet { willChangeAnimatableValue(forKey: "lineWidth") }
        didSet { didChangeAnimatableValues() }
    }
    /// Where along the path the stroke starts, 0…1; 0 by default.
    open var strokeStart: CGFloat = 0 {
        willSet { willChangeAnimatableValue(forKey: "strokeStart") }
        didSet { didChangeAnimatableValues() }
    }
    /// Where along the path it ends, 0…1; 1 by default.
    open var strokeEnd: CGFloat = 1 {
        willSet { willChangeAnimatableValue(forKey: "strokeEnd") }
        didSet { didChangeAnimatableValues() }
    }
    /// The ends of the stroke (kept); `.butt` by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The joins (kept); `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The miter limit (kept); 10 by default.
    open var miterLimit: CGFloat = 10 {
        willSet { willChangeAnimatableValue(forKey: "miterLimit") }
        didSet { didChangeAnimatableValues() }
    }
    /// The dash lengths (kept); `nil`: solid.
    open var lineDashPattern: [NSNumber]?
    /// Where the dashes start (kept); 0 by default.
    open var lineDashPhase: CGFloat = 0 {
        willSet { willChangeAnimatableValue(forKey: "lineDashPhase") }
        didSet { didChangeAnimatableValues() }
    }

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }

    /// The contents image (if any), then the path: filled, then stroked (CAShapeLayer+Drawing.swift).
    override func drawIntrinsicContent(in ctx: CGContext) {
        super.drawIntrinsicContent(in: ctx)
        drawShape(in: ctx)
    }
}

/// How a shape's inside is decided — Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape's stroke — Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The joins of a shape's stroke — Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
