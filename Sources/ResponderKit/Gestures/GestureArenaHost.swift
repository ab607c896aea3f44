import Foundation

/// What the gesture arena needs from the rest of the application — someone to run what its decisions
/// mean for the views — and nothing more, so that the arena can be tested on its own with test
/// recognizers (GestureArenaAloneTests, in the manner of Flutter's `arena_test.dart`). `UIApplication`
/// is the host, and hands each effect to view delivery.
///
///     GestureArena (decides) ── ViewEffect, a value, in the order B109 gives ──▶ host.run(_:) ──▶ TouchDelivery
///
/// The arena hands its effects over one at a time, at their turn in its queue, rather than returning
/// them as a batch: UIKit interleaves them with the recognizers' actions — `touchesCancelled`
/// reaches the view immediately before the winner's action (B109), and a release comes after it —
/// and arena work starts from places that are no frame at all (a timer, app code setting `state` or
/// `isEnabled`, a view leaving its window), which have no delivery call to return to.
@preconcurrency @MainActor
protocol GestureArenaHost: AnyObject {
    /// Touches whose beginning or ending a recognizer holds back from their views.
    var heldBackTouches: [UITouch] { get }
    /// Buffers and touch sets reused from frame to frame.
    var deliveryCache: DeliveryCache { get }
    /// Runs what a decision of the arena means for the views.
    func run(_ effect: ViewEffect)
    /// A diagnostic for the log and the app's handler.
    func report(_ diagnostic: Diagnostic)
}

extension UIApplication: GestureArenaHost {
    var heldBackTouches: [UITouch] { inputPipeline.tracker.withheldTouches }

    func run(_ effect: ViewEffect) {
        switch effect {
        case let .cancel(touches, reason):
            inputPipeline.delivery.cancel(touches, reason: reason, in: inputPipeline.tracker.currentEvent)
        case let .release(touches):
            inputPipeline.delivery.release(touches, in: inputPipeline.tracker.currentEvent)
        }
        inputPipeline.tracker.pruneWithheld()
    }
}

/// What a decision of the gesture arena means for the views, handed to its host to run.
enum ViewEffect {
    /// A recognizer recognised: `touches` end in their views — `touchesCancelled` where the view saw
    /// them begin (B113). `reason` is for the tracer.
    case cancel([UITouch], reason: String)
    /// No recognizer holds these touches back any more: their views get what they are owed (B114, B115).
    case release([UITouch])
}
