import Foundation

/// One step of an event's journey, as the tracer records it: structured and `Sendable`, so tools can
/// filter it, print it or draw it (ResponderKit's own addition; UIKit has none).
public struct TraceRecord: Sendable, Equatable, CustomStringConvertible {
    /// Increases by one per record, from the tracer's start.
    public var sequence: Int
    /// What happened.
    public var kind: Kind

    public init(sequence: Int, kind: Kind) {
        self.sequence = sequence
        self.kind = kind
    }

    /// What a record says.
    public enum Kind: Sendable, Equatable {
        /// Raw input was taken from the queue.
        case input(String)
        /// Hit-testing asked `view` with `point` in its coordinates, and decided `verdict`.
        case hitTestVisit(view: ResponderName, point: CGPoint, verdict: HitTestVerdict)
        /// The hit-test view a window found for a new touch (`nil`: none in that window).
        case hitTestResult(window: ResponderName, view: ResponderName?, point: CGPoint)
        /// A responder was sent an event method (`touchesBegan`, `motionBegan`, …) with these touches.
        case delivered(to: ResponderName, method: String, touchIDs: [Int])
        /// A responder's default implementation handed the event to its `next` responder.
        case forwarded(from: ResponderName, to: ResponderName, method: String)
        /// The event reached the end of the responder chain unhandled and was dropped.
        case droppedAtEndOfChain(last: ResponderName, method: String)
        /// A window's first responder changed.
        case firstResponderChanged(window: ResponderName, from: ResponderName?, to: ResponderName?)
        /// A control sent the actions for a control event.
        case controlEvent(control: ResponderName, event: String)
        /// A gesture recognizer changed state.
        case recognizerState(recognizer: String, view: ResponderName?, from: String, to: String)
        /// Touches of a view were cancelled (why: a recognizer, the view left its window, an interruption).
        case touchesCancelled(view: ResponderName, reason: String)
        /// A recognizer held back a touch's beginning or ending from its view.
        case touchHeldBack(view: ResponderName, phase: String, touchIDs: [Int])
        /// A beginning or ending held back earlier goes to its view now: no recognizer holds it any more.
        case touchReleased(view: ResponderName, phase: String, touchIDs: [Int])
        /// A touch whose view never saw it begin ends without reaching the view (why: `reason`).
        case touchDiscarded(view: ResponderName, touchIDs: [Int], reason: String)
    }

    public var description: String {
        switch kind {
        case let .input(text): return "input: \(text)"
        case let .hitTestVisit(view, point, verdict):
            return "hitTest \(view) at \(TraceFormat.point(point)): \(verdict)"
        case let .hitTestResult(window, view, point):
            return "hit-test view in \(window) at \(TraceFormat.point(point)): \(view.map { "\($0)" } ?? "none")"
        case let .delivered(to, method, ids):
            return "\(to).\(method)(\(ids.isEmpty ? "" : "touches \(ids.map(String.init).joined(separator: ", "))"))"
        case let .forwarded(from, to, method): return "  \(from) → \(to) (\(method), by default)"
        case let .droppedAtEndOfChain(last, method): return "  \(method) left \(last), the end of the chain: dropped"
        case let .firstResponderChanged(window, from, to):
            return "first responder of \(window): \(from.map { "\($0)" } ?? "none") → \(to.map { "\($0)" } ?? "none")"
        case let .controlEvent(control, event): return "\(control) sends .\(event)"
        case let .recognizerState(recognizer, view, from, to):
            return "\(recognizer)\(view.map { " on \($0)" } ?? ""): \(from) → \(to)"
        case let .touchesCancelled(view, reason): return "\(view).touchesCancelled — \(reason)"
        case let .touchHeldBack(view, phase, _): return "\(view): touch \(phase) held back by a recognizer"
        case let .touchReleased(view, phase, ids):
            return "\(view): held-back touch \(phase) released (touches \(TraceFormat.ids(ids)))"
        case let .touchDiscarded(view, ids, reason):
            return "\(view) never gets touches \(TraceFormat.ids(ids)): \(reason)"
        }
    }
}

enum TraceFormat {
    static func number(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.3g", Double(v))
    }

    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// A frame as `(x, y, width, height)`, to the hundredth of a point (frames are read against taps).
    static func rect(_ r: CGRect) -> String {
        func precise(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.2f", Double(v))
        }
        return "(\(precise(r.minX)), \(precise(r.minY)), \(precise(r.width)), \(precise(r.height)))"
    }

    static func ids(_ ids: [Int]) -> String { ids.map(String.init).joined(separator: ", ") }
}
