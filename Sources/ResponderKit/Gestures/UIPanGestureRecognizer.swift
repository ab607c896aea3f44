import Foundation

/// Recognises fingers dragging — UIKit's `UIPanGestureRecognizer` (B126–B127).
/// Continuous: `.began` once the touches' centroid moved ``EventThresholds/panStartDistance`` (10 pt)
/// with at least `minimumNumberOfTouches` down, `.changed` as it moves, `.ended` when every finger has
/// lifted. `translation(in:)` is cumulative from where the fingers touched down; `velocity(in:)` is
/// estimated over the last ``EventThresholds/velocityWindow`` seconds.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; `Int.max` by default.
    open var maximumNumberOfTouches = Int.max
    /// The kinds of pointer scroll (wheel, trackpad) that drive this pan as if a finger dragged; none
    /// by default, as in UIKit (a `UIScrollView`'s pan takes `.all`).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// Where the gesture started, in screen coordinates, shifted so that fingers joining or leaving
    /// do not make the translation jump.
    private var origin: CGPoint?
    private var lastCentroid: CGPoint?
    private var lastCount = 0
    private var estimator = VelocityEstimator()

    /// The distance moved since the gesture started, in `view`'s coordinates (`nil`: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current = lastCentroid else { return .zero }
        return RecognizerMath.vector(CGPoint(x: current.x - origin.x, y: current.y - origin.y),
                                     in: view, window: windowForConversion)
    }

    /// Makes the current translation read `translation` in `view`'s coordinates; the velocity restarts.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = lastCentroid else { return }
        let vector = RecognizerMath.screenVector(translation, from: view, window: windowForConversion)
        origin = CGPoint(x: current.x - vector.x, y: current.y - vector.y)
        estimator.reset()
    }

    /// The speed of the pan in points per second, in `view`'s coordinates (`nil`: the window's).
    open func velocity(in view: UIView?) -> CGPoint {
        RecognizerMath.vector(estimator.velocity, in: view, window: windowForConversion)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > maximumNumberOfTouches {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        track(event.timestamp, began: origin == nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        track(event.timestamp, began: false)
        guard let origin, let current = lastCentroid else { return }
        continuousTouchesMoved(begins: trackedTouches.count >= minimumNumberOfTouches
            && RecognizerMath.distance(current, origin) >= EventThresholds.panStartDistance)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The lift is a sample too: a finger held still before lifting ends with no velocity.
        track(event.timestamp, began: false)
        let remaining = trackedTouches.filter { !touches.contains($0) }
        if !remaining.isEmpty { shift(to: remaining, time: event.timestamp) }
        continuousTouchesEnded(remaining: remaining.count)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        continuousTouchesCancelled()
    }

    open override func reset() {
        super.reset()
        origin = nil
        lastCentroid = nil
        lastCount = 0
        estimator.reset()
    }

    var windowForConversion: UIWindow? { trackedTouches.first?.windowStorage ?? viewStorage?.enclosingWindow }

    // MARK: Pointer scrolls (Delivery/PointerDispatcher.swift)

    /// A scroll gesture starts: the translation counts from here; the pointer is the location.
    func scrollStarted(at location: CGPoint, time: TimeInterval) {
        origin = .zero
        lastCentroid = .zero
        estimator.reset()
        estimator.add(time: time, x: 0, y: 0)
        lastScreenCentroid = location
    }

    /// The scroll moved the content by `delta` screen points.
    func scrollMoved(by delta: CGPoint, at location: CGPoint, time: TimeInterval) {
        let current = lastCentroid ?? .zero
        let moved = CGPoint(x: current.x + delta.x, y: current.y + delta.y)
        lastCentroid = moved
        estimator.add(time: time, x: moved.x, y: moved.y)
        lastScreenCentroid = location
    }

    /// Follows the centroid; when the number of fingers changes, shifts the origin so the translation
    /// carries on from where it was.
    private func track(_ time: TimeInterval, began: Bool) {
        let centroid = RecognizerMath.centroid(trackedTouches)
        if began || origin == nil {
            origin = centroid
        } else if trackedTouches.count != lastCount, let last = lastCentroid, let o = origin {
            let drift = CGPoint(x: centroid.x - last.x, y: centroid.y - last.y)
            origin = CGPoint(x: o.x + drift.x, y: o.y + drift.y)
        }
        lastCentroid = centroid
        lastCount = trackedTouches.count
        if let origin { estimator.add(time: time, x: centroid.x - origin.x, y: centroid.y - origin.y) }
    }

    private func shift(to remaining: [UITouch], time: TimeInterval) {
        let centroid = RecognizerMath.centroid(remaining)
        if let last = lastCentroid, let o = origin {
            origin = CGPoint(x: o.x + centroid.x - last.x, y: o.y + centroid.y - last.y)
        }
        lastCentroid = centroid
        lastCount = remaining.count
    }
}
