import Foundation

/// Where one touch stands with its view: what the view has heard of it, and what it is still owed.
///
/// One value per touch, kept in ``TouchDeliveryRecord`` and changed only by its transitions, each of
/// which checks where it starts from. The whole life of a delivered touch:
///
///     notDelivered ──assign──▶ awaitingBegan ──deliverBegan──▶ live ──deliverEnding──▶ finished
///       (no view: no hit,           │                          │   ▲                   ▲
///        B49/B50, ignoring)    holdBegan (B114)         holdEnding │ deliverEnding      │
///                                   ▼                    (B115)  ▼   │                   │
///                              beganHeldBack ──deliverBegan──▶ live  endHeldBack ─────────┘
///                                   │ holdEnding
///                                   ▼
///                          liftedWhileHeldBack ──deliverBegan──▶ endHeldBack
///
///     any owed state whose view never saw `touchesBegan` ──dropSilently──▶ finished
///
/// `notDelivered` and `finished` are final: a touch in either gets no call of its view's touch
/// methods. Moves are not transitions: a `live` touch's view gets them, no other state's does.
enum TouchDeliveryState: UInt8, Sendable, CustomStringConvertible {
    /// The touch has no view to hear of it: no hit-test view, refused by the multiple- or
    /// exclusive-touch rules (B49, B50), or begun while the application ignored interaction (B54).
    case notDelivered
    /// Its view is owed `touchesBegan`.
    case awaitingBegan
    /// A recognizer holds its beginning back from the view (B114).
    case beganHeldBack
    /// It lifted while its beginning was still held back: the view is owed both, in that order.
    case liftedWhileHeldBack
    /// The view has seen `touchesBegan` and gets the touch's moves.
    case live
    /// It lifted; a recognizer holds `touchesEnded` back from the view (B115).
    case endHeldBack
    /// The view heard the touch's ending, or will never hear of it again.
    case finished

    /// Whether the view is still owed something of this touch.
    var isOwed: Bool {
        switch self {
        case .awaitingBegan, .beganHeldBack, .liftedWhileHeldBack, .live, .endHeldBack: true
        case .notDelivered, .finished: false
        }
    }

    /// Whether the view has seen the touch begin and not yet end: a cancellation must reach it.
    var viewSawBegan: Bool { self == .live || self == .endHeldBack }

    /// Whether a recognizer holds back the touch's beginning.
    var beganIsHeldBack: Bool { self == .beganHeldBack || self == .liftedWhileHeldBack }

    /// Whether a recognizer holds back something of the touch (its beginning or its ending).
    var isHeldBack: Bool { self == .beganHeldBack || self == .liftedWhileHeldBack || self == .endHeldBack }

    var description: String {
        switch self {
        case .notDelivered: "notDelivered"
        case .awaitingBegan: "awaitingBegan"
        case .beganHeldBack: "beganHeldBack"
        case .liftedWhileHeldBack: "liftedWhileHeldBack"
        case .live: "live"
        case .endHeldBack: "endHeldBack"
        case .finished: "finished"
        }
    }
}

/// A touch's ``TouchDeliveryState`` and the only ways to change it.
///
/// Each transition states where it may start. A call from anywhere else is a bug in ResponderKit's
/// delivery, never in the app: debug builds stop at the `assert` with a sentence saying what went
/// wrong; release builds leave the state as it was and return `false`, and the caller reports an
/// ``Diagnostic`` of kind `.illegalDeliveryTransition` and carries on.
struct TouchDeliveryRecord: Sendable {
    /// Where the touch stands with its view.
    private(set) var state: TouchDeliveryState = .notDelivered

    /// A hit-test view was found and the touch may go to it: it is owed `touchesBegan`.
    mutating func assign() -> Bool {
        let now = state
        return move(from: now == .notDelivered, to: .awaitingBegan,
             "assign: a touch is given its view once, when it begins; it was already \(now)")
    }

    /// The view is about to get `touchesBegan` (now, or released after a recognizer held it back).
    /// A touch that lifted meanwhile still owes its ending.
    mutating func deliverBegan() -> Bool {
        let now = state
        switch now {
        case .awaitingBegan, .beganHeldBack: return move(from: true, to: .live, "")
        case .liftedWhileHeldBack: return move(from: true, to: .endHeldBack, "")
        default:
            return move(from: false, to: now,
                        "deliverBegan: only a touch owed its beginning can begin in its view; it was \(now)")
        }
    }

    /// A recognizer holds the beginning back (B114).
    mutating func holdBegan() -> Bool {
        let now = state
        return move(from: now == .awaitingBegan, to: .beganHeldBack,
             "holdBegan: only a beginning not yet delivered can be held back; the touch was \(now)")
    }

    /// The touch lifted and a recognizer holds its ending back (B115), or it lifted while its
    /// beginning was held back.
    mutating func holdEnding() -> Bool {
        let now = state
        switch now {
        case .live: return move(from: true, to: .endHeldBack, "")
        case .beganHeldBack: return move(from: true, to: .liftedWhileHeldBack, "")
        default:
            return move(from: false, to: now,
                        "holdEnding: only a touch its view is following can have its ending held back; it was \(now)")
        }
    }

    /// The view is about to get `touchesEnded` or `touchesCancelled`; marked before the call, so a
    /// handler that removes its own view does not cause a second ending.
    mutating func deliverEnding() -> Bool {
        let now = state
        return move(from: now.viewSawBegan, to: .finished,
             "deliverEnding: only a touch whose view saw it begin can end there; it was \(now)")
    }

    /// The view never saw the touch begin, and now never will: it ends without a call.
    mutating func dropSilently() -> Bool {
        let now = state
        return move(from: now == .awaitingBegan || now == .beganHeldBack || now == .liftedWhileHeldBack, to: .finished,
             "dropSilently: only a touch whose view has not seen it begin can end silently; it was \(now)")
    }

    private mutating func move(
        from allowed: Bool, to next: TouchDeliveryState, _ problem: @autoclosure () -> String
    ) -> Bool {
        assert(
            allowed,
            "ResponderKit's touch delivery broke its own state machine — \(problem()). Please report this with the "
                + "trace (EventTracer) of the sequence."
        )
        guard allowed else { return false }
        state = next
        return true
    }
}
