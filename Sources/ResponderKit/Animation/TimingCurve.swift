import Foundation

/// The pace of an animation: maps the share of its time gone (0…1) to the share of the change shown.
///
/// UIKit's named curves are Core Animation's cubic Béziers from (0, 0) to (1, 1) (docs/Animations.md
/// has the sources): ease-in-out (0.42, 0)-(0.58, 1), ease-in (0.42, 0)-(1, 1), ease-out
/// (0, 0)-(0.58, 1), linear. A Bézier is solved for x by Newton's method with a bisection fallback
/// (WebKit's UnitBezier). The spring is a damped harmonic oscillator whose stiffness is chosen so that
/// it settles (within 0.1 %) at the end of the duration, as UIKit's duration-based springs do; it may
/// overshoot past 1 and the last frame is exactly 1. A value type of a few words: evaluating it
/// allocates nothing.
enum TimingCurve: Sendable, Equatable {
    case linear
    case bezier(CGPoint, CGPoint)
    case spring(damping: CGFloat, velocity: CGFloat)

    static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: return (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: return (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    init(_ curve: UIView.AnimationCurve) {
        if curve == .linear { self = .linear; return }
        let points = TimingCurve.controlPoints(of: curve)
        self = .bezier(points.0, points.1)
    }

    /// The share of the change shown after the share `t` of the time.
    func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .linear: return t
        case let .bezier(p1, p2): return TimingCurve.bezier(t, Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
        case let .spring(damping, velocity):
            return TimingCurve.spring(t, damping: Double(damping), velocity: Double(velocity))
        }
    }

    /// y of the Bézier through (0,0), p1, p2, (1,1) at the x that equals `x`.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        @inline(__always) func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < 1e-7 { return ((ay * t + by) * t + cy) * t }
            let slope = slopeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<40 {
            let sample = sampleX(t)
            if abs(sample - x) < 1e-7 { break }
            if sample < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return ((ay * t + by) * t + cy) * t
    }

    /// A unit spring from 0 to 1 with damping ratio `damping` and initial velocity `velocity`
    /// (distances per unit of time), scaled so that its envelope falls to 0.1 % at t = 1.
    static func spring(_ t: Double, damping: Double, velocity: Double) -> Double {
        let zeta = min(max(damping.isFinite ? damping : 1, 0.01), 1)
        // e^(−ζω) = 0.001 at t = 1.
        let omega = log(1000) / zeta
        let v0 = velocity.isFinite ? velocity : 0
        if zeta >= 1 {
            // Critically damped: x(t) = 1 − e^(−ωt)·(1 + (ω − v0)·t).
            return 1 - exp(-omega * t) * (1 + (omega - v0) * t)
        }
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega * t)
        return 1 - envelope * (cos(omegaD * t) + (zeta * omega - v0) / omegaD * sin(omegaD * t))
    }
}
