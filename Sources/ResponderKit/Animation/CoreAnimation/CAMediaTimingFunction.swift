import Foundation

/// The names of Core Animation's timing curves — `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations: (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A pacing curve — Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1)
/// with two control points. The named curves have Core Animation's control points: linear (0, 0)
/// (1, 1), ease-in (0.42, 0) (1, 1), ease-out (0, 0) (0.58, 1), ease-in-ease-out (0.42, 0)
/// (0.58, 1), default (0.25, 0.1) (0.25, 1) (docs/Animations.md).
public final class CAMediaTimingFunction: NSObject, Sendable {
    let c1: CGPoint
    let c2: CGPoint

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clampX(_ value: Float) -> CGFloat { value.isFinite ? CGFloat(min(max(value, 0), 1)) : 0 }
        func finite(_ value: Float) -> CGFloat { value.isFinite ? CGFloat(value) : 0 }
        c1 = CGPoint(x: clampX(c1x), y: finite(c1y))
        c2 = CGPoint(x: clampX(c2x), y: finite(c2y))
        super.init()
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `index` (0 is (0, 0), 1 and 2 the curve's, 3 is (1, 1)) into `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch index {
        case 1: point = c1
        case 2: point = c2
        case 3: point = CGPoint(x: 1, y: 1)
        default: point = .zero
        }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The share of the change shown after the share `t` of the time.
    func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if c1 == .zero && c2 == CGPoint(x: 1, y: 1) { return t }
        return TimingCurve.bezier(t, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y))
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    public override var hash: Int { Int(c1.x * 1000 + c1.y * 100 + c2.x * 10 + c2.y) }
}
