/// Why a ``Solver`` operation was refused. Every refusal leaves the solver as it was and usable.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint (or a constant change of one) cannot hold together with the required
    /// constraints already in the solver. `conflicts` lists `constraint` and the required constraints
    /// whose markers (dummy or slack symbols) appear in the row that could not be satisfied — best
    /// effort: enough to print UIKit's "Unable to simultaneously satisfy constraints", not a minimal set.
    case unsatisfiable(constraint: ConstraintID, conflicts: [ConstraintID])
    /// The constraint is already in the solver.
    case duplicateConstraint(ConstraintID)
    /// The handle names no registered constraint, or (for removal) one that is not in the solver.
    case unknownConstraint(ConstraintID)
    /// The variable was not made by this solver, or was given back (``Solver/releaseVariables(_:)``).
    case unknownVariable(Variable)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (their strength below required).
    case requiredEditStrength(Variable)
    /// A coefficient, constant, suggested value or strength was NaN or infinite; nothing was stored.
    case nonFiniteValue(String)
    /// A safety net that should never trip (an unbounded objective, a pivot loop past its bound).
    case internalError(String)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicts):
            "unable to satisfy \(constraint): conflicts with \(conflicts.map(\.description).joined(separator: ", "))"
        case let .duplicateConstraint(c): "\(c) is already in the solver"
        case let .unknownConstraint(c): "\(c) is not in the solver"
        case let .unknownVariable(v): "\(v) was not made by this solver, or was given back (releaseVariables)"
        case let .duplicateEditVariable(v): "\(v) already is an edit variable"
        case let .unknownEditVariable(v): "\(v) is not an edit variable"
        case let .requiredEditStrength(v): "edit variable \(v) cannot be required"
        case let .nonFiniteValue(what): "non-finite value: \(what)"
        case let .internalError(what): "internal solver error: \(what)"
        }
    }
}
