import Foundation

/// How a window hands an event to its responders (UIKIT-NOTES B45–B50): touches through view
/// delivery (Dispatch/TouchDelivery.swift, the one place views' touch methods are called), events
/// without a location to the first responder's chain.
extension UIWindow {
    /// `sendEvent`'s default for touch events: the touches the current delivery owes this window.
    func deliverTouches(of event: UIEvent) {
        // Unretained: the delivery part lives as long as the application, which outlives every
        // event it sends (a retain here would be paid on every touch frame).
        // (`current` makes the application when there is none yet; `sharedStorage` then holds it.)
        let application = UIApplication.sharedReference ?? Unmanaged.passUnretained(UIApplication.current)
        assert(application.toOpaque() == UIApplication.sharedStorage.map { Unmanaged.passUnretained($0).toOpaque() },
               "UIApplication.sharedReference must mirror sharedStorage: set sharedStorage only, never the mirror")
        withUnretained(application) { application in
            withUnretained(Unmanaged.passUnretained(application.touchDelivery.unsafelyUnwrapped)) { $0.deliver(event, in: self) }
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
