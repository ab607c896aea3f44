import Foundation

/// Presses and gesture recognizers (UIKit's `pressesBegan(_:with:)` … on `UIGestureRecognizer`,
/// `allowedPressTypes`, `UIPress.gestureRecognizers`).
///
/// A press that goes down gets the enabled recognizers of its responder's view (a view controller's:
/// its view) and of that view's ancestors, nearest first — as a touch gets those of its hit-test view —
/// that allow its type and whose delegate lets them receive it; the set is fixed for the press's life.
/// Each phase reaches those recognizers before the responder; what their state changes cause runs
/// when the last of them returns, as for touches. When the press ends, it leaves them, and a
/// recognizer with no touch or press left that waits for nothing has failed; finished ones reset.
///
///     press changes ─▶ recognizers' presses… methods ─▶ effects (actions …) ─▶ responder's presses…
///                       ─▶ the press ended: it leaves its recognizers; finished ones reset
///
/// Where UIKit differs: a recognizer that recognises does not cancel the press in its responder
/// (UIKit documents `cancelsTouchesInView` for touches only); see docs/Differences-from-UIKit.md.
extension GestureArena {
    /// B103's rule for presses: the recognizers a new press goes to.
    func assign(_ press: UIPress, responder: UIResponder, event: UIPressesEvent) {
        var current: UIView? = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        let type = press.typeStorage.rawValue
        while let candidate = current {
            for recognizer in candidate.gestureRecognizerStorage ?? []
            where accepts(recognizer, press, type: type, event: event) {
                if recognizer.stateStorage.isTerminal, recognizer.hasNoInput { resetRecognizer(recognizer) }
                guard !recognizer.stateStorage.isTerminal else { continue }
                press.gestureRecognizerList.append(recognizer)
                recognizer.trackedPresses.append(press)
                admit(recognizer)
            }
            current = candidate.superviewStorage
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ press: UIPress, type: Int, event: UIPressesEvent) -> Bool
    {
        guard recognizer.isEnabled, recognizer.allowedPressTypes.contains(where: { $0.intValue == type }) else {
            return false
        }
        guard recognizer.shouldReceive(event) else { return false }
        if let delegate = recognizer.delegate {
            guard delegate.gestureRecognizer(recognizer, shouldReceive: event) else { return false }
            guard delegate.gestureRecognizer(recognizer, shouldReceive: press) else { return false }
        }
        return true
    }

    /// The press's recognizers hear its change, before its responder; the effects of what they
    /// decide run when the last of them returns.
    func deliver(_ press: UIPress, event: UIPressesEvent) {
        guard !press.gestureRecognizerList.isEmpty else { return }
        eventInProgress = true
        perform {
            let presses: Set<UIPress> = [press]
            for recognizer in press.gestureRecognizerList where recognizer.trackedPresses.containsIdentical(press) {
                // A finished recognizer hears only the press's ending or cancellation (as for touches).
                guard !recognizer.stateStorage.isTerminal || press.phaseStorage == .ended
                    || press.phaseStorage == .cancelled else { continue }
                switch press.phaseStorage {
                case .began: recognizer.pressesBegan(presses, with: event)
                case .changed, .stationary: recognizer.pressesChanged(presses, with: event)
                case .ended: recognizer.pressesEnded(presses, with: event)
                case .cancelled: recognizer.pressesCancelled(presses, with: event)
                }
            }
        }
    }

    /// After the responder heard the press: an ended or cancelled press leaves its recognizers, and
    /// the event is over (finished recognizers reset, B110).
    func finishPress(_ press: UIPress) {
        guard !press.gestureRecognizerList.isEmpty else { return }
        eventInProgress = false
        perform {
            if press.phaseStorage == .ended || press.phaseStorage == .cancelled {
                for recognizer in press.gestureRecognizerList { recognizer.trackedPresses.removeFirstIdentical(press) }
            }
            settleIdleRecognizers()
        }
    }

    func ignore(_ press: UIPress, by recognizer: UIGestureRecognizer) {
        perform {
            recognizer.trackedPresses.removeFirstIdentical(press)
            press.gestureRecognizerList.removeFirstIdentical(recognizer)
            settleIdleRecognizers()
        }
    }
}
