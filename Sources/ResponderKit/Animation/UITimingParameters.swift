import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) — UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, when made from one (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The ease-in-out curve.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = TimingCurve.controlPoints(of: curve)
        controlPoint1 = points.0
        controlPoint2 = points.1
    }

    /// A custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    var timingCurve: TimingCurve { .bezier(controlPoint1, controlPoint2) }
}

/// A damped spring — UIKit's `UISpringTimingParameters`. `dampingRatio` 1 settles without
/// overshoot, less oscillates; `initialVelocity` is in units of the whole distance per second
/// (a velocity of 1 covers the distance in a second), as UIKit's. The spring is scaled to end at the
/// animation's duration (mass, stiffness and damping are converted to a damping ratio).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector
    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// A critically damped spring (UIKit's default has a damping ratio near 1).
    public override convenience init() { self.init(dampingRatio: 1) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// A spring from physical constants: its damping ratio is `damping / (2·√(stiffness·mass))`.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (max(stiffness, 0) * max(mass, 0)).squareRoot()
        self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
    }

    var timingCurve: TimingCurve { .spring(damping: dampingRatio, velocity: initialVelocity.dx) }
}
