import Foundation

/// Recognises a quick straight swipe — UIKit's `UISwipeGestureRecognizer` (B128–B129).
/// Discrete: recognised (`.ended`) once the touches covered ``EventThresholds/swipeMinimumDistance``
/// (50 pt) in an allowed direction within ``EventThresholds/swipeMaximumDuration`` (0.5 s), straying
/// sideways by at most ``EventThresholds/swipeMaximumDeviation`` of that. Its location is where it began.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions; `.right` by default.
    open var direction: UISwipeGestureRecognizer.Direction = .right
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        if trackedTouches.count == numberOfTouchesRequired {
            start = RecognizerMath.centroid(trackedTouches)
            startTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - startTime > EventThresholds.swipeMaximumDuration { state = .failed; return }
        let now = RecognizerMath.centroid(trackedTouches)
        let dx = now.x - start.x, dy = now.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= EventThresholds.swipeMinimumDistance, across <= along * EventThresholds.swipeMaximumDeviation {
                state = .ended
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }

    /// Where the swipe began.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return UIGestureRecognizer.locate(start, in: view, window: viewStorage?.enclosingWindow)
    }
}
