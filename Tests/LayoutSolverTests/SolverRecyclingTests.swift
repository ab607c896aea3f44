import Testing
@testable import LayoutSolver

/// Variables given back and reused: screens that come and go leave the solver no larger, and the
/// screens still alive keep their answers.
@Suite struct SolverRecyclingTests {
    /// One screen: a chain of rows hanging from `root` and a pair of equal widths sharing 100 points
    /// (a system no single equation solves). Both join `root`'s component, which therefore enters the
    /// tableau: these screens exercise the tableau's side of a rebuild.
    struct Screen {
        var variables: [Variable] = []
        var constraints: [ConstraintID] = []

        init(on solver: Solver, root: Variable, rows: Int) throws {
            (variables, constraints) = try chain(on: solver, from: root, rows: rows)
            let a = solver.makeVariable(), b = solver.makeVariable()
            variables += [a, b]
            constraints.append(try solver.addConstraint(Constraint(a, .equal, Expression(b))))
            constraints.append(try solver.addConstraint(Constraint(a + b, .equal, root + 100)))
        }

        /// Whether the solver gives this screen's answer (`root` at `rootValue`).
        func holds(in solver: Solver, rootValue: Double) -> Bool {
            let rows = variables.count - 2
            for (k, top) in variables.prefix(rows).enumerated()
            where solver.value(of: top) != rootValue + Double(10 * (k + 1)) {
                return false
            }
            let half = (rootValue + 100) / 2
            return abs(solver.value(of: variables[rows]) - half) < 1e-9
                && abs(solver.value(of: variables[rows + 1]) - half) < 1e-9
        }

        func leave(_ solver: Solver) {
            solver.discardConstraints(constraints)
            solver.releaseVariables(variables)
        }
    }

    @Test(arguments: [false, true])
    func screensThatComeAndGoLeaveTheSolverNoLarger(propagatesFirst: Bool) throws {
        let solver = Solver(propagatesFirst: propagatesFirst)
        let root = solver.makeVariable()
        try solver.addConstraint(Constraint(root, .equal, 0))
        // A screen that stays for the whole run, in the same component as every screen that goes.
        let kept = try Screen(on: solver, root: root, rows: 10)
        for _ in 0..<60 {
            let screen = try Screen(on: solver, root: root, rows: 40)
            #expect(screen.holds(in: solver, rootValue: 0))
            screen.leave(solver)
        }
        #expect(solver.variableCount < 600, "\(solver.variableCount) variable indices for 13 live ones: not reused")
        #expect(solver.liveVariableCount == 13)
        #expect(kept.holds(in: solver, rootValue: 0))
        // The kept screen still follows a change.
        try solver.addConstraint(Constraint(root, .equal, 20, strength: .strong))
        #expect(kept.holds(in: solver, rootValue: 0), "the required pin holds the root")
        let last = try Screen(on: solver, root: root, rows: 40)
        #expect(last.holds(in: solver, rootValue: 0))
        solver.updateVariables()
        #expect(solver.values[Int(last.variables[39].index)] == 400)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func provedScreensSplitFromTheOnesThatWentAndFollowChanges() throws {
        let solver = Solver(propagatesFirst: true)
        let root = solver.makeVariable()
        let pin = try solver.addConstraint(Constraint(root, .equal, 0))
        let kept = try chain(on: solver, from: root, rows: 10)
        for _ in 0..<40 {
            let screen = try chain(on: solver, from: root, rows: 30)
            #expect(solver.value(of: screen.variables[29]) == 300)
            solver.discardConstraints(screen.constraints)
            // A change waits unread while the variables go back (and the components are rebuilt):
            // the pin reads `root + 5 == 0`.
            try solver.setConstant(pin, 5)
            solver.releaseVariables(screen.variables)
            #expect(solver.value(of: kept.variables[9]) == 95, "a change made before the rebuild is solved")
            try solver.setConstant(pin, 0)
        }
        #expect(solver.variableCount < 400)
        #expect(solver.isPropagating, "every screen was proved: nothing entered the tableau")
        let added = solver.makeVariable()
        try solver.addConstraint(Constraint(added, .equal, kept.variables[9] + 1))
        try solver.setConstant(pin, -20)
        #expect(solver.value(of: added) == 121)
        #expect(solver.value(of: kept.variables[0]) == 30)
        // The eager solver, given the same system, agrees.
        let eager = Solver()
        let eagerRoot = eager.makeVariable()
        try eager.addConstraint(Constraint(eagerRoot, .equal, 20))
        let eagerKept = try chain(on: eager, from: eagerRoot, rows: 10)
        #expect(eager.value(of: eagerKept.variables[9]) == solver.value(of: kept.variables[9]))
    }

    @Test func aGivenBackVariableIsRefusedUntilMadeAgain() throws {
        let solver = Solver(propagatesFirst: true)
        var given: [Variable] = []
        for _ in 0..<300 { given.append(solver.makeVariable()) }
        let x = given[0]
        solver.releaseVariables([x])
        var refused = false
        do { try solver.addConstraint(Constraint(x, .equal, 1)) } catch {
            if case .unknownVariable = error { refused = true }
        }
        #expect(refused)
        var editRefused = false
        do { try solver.addEditVariable(x, strength: .strong) } catch {
            if case .unknownVariable = error { editRefused = true }
        }
        #expect(editRefused)
        // The rest go back too (enough for a rebuild); made again, every index is usable.
        solver.releaseVariables(given.dropFirst())
        var made: [Variable] = []
        for _ in 0..<300 { made.append(solver.makeVariable()) }
        #expect(solver.variableCount == 300)
        #expect(made.contains(x))
        try solver.addConstraint(Constraint(x, .equal, 1))
        #expect(solver.value(of: x) == 1)
    }

    @Test(arguments: [false, true])
    func aVariableStillNamedIsNotReused(propagatesFirst: Bool) throws {
        let solver = Solver(propagatesFirst: propagatesFirst)
        let named = solver.makeVariable()
        try solver.addConstraint(Constraint(named, .equal, 7))
        var unnamed: [Variable] = []
        for _ in 0..<400 { unnamed.append(solver.makeVariable()) }
        // The caller's mistake: a variable given back while a constraint still names it.
        solver.releaseVariables(unnamed + [named])
        #expect(solver.value(of: named) == 7)
        var made: [Variable] = []
        for _ in 0..<400 { made.append(solver.makeVariable()) }
        #expect(!made.contains(named), "a variable a live constraint names is never handed out again")
        #expect(Set(made.map(\.index)) == Set(unnamed.map(\.index)), "the unnamed ones are reused")
        let y = made[0]
        try solver.addConstraint(Constraint(y + made[1], .equal, 8))
        try solver.addConstraint(Constraint(y, .equal, Expression(made[1])))
        #expect(solver.value(of: y) == 4)
        #expect(solver.value(of: named) == 7, "its constraint keeps working")
        #expect(solver.invariantViolations().isEmpty)
    }
}

/// A chain of `rows` variables hanging from `root`, 10 apart: alone in its component, propagation
/// proves it.
private func chain(
    on solver: Solver, from root: Variable, rows: Int
) throws -> (variables: [Variable], constraints: [ConstraintID]) {
    var variables: [Variable] = [], constraints: [ConstraintID] = []
    var above = root
    for _ in 0..<rows {
        let top = solver.makeVariable()
        variables.append(top)
        constraints.append(try solver.addConstraint(Constraint(top, .equal, above + 10)))
        above = top
    }
    return (variables, constraints)
}
