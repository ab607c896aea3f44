import Foundation

/// Cancelling touches outside the usual frames (T1, B52, B115): the system taking
/// the screen, a stale contact beginning again, a view leaving its window, and forgetting lifted
/// touches once nothing holds their ending back. A part of ``TouchTracker`` of its own, on its state.
extension TouchTracker {
    /// T1: the system took the screen; every touch in flight is cancelled (the sanitiser,
    /// which forgot their contacts, calls this: ``InputSanitizer/cancelAllTouches(timestamp:)``).
    func cancelAll(at time: TimeInterval) {
        if !active.isEmpty { cancel(active, timestamp: time) }
        arena.with { $0.interrupt() }
        pruneWithheld()
    }

    /// Forgets lifted touches whose held-back ending was delivered or cancelled.
    func pruneWithheld() {
        if !withheldAfterLift.isEmpty { withheldAfterLift.removeAll { !$0.delivery.state.isHeldBack } }
        if active.isEmpty, withheldAfterLift.isEmpty { lastEvent = nil }
    }

    /// Cancels `touches` now: they get `.cancelled`, are delivered in one event, and leave the sequence.
    func cancel(_ touches: [UITouch], timestamp: TimeInterval) {
        guard let event else { return }
        for touch in active { touch.changedInCurrentFrame = false }
        for touch in touches {
            touch.changedInCurrentFrame = true
            touch.previousScreenLocation = touch.screenLocation
            touch.timestampStorage = max(timestamp, touch.timestampStorage)
            if !isFinished(touch) { touch.advance(to: .cancelled) }
            touch.liftRequested = true
        }
        event.timestampStorage = max(timestamp, event.timestampStorage)
        markUnchangedStationary()
        delivery.with { $0.deliverFrame(event) }
        finishFrame()
    }

    /// B52: a view left `window`; touches it was receiving get `touchesCancelled` now,
    /// sent to the view itself (it is no longer in the chain of its old superview), and nothing more.
    func cancelTouchesThatLeft(window: UIWindow) {
        cancelLeaving(reason: "the view left its window") {
            $0.windowStorage === window && $0.viewStorage?.enclosingWindow !== window
        }
    }

    /// A scene's system window closed: the touches in `windows` (the scene's) are cancelled now, as
    /// touches whose view left its window are (B52), and the other scenes' touches go on. The
    /// fingers' later moves and lifts are absorbed quietly.
    func cancelTouches(in windows: [UIWindow]) {
        cancelLeaving(reason: "the scene's window closed") { touch in windows.contains { $0 === touch.windowStorage } }
    }

    /// Cancels the touches in flight that `leaves` picks: their views get `touchesCancelled` (sent to
    /// the view itself), then the recognizers tracking them, and they leave the event.
    private func cancelLeaving(reason: String, _ leaves: (UITouch) -> Bool) {
        guard let event = currentEvent else { return }
        // Lifted touches whose ending a recognizer still holds back count too: their view saw them begin.
        let left = (active + withheldAfterLift).filter { !$0.leftEvent && leaves($0) }
        guard !left.isEmpty else { return }
        for touch in left {
            touch.leftEvent = true
            if touch.delivery.state.viewSawBegan || !touch.liftRequested { touch.advance(to: .cancelled) }
        }
        // Their views first (a touch whose view never saw it begin ends silently), then the
        // recognizers tracking them (B52).
        delivery.with { $0.cancel(left, reason: reason, in: event) }
        arena.with { $0.cancelForRemoval(left, event: event) }
        // The touches are over as far as the app can tell: they leave the event. They stay among the
        // active contacts only so that the fingers' later moves and lifts are absorbed quietly.
        self.event?.touchList.removeAll { left.containsIdentical($0) }
        pruneWithheld()
    }

    /// Touches whose beginning or ending a recognizer holds back from their view.
    var withheldTouches: [UITouch] {
        activeAndRecentTouches.filter { $0.delivery.state.isHeldBack }
    }
}
