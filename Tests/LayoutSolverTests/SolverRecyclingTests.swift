import Testing
@testable import LayoutSolver

/// Variables given back and reused: screens that come and go leave the solver no larger, and the
/// screens still alive keep their answers.
@Suite struct SolverRecyclingTests {
    /// One screen: a chain of rows hanging from `root` (propagation proves it) and a pair of equal
    /// widths sharing 100 points (a system no single equation solves: it goes to the tableau).
    struct Screen {
        var variables: [Variable] = []
        var constraints: [ConstraintID] = []

        init(on solver: Solver, root: Variable, rows: Int) throws {
            var above = root
            for _ in 0..<rows {
                let top = solver.makeVariable()
                variables.append(top)
                constraints.append(try solver.addConstraint(Constraint(top, .equal, above + 10)))
                above = top
            }
            let a = solver.makeVariable(), b = solver.makeVariable()
            variables += [a, b]
            constraints.append(try solver.addConstraint(Constraint(a, .equal, Expression(b))))
            constraints.append(try solver.addConstraint(Constraint(a + b, .equal, root + 100)))
        }

        /// Whether the solver gives this screen's answer (`root` at `rootValue`).
        func holds(in solver: Solver, rootValue: Double) -> Bool {
            let rows = variables.count - 2
            for (k, top) in variables.prefix(rows).enumerated() where solver.value(of: top) != rootValue + Double(10 * (k + 1)) {
                return false
            }
            let half = (rootValue + 100) / 2
            return abs(solver.value(of: variables[rows]) - half) < 1e-9 && abs(solver.value(of: variables[rows + 1]) - half) < 1e-9
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

    @Test func aGivenBackVariableIsRefusedUntilMadeAgain() throws {
        let solver = Solver(propagatesFirst: true)
        let x = solver.makeVariable()
        solver.releaseVariables([x])
        var refused = false
        do { try solver.addConstraint(Constraint(x, .equal, 1)) } catch {
            if case .unknownVariable = error { refused = true }
        }
        #expect(refused)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .strong) }
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
