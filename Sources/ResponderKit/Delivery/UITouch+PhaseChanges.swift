import Foundation

/// The phases a touch goes through as the tracker moves it, checked in debug builds at every change (release
/// builds compile the check out). UIKit documents the life of a touch as `began`, then any number of `moved`
/// and `stationary`, then one of `ended` or `cancelled`; the tracker adds one move of its own:
///
///     began ──▶ moved | stationary ⟲ ──▶ ended ──▶ cancelled (its ending was held back, then cancelled)
///       └──────────────────────────────▶ cancelled
///
/// A touch that ended or was cancelled never moves again; the same finger down again is a new `UITouch`.
extension UITouch {
    /// Whether the tracker may move a touch from `from` to `to`.
    nonisolated static func trackerMayMove(from: Phase, to: Phase) -> Bool {
        switch (from, to) {
        case (.began, .moved), (.began, .stationary), (.began, .ended), (.began, .cancelled): true
        case (.moved, .moved), (.moved, .stationary), (.moved, .ended), (.moved, .cancelled): true
        case (.stationary, .moved), (.stationary, .stationary), (.stationary, .ended), (.stationary, .cancelled):
            true
        // A lifted touch whose ending a recognizer held back, or that has not been delivered yet, is cancelled
        // instead when its window goes or the system cancels the sequence.
        case (.ended, .ended), (.ended, .cancelled), (.cancelled, .cancelled): true
        // A hovering pointer's phases (UIHoverGestureRecognizer) follow their own order.
        case (.regionEntered, .regionMoved), (.regionMoved, .regionMoved), (.regionEntered, .regionExited),
            (.regionMoved, .regionExited):
            true
        default: false
        }
    }

    /// Every phase the tracker gives a touch after it began goes through here.
    @inline(__always)
    func advance(to phase: Phase) {
        assert(
            UITouch.trackerMayMove(from: phaseStorage, to: phase),
            "Touch \(inputID) went from .\(phaseStorage) to .\(phase): a touch that ended or was cancelled never "
                + "moves again, and none goes back to .began. The tracker must take a finished touch out of the "
                + "sequence (leftEvent, or the lift) before the next frame, and a contact that comes down again "
                + "must get a new UITouch.")
        phaseStorage = phase
    }
}
