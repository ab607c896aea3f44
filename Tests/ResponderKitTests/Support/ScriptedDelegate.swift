import Foundation
import ResponderKit

/// A delegate that records what it is asked and answers what the test says.
@MainActor
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    let label: String
    let log: EventLog
    var receivesEvent = true
    var receivesTouch = true
    var shouldBegin = true
    var simultaneousWith: UIGestureRecognizer?
    var requireFailureOf: UIGestureRecognizer?
    var requiredToFailBy: UIGestureRecognizer?

    init(_ label: String, log: EventLog) {
        self.label = label
        self.log = log
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        log.record("\(label).shouldReceiveEvent")
        return receivesEvent
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.record("\(label).shouldReceiveTouch")
        return receivesTouch
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.record("\(label).shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === simultaneousWith
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requireFailureOf
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requiredToFailBy
    }
}
