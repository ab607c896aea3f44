import Foundation

/// What touch delivery reuses from one frame to the next, so that a finger moving over a view costs
/// no heap allocation in steady state.
///
/// - Buffers (the frame's changed touches, the views and the recognizers to deliver to, one receiver's
///   touches of one phase), taken while in use
///   and given back emptied with their capacity; a nested delivery (a handler that makes another
///   happen) finds them taken and uses fresh ones.
/// - Per view and per gesture recognizer, the set last handed to its handler, with the touches it holds: when the next
///   call has
///   the same touches (the same fingers moving on), the same set is handed again — a `Set` is a value, so a
///   handler that keeps or changes it is unaffected. Cleared when the touch sequence ends, so it
///   never keeps a touch alive past its sequence.
@preconcurrency @MainActor
final class DeliveryCache {
    let changed = ReusableBuffer<UITouch>()
    let views = ReusableBuffer<UIView>()
    let recognizers = ReusableBuffer<UIGestureRecognizer>()
    let recognizerTouches = ReusableBuffer<UITouch>()
    let phase = ReusableBuffer<UITouch>()
    /// Per receiver (view or recognizer): the touches of the set last handed to it, and that set.
    /// A short list searched by identity rather than a dictionary: a sequence has a handful of
    /// receivers, and comparing a few pointers costs less than hashing one. Bounded: past
    /// `maximumEntries` receivers it starts again. Unchecked exclusivity (docs/Performance.md): only
    /// this class touches the list, and no access to it calls other code.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) private var lastSets: [LastSet] = []
    private static let maximumEntries = 64

    private struct LastSet {
        let receiver: ObjectIdentifier
        var touches: [UITouch]
        var set: Set<UITouch>
    }

    /// A set of `touches` for `receiver` (a view or a gesture recognizer): the last one handed to it
    /// if it holds exactly these touches. (Handing a set to another receiver than the one it was made
    /// for would do no harm either: a `Set` is a value; the receiver only keeps the hit rate up.)
    func set(of touches: [UITouch], for receiver: AnyObject) -> Set<UITouch> {
        let key = ObjectIdentifier(receiver)
        let index = entryIndex(of: key)
        if index < lastSets.count, lastSets[index].touches.count == touches.count {
            let last = lastSets[index].touches
            var same = true
            var i = 0
            while i < touches.count {
                if touches[i] !== last[i] { same = false; break }
                i += 1
            }
            if same { return lastSets[index].set }
        }
        let set = Set(touches)
        if index < lastSets.count {
            lastSets[index].touches = touches
            lastSets[index].set = set
        } else {
            if lastSets.count >= DeliveryCache.maximumEntries { lastSets.removeAll(keepingCapacity: true) }
            lastSets.append(LastSet(receiver: key, touches: touches, set: set))
        }
        return set
    }

    /// ``set(of:for:)`` for `touch`, `event`'s only touch: the cached set is found by comparing the
    /// touch alone, and the event's list is read (and retained) only when a new set must be made.
    func set(ofOnly touch: UITouch, of event: UIEvent, for receiver: AnyObject) -> Set<UITouch> {
        let index = entryIndex(of: ObjectIdentifier(receiver))
        if index < lastSets.count, lastSets[index].touches.count == 1, lastSets[index].touches[0] === touch {
            return lastSets[index].set
        }
        // The event's list is the touch alone unless a handler or recognizer changed it meanwhile;
        // sharing it saves making a list.
        let list = event.touchList
        return set(of: list.count == 1 && list[0] === touch ? list : [touch], for: receiver)
    }

    /// The index of `key`'s entry in `lastSets`, or `lastSets.count` when it has none.
    @inline(__always)
    private func entryIndex(of key: ObjectIdentifier) -> Int {
        var index = 0
        while index < lastSets.count, lastSets[index].receiver != key { index += 1 }
        return index
    }

    /// Lets go of the sets' touches (the sequence ended).
    func clear() {
        if !lastSets.isEmpty { lastSets.removeAll(keepingCapacity: true) }
    }
}

/// An array whose capacity is kept from one use to the next. `take()` hands the storage out, leaving
/// an empty array behind, so a nested user (a handler that causes another delivery) gets a fresh one
/// instead of the one in use; `giveBack(_:)` empties it and keeps it for next time.
@preconcurrency @MainActor
final class ReusableBuffer<Element> {
    /// Only ever swapped in and out (no code runs while it is accessed): unchecked exclusivity.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) private var storage: [Element] = []

    func take() -> [Element] {
        var buffer: [Element] = []
        swap(&buffer, &storage)
        return buffer
    }

    func giveBack(_ buffer: inout [Element]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &storage)
    }
}
