/// The contact tracker: turns the sanitiser's clean touch frames into `UITouch` objects and touch
/// events, and keeps every touch's life in order (T1–T6, H12, B19–B29, B38–B52).
///
/// It checks nothing (``InputSanitizer`` hands on only what is valid for the touches down). For each
/// frame it: has each new contact hit-tested once, front window first (``WindowHitTester``), and
/// applies the multi-touch and exclusive-touch rules; gives new touches to the gesture arena; marks
/// the touches that did not change as stationary (a change of force or radius alone is a move); and
/// hands the sequence's single `UIEvent`, with what changed marked on its touches, to view delivery
/// (``TouchDelivery/deliverFrame(_:)``) — once per frame. A touch's ending is never lost: a stale
/// contact that "begins" again is cancelled first, and a touch whose view left its window is
/// cancelled there at once and leaves the event.
@preconcurrency @MainActor
final class TouchTracker {
    /// The application that owns this part and outlives it.
    let application: Unretained<UIApplication>
    // The three lists below are read several times per frame. `@exclusivity(unchecked)` switches off
    // Swift's run-time exclusivity check (docs/Performance.md): every access is made in this file or in
    // TouchTracker+Cancelling.swift (which is why they are not `private`), and none overlaps another —
    // each mutation (append, assignment, `removeAll` whose predicate reads only the touch it is given)
    // calls no code that could reach the tracker.
    /// Touches that are down, in the order they began.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) var active: [UITouch] = []
    /// The event of the current touch sequence; `nil` between sequences.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) var event: UIEvent?
    /// Touches that lifted while a recognizer still holds back their ending from the view (B115),
    /// and the event they belong to.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) var withheldAfterLift: [UITouch] = []
    var lastEvent: UIEvent?
    /// The touches event sequences reuse (``sequenceEvent(at:)``).
    private var touchesEvent: UIEvent?
    /// The event of the current sequence, or of the last one while withheld endings wait.
    var currentEvent: UIEvent? { event ?? lastEvent }
    /// Touches down, and lifted ones whose ending is still held back.
    var activeAndRecentTouches: [UITouch] { active + withheldAfterLift }
    /// The last completed tap, for `tapCount`.
    private var lastTap: (location: CGPoint, liftTime: TimeInterval, count: Int)?
    /// The touches lifting in a frame, gathered in a buffer reused from lift to lift.
    private let liftedBuffer = ReusableBuffer<UITouch>()

    /// The stages it hands on to, owned by the application.
    let arena: Unretained<GestureArena>
    let delivery: Unretained<TouchDelivery>

    init(application: UIApplication, arena: GestureArena, delivery: TouchDelivery) {
        self.application = Unretained(application, heldBy: "the application, which owns its stages")
        self.arena = Unretained(arena, heldBy: "the application, which owns its stages")
        self.delivery = Unretained(delivery, heldBy: "the application, which owns its stages")
    }

    // MARK: Frames

    /// The current sequence's event, unretained: `self.event` holds it until `finishFrame` ends the
    /// sequence, after the delivery (a handler cannot end it sooner: the queue is not re-entrant, and
    /// a touch whose view left only leaves the event's list).
    private var unretainedEvent: Unretained<UIEvent>? {
        guard let event else { return nil }
        return Unretained(event, heldBy: "the tracker's current sequence, until finishFrame")
    }

    /// A clean frame from the sanitiser (no id twice, every began new, every other phase a touch
    /// down): the touches change, and the frame goes to delivery.
    func apply(_ contacts: [TouchInput], timestamp: TimeInterval) {
        for touch in active { touch.changedInCurrentFrame = false }
        for contact in contacts {
            if contact.phase == .began {
                begin(contact, timestamp: timestamp)
            } else if let touch = unretainedTouch(for: contact.id) {
                // `active` holds the touch, and only the end of a frame or a cancellation — neither of
                // which an update can start — takes it out.
                touch.with { update($0, with: contact, timestamp: timestamp) }
            } else {
                assertionFailure("the sanitiser handed on contact \(contact.id) \(contact.phase), which is not down")
            }
        }
        guard let event = unretainedEvent else { return }
        event.with { event in
            arena.with { $0.timePassed(to: timestamp) }
            application.with { $0.tickFrameClock(to: timestamp) }
            event.timestampStorage = timestamp
            markUnchangedStationary()
            delivery.with { $0.deliverFrame(event) }
        }
        finishFrame()
    }

