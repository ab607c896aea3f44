import Foundation

/// What the sanitiser knows of a contact that is down: enough to check its next change.
struct ContactDown {
    let id: Int
    /// The time of the last change of it the tracker got.
    var time: TimeInterval
    /// The last location of it the tracker got (always finite).
    var location: CGPoint
}

/// The sanitiser's checks that need the contacts down, and the hand-over of clean frames to the
/// tracker (docs/Reliability.md; B19–B29).
///
///     raw frame ─▶ timestamp (finite, not before the sequence's) ─▶ split where an id repeats
///       per batch ─▶ a "began" of a contact down: its old touch cancelled first (duplicateBegan)
///                 ─▶ per contact: too many touches, non-finite location, unknown contact, time
///                    running back, invalid force or radius ─▶ dropped or repaired, with a diagnostic
///                 ─▶ TouchTracker.apply(clean contacts)
///
/// The record (``InputSanitizer/down``) follows what it hands on: a began it hands on is down, an
/// ending it hands on is not; `cancelAllTouches` forgets them all. So it is, contact for contact,
/// the tracker's touches down. The usual frame (nothing to repair) is handed on as it is, with
/// nothing allocated.
extension InputSanitizer {
    /// A raw touch frame: checked, repaired, split where it must be, and handed to the tracker.
    func dispatchTouches(_ contacts: [TouchInput], timestamp rawTimestamp: TimeInterval) {
        guard !contacts.isEmpty else { return reportEmptyFrame() }
        var timestamp = self.timestamp(rawTimestamp)
        if !down.isEmpty, timestamp < sequenceTime {
            let last = sequenceTime
            application.object.report(.init(
                kind: .timestampWentBack, resolution: .repaired,
                message: "frame timestamp \(timestamp) is earlier than the sequence's last, \(last); using the latter"))
            timestamp = last
        }
        // The usual frame needs no splitting and is handed on as it is, with nothing allocated.
        if InputSanitizer.isOneBatch(contacts) {
            handOn(contacts, timestamp: timestamp)
            return
        }
        for batch in batches(of: contacts) { handOn(batch, timestamp: timestamp) }
    }

    /// T1: the system took the screen. Every contact down is forgotten (their later moves are
    /// unknown contacts), and the tracker cancels its touches.
    func cancelAllTouches(timestamp: TimeInterval) {
        let time = self.timestamp(timestamp)
        down.removeAll(keepingCapacity: true)
        tracker.with { $0.cancelAll(at: time) }
    }

    /// One batch (no id twice): stale contacts cancelled first, then the rest checked and handed on.
    private func handOn(_ contacts: [TouchInput], timestamp: TimeInterval) {
        // A contact that begins while its id is still down lost its lift somewhere: its old touch is
        // cancelled first, in a frame of its own, so that its view still hears how it ended.
        var stale: [Int] = []
        for contact in contacts where contact.phase == .began && downIndex(of: contact.id) != nil {
            stale.append(contact.id)
        }
        if !stale.isEmpty {
            for id in stale {
                application.object.report(.init(
                    kind: .duplicateBegan, resolution: .cancelled, touchID: id,
                    message: "contact \(id) began while already down; the old touch is cancelled first"))
                if let index = downIndex(of: id) { down.remove(at: index) }
            }
            sequenceTime = timestamp
            tracker.with { $0.cancelContacts(stale, timestamp: timestamp) }
        }
        // Made only when a contact is dropped or repaired: the usual frame is handed on as it is.
        var repairedFrame: [TouchInput]?
        var refused = 0
        for index in contacts.indices {
            var contact = contacts[index]
            let verdict = check(&contact, position: index, timestamp: timestamp, refused: &refused)
            if verdict != .asItIs, repairedFrame == nil { repairedFrame = Array(contacts[..<index]) }
            if verdict != .dropped { repairedFrame?.append(contact) }
        }
        if refused > 0 {
            application.object.report(.init(
                kind: .tooManyTouches, resolution: .dropped,
                    message:
                        "\(refused) contact(s) began while \(EventThresholds.maximumTouches) touches were down; "
                            + "they are ignored until they lift"
                ))
        }
        // (Two calls rather than `repairedFrame ?? contacts`, which would hold the usual frame's list
        // a second time: a retain and a release a frame.)
        if let repairedFrame {
            guard !repairedFrame.isEmpty else { return }
            sequenceTime = timestamp
            tracker.with { $0.apply(repairedFrame, timestamp: timestamp) }
        } else {
            sequenceTime = timestamp
            tracker.with { $0.apply(contacts, timestamp: timestamp) }
        }
    }

