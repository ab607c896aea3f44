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
        let changed = event.touchList.filter { $0.windowStorage === self && $0.changedInCurrentFrame }
        guard !changed.isEmpty else { return }
        // B104: recognizers get the touches first; they may recognise and cancel some, or hold some back.
        let arena = UIApplication.shared.gestureArena
        arena.deliver(changed, event: event)
        let pending = changed.filter { $0.isDelivering }
        guard !pending.isEmpty else { return }
        var views: [UIView] = []
        for touch in pending {
            guard let view = touch.viewStorage else { continue }
            if !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let touches = pending.filter {
                    $0.viewStorage === view && $0.isDelivering && $0.changedInCurrentFrame && $0.phaseStorage == phase
                        && !arena.holdsBack($0, phase: phase)
                }
                guard !touches.isEmpty else { continue }
                let set = Set(touches)
                if let tracer = activeTracer {
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
