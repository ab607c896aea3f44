import Foundation
import ResponderKit

/// A window that records the touches that reach it (after the views below passed them on).
@MainActor
final class RecordingWindow: UIWindow {
    var log: EventLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("window.touchesBegan(\(touches.count))")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("window.touchesEnded(\(touches.count))")
        super.touchesEnded(touches, with: event)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log?.record("window.motionBegan(\(motion))")
        super.motionBegan(motion, with: event)
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log?.record("window.remoteControlReceived(\(event?.subtype ?? .none))")
        super.remoteControlReceived(with: event)
    }
}
