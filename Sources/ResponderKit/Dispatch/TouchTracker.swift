import Foundation

/// The contact tracker: turns sanitised touch frames into `UITouch` objects and touch events, and
/// keeps every touch's life in order (SPEC T1–T6, H12, UIKIT-NOTES B19–B29, B38–B52).
///
/// For each frame it: checks what needs the touches (a contact that moves without having begun, a
/// second "began", time running back, a non-finite location); has each new contact hit-tested once,
/// front window first (``WindowHitTester``), and applies the multi-touch and exclusive-touch rules;
/// gives new touches to the gesture arena; marks the touches that did not change as stationary (a
/// change of force or radius alone is a move); and hands the sequence's single `UIEvent` to view
/// delivery (``TouchDelivery``). A touch's ending is never lost: a stale contact that "begins" again
/// is cancelled first, and a touch whose view left its window is cancelled there at once and leaves
/// the event.
@preconcurrency @MainActor
final class TouchTracker {
    /// The application that owns this part and outlives it. `unowned(unsafe)`: a checked `unowned`
    /// reference costs an atomic retain and release on every use (docs/Performance.md).
    unowned(unsafe) let application: UIApplication
    // The three lists below are read several times per frame. `@exclusivity(unchecked)` switches off
    // Swift's run-time exclusivity check (docs/Performance.md): every access is made in this file or in
    // TouchTracker+Cancelling.swift (which is why they are not `private`), and none overlaps another —
    // each mutation (append, assignment, `removeAll` whose predicate reads only the touch it is given)
    // calls no code that could reach the tracker.
    /// Touches that are down, in the order they began.
    @exclusivity(unchecked) var active: [UITouch] = []
    /// The event of the current touch sequence; `nil` between sequences.
    @exclusivity(unchecked) var event: UIEvent?
    /// Touches that lifted while a recognizer still holds back their ending from the view (B115),
    /// and the event they belong to.
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

    /// The stages it calls, owned by the application (`unowned(unsafe)`: see ``TouchDelivery``).
    unowned(unsafe) let sanitizer: InputSanitizer
    unowned(unsafe) let arena: GestureArena
    unowned(unsafe) let delivery: TouchDelivery

    init(application: UIApplication, sanitizer: InputSanitizer, arena: GestureArena, delivery: TouchDelivery) {
        self.application = application
        self.sanitizer = sanitizer
        self.arena = arena
        self.delivery = delivery
    }

    /// Contacts down but deliberately ignored since they began; their moves and lift are absorbed.
    /// (Unchecked exclusivity: a `Set<Int>` changed by insert/remove, which call no other code; the
    /// optimizer otherwise wraps a checked access around every frame's contact loop.)
    @exclusivity(unchecked) private var ignoredContactIDs = Set<Int>()
    /// Touches down and not lifting in the current frame.
    private var activeContactCount: Int {
        // A loop: a closure here is checked for its executor at run time (Support/IdentityArray.swift).
        var count = 0
        for touch in active where !touch.liftRequested { count += 1 }
        return count
    }

    private func ignore(_ id: Int) {
        // Bounded: a source that never lifts its contacts cannot make this grow without end.
        if ignoredContactIDs.count >= 1024 { ignoredContactIDs.removeAll() }
        ignoredContactIDs.insert(id)
    }

    // MARK: Frames

    /// The current sequence's event, unretained (see ``dispatchBatch(_:timestamp:)``).
    private var unretainedEvent: Unmanaged<UIEvent>? {
        guard let event else { return nil }
        return Unmanaged.passUnretained(event)
    }

    /// The time of the current sequence's event, read without retaining the event.
    private func sequenceTimestamp() -> TimeInterval? {
        guard let event = unretainedEvent else { return nil }
        return withUnretained(event) { $0.timestampStorage }
    }

