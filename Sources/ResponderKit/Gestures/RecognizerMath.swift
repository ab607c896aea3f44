import Foundation

/// Small geometry the concrete recognizers share: centroids, distances, velocity estimates.
@preconcurrency @MainActor
enum RecognizerMath {
    static func centroid(_ touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches { x += touch.screenLocation.x; y += touch.screenLocation.y }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    /// A vector given in screen coordinates, in `view`'s (`nil`: the window's) coordinates: the
    /// difference of the two points converted, so rotations and scales of the view apply.
    static func vector(_ v: CGPoint, in view: UIView?, window: UIWindow?) -> CGPoint {
        let origin = UIGestureRecognizer.locate(.zero, in: view, window: window)
        let end = UIGestureRecognizer.locate(v, in: view, window: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// The inverse of ``vector(_:in:window:)``: a vector given in `view`'s coordinates, in the screen's.
    static func screenVector(_ v: CGPoint, from view: UIView?, window: UIWindow?) -> CGPoint {
        guard let space: UIView = view ?? window else { return v }
        let origin = space.convertToScreen(.zero)
        let end = space.convertToScreen(v)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}

/// Recent samples of a value over time, for a velocity estimate: the change over the last
/// ``EventThresholds/velocityWindow`` seconds divided by the time it took.
struct VelocityEstimator {
    private var samples: [(time: TimeInterval, x: CGFloat, y: CGFloat)] = []

    mutating func add(time: TimeInterval, x: CGFloat, y: CGFloat = 0) {
        samples.append((time, x, y))
        let cutoff = time - EventThresholds.velocityWindow
        while samples.count > 2, let first = samples.first, first.time < cutoff { samples.removeFirst() }
    }

    mutating func reset() { samples.removeAll() }

    /// Units per second; zero with fewer than two samples or no time between them.
    var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.x - first.x) / dt, y: (last.y - first.y) / dt)
    }
}
