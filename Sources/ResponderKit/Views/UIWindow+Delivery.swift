import Foundation

/// How a window hands an event to its responders (UIKIT-NOTES B45–B50).
///
/// Touches: for each view that has touches which changed in this frame, one call per phase —
/// `touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled`, in that order — with that view's
/// touches of that phase. Stationary touches are not delivered. A touch's ending is marked delivered
/// before the handler runs, so a handler that removes its own view does not get a second ending.
/// Every call re-checks that the touch is still delivering, because an earlier handler in the same
/// frame may have removed another view (whose touches were then cancelled at once).
extension UIWindow {
    func deliverTouches(of event: UIEvent) {
        // Loops rather than filter/contains(where:) (Support/IdentityArray.swift), and buffers reused
        // from frame to frame (Views/DeliveryCache.swift), taken only when a frame needs them.
        let application = UIApplication.shared
        let cache = application.deliveryCache
        let arena: GestureArena = application.gestureArena
        // The frame's changed touches in this window. Usually that is every touch of the event (one
        // finger; all fingers moving in one window), and the event's own list serves as it is.
        let list = event.touchList
        var changed = list
        var gathered = false
        defer { if gathered { cache.changed.giveBack(&changed) } }
        if !list.allChanged(in: self) {
            changed = cache.changed.take()
            gathered = true
            for touch in list where touch.windowStorage === self && touch.changedInCurrentFrame {
                changed.append(touch)
            }
        }
        guard !changed.isEmpty else { return }
        // B104: recognizers get the touches first; they may recognise and cancel some, or hold some back.
        arena.deliver(changed, event: event)
        // The views to deliver to, in the order of their first touch; usually one, kept without a list.
        var firstView: UIView?
        var otherViews: [UIView] = []
        var tookViews = false
        defer { if tookViews { cache.views.giveBack(&otherViews) } }
        for touch in changed where touch.isDelivering {
            guard let view = touch.viewStorage else { continue }
            if firstView == nil {
                firstView = view
            } else if firstView !== view {
                if !tookViews { otherViews = cache.views.take(); tookViews = true }
                otherViews.appendIfAbsent(view)
            }
        }
        guard let firstView else { return }
        deliver(changed, to: firstView, event: event, arena: arena, cache: cache)
        for view in otherViews { deliver(changed, to: view, event: event, arena: arena, cache: cache) }
    }

    /// One call per phase to `view`, with its touches of that phase.
    private func deliver(_ changed: [UITouch], to view: UIView, event: UIEvent, arena: GestureArena, cache: DeliveryCache) {
        if changed.count == 1 {
            // One touch: at most one call, with the list as it is.
            let touch = changed[0]
            guard touch.isDeliverable(to: view) else { return }
            let phase = touch.phaseStorage
            guard UIWindow.phaseBit(phase) != 0, !arena.holdsBack(touch, phase: phase) else { return }
            send(changed, phase: phase, to: view, event: event, cache: cache)
            return
        }
        // The phases this view has touches of; usually one, so the other three cost nothing.
        var phasesPresent = 0
        for touch in changed where touch.isDeliverable(to: view) {
            phasesPresent |= UIWindow.phaseBit(touch.phaseStorage)
        }
        guard phasesPresent != 0 else { return }
        var touches = cache.phase.take()
        defer { cache.phase.giveBack(&touches) }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] where phasesPresent & UIWindow.phaseBit(phase) != 0 {
            if !touches.isEmpty { touches.removeAll(keepingCapacity: true) }
            for touch in changed where touch.isDeliverable(to: view) && touch.phaseStorage == phase
                && !arena.holdsBack(touch, phase: phase) {
                touches.append(touch)
            }
            guard !touches.isEmpty else { continue }
            send(touches, phase: phase, to: view, event: event, cache: cache)
        }
    }

    /// The call itself: `touches` (all of `phase`) to `view`'s method for that phase. An ending is
    /// marked delivered before the handler runs (see above).
    private func send(_ touches: [UITouch], phase: UITouch.Phase, to view: UIView, event: UIEvent, cache: DeliveryCache) {
        let set = cache.set(of: touches, for: view)
        if dispatchSwitches.tracing, let tracer = activeTracer {
            let method = phase == .began ? "touchesBegan" : phase == .moved ? "touchesMoved" : phase == .ended ? "touchesEnded" : "touchesCancelled"
            tracer.record(.delivered(to: ResponderName(view), method: method, touchIDs: touches.map(\.inputID).sorted()))
        }
        switch phase {
        case .began:
            for touch in touches { touch.beganDelivered = true }
            view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended:
            for touch in touches { touch.isDelivering = false }
            view.touchesEnded(set, with: event)
        case .cancelled:
            for touch in touches { touch.isDelivering = false }
            view.touchesCancelled(set, with: event)
        default: break
        }
    }

    /// One bit per phase delivered to views (none for stationary and hover phases).
    private static func phaseBit(_ phase: UITouch.Phase) -> Int {
        switch phase {
        case .began: 1
        case .moved: 2
        case .ended: 4
        case .cancelled: 8
        default: 0
        }
    }

    func deliverWithoutLocation(_ event: UIEvent) {
        let target = coordinatelessEventTarget
        if let tracer = activeTracer {
            let method = event.type == .remoteControl ? "remoteControlReceived"
                : event.motionPhase == .began ? "motionBegan" : event.motionPhase == .ended ? "motionEnded" : "motionCancelled"
            tracer.record(.delivered(to: ResponderName(target), method: method, touchIDs: []))
        }
        switch event.type {
        case .motion:
            switch event.motionPhase {
            case .began: target.motionBegan(event.subtype, with: event)
            case .ended: target.motionEnded(event.subtype, with: event)
            case .cancelled: target.motionCancelled(event.subtype, with: event)
            }
        case .remoteControl:
            target.remoteControlReceived(with: event)
        default:
            break
        }
    }
}

extension UITouch {
    /// Whether this frame's delivery still owes `view` this touch: it changed, it is `view`'s, and it
    /// is still delivering (an earlier handler of the frame may have cancelled it).
    @inline(__always)
    fileprivate func isDeliverable(to view: UIView) -> Bool {
        viewStorage === view && isDelivering && changedInCurrentFrame
    }
}

extension Array where Element == UITouch {
    /// Whether every touch of the list changed in this frame and began in `window` (a loop: see
    /// Support/IdentityArray.swift).
    @MainActor
    fileprivate func allChanged(in window: UIWindow) -> Bool {
        for touch in self where touch.windowStorage !== window || !touch.changedInCurrentFrame { return false }
        return true
    }
}