    /// The touches of contacts whose id began again while down (the sanitiser's duplicateBegan):
    /// cancelled, in a frame of their own, before the new contact begins.
    func cancelContacts(_ ids: [Int], timestamp: TimeInterval) {
        var stale: [UITouch] = []
        for id in ids { if let touch = unretainedTouch(for: id) { stale.append(touch.object) } }
        if !stale.isEmpty { cancel(stale, timestamp: timestamp) }
    }

    private func begin(_ contact: TouchInput, timestamp: TimeInterval) {
        let event = self.event ?? sequenceEvent(at: timestamp)
        self.event = event
        let touch = UITouch(inputID: contact.id, location: contact.location, timestamp: timestamp)
        setMeasurements(of: touch, from: contact)
        touch.tapCountStorage = tapCount(at: contact.location, time: timestamp)
        touch.changedInCurrentFrame = true
        active.append(touch)
        event.touchList.append(touch)
        // H12: one hit-test per window per new touch, front window first.
        event.timestampStorage = timestamp
        // B54: while the application ignores interaction, new touches reach no view.
        if application.with({ $0.isIgnoringInteractionEvents }) { return }
        if let (window, view) = application.with({
            WindowHitTester(application: $0).hitTest(at: contact.location, event: event)
        }) {
            touch.windowStorage = window
            touch.viewStorage = view
            if deliveryAllowed(for: touch, view: view, window: window) { delivery.with { $0.assign(touch) } }
            // B103: the recognizers of the hit view and its ancestors, whatever B49/B50 decided.
            arena.with { $0.assign(touch, event: event) }
        }
    }

    /// The event of a new sequence: the application's one touches event, as in UIKit ("UIKit reuses the
    /// same UIEvent instance for every event delivered to the application", UIEvent class reference;
    /// B38). Reused only once the sequence that last had it has nothing left in it — no
    /// withheld ending waiting, no touch in its list — and no `sendEvent` is still handing it to
    /// windows (`TouchRoute.depth`); otherwise (rare) a new one is made. Reuse also
    /// saves an allocation and a release per sequence.
    private func sequenceEvent(at timestamp: TimeInterval) -> UIEvent {
        if let reusable = touchesEvent, lastEvent == nil, reusable.touchList.isEmpty, reusable.route.depth == 0 {
            reusable.timestampStorage = timestamp
            return reusable
        }
        let event = UIEvent(type: .touches, subtype: .none, timestamp: timestamp)
        touchesEvent = event
        return event
    }

    private func update(_ touch: UITouch, with contact: TouchInput, timestamp: TimeInterval) {
        // A touch's time never runs back (the sanitiser reported a frame that tried).
        touch.timestampStorage = max(timestamp, touch.timestampStorage)
        touch.changedInCurrentFrame = true
        let location = contact.location
        let previousForce = touch.forceStorage, previousRadius = touch.majorRadiusStorage
        setMeasurements(of: touch, from: contact)
        // A change of pressure or contact size is a move, even where the finger stays put (as on iOS:
        // pressure recognizers depend on it).
        let measurementsChanged = touch.forceStorage != previousForce || touch.majorRadiusStorage != previousRadius
        touch.previousScreenLocation = touch.screenLocation
        touch.screenLocation = location
        // (Once beyond, always beyond: the distance need not be worked out again. Squared lengths
        // compared rather than `hypot`, which costs ~30 ns a call in glibc — on every move of a touch
        // still within the slop; both sides are finite here, and an overflow to infinity is beyond.)
        if !touch.movedBeyondTapSlop {
            let dx = location.x - touch.beganScreenLocation.x, dy = location.y - touch.beganScreenLocation.y
            if dx * dx + dy * dy > EventThresholds.multipleTapSlop * EventThresholds.multipleTapSlop {
                touch.movedBeyondTapSlop = true
            }
        }
        if !isFinished(touch) {
            switch contact.phase {
            case .moved, .stationary:
                let moved = location != touch.previousScreenLocation || measurementsChanged
                touch.advance(to: moved ? .moved : .stationary)
                if !moved { touch.previousScreenLocation = touch.screenLocation }
            case .ended: touch.advance(to: .ended)
            case .cancelled: touch.advance(to: .cancelled)
            default: break
            }
        }
        if contact.phase == .ended || contact.phase == .cancelled {
            touch.liftRequested = true
        }
    }

    private func setMeasurements(of touch: UITouch, from contact: TouchInput) {
        let force = contact.force, radius = contact.majorRadius
        touch.forceStorage = force
        touch.maximumForceStorage = max(touch.maximumForceStorage, force > 0 ? max(force, 6.67) : 0)
        touch.majorRadiusStorage = radius
    }

