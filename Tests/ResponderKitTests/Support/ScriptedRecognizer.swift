import Foundation
import ResponderKit

/// A recognizer driven by the test: it records the touches it gets and runs the test's script for
/// each phase (the script sets `state` as a subclass would).
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
    var label = "r"
    var log: EventLog?
    var onBegan: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onMoved: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onEnded: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onCancelled: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var resets = 0
    var stateAtReset: [UIGestureRecognizer.State] = []
    var movesSeen = 0
    var lastEvent: UIEvent?
    var preventsOthers = true
    var preventable = true
    var requiresFailureOf: UIGestureRecognizer?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        log?.record("\(label).touchesBegan(\(touches.count))")
        onBegan?(self, touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        movesSeen += 1
        log?.record("\(label).touchesMoved(\(touches.count))")
        onMoved?(self, touches, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        log?.record("\(label).touchesEnded(\(touches.count))")
        onEnded?(self, touches, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        log?.record("\(label).touchesCancelled(\(touches.count))")
        onCancelled?(self, touches, event)
    }
    override func reset() {
        super.reset()
        resets += 1
        stateAtReset.append(state)
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventsOthers && super.canPrevent(preventedGestureRecognizer)
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventable && super.canBePrevented(by: preventingGestureRecognizer)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requiresFailureOf
    }

    /// A continuous gesture: begins on the `beginOn`-th move, changes on later moves, ends on lift,
    /// is cancelled when its touch is cancelled.
    static func continuous(_ label: String, log: EventLog, beginOn: Int = 1) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer { recognizer in
            log.record("\(recognizer.name ?? "?").action(\(recognizer.state))")
        }
        recognizer.name = label
        recognizer.label = label
        recognizer.log = log
        recognizer.onMoved = { r, _, _ in
            if r.state == .possible, r.movesSeen >= beginOn {
                r.state = .began
            } else if r.state == .began || r.state == .changed {
                r.state = .changed
            }
        }
        recognizer.onEnded = { r, _, _ in
            if r.state == .began || r.state == .changed {
                r.state = .ended
            } else if r.state == .possible {
                r.state = .failed
            }
        }
        recognizer.onCancelled = { r, _, _ in
            if r.state == .began || r.state == .changed {
                r.state = .cancelled
            } else if r.state == .possible {
                r.state = .failed
            }
        }
        return recognizer
    }

    /// A recognizer that only watches (never leaves `.possible` on its own).
    static func watcher(_ label: String, log: EventLog) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer { recognizer in
            log.record("\(recognizer.name ?? "?").action(\(recognizer.state))")
        }
        recognizer.name = label
        recognizer.label = label
        recognizer.log = log
        return recognizer
    }
}
