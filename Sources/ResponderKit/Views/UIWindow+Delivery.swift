import Foundation

/// How a window hands an event to its responders (B45–B50): touches through view
/// delivery (Delivery/TouchDelivery.swift, the one place views' touch methods are called), events
/// without a location to the first responder's chain.
extension UIWindow {
    /// `sendEvent`'s default for touch events: the touches the delivery that sent the event owes
    /// this window, handed back to it through the event's route (Delivery/TouchRoute.swift). An event
    /// ResponderKit never sent has no route, and nothing to deliver.
    func deliverTouches(of event: UIEvent) {
        event.route.delivery?.with { $0.deliver(event, in: self) }
    }

    func deliverWithoutLocation(_ event: UIEvent) {
        let target = coordinatelessEventTarget
        if let tracer = activeTracer {
            let method = event.type == .remoteControl ? "remoteControlReceived"
                : event.motionPhase == .began
                    ? "motionBegan" : event.motionPhase == .ended ? "motionEnded" : "motionCancelled"
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
