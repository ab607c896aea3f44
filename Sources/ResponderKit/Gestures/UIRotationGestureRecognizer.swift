import Foundation

/// Recognises two fingers turning — UIKit's `UIRotationGestureRecognizer` (B131).
/// Continuous: `.began` once the line between the fingers turned ``EventThresholds/rotationStartAngle``
/// (about 3°), `.changed` while both are down, `.ended` when both have lifted. `rotation` is the angle in
/// radians from the starting line (clockwise positive, y down), absolute; setting it rebases it and
/// restarts `velocity` (radians per second).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle turned since the fingers touched down (plus the value last set).
    open var rotation: CGFloat {
        get { rawRotation + rotationOffset }
        set {
            rotationOffset = newValue - rawRotation
            estimator.reset()
        }
    }

    /// How fast the angle changes, in radians per second.
    open var velocity: CGFloat { estimator.velocity.x }

    private var initialAngle: CGFloat?
    private var lastAngle: CGFloat = 0
    private var rawRotation: CGFloat = 0
    private var rotationOffset: CGFloat = 0
    private var estimator = VelocityEstimator()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if trackedTouches.count > 2 { state = .failed; return }
        if trackedTouches.count == 2 {
            initialAngle = lineAngle()
            lastAngle = initialAngle ?? 0
            rawRotation = 0
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard initialAngle != nil, trackedTouches.count == 2 else { return }
        let angle = lineAngle()
        // Unwrap across ±π so the rotation keeps counting past a half turn.
        var step = angle - lastAngle
        if step > .pi { step -= 2 * .pi }
        if step < -.pi { step += 2 * .pi }
        lastAngle = angle
        rawRotation += step
        estimator.add(time: event.timestamp, x: rotation)
        continuousTouchesMoved(begins: abs(rawRotation) >= EventThresholds.rotationStartAngle)
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
        initialAngle = nil
        rawRotation = 0
        rotationOffset = 0
        estimator.reset()
    }

    /// A trackpad rotation (Delivery/PointerDispatcher.swift): the angle since its fingers came down.
    func transformed(toRotation rotation: CGFloat, at location: CGPoint, time: TimeInterval) {
        rawRotation = rotation
        estimator.add(time: time, x: self.rotation)
        lastScreenCentroid = location
    }

    private func lineAngle() -> CGFloat {
        let a = trackedTouches[0].screenLocation, b = trackedTouches[1].screenLocation
        return CGFloat(atan2(Double(b.y - a.y), Double(b.x - a.x)))
    }
}
