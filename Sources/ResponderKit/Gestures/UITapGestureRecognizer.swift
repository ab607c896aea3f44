import Foundation

/// Recognises taps: a number of fingers touching and lifting, a number of times — UIKit's
/// `UITapGestureRecognizer` (B124). Discrete: it goes straight to `.ended`.
///
/// It fails when a finger moves more than ``EventThresholds/tapMovementSlop`` (10 pt), when more
/// fingers touch than required, when the next tap starts more than
/// ``EventThresholds/multipleTapInterval`` (0.35 s) after the last lift or farther than
/// ``EventThresholds/multipleTapSlop`` (45 pt) from the first tap. Its location is the first tap's.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed; 1 by default.
    open var numberOfTapsRequired = 1
    /// Fingers needed in each tap; 1 by default.
    open var numberOfTouchesRequired = 1
    /// The pointer buttons a click must use; `.primary` by default. Finger touches count as primary.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var tapsDone = 0
    private var fingersDown = 0
    private var touchesThisTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?
    private var deadline: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Too late, or the clock restarted since the last tap: a new series, so this one fails.
        if let deadline, event.timestamp > deadline || event.timestamp < deadline - EventThresholds.multipleTapInterval
        {
            state = .failed
            return
        }
        deadline = nil
        for touch in touches {
            starts[ObjectIdentifier(touch)] = touch.screenLocation
            if let first = firstTapLocation,
                hypot(touch.screenLocation.x - first.x, touch.screenLocation.y - first.y)
                    > EventThresholds.multipleTapSlop
            {
                state = .failed
                return
            }
        }
        fingersDown += touches.count
        touchesThisTap += touches.count
        if touchesThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            if hypot(touch.screenLocation.x - start.x, touch.screenLocation.y - start.y)
                > EventThresholds.tapMovementSlop
            {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown = max(fingersDown - touches.count, 0)
        guard fingersDown == 0, state == .possible else { return }
        guard touchesThisTap == numberOfTouchesRequired else { state = .failed; return }
        if firstTapLocation == nil, !trackedTouches.isEmpty {
            firstTapLocation = RecognizerMath.centroid(trackedTouches)
        }
        tapsDone += 1
        touchesThisTap = 0
        if tapsDone >= numberOfTapsRequired {
            state = .ended
        } else {
            deadline = event.timestamp + EventThresholds.multipleTapInterval
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        fingersDown = 0
        touchesThisTap = 0
        starts.removeAll()
        firstTapLocation = nil
        deadline = nil
    }

    /// The first tap's location (the centroid of its fingers).
    open override func location(in view: UIView?) -> CGPoint {
        guard let first = firstTapLocation else { return super.location(in: view) }
        return UIGestureRecognizer.locate(first, in: view, window: viewStorage?.enclosingWindow)
    }

    /// B117: a tap never prevents a tap that needs more taps.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = preventedGestureRecognizer as? UITapGestureRecognizer,
           other.numberOfTapsRequired > numberOfTapsRequired { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override func timePassed(to time: TimeInterval) {
        if let deadline, time > deadline, state == .possible {
            self.deadline = nil
            state = .failed
        }
    }

    override var isWaitingWithoutTouches: Bool { deadline != nil && stateStorage == .possible }

}