    func dispatch(_ contacts: [TouchInput], timestamp rawTimestamp: TimeInterval) {
        guard !contacts.isEmpty else { return sanitizer.reportEmptyFrame() }
        // Unretained (Support/Unretained.swift): the application owns the sanitiser.
        var timestamp = withUnretained(Unmanaged.passUnretained(sanitizer)) { $0.timestamp(rawTimestamp) }
        if !active.isEmpty, let last = sequenceTimestamp(), timestamp < last {
            application.report(.init(
                kind: .timestampWentBack, resolution: .repaired,
                message: "frame timestamp \(timestamp) is earlier than the sequence's last, \(last); using the latter"))
            timestamp = last
        }
        // The usual frame needs no splitting and is dispatched as it is, with nothing allocated.
        if InputSanitizer.isOneBatch(contacts) {
            dispatchBatch(contacts, timestamp: timestamp)
            return
        }
        for batch in sanitizer.batches(of: contacts) { dispatchBatch(batch, timestamp: timestamp) }
    }

    private func dispatchBatch(_ contacts: [TouchInput], timestamp: TimeInterval) {
        // A contact that begins while its id is still down lost its lift somewhere: its old touch is
        // cancelled first, in a dispatch of its own, so that its view still hears how it ended.
        var stale: [UITouch] = []
        for contact in contacts where contact.phase == .began {
            if let touch = touch(for: contact.id) { stale.append(touch) }
        }
        if !stale.isEmpty {
            for touch in stale {
                application.report(.init(
                    kind: .duplicateBegan, resolution: .cancelled, touchID: touch.inputID,
                    message: "contact \(touch.inputID) began while already down; the old touch is cancelled first"))
            }
            cancel(stale, timestamp: timestamp)
        }
        for touch in active { touch.changedInCurrentFrame = false }
        var changed = false
        var refused = 0
        for contact in contacts {
            if contact.phase == .began, activeContactCount >= EventThresholds.maximumTouches {
                ignore(contact.id)
                refused += 1
                continue
            }
            if apply(contact, timestamp: timestamp) { changed = true }
        }
        if refused > 0 {
            application.report(.init(
                kind: .tooManyTouches, resolution: .dropped,
                message: "\(refused) contact(s) began while \(EventThresholds.maximumTouches) touches were down; they are ignored until they lift"))
        }
        guard changed, let event = unretainedEvent else { return }
        // Unretained (Support/Unretained.swift): the application owns its parts and outlives every
        // frame it dispatches; `self.event` holds the event until `finishFrame` ends the sequence,
        // after the delivery (a handler cannot end it sooner: the queue is not re-entrant, and a touch
        // whose view left only leaves the event's list).
        withUnretained(event) { event in
            withUnretained(Unmanaged.passUnretained(arena)) { $0.timePassed(to: timestamp) }
            withUnretained(Unmanaged.passUnretained(application)) { $0.tickFrameClock(to: timestamp) }
            event.timestampStorage = timestamp
            markUnchangedStationary()
            withUnretained(Unmanaged.passUnretained(delivery)) { $0.deliverFrame(event) }
        }
        finishFrame()
    }

