import Foundation

/// An event: a set of touches that changed together, a shake, or a remote-control command —
/// UIKit's `UIEvent`.
///
/// There is no public initialiser, as in UIKit: the application creates events from raw input.
/// A touch event object is passed, the same object, to every delivery of a touch sequence (from the
/// first finger down until the last one lifts) — and, as in UIKit, to the next sequences too, holding
/// only their touches ("UIKit reuses the same UIEvent instance for every event delivered to the
/// application", UIEvent class reference); do not keep it. `allTouches` holds every touch of the
/// sequence, including those of other views and those that did not change in this delivery (phase
/// `.stationary`).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// What kind of event this is.
    open var type: UIEvent.EventType { typeStorage }
    /// `.none` except for motion (`.motionShake`) and remote-control events.
    open var subtype: UIEvent.EventSubtype { subtypeStorage }
    /// When the event occurred: seconds on the input source's monotonic clock (UIKit: since boot).
    open var timestamp: TimeInterval { timestampStorage }

    let typeStorage: UIEvent.EventType
    let subtypeStorage: UIEvent.EventSubtype
    var timestampStorage: TimeInterval
    /// The touches of the sequence, in the order they began (touch events only).
    /// Unchecked exclusivity (docs/Performance.md): read on every delivery, and changed only by the
    /// touch dispatcher with appends and `removeAll`s whose predicates read the touch they are given.
    // tenfingers: 3591 → 4575 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) var touchList: [UITouch] = []
    /// Where view delivery sends it, for a touch event (Delivery/TouchRoute.swift). Unchecked
    /// exclusivity: read on every delivery, set only by single stores that call no other code.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) var route = TouchRoute()
    /// For motion events: which of the three motion methods this delivery calls.
    var motionPhase: MotionPhase = .began

    enum MotionPhase { case began, ended, cancelled }

    init(type: UIEvent.EventType, subtype: UIEvent.EventSubtype, timestamp: TimeInterval) {
        typeStorage = type
        subtypeStorage = subtype
        timestampStorage = timestamp
        super.init()
    }

    /// The modifier keys held when the event happened (for presses: with the key that changed).
    open var modifierFlags: UIKeyModifierFlags { modifierFlagsStorage }
    var modifierFlagsStorage: UIKeyModifierFlags = []

    /// The pointer buttons held: empty, since raw touch input comes as fingers.
    open var buttonMask: UIEvent.ButtonMask { [] }

    /// Every touch of the event; `nil` for events that are not touch events.
    open var allTouches: Set<UITouch>? {
        guard typeStorage == .touches else { return nil }
        return Set(touchList)
    }

    /// The touches of this event that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard typeStorage == .touches else { return nil }
        return Set(touchList.lazy.filter { $0.windowStorage === window })
    }

    /// The touches of this event whose hit-test view is exactly `view` (B41: not those
    /// of its subviews).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard typeStorage == .touches else { return nil }
        return Set(touchList.lazy.filter { $0.viewStorage === view })
    }

    /// The touches of this event that `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard typeStorage == .touches else { return nil }
        return Set(touchList.lazy.filter { touch in gesture.trackedTouches.contains { $0 === touch } })
    }

    /// The samples of `touch` reported since the last delivery, oldest first, the last one a copy of
    /// the touch; `nil` when the touch is not part of this event. Raw input carries one sample per
    /// contact per frame, so this holds exactly that copy.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard typeStorage == .touches, touchList.containsIdentical(touch) else { return nil }
        return [touch.snapshot()]
    }

    /// Predicted future samples of `touch`; `nil` when the touch is not part of this event.
    /// ResponderKit does not extrapolate touches, so this is empty (UIKit allows an empty array).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard typeStorage == .touches, touchList.containsIdentical(touch) else { return nil }
        return []
    }

    open override var description: String {
        mainActorDescription(of: self) {
            "<\(Swift.type(of: self)): type = \(self.typeStorage), subtype = \(self.subtypeStorage), timestamp = "
                + "\(self.timestampStorage), touches = \(self.touchList.count)>"
        }
    }
}
