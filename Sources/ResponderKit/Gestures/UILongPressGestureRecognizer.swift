import Foundation

/// Recognises a finger held still — UIKit's `UILongPressGestureRecognizer` (B125).
/// Continuous: `.began` once the fingers rested `minimumPressDuration` without moving more than
/// `allowableMovement` (decided on the frame clock, so it fires while the finger rests), `.changed` as
/// they move afterwards (anywhere), `.ended` when any finger lifts. Earlier movement or lifting fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must rest; 0.5 s by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far they may move before it begins; 10 pt by default.
    open var allowableMovement: CGFloat = 10
    /// Full taps needed before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1

    private var pressStart: TimeInterval?
    private var startCentroid: CGPoint?
    private var tapsDone = 0
    private var tapDeadline: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let deadline = tapDeadline,
           event.timestamp > deadline || event.timestamp < deadline - EventThresholds.multipleTapInterval {
            state = .failed
            return
        }
        tapDeadline = nil
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        if trackedTouches.count == numberOfTouchesRequired {
            pressStart = event.timestamp
            startCentroid = RecognizerMath.centroid(trackedTouches)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start = startCentroid,
               RecognizerMath.distance(RecognizerMath.centroid(trackedTouches), start) > allowableMovement {
                state = .failed
            } else {
                checkDuration(at: event.timestamp)
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            // A full tap before the press, when taps are required.
            if tapsDone < numberOfTapsRequired, trackedTouches.count == touches.count {
                tapsDone += 1
                pressStart = nil
                startCentroid = nil
                tapDeadline = event.timestamp + EventThresholds.multipleTapInterval
            } else {
                state = .failed
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        continuousTouchesCancelled()
    }

    open override func reset() {
        super.reset()
        pressStart = nil
        startCentroid = nil
        tapsDone = 0
        tapDeadline = nil
    }

    override func timePassed(to time: TimeInterval) {
        if let deadline = tapDeadline, time > deadline, state == .possible {
            tapDeadline = nil
            state = .failed
            return
        }
        checkDuration(at: time)
    }

    override var isWaitingWithoutTouches: Bool { tapDeadline != nil && stateStorage == .possible }

    private func checkDuration(at time: TimeInterval) {
        guard state == .possible, tapsDone >= numberOfTapsRequired, let start = pressStart,
              trackedTouches.count == numberOfTouchesRequired, time - start >= minimumPressDuration else { return }
        state = .began
    }
}