    /// Applies one contact's change. Returns whether a touch changed.
    private func apply(_ contact: TouchInput, timestamp: TimeInterval) -> Bool {
        switch contact.phase {
        case .began:
            guard contact.location.x.isFinite, contact.location.y.isFinite else {
                application.report(.init(
                    kind: .nonFiniteLocation, resolution: .dropped, touchID: contact.id,
                    message: "contact \(contact.id) began at a non-finite location \(contact.location); it is ignored until it lifts"))
                ignore(contact.id)
                return false
            }
            ignoredContactIDs.remove(contact.id)
            begin(contact, timestamp: timestamp)
            return true
        case .moved, .stationary, .ended, .cancelled:
            guard let touch = unretainedTouch(for: contact.id) else {
                // A contact ignored since it began (bad location, too many touches) is absorbed
                // quietly until it lifts.
                if ignoredContactIDs.contains(contact.id) {
                    if contact.phase == .ended || contact.phase == .cancelled { ignoredContactIDs.remove(contact.id) }
                    return false
                }
                application.report(.init(
                    kind: .unknownTouch, resolution: .dropped, touchID: contact.id,
                    message: "contact \(contact.id) \(contact.phase) but it is not down"))
                return false
            }
            // Unretained (Support/Unretained.swift): `active` holds the touch, and only the end of a
            // frame or a cancellation — neither of which an update can start — takes it out.
            withUnretained(touch) { update($0, with: contact, timestamp: timestamp) }
            return true
        case .regionEntered, .regionMoved, .regionExited:
            // Dropped by the sanitiser (InputSanitizer.forEachBatch) before it gets here.
            return false
        }
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
        // SPEC H12: one hit-test per window per new touch, front window first.
        event.timestampStorage = timestamp
        // UIKIT-NOTES B54: while the application ignores interaction, new touches reach no view.
        if application.isIgnoringInteractionEvents { return }
        if let (window, view) = WindowHitTester(application: application).hitTest(at: contact.location, event: event) {
            touch.windowStorage = window
            touch.viewStorage = view
            if deliveryAllowed(for: touch, view: view, window: window) { delivery.assign(touch) }
            // B103: the recognizers of the hit view and its ancestors, whatever B49/B50 decided.
            arena.assign(touch, event: event)
        }
    }

    /// The event of a new sequence: the application's one touches event, as in UIKit ("UIKit reuses the
    /// same UIEvent instance for every event delivered to the application", UIEvent class reference;
    /// UIKIT-NOTES B38). Reused only once the sequence that last had it has nothing left in it — no
    /// withheld ending waiting, no touch in its list — and no `sendEvent` is still handing it to
    /// windows (`TouchDelivery.routeDepth`); otherwise (rare) a new one is made. Reuse also
    /// saves an allocation and a release per sequence.
    private func sequenceEvent(at timestamp: TimeInterval) -> UIEvent {
        if let reusable = touchesEvent, lastEvent == nil, reusable.touchList.isEmpty, delivery.routeDepth == 0 {
            reusable.timestampStorage = timestamp
            return reusable
        }
        let event = UIEvent(type: .touches, subtype: .none, timestamp: timestamp)
        touchesEvent = event
        return event
    }