    /// After a frame was delivered: lifted touches leave the sequence; the tap they made is
    /// remembered; an empty sequence retires its event.
    func finishFrame() {
        if !active.containsLiftRequested {
            // Nothing lifted (a move frame): nothing to rebuild.
            arena.with { $0.finishFrame(lifted: []) }
            pruneWithheld()
            if active.isEmpty { endSequence() }
            return
        }
        // The lifted touches are gathered in a buffer reused from lift to lift, and leave `active` in
        // place (which keeps its capacity for the next sequence): a lift allocates nothing.
        var lifted = liftedBuffer.take()
        defer { liftedBuffer.giveBack(&lifted) }
        // (Indices rather than `for touch in active`: the loop's hold on the list would outlive the
        // loop, and the removal below would then copy it.)
        for index in active.indices where active[index].liftRequested {
            let touch = active[index]
            if touch.phaseStorage == .ended, !touch.movedBeyondTapSlop {
                lastTap = (touch.beganScreenLocation, touch.timestampStorage, touch.tapCountStorage)
            }
            // Delivery settled what its view is still owed (TouchDelivery.settleLifted).
            if touch.delivery.state.isHeldBack {
                withheldAfterLift.append(touch)  // its ending waits for a recognizer (B115)
            }
            touch.changedInCurrentFrame = false
            lifted.append(touch)
        }
        active.removeLiftRequested()
        if let event, !lifted.isEmpty || event.touchList.containsLiftRequested {
            event.touchList.removeLiftRequested()
        }
        arena.with { $0.finishFrame(lifted: lifted) }
        pruneWithheld()
        if active.isEmpty { endSequence() }
    }

    /// The sequence's last touch left: its event retires. (Delivery's cache let go of the touches it
    /// held when it delivered their lift: TouchDelivery.settleLifted.)
    private func endSequence() {
        if event != nil { lastEvent = event }
        event = nil
        if withheldAfterLift.isEmpty { lastEvent = nil }
    }

    // MARK: Helpers

    /// The touch of contact `id`, unretained, for a caller that knows `active` keeps it.
    private func unretainedTouch(for id: Int) -> Unretained<UITouch>? {
        for index in active.indices {
            let touch = active[index]
            if touch.inputID == id && !touch.liftRequested {
                return Unretained(touch, heldBy: "the tracker's list of touches down")
            }
        }
        return nil
    }

    /// The frame's touches that did not change are `.stationary` in it (the frame and a cancellation).
    func markUnchangedStationary() {
        for touch in active where !touch.changedInCurrentFrame && !isFinished(touch) {
            touch.advance(to: .stationary)
            touch.previousScreenLocation = touch.screenLocation
        }
    }

    /// Whether the touch's ending was already delivered because its view left the window.
    func isFinished(_ touch: UITouch) -> Bool { touch.leftEvent }

    /// B49 (multiple touch) and B50 (exclusive touch), decided when the touch begins.
    private func deliveryAllowed(for touch: UITouch, view: UIView, window: UIWindow) -> Bool {
        for other in active
        where other !== touch && other.delivery.state.isOwed && other.windowStorage === window && !other.liftRequested {
            guard let otherView = other.viewStorage else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return false }
            } else if otherView.isExclusiveTouch || view.isExclusiveTouch {
                return false
            }
        }
        return true
    }

    /// T4 / B29: successive taps close in time and place count up.
    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap else { return 1 }
        let gap = time - lastTap.liftTime
        // Time that runs backwards means a new input source or a replay: a new series.
        guard gap >= 0, gap <= EventThresholds.multipleTapInterval else { return 1 }
        let distance = hypot(location.x - lastTap.location.x, location.y - lastTap.location.y)
        guard distance <= EventThresholds.multipleTapSlop else { return 1 }
        return lastTap.count + 1
    }
}

extension Array where Element == UITouch {
    /// Whether a touch of the list asked to leave it (a loop: see Support/IdentityArray.swift).
    @MainActor
    var containsLiftRequested: Bool {
        for touch in self where touch.liftRequested { return true }
        return false
    }

    /// Removes the touches that asked to leave, keeping the others in order (a loop rather than
    /// `removeAll(where:)`, whose closure is checked for its executor at run time).
    @MainActor
    mutating func removeLiftRequested() {
        var kept = 0
        for index in indices where !self[index].liftRequested {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        if kept < count { removeLast(count - kept) }
    }
}
