import Testing
@testable import LayoutSolver

/// Equalities, inequalities, strengths, removal: the solver's everyday answers.
@Suite struct SolverBasicsTests {
    @Test func equalityChainsSolve() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(y, .equal, x + 5))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        solver.updateVariables()
        #expect(solver.values[Int(y.index)] == 15)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func inequalitiesBoundAWeakWish() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 5))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 20))
        try solver.addConstraint(Constraint(x, .equal, 30, strength: .weak))
        #expect(solver.value(of: x) == 20)
        try solver.addConstraint(Constraint(x, .equal, -4, strength: .medium))
        #expect(solver.value(of: x) == 5)
    }

    @Test func strongerStrengthWins() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .equal, 20, strength: .weak))
        try solver.addConstraint(Constraint(x, .equal, 10, strength: .strong))
        #expect(solver.value(of: x) == 10)
    }

    @Test func priority751BeatsThreeViolated750s() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        for _ in 0..<3 { try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength(priority: 750))) }
        try solver.addConstraint(Constraint(x, .equal, 100, strength: Strength(priority: 751)))
        #expect(solver.value(of: x) == 100)
    }

    @Test func priorityMappingIsMonotonicAndBelowRequired() {
        var previous = 0.0
        for p in stride(from: Float(1), through: 999, by: 1) {
            let w = Strength(priority: p).weight
            #expect(w > previous)
            #expect(!Strength(priority: p).isRequired)
            previous = w
        }
        #expect(Strength(priority: 1000).isRequired)
        #expect(Strength(priority: 1).weight == 1)
        #expect(Strength(priority: 751).weight / Strength(priority: 750).weight > 9.99)
        #expect(Strength(priority: 750).weight / Strength(priority: 250).weight > 10_000)
        #expect(Strength(priority: 999).weight < Strength.required.weight)
    }

    @Test func removingAConstraintRestoresTheSolution() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(Constraint(x + y, .equal, 100))
        try solver.addConstraint(Constraint(x, .equal, 30, strength: .medium))
        let before = (solver.value(of: x), solver.value(of: y))
        let id = try solver.addConstraint(Constraint(x, .equal, 60, strength: .strong))
        #expect(solver.value(of: x) == 60)
        #expect(solver.hasConstraint(id))
        try solver.removeConstraint(id)
        #expect(!solver.hasConstraint(id))
        #expect((solver.value(of: x), solver.value(of: y)) == before)
        // Registered still: it can come back.
        try solver.addConstraint(id)
        #expect(solver.value(of: x) == 60)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func removingARequiredEqualityThatARedundantOneDuplicatesKeepsTheOther() throws {
        // Found by the differential check: the redundant constraint's dummy row must take over.
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let first = try solver.addConstraint(Constraint(2 * x, .equal, 3))
        try solver.addConstraint(Constraint(x * 2, .equal, 3))
        try solver.addConstraint(Constraint(y, .greaterThanOrEqual, x - 8, strength: .strong))
        try solver.addConstraint(Constraint(x, .equal, 40, strength: .weak))
        try solver.removeConstraint(first)
        #expect(solver.value(of: x) == 1.5)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func resetEmptiesTheSolverButKeepsVariables() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let id = try solver.addConstraint(Constraint(x, .equal, 7))
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        #expect(solver.value(of: x) == 0)
        #expect(!solver.hasConstraint(id))
        #expect(!solver.hasEditVariable(x))
        try solver.addConstraint(id)
        #expect(solver.value(of: x) == 7)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func ambiguityIsReportedForAFreeVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        try solver.addConstraint(Constraint(x + y, .equal, 10))
        try solver.addConstraint(Constraint(z, .equal, 3))
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(z))
        #expect(solver.isBasic(z))
        try solver.addConstraint(Constraint(x, .equal, 4))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        #expect(solver.value(of: y) == 6)
    }

    @Test func ambiguityIsExactInDegenerateTableaus() throws {
        // x, y ≥ 0 and x + y = 0: both are 0, whatever the basis says about slacks at ratio zero.
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(x + y, .equal, 0))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        // A size held by hugging (≤ 50, weak) and compression resistance (≥ 50, medium): determined.
        let width = solver.makeVariable()
        try solver.addConstraint(Constraint(width, .lessThanOrEqual, 50, strength: .weak))
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 50, strength: .medium))
        #expect(!solver.isAmbiguous(width))
        // Between 0 and 10 with nothing preferring a value: ambiguous, in both directions.
        let free = solver.makeVariable()
        try solver.addConstraint(Constraint(free, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(free, .lessThanOrEqual, 10))
        #expect(solver.isAmbiguous(free))
        // Asking changes nothing.
        #expect(solver.value(of: x) == 0 && solver.value(of: width) == 50)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// Two rows of equal-width boxes (a cycle: both modes keep them in the tableau); the first row's
    /// constraints leave at once, in the order given. The second row's answer stays, and the solver
    /// stays whole, whichever order the handles come in.
    @Test(arguments: [false, true], [false, true])
    func discardingManyAtOnceLeavesTheRest(propagatesFirst: Bool, shuffled: Bool) throws {
        let solver = Solver(propagatesFirst: propagatesFirst)
        func row(width: Double) throws -> (ids: [ConstraintID], last: Variable) {
            var ids: [ConstraintID] = []
            let lefts = (0..<6).map { _ in solver.makeVariable() }, widths = (0..<6).map { _ in solver.makeVariable() }
            ids.append(try solver.addConstraint(Constraint(lefts[0], .equal, 8)))
            for i in 1..<6 {
                ids.append(try solver.addConstraint(Constraint(lefts[i], .equal, lefts[i - 1] + widths[i - 1] + 8)))
                ids.append(try solver.addConstraint(Constraint(widths[i], .equal, Expression(widths[i - 1]))))
                ids.append(try solver.addConstraint(Constraint(widths[i], .greaterThanOrEqual, 1)))
                ids.append(try solver.addConstraint(Constraint(widths[i], .equal, 500, strength: .weak)))
            }
            ids.append(try solver.addConstraint(Constraint(lefts[5] + widths[5] + 8, .equal, width)))
            return (ids, widths[5])
        }
        let first = try row(width: 400), second = try row(width: 200)
        solver.updateVariables()
        #expect(abs(solver.values[Int(second.last.index)] - (200 - 56) / 6) < 1e-9)
        var ids = first.ids
        if shuffled { ids.reverse(); ids.swapAt(0, ids.count / 2) }
        solver.discardConstraints(ids + [ids[0]])
        for id in first.ids { #expect(!solver.hasConstraint(id)) }
        solver.updateVariables()
        #expect(abs(solver.values[Int(second.last.index)] - (200 - 56) / 6) < 1e-9)
        #expect(solver.invariantViolations().isEmpty)
    }
}
