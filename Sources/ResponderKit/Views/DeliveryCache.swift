import Foundation

/// What touch delivery reuses from one frame to the next, so that a finger moving over a view costs
/// no heap allocation in steady state.
///
/// - Two buffers (the frame's changed touches, one view's touches of one phase), taken while in use
///   and given back emptied with their capacity; a nested delivery (a handler that makes another
///   happen) finds them taken and uses fresh ones.
/// - The set last handed to a handler, with the touches it holds: when the next call has the same
///   touches (the same finger moving on), the same set is handed again — a `Set` is a value, so a
///   handler that keeps or changes it is unaffected. Cleared when the touch sequence ends, so it
///   never keeps a touch alive past its sequence.
@MainActor
final class DeliveryCache {
    private var changed: [UITouch] = []
    private var phase: [UITouch] = []
    private var lastTouches: [UITouch] = []
    private var lastSet: Set<UITouch> = []

    func takeChanged() -> [UITouch] {
        var buffer: [UITouch] = []
        swap(&buffer, &changed)
        return buffer
    }

    func giveBack(changed buffer: inout [UITouch]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &changed)
    }

    func takePhase() -> [UITouch] {
        var buffer: [UITouch] = []
        swap(&buffer, &phase)
        return buffer
    }

    func giveBack(phase buffer: inout [UITouch]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &phase)
    }

    /// A set of `touches`: the last one handed out if it holds exactly these touches.
    func set(of touches: [UITouch]) -> Set<UITouch> {
        if touches.count == lastTouches.count {
            var same = true
            var i = 0
            while i < touches.count {
                if touches[i] !== lastTouches[i] { same = false; break }
                i += 1
            }
            if same { return lastSet }
        }
        let set = Set(touches)
        lastTouches.removeAll(keepingCapacity: true)
        lastTouches.append(contentsOf: touches)
        lastSet = set
        return set
    }

    /// Lets go of the last set's touches (the sequence ended).
    func clear() {
        if !lastTouches.isEmpty {
            lastTouches.removeAll(keepingCapacity: true)
            lastSet = []
        }
    }
}
