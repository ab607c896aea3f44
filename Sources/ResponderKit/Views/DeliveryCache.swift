import Foundation

/// What touch delivery reuses from one frame to the next, so that a finger moving over a view costs
/// no heap allocation in steady state.
///
/// - Buffers (the frame's changed touches, the views and the recognizers to deliver to, one receiver's
///   touches of one phase), taken while in use
///   and given back emptied with their capacity; a nested delivery (a handler that makes another
///   happen) finds them taken and uses fresh ones.
/// - Per view and per gesture recognizer, the set last handed to its handler, with the touches it holds: when the next call has
///   the same touches (the same fingers moving on), the same set is handed again — a `Set` is a value, so a
///   handler that keeps or changes it is unaffected. Cleared when the touch sequence ends, so it
///   never keeps a touch alive past its sequence.
@MainActor
final class DeliveryCache {
    private var changed: [UITouch] = []
    private var views: [UIView] = []
    private var recognizers: [UIGestureRecognizer] = []
    private var recognizerTouches: [UITouch] = []
    private var phase: [UITouch] = []
    /// Per view: the touches of the set last handed to it, and that set.
    private var lastSets: [ObjectIdentifier: (touches: [UITouch], set: Set<UITouch>)] = [:]

    func takeChanged() -> [UITouch] {
        var buffer: [UITouch] = []
        swap(&buffer, &changed)
        return buffer
    }

    func giveBack(changed buffer: inout [UITouch]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &changed)
    }

    func takeViews() -> [UIView] {
        var buffer: [UIView] = []
        swap(&buffer, &views)
        return buffer
    }

    func giveBack(views buffer: inout [UIView]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &views)
    }

    func takeRecognizers() -> [UIGestureRecognizer] {
        var buffer: [UIGestureRecognizer] = []
        swap(&buffer, &recognizers)
        return buffer
    }

    func giveBack(recognizers buffer: inout [UIGestureRecognizer]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &recognizers)
    }

    func takeRecognizerTouches() -> [UITouch] {
        var buffer: [UITouch] = []
        swap(&buffer, &recognizerTouches)
        return buffer
    }

    func giveBack(recognizerTouches buffer: inout [UITouch]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &recognizerTouches)
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

    /// A set of `touches` for `receiver` (a view or a gesture recognizer): the last one handed to it
    /// if it holds exactly these touches.
    func set(of touches: [UITouch], for receiver: AnyObject) -> Set<UITouch> {
        let key = ObjectIdentifier(receiver)
        if let last = lastSets[key], last.touches.count == touches.count {
            var same = true
            var i = 0
            while i < touches.count {
                if touches[i] !== last.touches[i] { same = false; break }
                i += 1
            }
            if same { return last.set }
        }
        let set = Set(touches)
        lastSets[key] = (touches, set)
        return set
    }

    /// Lets go of the sets' touches (the sequence ended).
    func clear() {
        if !lastSets.isEmpty { lastSets.removeAll(keepingCapacity: true) }
    }
}
