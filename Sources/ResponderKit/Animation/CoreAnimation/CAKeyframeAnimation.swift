import Foundation

/// How keyframe values are joined — Core Animation's `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbours (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed along the values (key times worked out from the distances).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Catmull-Rom) curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moved along a path turns with it — Core Animation's `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through several values — Core Animation's `CAKeyframeAnimation`: `values` at
/// `keyTimes` (0…1; evenly spread when `nil`), each segment paced by its entry of `timingFunctions`,
/// joined by `calculationMode`; or a point moving along `path` at even speed. `rotationMode` is kept
/// (a layer moved along a path is not turned).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    public required init() {
        super.init()
    }

    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    override func values(at t: CFTimeInterval, progress: Double, on layer: CALayer) -> [(String, LayerValue)] {
        guard let keyPath else { return [] }
        var frames: [LayerValue]
        if let path {
            frames = path.subpaths().flatMap { subpath in
                subpath.closed ? subpath.points + subpath.points.prefix(1) : subpath.points
            }.map { LayerValue.point($0) }
        } else {
            frames = (values ?? []).compactMap { LayerValue($0) }
        }
        guard !frames.isEmpty else { return [] }
        let model = LayerKeyPaths.value(of: layer, at: keyPath)
        let value = frame(
            at: progress, of: frames, paced: path != nil || calculationMode == .paced || calculationMode == .cubicPaced)
        return [(keyPath, isAdditive ? (model?.adding(value) ?? value) : value)]
    }

    private func frame(at progress: Double, of frames: [LayerValue], paced: Bool) -> LayerValue {
        let count = frames.count
        if count == 1 { return frames[0] }
        let discrete = calculationMode == .discrete
        var times: [Double]
        if paced {
            var lengths = [0.0]
            for (a, b) in zip(frames, frames.dropFirst()) { lengths.append(lengths.last! + Double(a.distance(to: b))) }
            let total = lengths.last!
            times = total > 0 ? lengths.map { $0 / total } : (0..<count).map { Double($0) / Double(count - 1) }
        } else if let keyTimes, keyTimes.count == count {
            times = keyTimes.map { min(max($0.doubleValue, 0), 1) }
        } else {
            times = (0..<count).map { Double($0) / Double(discrete ? count : count - 1) }
        }
        if discrete {
            let index = times.lastIndex { $0 <= progress } ?? 0
            return frames[index]
        }
        guard progress > times[0] else { return frames[0] }
        guard let segment = (0..<(count - 1)).first(where: { progress <= times[$0 + 1] }) else {
            return frames[count - 1]
        }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (progress - times[segment]) / span : 1
        if let functions = timingFunctions, segment < functions.count { local = functions[segment].value(at: local) }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return catmullRom(frames, segment, local) ?? frames[segment].interpolated(to: frames[segment + 1], local)
        }
        return frames[segment].interpolated(to: frames[segment + 1], local)
    }

    /// A Catmull-Rom point between frames `i` and `i + 1` for numbers and points.
    private func catmullRom(_ frames: [LayerValue], _ i: Int, _ t: Double) -> LayerValue? {
        let p0 = frames[max(i - 1, 0)], p1 = frames[i], p2 = frames[i + 1], p3 = frames[min(i + 2, frames.count - 1)]
        func spline(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            let t = CGFloat(t), t2 = t * t, t3 = t2 * t
            return 0.5 * ((2 * b) + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case let (.scalar(a), .scalar(b), .scalar(c), .scalar(d)): return .scalar(spline(a, b, c, d))
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(CGPoint(x: spline(a.x, b.x, c.x, d.x), y: spline(a.y, b.y, c.y, d.y)))
        default: return nil
        }
    }
}

/// Animations run together — Core Animation's `CAAnimationGroup`: each member's time is the group's
/// local time, and the group's duration cuts them off. The members' delegates are not called (Core
/// Animation's rule); the group's is.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() {
        super.init()
    }

    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override func values(at t: CFTimeInterval, progress: Double, on layer: CALayer) -> [(String, LayerValue)] {
        var result: [(String, LayerValue)] = []
        for member in animations ?? [] {
            let timing = AnimationTiming(member, parentTime: t, begin: member.beginTime)
            guard timing.shows(member) else { continue }
            result += member.values(at: timing.seconds, progress: timing.progress, on: layer)
        }
        return result
    }
}