    private func update(_ touch: UITouch, with contact: TouchInput, timestamp: TimeInterval) {
        var time = timestamp
        if time < touch.timestampStorage {
            application.report(.init(
                kind: .timestampWentBack, resolution: .repaired, touchID: contact.id,
                message: "contact \(contact.id) went back in time (\(time) < \(touch.timestampStorage)); keeping \(touch.timestampStorage)"))
            time = touch.timestampStorage
        }
        touch.timestampStorage = time
        touch.changedInCurrentFrame = true
        var location = contact.location
        if !(location.x.isFinite && location.y.isFinite) {
            application.report(.init(
                kind: .nonFiniteLocation, resolution: .repaired, touchID: contact.id,
                message: "contact \(contact.id) \(contact.phase) at a non-finite location; keeping its last location"))
            location = touch.screenLocation
        }
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
                touch.phaseStorage = moved ? .moved : .stationary
                if !moved { touch.previousScreenLocation = touch.screenLocation }
            case .ended: touch.phaseStorage = .ended
            case .cancelled: touch.phaseStorage = .cancelled
            default: break
            }
        }
        if contact.phase == .ended || contact.phase == .cancelled {
            touch.liftRequested = true
        }
    }

    private func setMeasurements(of touch: UITouch, from contact: TouchInput) {
        let (force, radius) = InputSanitizer.measurementsAreValid(contact)
            ? (contact.force, contact.majorRadius) : sanitizer.repairedMeasurements(of: contact)
        touch.forceStorage = force
        touch.maximumForceStorage = max(touch.maximumForceStorage, force > 0 ? max(force, 6.67) : 0)
        touch.majorRadiusStorage = radius
    }

    /// After a frame was delivered: lifted touches leave the sequence; the tap they made is
    /// remembered; an empty sequence retires its event.
    func finishFrame() {
        if !active.containsLiftRequested {
            // Nothing lifted (a move frame): nothing to rebuild. (The arena unretained: the
            // application owns it; Support/Unretained.swift.)
            withUnretained(Unmanaged.passUnretained(arena)) { $0.finishFrame(lifted: []) }
            pruneWithheld()
            if active.isEmpty { endSequence() }
            return
        }
        // The lifted touches are gathered in a buffer reused from lift to lift, and leave `active` in
        // place (which keeps its capacity for the next sequence): a lift allocates nothing.
        let liftedBuffer = delivery.cache.lifted
        var lifted = liftedBuffer.take()
        defer { liftedBuffer.giveBack(&lifted) }
        // (Indices rather than `for touch in active`: the loop's hold on the list would outlive the
        // loop, and the removal below would then copy it.)
        for index in active.indices where active[index].liftRequested {
            let touch = active[index]
            if touch.phaseStorage == .ended, !touch.movedBeyondTapSlop {
                lastTap = (touch.beganScreenLocation, touch.timestampStorage, touch.tapCountStorage)
            }
            if delivery.contactLifted(touch) {
                withheldAfterLift.append(touch)  // its ending waits for a recognizer (B115)
            }
            touch.changedInCurrentFrame = false
            lifted.append(touch)
        }
        active.removeLiftRequested()
        // The sequence ends: the delivery cache lets go of its sets now rather than in `endSequence`,
        // because one of them may share the event's list, which the next line would then have to copy.
        if active.isEmpty { delivery.cache.clear() }
        if let event, !lifted.isEmpty || event.touchList.containsLiftRequested {
            event.touchList.removeLiftRequested()
        }
        arena.finishFrame(lifted: lifted)
        pruneWithheld()
        if active.isEmpty { endSequence() }
    }

    /// The sequence's last touch left: its event retires, and the delivery cache lets go of the
    /// touches it held.
    private func endSequence() {
        if event != nil { lastEvent = event }
        event = nil
        if withheldAfterLift.isEmpty { lastEvent = nil }
        delivery.cache.clear()
    }

    // MARK: Helpers

    private func touch(for id: Int) -> UITouch? {
        unretainedTouch(for: id)?.takeUnretainedValue()
    }

    /// ``touch(for:)`` without the retain of the answer, for a caller that knows `active` keeps it.
    private func unretainedTouch(for id: Int) -> Unmanaged<UITouch>? {
        for index in active.indices {
            let touch = active[index]
            if touch.inputID == id && !touch.liftRequested { return Unmanaged.passUnretained(touch) }
        }
        return nil
    }

    /// The frame's touches that did not change are `.stationary` in it (the frame and a cancellation).
    func markUnchangedStationary() {
        for touch in active where !touch.changedInCurrentFrame && !isFinished(touch) {
            touch.phaseStorage = .stationary
            touch.previousScreenLocation = touch.screenLocation
        }
    }

    /// Whether the touch's ending was already delivered because its view left the window.
    func isFinished(_ touch: UITouch) -> Bool { touch.leftEvent }

    /// UIKIT-NOTES B49 (multiple touch) and B50 (exclusive touch), decided when the touch begins.
    private func deliveryAllowed(for touch: UITouch, view: UIView, window: UIWindow) -> Bool {
        for other in active where other !== touch && other.delivery.state.isOwed && other.windowStorage === window && !other.liftRequested {
            guard let otherView = other.viewStorage else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return false }
            } else if otherView.isExclusiveTouch || view.isExclusiveTouch {
                return false
            }
        }
        return true
    }

    /// SPEC T4 / UIKIT-NOTES B29: successive taps close in time and place count up.
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
