import Foundation

/// Press delivery: the one place a responder's `pressesBegan/Changed/Ended/Cancelled` is called for a
/// key press (B136–B140). A press goes to the responder it went to first — the key
/// window's first responder when it went down — for its whole life; the key dispatcher
/// (Delivery/KeyDispatcher.swift) makes presses from raw key input and makes sure every press that
/// began ends.
extension UIWindow {
    /// Delivers the press that changed in `event` to the responder it went to first.
    func deliverPress(_ event: UIPressesEvent) {
        PressDelivery.deliver(event, fallback: coordinatelessEventTarget)
    }
}

/// The one place a press reaches a responder's `presses…` methods.
@preconcurrency @MainActor
enum PressDelivery {
    /// `event`'s changed press to the responder it went to first — or, for a press not yet begun,
    /// to `fallback`. A press whose window was released still ends in its responder: the
    /// application hands it here without a window.
    static func deliver(_ event: UIPressesEvent, fallback: UIResponder?) {
        guard let press = event.changedPress else { return }
        // A responder released mid-press does not hand its press's ending to someone who never saw
        // it begin.
        if press.responderStorage == nil, press.beganDelivered { return }
        guard let target = press.responderStorage ?? fallback else { return }
        let presses: Set<UIPress> = [press]
        // Gesture recognizers hear the press first (GestureArena+Presses.swift).
        let arena = UIApplication.shared.inputPipeline.arena
        if press.phaseStorage == .began, !press.beganDelivered { arena.assign(press, responder: target, event: event) }
        arena.deliver(press, event: event)
        defer { arena.finishPress(press) }
        switch press.phaseStorage {
        case .began:
            press.beganDelivered = true
            target.pressesBegan(presses, with: event)
        case .changed, .stationary: target.pressesChanged(presses, with: event)
        case .ended: target.pressesEnded(presses, with: event)
        case .cancelled: target.pressesCancelled(presses, with: event)
        }
    }
}
