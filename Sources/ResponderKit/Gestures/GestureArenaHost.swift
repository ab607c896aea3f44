import Foundation

/// What the gesture arena needs from the rest of the application — view delivery's side of its
/// decisions — and nothing more, so that the arena can be tested on its own with test recognizers
/// (GestureArenaAloneTests, in the manner of Flutter's `arena_test.dart`). `UIApplication` is the host.
@preconcurrency @MainActor
protocol GestureArenaHost: AnyObject {
    /// Touches whose beginning or ending a recognizer holds back from their views.
    var heldBackTouches: [UITouch] { get }
    /// Buffers and touch sets reused from frame to frame.
    var deliveryCache: DeliveryCache { get }
    /// A recognizer recognised: `touches` end in their views (B113).
    func cancelInViews(_ touches: [UITouch], reason: String)
    /// No recognizer holds these touches back any more: their views get what they are owed (B114, B115).
    func releaseToViews(_ touches: [UITouch])
    /// A diagnostic for the log and the app's handler.
    func report(_ diagnostic: InputDiagnostic)
}

extension UIApplication: GestureArenaHost {
    var heldBackTouches: [UITouch] { touchTracker.withheldTouches }

    func cancelInViews(_ touches: [UITouch], reason: String) {
        touchDelivery.cancel(touches, reason: reason, in: touchTracker.currentEvent)
        touchTracker.pruneWithheld()
    }

    func releaseToViews(_ touches: [UITouch]) {
        touchDelivery.release(touches, in: touchTracker.currentEvent)
        touchTracker.pruneWithheld()
    }
}
