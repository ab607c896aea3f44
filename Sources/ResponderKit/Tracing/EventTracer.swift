import DequeModule
import Foundation

/// Records where every event goes and why — ResponderKit's answer to "why doesn't my view get the
/// touch?", which UIKit leaves to print statements.
///
/// Install one with `UIApplication.shared.tracer = EventTracer()`. The application then reports each
/// step to it: raw input taken from the queue, every view hit-testing visited with its verdict
/// (hidden, alpha below 0.01, interaction disabled, point outside, `hitTest` overridden, chosen), the
/// hit-test view per window, each delivery, each hand-off to `next`, events dropped at the end of the
/// chain, first-responder changes, control events, recognizer state changes, cancelled and held-back
/// touches. Records are structured (``TraceRecord``) and kept in a ring buffer of `capacity` records.
///
/// With no tracer installed nothing is recorded, and each reporting point costs one branch on the
/// current application's switches (Application/ApplicationContext.swift). Each application has its
/// own tracer.
@preconcurrency @MainActor
public final class EventTracer {
    /// The most records kept; older ones are dropped first.
    public let capacity: Int
    /// Called with every record as it is made (for live logs).
    public var onRecord: ((TraceRecord) -> Void)?

    private var buffer = Deque<TraceRecord>()
    private var nextSequence = 0
    /// Views whose default `hitTest` ran during the current hit-test, and what it returned.
    var defaultHitTestResults: [ObjectIdentifier: UIView?] = [:]

    public init(capacity: Int = 4096) {
        self.capacity = max(capacity, 1)
    }

    /// The records kept, oldest first.
    public var records: [TraceRecord] { Array(buffer) }

    /// Forgets every record.
    public func clear() { buffer.removeAll() }

    func record(_ kind: TraceRecord.Kind) {
        let record = TraceRecord(sequence: nextSequence, kind: kind)
        nextSequence += 1
        if buffer.count >= capacity { buffer.removeFirst() }
        buffer.append(record)
        onRecord?(record)
    }

    // MARK: Hit-testing

    /// The default `hitTest` of `view` ran and answered `result`.
    func defaultHitTestRan(_ view: UIView, result: UIView?) {
        defaultHitTestResults[ObjectIdentifier(view)] = .some(result)
    }

    /// A view's `hitTest` is about to be asked (by its parent's default or by the application).
    func willAskHitTest(_ view: UIView) {
        defaultHitTestResults[ObjectIdentifier(view)] = nil
    }

    /// A view's `hitTest` answered: if its default did not run, or answered otherwise, the view's
    /// class overrides `hitTest` and its answer is recorded as such.
    func didAskHitTest(_ view: UIView, point: CGPoint, result: UIView?) {
        let key = ObjectIdentifier(view)
        let defaultAnswer = defaultHitTestResults[key]
        defaultHitTestResults[key] = nil
        let overridden: Bool
        if let defaultAnswer { overridden = defaultAnswer !== result } else { overridden = true }
        if overridden {
            record(
                .hitTestVisit(
                    view: ResponderName(view), point: point,
                    verdict: .overridden(returned: result.map(ResponderName.init))))
        }
    }
}

extension EventTracer {
    /// A default event method of `responder` is about to pass the event to `next`.
    func forwarding(from responder: UIResponder, method: String) {
        if let next = responder.next {
            record(.forwarded(from: ResponderName(responder), to: ResponderName(next), method: method))
        } else {
            record(.droppedAtEndOfChain(last: ResponderName(responder), method: method))
        }
    }
}

/// Short descriptions of input and control events for trace records.
enum TraceDescription {
    static func of(_ input: RawInput) -> String {
        switch input {
        case let .touches(contacts, timestamp):
            let parts = contacts.map { "\($0.id) \($0.phase) at \(TraceFormat.point($0.location))" }
            return "touches [\(parts.joined(separator: ", "))] t=\(timestamp)"
        case let .motionBegan(subtype, _): return "motion began \(subtype)"
        case let .motionEnded(subtype, _): return "motion ended \(subtype)"
        case let .motionCancelled(subtype, _): return "motion cancelled \(subtype)"
        case let .remoteControl(subtype, _): return "remote control \(subtype)"
        case .cancelAllTouches: return "system interruption"
        case let .timePassed(timestamp): return "time passed t=\(timestamp)"
        case let .keyDown(key, _): return "key down \(key.keyCode)"
        case let .keyUp(key, _): return "key up \(key.keyCode)"
        case let .scroll(scroll, _):
            return
                "\(scroll.source) scroll \(scroll.phase) by \(TraceFormat.point(scroll.delta)) at "
                    + "\(TraceFormat.point(scroll.location))"
        case let .pointerMoved(location, _): return "pointer moved to \(TraceFormat.point(location))"
        case .pointerExited: return "pointer left the window"
        case .interruptionEnded: return "interruption ended"
        case .enteredBackground: return "entered the background"
        case .enteringForeground: return "entering the foreground"
        case .memoryWarning: return "memory warning"
        case let .orientationChanged(orientation, _): return "device turned to \(orientation)"
        case let .screenResized(size, _):
            return "screen resized to \(TraceFormat.number(size.width))×\(TraceFormat.number(size.height))"
        case let .userInterfaceStyleChanged(style, _): return "interface style turned \(style)"
        case let .contentSizeCategoryChanged(category, _): return "text size became \(category.rawValue)"
        case let .sceneActivated(identifier, _): return "scene \(identifier) took the focus"
        case let .sceneTargeted(identifier, _): return "input from scene \(identifier)"
        case let .sceneClosed(identifier, _): return "scene \(identifier) closed"
        case let .transform(transform, _):
            return
                "trackpad \(transform.phase): scale \(transform.scale), rotation \(transform.rotation) at "
                    + "\(TraceFormat.point(transform.location))"
        }
    }

    static func of(_ events: UIControl.Event) -> String {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        let found = names.filter { events.contains($0.0) }.map(\.1)
        return found.isEmpty ? "event(\(events.rawValue))" : found.joined(separator: "+")
    }
}
