@testable import LayoutSolver

/// Runs `body` and returns the constraint and conflicts of the unsatisfiable error it threw, or nil
/// when it threw nothing or another error. (A `catch let SolverError.unsatisfiable(...)` clause crashes
/// Swift 6.3's SIL ownership verifier on typed throws, so the tests take the error apart here.)
func unsatisfiable(_ body: () throws(SolverError) -> Void) -> (constraint: ConstraintID, conflicts: [ConstraintID])? {
    do {
        try body()
        return nil
    } catch {
        guard case let .unsatisfiable(constraint, conflicts) = error else { return nil }
        return (constraint, conflicts)
    }
}
