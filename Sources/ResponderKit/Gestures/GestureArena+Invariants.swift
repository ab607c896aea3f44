import Foundation

/// The arena's checks of its own state machine, run in debug builds at every transition (release builds
/// compile them out). Flutter's gesture arena is the model: each check is a sentence that says what the
/// caller did and how to fix it, so a failure names the bug rather than a symptom three frames later.
///
/// A recognizer's states, as UIKit documents them (`UIGestureRecognizer.State`) and as the arena moves them:
///
///     possible ──▶ began ──▶ changed ⟲ ──▶ ended | cancelled ─┐
///        │   └──▶ ended (a discrete gesture recognised) ──────┤
///        └──────▶ failed ─────────────────────────────────────┴──reset──▶ possible
///
/// The arena's own bookkeeping has three more rules: effects are queued only while its work is under way
/// (otherwise nothing would run them); a recognizer in play (`isInArena`) is in `active` exactly once; and a
/// recognizer waiting on a failure requirement (`pendingState`) is still `.possible`.
extension GestureArena {
    /// Whether the arena may move a recognizer from `from` to `to`: UIKit's state machine, plus a reset from
    /// a final state (or from `.possible`, which changes nothing).
    nonisolated static func arenaMayMove(
        from: UIGestureRecognizer.State, to: UIGestureRecognizer.State
    ) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.changed, .changed): true
        case (.began, .ended), (.began, .cancelled), (.changed, .ended), (.changed, .cancelled): true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible), (.possible, .possible): true
        default: false
        }
    }

    /// Every state the arena writes goes through here.
    @inline(__always)
    func move(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        assert(
            Self.arenaMayMove(from: recognizer.stateStorage, to: target),
            "The arena moved \(type(of: recognizer)) from .\(recognizer.stateStorage) to .\(target), which UIKit's "
                + "state machine does not have. A recognizer leaves .possible only for .began, .ended or .failed, "
                + "changes only while .began or .changed, and goes back to .possible only when reset after a final "
                + "state: send the change through requestTransition(_:to:), which checks it and reports "
                + "illegalGestureTransition, instead of writing stateStorage.")
        recognizer.stateStorage = target
    }

    /// Before a recognizer resets (`reset()`, back to `.possible`).
    @inline(__always)
    func checkReset(_ recognizer: UIGestureRecognizer) {
        assert(
            recognizer.stateStorage != .began && recognizer.stateStorage != .changed,
            "\(type(of: recognizer)) was reset while .\(recognizer.stateStorage): its actions never heard the "
                + "gesture end. End or cancel it first (requestTransition(_:to: .ended or .cancelled)); reset only "
                + "a recognizer in a final state, after the event that finished it.")
    }

    /// Before an effect is queued.
    @inline(__always)
    func checkEnqueue(_ effect: Effect) {
        assert(
            depth > 0 || runningEffects,
            "An effect (\(effect)) was queued outside the arena's work, so nothing would run it until some later "
                + "event. Wrap the decision that causes it in perform { … }, which runs the effects when the "
                + "outermost work returns.")
    }

    /// When a recognizer joins the recognizers in play.
    @inline(__always)
    func checkAdmission(_ recognizer: UIGestureRecognizer) {
        assert(
            recognizer.isInArena == active.containsIdentical(recognizer),
            "\(type(of: recognizer)).isInArena is \(recognizer.isInArena) but it is "
                + "\(recognizer.isInArena ? "not " : "")in the arena's active list: add recognizers only through "
                + "admit(_:) and remove them only in removeIdleFromArena(), which keep the flag and the list together.")
    }

    /// When a recognizer is about to wait on a failure requirement.
    @inline(__always)
    func checkWaiting(_ recognizer: UIGestureRecognizer, for target: UIGestureRecognizer.State) {
        assert(
            recognizer.stateStorage == .possible && (target == .began || target == .ended),
            "\(type(of: recognizer)) would wait to go to .\(target) while .\(recognizer.stateStorage): only a "
                + ".possible recognizer waits for another to fail, and only to begin or to recognise. Decide it "
                + "through attemptRecognition, which checks the state first.")
    }

    /// When the outermost work has returned and its effects have run.
    @inline(__always)
    func checkQuiescent() {
        assert(
            depth == 0 && insertionIndex == nil && deciding.isEmpty,
            "The arena's work returned with depth \(depth), insertion index \(String(describing: insertionIndex)) "
                + "and \(deciding.count) recognizers still being decided: every depth += 1 needs its depth -= 1 and "
                + "every deciding.insert its remove, on every path out (use defer).")
    }
}