    /// What ``check(_:position:timestamp:refused:)`` did with a contact.
    private enum Verdict { case asItIs, repaired, dropped }

    /// Checks one contact against the contacts down, repairing it in place, and updates the record.
    /// `position` is the contact's place in its frame: a source lists its contacts in the same order
    /// frame after frame, so the record usually holds it at that place (``downIndex(of:hint:)``).
    private func check(
        _ contact: inout TouchInput, position: Int, timestamp: TimeInterval, refused: inout Int
    ) -> Verdict {
        switch contact.phase {
        case .began:
            if down.count >= EventThresholds.maximumTouches {
                ignore(contact.id)
                refused += 1
                return .dropped
            }
            guard contact.location.x.isFinite, contact.location.y.isFinite else {
                application.object.report(.init(
                    kind: .nonFiniteLocation, resolution: .dropped, touchID: contact.id,
                        message:
                            "contact \(contact.id) began at a non-finite location \(contact.location); it is "
                                + "ignored until it lifts"
                    ))
                ignore(contact.id)
                return .dropped
            }
            if !ignoredContactIDs.isEmpty { ignoredContactIDs.remove(contact.id) }
            let repaired = repairMeasurements(of: &contact)
            down.append(ContactDown(id: contact.id, time: timestamp, location: contact.location))
            return repaired ? .repaired : .asItIs
        case .moved, .stationary, .ended, .cancelled:
            guard let index = downIndex(of: contact.id, hint: position) else {
                // A contact ignored since it began (bad location, too many touches) is absorbed
                // quietly until it lifts.
                if ignoredContactIDs.contains(contact.id) {
                    if contact.phase == .ended || contact.phase == .cancelled { ignoredContactIDs.remove(contact.id) }
                    return .dropped
                }
                application.object.report(.init(
                    kind: .unknownTouch, resolution: .dropped, touchID: contact.id,
                    message: "contact \(contact.id) \(contact.phase) but it is not down"))
                return .dropped
            }
            var verdict = Verdict.asItIs
            let last = down[index]
            // (The tracker keeps a touch's time from running back itself: it takes the later of the
            // two. This check only says so.)
            if timestamp < last.time {
                application.object.report(.init(
                    kind: .timestampWentBack, resolution: .repaired, touchID: contact.id,
                        message:
                            "contact \(contact.id) went back in time (\(timestamp) < \(last.time)); keeping "
                                + "\(last.time)"
                    ))
            }
            if !(contact.location.x.isFinite && contact.location.y.isFinite) {
                application.object.report(.init(
                    kind: .nonFiniteLocation, resolution: .repaired, touchID: contact.id,
                        message:
                            "contact \(contact.id) \(contact.phase) at a non-finite location; keeping its last location"
                    ))
                contact.location = last.location
                verdict = .repaired
            }
            if repairMeasurements(of: &contact) { verdict = .repaired }
            if contact.phase == .ended || contact.phase == .cancelled {
                down.remove(at: index)
            } else {
                down[index].time = max(timestamp, last.time)
                down[index].location = contact.location
            }
            return verdict
        case .regionEntered, .regionMoved, .regionExited:
            // Dropped, with a diagnostic, when the frame was split (``batches(of:)``).
            return .dropped
        }
    }

    /// Makes an invalid force or radius 0, with a diagnostic. Returns whether it changed anything.
    @inline(__always)
    private func repairMeasurements(of contact: inout TouchInput) -> Bool {
        guard !InputSanitizer.measurementsAreValid(contact) else { return false }
        (contact.force, contact.majorRadius) = repairedMeasurements(of: contact)
        return true
    }

    /// Where the contact `id` is in ``down`` (a handful of fingers: a loop, no hashing).
    @inline(__always)
    private func downIndex(of id: Int) -> Int? {
        for index in down.indices where down[index].id == id { return index }
        return nil
    }

    /// ``downIndex(of:)``, looking first where `hint` says (the contact's place in its frame): one
    /// comparison for the usual frame instead of a scan per contact (tenfingers: ten contacts a frame).
    @inline(__always)
    private func downIndex(of id: Int, hint: Int) -> Int? {
        if hint < down.count, down[hint].id == id { return hint }
        return downIndex(of: id)
    }

    private func ignore(_ id: Int) {
        // Bounded: a source that never lifts its contacts cannot make this grow without end.
        if ignoredContactIDs.count >= 1024 { ignoredContactIDs.removeAll() }
        ignoredContactIDs.insert(id)
    }
}
