import Foundation
import ResponderKit

// What the control-tracking tests record: every control event, and a control that tracks through
// the documented overrides.

/// Every touch event of a control, with the name the tests log it under (B98 order).
let trackingEvents: [(String, UIControl.Event)] = [
    ("touchDown", .touchDown),
    ("touchDownRepeat", .touchDownRepeat),
    ("touchDragInside", .touchDragInside),
    ("touchDragOutside", .touchDragOutside),
    ("touchDragEnter", .touchDragEnter),
    ("touchDragExit", .touchDragExit),
    ("touchUpInside", .touchUpInside),
    ("touchUpOutside", .touchUpOutside),
    ("touchCancel", .touchCancel),
    ("valueChanged", .valueChanged),
    ("primaryActionTriggered", .primaryActionTriggered),
]

/// Adds one UIAction per event to `control`, each logging the event's name when it runs.
@MainActor
func recordEvents(of control: UIControl, into log: EventLog) {
    for (name, event) in trackingEvents {
        control.addAction(UIAction { _ in log.record(name) }, for: event)
    }
}

/// A control subclass that tracks through the four documented overrides (B100), logs each call in the
/// same log as the control events, and can refuse to begin or continue tracking.
@MainActor
final class TrackingControl: UIControl {
    let log: EventLog
    var acceptsBegin = true
    var acceptsContinue = true
    /// What `beginTracking` saw: tapCount, and the state at that moment.
    var beginTapCounts: [Int] = []
    var stateAtBegin: (highlighted: Bool, touchInside: Bool)?
    var cancelEvents: [UIEvent?] = []
    var endTouchPhases: [UITouch.Phase] = []
    /// isTracking right after the default endTracking / cancelTracking ran.
    var trackingAfterSuperEnd: Bool?
    var trackingAfterSuperCancel: Bool?

    init(frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.record("beginTracking")
        beginTapCounts.append(touch.tapCount)
        stateAtBegin = (isHighlighted, isTouchInside)
        return acceptsBegin
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.record("continueTracking")
        return acceptsContinue
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.record("endTracking")
        if let touch { endTouchPhases.append(touch.phase) }
        super.endTracking(touch, with: event)
        trackingAfterSuperEnd = isTracking
    }

    override func cancelTracking(with event: UIEvent?) {
        log.record("cancelTracking")
        cancelEvents.append(event)
        super.cancelTracking(with: event)
        trackingAfterSuperCancel = isTracking
    }
}
