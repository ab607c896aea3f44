import Foundation

/// Recognises two fingers pinching — UIKit's `UIPinchGestureRecognizer` (B130).
/// Continuous: `.began` once the distance between the fingers changed by
/// ``EventThresholds/pinchStartDistance`` (5 pt), `.changed` while both are down, `.ended` when both
/// have lifted. `scale` is the ratio of the current distance to the distance when the fingers touched down
/// (absolute, not a delta); setting it rebases it and restarts `velocity` (scale per second).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The current distance over the starting one (times the value last set).
    open var scale: CGFloat {
        get { rawScale * scaleFactor }
        set {
            scaleFactor = rawScale != 0 ? newValue / rawScale : newValue
            estimator.reset()
        }
    }

    /// How fast the scale changes, per second.
    open var velocity: CGFloat { estimator.velocity.x }

    private var initialDistance: CGFloat?
    private var rawScale: CGFloat = 1
    private var scaleFactor: CGFloat = 1
    private var estimator = VelocityEstimator()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if trackedTouches.count > 2 { state = .failed; return }
        if trackedTouches.count == 2 { initialDistance = fingerDistance() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let initialDistance, initialDistance > 0, trackedTouches.count == 2 else { return }
        let distance = fingerDistance()
        rawScale = distance / initialDistance
        estimator.add(time: event.timestamp, x: scale)
        continuousTouchesMoved(begins: abs(distance - initialDistance) >= EventThresholds.pinchStartDistance)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // B130, B131: it ends when both fingers have lifted; with one left it stops changing.
        continuousTouchesEnded(remaining: trackedTouches.count - touches.count, failWhenPossibleBelow: 2)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        continuousTouchesCancelled()
    }

    open override func reset() {
        super.reset()
        initialDistance = nil
        rawScale = 1
        scaleFactor = 1
        estimator.reset()
    }

    private func fingerDistance() -> CGFloat {
        RecognizerMath.distance(trackedTouches[0].screenLocation, trackedTouches[1].screenLocation)
    }

    /// A trackpad pinch (Delivery/PointerDispatcher.swift): the scale since its fingers came down.
    func transformed(toScale scale: CGFloat, at location: CGPoint, time: TimeInterval) {
        rawScale = scale
        estimator.add(time: time, x: self.scale)
        lastScreenCentroid = location
    }
}
