import Foundation

/// The first stage after the queue: what raw input cannot be, it repairs or drops, with an
/// ``InputDiagnostic`` saying which (docs/Reliability.md).
///
/// It needs no touch to decide: a timestamp that is NaN or infinite takes the last valid one; a frame
/// with no contacts is dropped; a frame that repeats a contact id is split in two, in order, so a
/// press and a release in one frame become two; a hover phase in a touch frame is dropped; a force or
/// radius that is NaN, infinite or negative becomes 0. What needs the touches — a contact that moves
/// without having begun, a second "began", time running back within a sequence, a non-finite location
/// — the tracker (TouchTracker.swift) checks.
@preconcurrency @MainActor
final class InputSanitizer {
    /// The application that owns this part and outlives it (docs/Performance.md on `unowned(unsafe)`).
    unowned(unsafe) let application: UIApplication
    /// The last finite timestamp seen on any input.
    @exclusivity(unchecked) private(set) var lastTimestamp: TimeInterval = 0

    init(application: UIApplication) {
        self.application = application
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
        application.report(.init(kind: .nonFiniteTimestamp, resolution: .repaired,
                                 message: "timestamp \(timestamp) replaced by the last valid one, \(lastTimestamp)"))
        return lastTimestamp
    }

    /// A touch frame with nothing in it is dropped.
    func reportEmptyFrame() {
        application.report(.init(kind: .emptyFrame, resolution: .dropped, message: "a touch frame with no contacts"))
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
                application.report(.init(
                    kind: .hoverPhaseInTouchFrame, resolution: .dropped, touchID: contact.id,
                    message: "contact \(contact.id) has hover phase \(contact.phase), which touches never have"))
                continue
            }
            if !idsInBatch.insert(contact.id).inserted {
                application.report(.init(
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
        application.report(.init(
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
