import Foundation
import LayoutSolver

/// Why a view is where it is: the constraints that decided its frame, each with what it does in the
/// current solution — a ResponderKit addition (UIKit has no such question; its layout debugger draws
/// frames and lists constraints, but does not connect them to a tap that missed).
///
///     EventTracer.explainFrame(of: view)
///         translatesAutoresizingMaskIntoConstraints ─▶ "set in code" (and the autoresizing mask)
///         placed by constraints ─▶ every active constraint naming the view or one of its guides,
///                                  and its intrinsic size, checked against the solved values:
///                                  deciding (holds, tight) · holds with room · not met · broken
///
/// `EventTracer.explain(window:at:expected:)` adds the deciding constraints when the expected view —
/// or an ancestor of it — missed the point because the point is outside its bounds.
public struct FrameExplanation: Sendable {
    /// What one constraint does in the current solution.
    public enum Status: Sendable, Equatable {
        /// It holds with no room: it decides part of the frame.
        case deciding
        /// It holds with room to spare (an inequality away from its bound): it does not decide.
        case holdsWithRoom(CGFloat)
        /// Optional, and not met by this much: higher priorities won.
        case notMet(CGFloat)
        /// It conflicted with required constraints when it was added ("Unable to simultaneously
        /// satisfy constraints"): active, not enforced.
        case broken
    }

    /// One constraint and what it does.
    public struct Entry: Sendable {
        /// The constraint as UIKit prints it (`<NSLayoutConstraint …>`), or the intrinsic content size.
        public var constraint: String
        public var status: Status
    }

    /// The view explained.
    public var view: ResponderName
    /// Its frame, in its superview's coordinates.
    public var frame: CGRect
    /// Whether constraints place it (`translatesAutoresizingMaskIntoConstraints == false`).
    public var placedByConstraints: Bool
    /// The constraints that name it, deciding ones first.
    public var entries: [Entry]
    /// Whether its frame is not fully decided (``UIView/hasAmbiguousLayout``).
    public var isAmbiguous: Bool

    /// The constraints that decide the frame.
    public var deciding: [String] { entries.filter { $0.status == .deciding }.map(\.constraint) }

    /// One sentence: where the frame comes from.
    public var summary: String {
        guard placedByConstraints else {
            return
                "\(view)'s frame \(TraceFormat.rect(frame)) is set in code "
                    + "(translatesAutoresizingMaskIntoConstraints is true)."
        }
        if entries.isEmpty {
            return
                "\(view)'s frame \(TraceFormat.rect(frame)) has no constraint deciding it "
                    + "(translatesAutoresizingMaskIntoConstraints is false, and nothing names it)."
        }
        var sentence =
            "\(view)'s frame \(TraceFormat.rect(frame)) is decided by "
            + (deciding.isEmpty ? "no constraint that holds tightly" : deciding.joined(separator: ", "))
        if isAmbiguous { sentence += "; it is ambiguous (the constraints allow other frames)" }
        return sentence + "."
    }

    /// The whole account, as lines of text.
    public var text: String {
        var lines = [summary]
        for entry in entries {
            let what: String = switch entry.status {
            case .deciding: "decides it"
            case let .holdsWithRoom(room): "holds, \(TraceFormat.number(room)) pt from its bound"
            case let .notMet(by): "not met by \(TraceFormat.number(by)) pt (higher priorities won)"
            case .broken: "broken: it conflicted with required constraints when added"
            }
            lines.append("  \(entry.constraint): \(what)")
        }
        return lines.joined(separator: "\n")
    }
}

extension EventTracer {
    /// Explains `view`'s frame: the constraints that decided it (run the layout pass first, as a tap
    /// does: `layoutIfNeeded()`; this only reads the last solution).
    public static func explainFrame(of view: UIView) -> FrameExplanation {
        let name = ResponderName(view)
        let state = view.layoutStorage
        guard let state, !state.translates else {
            return FrameExplanation(
                view: name, frame: view.frame, placedByConstraints: false, entries: [], isAmbiguous: false)
        }
        let engine = UIApplication.shared.layoutPass.engineIfMade
        var entries: [FrameExplanation.Entry] = []
        // (`naming` holds the active constraints that name the view or one of its guides.)
        for constraint in state.naming {
            entries.append(.init(constraint: constraint.description, status: status(of: constraint, engine: engine)))
        }
        if let engine, !state.intrinsic.isEmpty {
            let size = state.intrinsicSize
            for id in state.intrinsic {
                guard let solved = engine.solver.constraint(id) else { continue }
                let isWidth = solved.expression.terms.first?.variable == state.variables?.width
                let axis: NSLayoutConstraint.Axis = isWidth ? .horizontal : .vertical
                let value = isWidth ? size.width : size.height
                let kind = solved.relation == .lessThanOrEqual
                    ? "content hugging @\(state.hugging(axis).rawValue)"
                    : "compression resistance @\(state.compression(axis).rawValue)"
                let text =
                    "<intrinsic content size: \(isWidth ? "width" : "height") "
                        + "\(solved.relation == .lessThanOrEqual ? "<=" : ">=") \(TraceFormat.number(value)), \(kind)>"
                entries.append(.init(constraint: text, status: status(of: solved, engine: engine)))
            }
        }
        // Deciding first, then the rest in the order they were made.
        let ordered = entries.filter { $0.status == .deciding } + entries.filter { $0.status != .deciding }
        return FrameExplanation(view: name, frame: view.frame, placedByConstraints: true, entries: ordered,
                                isAmbiguous: view.hasAmbiguousLayout)
    }

    private static func status(of constraint: NSLayoutConstraint, engine: LayoutEngine?) -> FrameExplanation.Status {
        guard let engine, let id = constraint.solverID, let solved = engine.solver.constraint(id) else {
            return .broken
        }
        return status(of: solved, engine: engine)
    }

    /// What a solver constraint (`expression relation 0`) does with the engine's last values.
    private static func status(of solved: Constraint, engine: LayoutEngine) -> FrameExplanation.Status {
        let values = engine.values
        var value = solved.expression.constant
        for term in solved.expression.terms {
            let index = Int(term.variable.index)
            guard index < values.count else { return .broken }
            value += term.coefficient * values[index]
        }
        let tolerance = 1e-6
        switch solved.relation {
        case .equal:
            return abs(value) <= tolerance ? .deciding : .notMet(CGFloat(abs(value)))
        case .lessThanOrEqual:
            if value > tolerance { return .notMet(CGFloat(value)) }
            return value < -tolerance ? .holdsWithRoom(CGFloat(-value)) : .deciding
        case .greaterThanOrEqual:
            if value < -tolerance { return .notMet(CGFloat(-value)) }
            return value > tolerance ? .holdsWithRoom(CGFloat(value)) : .deciding
        }
    }
}
