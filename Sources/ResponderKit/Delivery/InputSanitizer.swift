import Foundation

/// The first stage after the queue: what raw input cannot be, it repairs or drops, with an
/// ``Diagnostic`` saying which (docs/Reliability.md), and hands the tracker clean frames only.
///
/// Every input check lives here. Without looking at any touch: a timestamp that is NaN or infinite
/// takes the last valid one; a frame with no contacts is dropped; a frame that repeats a contact id
/// is split in two, in order, so a press and a release in one frame become two; a hover phase in a
/// touch frame is dropped; a force or radius that is NaN, infinite or negative becomes 0. With its own
/// record of the contacts down (InputSanitizer+Contacts.swift): time running back within a sequence
/// or for one contact, a non-finite location, a second "began" of a contact already down, a contact
/// that moves without having begun, and more than ``EventThresholds/maximumTouches`` touches down.
/// What it hands on (``TouchTracker/apply(_:timestamp:)``) needs no check: every began is new, every
/// other phase names a contact down, every number is finite.
@preconcurrency @MainActor
final class InputSanitizer {
    /// The application that owns this part and outlives it.
    let application: Unretained<UIApplication>
    /// The stage it hands clean touch frames to.
    let tracker: Unretained<TouchTracker>
    /// The last finite timestamp seen on any input.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) private(set) var lastTimestamp: TimeInterval = 0
    // The record of the contacts down, read and changed on every touch frame in this file and
    // InputSanitizer+Contacts.swift only (which is why they are not `private`). No run-time
    // exclusivity check (docs/Performance.md): each change is a single statement that calls no other
    // code, so no access overlaps another.
    /// The contacts down, in the order they began: what the tracker has as touches down.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) var down: [ContactDown] = []
    /// The time of the sequence's last frame the tracker got (while ``down`` is not empty).
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) var sequenceTime: TimeInterval = 0
    /// Contacts down but deliberately ignored since they began (a non-finite location, too many
    /// touches); their moves and lift are absorbed quietly.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) var ignoredContactIDs = Set<Int>()

    init(application: UIApplication, tracker: TouchTracker) {
        self.application = Unretained(application, heldBy: "the application, which owns its stages")
        self.tracker = Unretained(tracker, heldBy: "the application, which owns its stages")
    }

    /// A finite timestamp: a NaN or infinite one is replaced by the last one seen. (The usual case
    /// inlined into the caller: one store.)
    @inline(__always)
    func timestamp(_ timestamp: TimeInterval) -> TimeInterval {
        if timestamp.isFinite {
            lastTimestamp = timestamp
            return timestamp
        }
        return repairedTimestamp(timestamp)
    }

    private func repairedTimestamp(_ timestamp: TimeInterval) -> TimeInterval {
        application.object.report(.init(kind: .nonFiniteTimestamp, resolution: .repaired,
                                 message: "timestamp \(timestamp) replaced by the last valid one, \(lastTimestamp)"))
        return lastTimestamp
    }

    /// A touch frame with nothing in it is dropped.
    func reportEmptyFrame() {
        application.object.report(
            .init(kind: .emptyFrame, resolution: .dropped, message: "a touch frame with no contacts"))
    }

    /// Whether the frame can be dispatched as it is: no contact id repeats and no hover phase
    /// (the usual frame; nothing allocated).
    static func isOneBatch(_ contacts: [TouchInput]) -> Bool {
        for contact in contacts where contact.phase.isHoverPhase { return false }
        return !InputSanitizer.repeatsAnID(contacts)
    }

    /// The frame's touch contacts, split where a contact id repeats (one id may appear once per
    /// dispatch), without the hover phases touches never have.
    func batches(of contacts: [TouchInput]) -> [[TouchInput]] {
        var batches: [[TouchInput]] = []
        var batch: [TouchInput] = []
        var idsInBatch = Set<Int>()
        for contact in contacts {
            if contact.phase.isHoverPhase {
                application.object.report(.init(
                    kind: .hoverPhaseInTouchFrame, resolution: .dropped, touchID: contact.id,
                    message: "contact \(contact.id) has hover phase \(contact.phase), which touches never have"))
                continue
            }
            if !idsInBatch.insert(contact.id).inserted {
                application.object.report(.init(
                    kind: .repeatedTouchInFrame, resolution: .repaired, touchID: contact.id,
                    message: "contact \(contact.id) appears twice in one frame; the frame is split in two"))
                batches.append(batch)
                batch.removeAll()
                idsInBatch = [contact.id]
            }
            batch.append(contact)
        }
        if !batch.isEmpty { batches.append(batch) }
        return batches
    }

    /// Whether the contact's force and radius are valid as they are (the usual case: finite, not
    /// negative). Static, so the check costs the caller no reference to the sanitiser.
    @inline(__always)
    static func measurementsAreValid(_ contact: TouchInput) -> Bool {
        contact.force.isFinite && contact.force >= 0 && contact.majorRadius.isFinite && contact.majorRadius >= 0
    }

    /// The contact's force and radius, an invalid one (NaN, infinite, negative) made 0.
    func repairedMeasurements(of contact: TouchInput) -> (force: CGFloat, radius: CGFloat) {
        var force = contact.force, radius = contact.majorRadius
        application.object.report(.init(
            kind: .invalidForceOrRadius, resolution: .repaired, touchID: contact.id,
            message: "contact \(contact.id) has force \(force) and radius \(radius); invalid values become 0"))
        if !(force.isFinite && force >= 0) { force = 0 }
        if !(radius.isFinite && radius >= 0) { radius = 0 }
        return (force, radius)
    }

    /// Whether a contact id appears twice in `contacts` (pairwise for a hand's worth of fingers,
    /// with a set beyond).
    static func repeatsAnID(_ contacts: [TouchInput]) -> Bool {
        if contacts.count <= 16 {
            var i = 0
            while i < contacts.count {
                var j = i + 1
                while j < contacts.count {
                    if contacts[i].id == contacts[j].id { return true }
                    j += 1
                }
                i += 1
            }
            return false
        }
        var seen = Set<Int>(minimumCapacity: contacts.count)
        for contact in contacts where !seen.insert(contact.id).inserted { return true }
        return false
    }
}

extension UITouch.Phase {
    /// The pointer's hover phases, which a touch never has.
    var isHoverPhase: Bool { self == .regionEntered || self == .regionMoved || self == .regionExited }
}
