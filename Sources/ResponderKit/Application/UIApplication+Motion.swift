import Foundation

/// Motion and remote-control events: events without a location, which start at the key window's
/// first responder (M1–M2, B77–B81).
///
/// A shake is one `UIEvent` from `motionBegan` to `motionEnded` or `motionCancelled`. Input that does
/// not fit — an end with no shake in progress, a second begin, a subtype that is not a motion — gets a
/// diagnostic and is dropped (a second begin is repaired: the shake in progress is cancelled first, so
/// its responder still hears how it ended). Remote-control input is dropped silently while the
/// application is not receiving remote-control events, as UIKit does.
extension UIApplication {
    func dispatchMotion(_ subtype: UIEvent.EventSubtype, phase: UIEvent.MotionPhase, timestamp: TimeInterval) {
        guard subtype == .motionShake else {
            report(.init(kind: .unexpectedSubtype, resolution: .dropped,
                         message: "motion input with subtype \(subtype); only motionShake is a motion"))
            return
        }
        let time = inputPipeline.sanitizer.timestamp(timestamp)
        switch phase {
        case .began:
            if motionEvent != nil {
                report(.init(kind: .unbalancedMotion, resolution: .repaired,
                             message: "motionBegan while a shake was in progress; the old shake is cancelled first"))
                dispatchMotion(subtype, phase: .cancelled, timestamp: time)
            }
            let event = UIEvent(type: .motion, subtype: subtype, timestamp: time)
            event.motionPhase = .began
            motionEvent = event
            sendEvent(event)
        case .ended, .cancelled:
            guard let event = motionEvent else {
                report(.init(kind: .unbalancedMotion, resolution: .dropped,
                             message: "motion\(phase == .ended ? "Ended" : "Cancelled") with no shake in progress"))
                return
            }
            motionEvent = nil
            event.timestampStorage = max(time, event.timestampStorage)
            event.motionPhase = phase
            sendEvent(event)
        }
    }

    func dispatchRemoteControl(_ subtype: UIEvent.EventSubtype, timestamp: TimeInterval) {
        guard subtype.isRemoteControl else {
            report(.init(kind: .unexpectedSubtype, resolution: .dropped,
                    message: "remote-control input with subtype \(subtype), which is not a remote-control command"))
            return
        }
        guard isReceivingRemoteControlEvents else { return }
        let time = inputPipeline.sanitizer.timestamp(timestamp)
        sendEvent(UIEvent(type: .remoteControl, subtype: subtype, timestamp: time))
    }
}
