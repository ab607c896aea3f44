import Testing
@testable import LayoutSolver

/// Edit variables, suggestions, and in-place constant changes.
@Suite struct SolverEditTests {
    @Test func suggestingMovesDependents() throws {
        let solver = Solver()
        let width = solver.makeVariable(), half = solver.makeVariable()
        try solver.addConstraint(Constraint(2 * half, .equal, Expression(width)))
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.hasEditVariable(width))
        try solver.suggestValue(width, 390)
        #expect(solver.value(of: half) == 195)
        try solver.suggestValue(width, 400)
        #expect(solver.value(of: half) == 200)
        try solver.suggestValue(width, 400)   // unchanged: nothing to do
        #expect(solver.value(of: half) == 200)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func suggestionsYieldToRequiredBounds() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 150)
        #expect(solver.value(of: x) == 100)
        try solver.suggestValue(x, 50)
        #expect(solver.value(of: x) == 50)
    }

    /// A small bar of views like layout1k's rows, with every kind of relation in it.
    func makeBar(_ solver: Solver) throws -> (variables: [Variable], leading: ConstraintID, minimum: ConstraintID) {
        let width = solver.makeVariable()
        let lefts = (0..<4).map { _ in solver.makeVariable() }
        let widths = (0..<4).map { _ in solver.makeVariable() }
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 300)
        let leading = try solver.addConstraint(Constraint(lefts[0], .equal, 8))
        for i in 1..<4 {
            try solver.addConstraint(Constraint(lefts[i], .equal, lefts[i - 1] + widths[i - 1] + 8))
            try solver.addConstraint(Constraint(widths[i], .equal, Expression(widths[0]), strength: .medium))
        }
        try solver.addConstraint(Constraint(lefts[3] + widths[3] + 8, .equal, Expression(width)))
        let minimum = try solver.addConstraint(Constraint(widths[1], .greaterThanOrEqual, 20))
        try solver.addConstraint(Constraint(widths[2], .equal, 10, strength: .weak))
        return ([width] + lefts + widths, leading, minimum)
    }

    @Test(arguments: [-30.0, -8.0, 0.0, 12.5, 40.0])
    func changingAConstantInPlaceMatchesReplacingTheConstraint(constant: Double) throws {
        let inPlace = Solver(), replaced = Solver()
        let a = try makeBar(inPlace), b = try makeBar(replaced)
        try inPlace.setConstant(a.leading, constant)
        try inPlace.setConstant(a.minimum, -60)
        let leading = replaced.constraint(b.leading)!
        try replaced.removeConstraint(b.leading)
        try replaced.addConstraint(Constraint(Expression(terms: leading.expression.terms, constant: constant), .equal))
        let minimum = replaced.constraint(b.minimum)!
        try replaced.removeConstraint(b.minimum)
        try replaced.addConstraint(
            Constraint(Expression(terms: minimum.expression.terms, constant: -60), .greaterThanOrEqual))
        for (x, y) in zip(a.variables, b.variables) {
            #expect(abs(inPlace.value(of: x) - replaced.value(of: y)) < 1e-9)
        }
        #expect(inPlace.constraint(a.leading)?.expression.constant == constant)
        #expect(inPlace.invariantViolations().isEmpty)
    }

    @Test func aConstantThatBreaksARequiredConstraintIsRefusedAndUndone() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let floor = try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        let ceiling = try solver.addConstraint(Constraint(x, .lessThanOrEqual, 50))
        try solver.addConstraint(Constraint(x, .equal, 30, strength: .weak))
        // x <= 5 (expression x - 5) cannot hold with x >= 10.
        let failure = unsatisfiable { () throws(SolverError) in try solver.setConstant(ceiling, -5) }
        #expect(failure?.constraint == ceiling)
        #expect(failure?.conflicts.contains(ceiling) == true && failure?.conflicts.contains(floor) == true)
        #expect(solver.constraint(ceiling)?.expression.constant == -50)
        #expect(solver.value(of: x) == 30)
        try solver.setConstant(ceiling, -20)
        #expect(solver.value(of: x) == 20)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aConstantThatBreaksARedundantEqualityIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let a = try solver.addConstraint(Constraint(x, .equal, 5))
        let b = try solver.addConstraint(Constraint(2 * x, .equal, 10))
        #expect(throws: SolverError.self) { try solver.setConstant(b, -12) }
        #expect(solver.value(of: x) == 5)
        try solver.removeConstraint(a)
        try solver.setConstant(b, -12)
        #expect(solver.value(of: x) == 6)
    }
}
