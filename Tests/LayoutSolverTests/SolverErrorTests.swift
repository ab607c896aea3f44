import Testing
@testable import LayoutSolver

/// Refusals: every one is an error, none crashes, and the solver stays as it was.
@Suite struct SolverErrorTests {
    @Test func conflictingRequiredEqualitiesAreListed() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let a = try solver.addConstraint(Constraint(x, .equal, 10))
        let b = try solver.addConstraint(Constraint(y, .equal, x + 5))
        let bad = try solver.makeConstraint(Constraint(y, .equal, 20))
        let failure = unsatisfiable { () throws(SolverError) in try solver.addConstraint(bad) }
        #expect(failure?.constraint == bad)
        #expect(Set(failure?.conflicts ?? []) == [a, b, bad])
        #expect(!solver.hasConstraint(bad))
        #expect(solver.value(of: y) == 15)
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))   // still usable
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func conflictingInequalitiesGoThroughPhaseOneAndAreUndone() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let low = try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(y, .equal, 2 * x, strength: .strong))
        try solver.addConstraint(Constraint(x, .equal, 12, strength: .weak))
        let before = (solver.value(of: x), solver.value(of: y))
        let high = try solver.makeConstraint(Constraint(x, .lessThanOrEqual, 5))
        let failure = unsatisfiable { () throws(SolverError) in try solver.addConstraint(high) }
        #expect(failure?.constraint == high)
        #expect(failure?.conflicts.contains(high) == true && failure?.conflicts.contains(low) == true)
        #expect((solver.value(of: x), solver.value(of: y)) == before)
        #expect(solver.invariantViolations().isEmpty)
        try solver.removeConstraint(low)
        try solver.addConstraint(high)
        #expect(solver.value(of: x) == 5)
    }

    @Test func badInputIsRefusedAndNotStored() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x * .nan, .equal, 1)) }
        #expect(throws: SolverError.self) {
            try solver.addConstraint(Constraint(x, .equal, Expression(constant: .infinity)))
        }
        #expect(throws: SolverError.self) {
            try solver.addConstraint(Constraint(x, .equal, 1, strength: Strength(weight: .nan)))
        }
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(Variable(index: 99), .equal, 1)) }
        #expect(solver.activeConstraints.isEmpty)

        let id = try solver.addConstraint(Constraint(x, .equal, 1))
        #expect(throws: SolverError.duplicateConstraint(id)) { try solver.addConstraint(id) }
        #expect(throws: SolverError.nonFiniteValue("constant nan")) { try solver.setConstant(id, .nan) }
        try solver.discardConstraint(id)
        #expect(throws: SolverError.unknownConstraint(id)) { try solver.removeConstraint(id) }
        #expect(throws: SolverError.unknownConstraint(id)) { try solver.addConstraint(id) }
        #expect(solver.constraint(id) == nil)

        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 3) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.requiredEditStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.self) { try solver.suggestValue(x, .infinity) }
        #expect(solver.value(of: x) == 0)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func degenerateSystemsDoNotCycle() throws {
        // Many constraints meeting at one vertex: degenerate pivots everywhere.
        let solver = Solver()
        let v = (0..<6).map { _ in solver.makeVariable() }
        for i in 0..<6 {
            for j in 0..<6 where i != j {
                try solver.addConstraint(Constraint(v[i] - v[j], .lessThanOrEqual, 0, strength: .medium))
                try solver.addConstraint(Constraint(v[i] + v[j], .greaterThanOrEqual, 0))
            }
            try solver.addConstraint(Constraint(v[i], .equal, Double(i), strength: .weak))
        }
        #expect(solver.invariantViolations().isEmpty)
        #expect(solver.objectiveValue >= 0)
    }

    @Test func randomChurnKeepsTheTableauConsistent() throws {
        var state: UInt64 = 42
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        let solver = Solver()
        let v = (0..<8).map { _ in solver.makeVariable() }
        var live: [ConstraintID] = []
        let strengths: [Strength] = [.required, .strong, .medium, .weak]
        for _ in 0..<600 {
            switch next(10) {
            case 0..<6:
                let e = Double(next(7) - 3) * v[next(8)] + Double(next(5) - 2) * v[next(8)] + Double(next(41) - 20)
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
                if let id = try? solver.addConstraint(Constraint(e, relation, strength: strengths[next(4)])) {
                    live.append(id)
                }
            case 6...7 where !live.isEmpty:
                try solver.removeConstraint(live.remove(at: next(live.count)))
            case 8 where !live.isEmpty:
                _ = try? solver.setConstant(live[next(live.count)], Double(next(41) - 20))
            default:
                let x = v[next(8)]
                if !solver.hasEditVariable(x) { try solver.addEditVariable(x, strength: .strong) }
                try solver.suggestValue(x, Double(next(101) - 50))
            }
            #expect(solver.invariantViolations().isEmpty)
        }
    }
}
