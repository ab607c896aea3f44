import Testing
@testable import LayoutSolver

/// The solver that propagates first gives the tableau's answers: where propagation proves one, the
/// same numbers; where it cannot, it builds the tableau and is the eager solver.
struct PropagationTests {
    /// A form: rows chained top to bottom, each label's height its intrinsic size (hugging 250,
    /// compression resistance 750), each field centred on its label.
    func buildForm(_ solver: Solver, rows: Int) throws -> [Variable] {
        var all: [Variable] = []
        let top = solver.makeVariable()
        try solver.addConstraint(Constraint(top, .equal, 0))
        all.append(top)
        var above = top
        for _ in 0..<rows {
            let labelTop = solver.makeVariable(), labelHeight = solver.makeVariable()
            let fieldTop = solver.makeVariable(), fieldHeight = solver.makeVariable()
            try solver.addConstraint(Constraint(labelHeight, .lessThanOrEqual, 17, strength: Strength(priority: 250)))
            try solver.addConstraint(
                Constraint(labelHeight, .greaterThanOrEqual, 17, strength: Strength(priority: 750)))
            try solver.addConstraint(Constraint(labelTop, .equal, above + 8))
            try solver.addConstraint(Constraint(fieldHeight, .equal, 30))
            try solver.addConstraint(Constraint(fieldTop + fieldHeight * 0.5, .equal, labelTop + labelHeight * 0.5))
            above = solver.makeVariable()
            try solver.addConstraint(Constraint(above, .equal, fieldTop + fieldHeight))
            all += [labelTop, labelHeight, fieldTop, fieldHeight, above]
        }
        return all
    }

    @Test func aFormIsProvedByPropagationAndMatchesTheTableau() throws {
        let eager = Solver(), deferred = Solver(propagatesFirst: true)
        let a = try buildForm(eager, rows: 40), b = try buildForm(deferred, rows: 40)
        #expect(deferred.isPropagating)
        #expect(deferred.rowCount == 0)
        for (x, y) in zip(a, b) { #expect(abs(eager.value(of: x) - deferred.value(of: y)) < 1e-9) }
        #expect(abs(deferred.value(of: b.last!) - 40 * (8 + 8.5 + 15)) < 1e-9)
        #expect(!deferred.isAmbiguous(b[1]))
    }

    @Test func requiredConstraintsOutweighAnIntrinsicPairAndTheAnswerIsStillProved() throws {
        // A label stretched between two required edges: its hugging is violated, as in the tableau.
        let solver = Solver(propagatesFirst: true)
        let left = solver.makeVariable(), width = solver.makeVariable()
        try solver.addConstraint(Constraint(width, .lessThanOrEqual, 40, strength: Strength(priority: 250)))
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 40, strength: Strength(priority: 750)))
        try solver.addConstraint(Constraint(left, .equal, 16))
        try solver.addConstraint(Constraint(left + width, .equal, 374))
        #expect(solver.isPropagating)
        #expect(solver.value(of: width) == 358)
    }

    /// Two labels share a row between required edges: one must stretch, and the weights say which.
    func buildRow(_ solver: Solver, firstHugging: Float) throws -> [Variable] {
        let a = solver.makeVariable(), aw = solver.makeVariable(), b = solver.makeVariable(), bw = solver.makeVariable()
        try solver.addConstraint(Constraint(aw, .lessThanOrEqual, 40, strength: Strength(priority: firstHugging)))
        try solver.addConstraint(Constraint(aw, .greaterThanOrEqual, 40, strength: Strength(priority: 750)))
        try solver.addConstraint(Constraint(bw, .lessThanOrEqual, 60, strength: Strength(priority: 250)))
        try solver.addConstraint(Constraint(bw, .greaterThanOrEqual, 60, strength: Strength(priority: 750)))
        try solver.addConstraint(Constraint(a, .equal, 16))
        try solver.addConstraint(Constraint(b, .equal, a + aw + 8))
        try solver.addConstraint(Constraint(b + bw, .equal, 374))
        return [a, aw, b, bw]
    }

    @Test func aTradeOffThatTheWeightsDecideIsProved() throws {
        // The first label hugs harder (251 against 250): the second stretches, and moving the first
        // would cost more than it saves — the optimality check proves it.
        let eager = Solver(), deferred = Solver(propagatesFirst: true)
        let x = try buildRow(eager, firstHugging: 251), y = try buildRow(deferred, firstHugging: 251)
        #expect(deferred.isPropagating)
        for (p, q) in zip(x, y) { #expect(abs(eager.value(of: p) - deferred.value(of: q)) < 1e-9) }
        #expect(deferred.value(of: y[1]) == 40)
    }

    @Test func aTieBetweenOptionalConstraintsBuildsTheTableau() throws {
        // Equal hugging: either label may stretch; the tableau picks, as the eager solver does.
        let eager = Solver(), deferred = Solver(propagatesFirst: true)
        let x = try buildRow(eager, firstHugging: 250), y = try buildRow(deferred, firstHugging: 250)
        #expect(!deferred.isPropagating)
        for (p, q) in zip(x, y) { #expect(eager.value(of: p) == deferred.value(of: q)) }
    }

    @Test func fittingAgainstCompressionResistanceIsProved() throws {
        // systemLayoutSizeFitting's compressed height: a 50 wish against labels resisting at 750.
        let solver = Solver(propagatesFirst: true)
        let top = solver.makeVariable(), height = solver.makeVariable()
        let labels = (0..<3).map { _ in solver.makeVariable() }
        try solver.addConstraint(Constraint(top, .equal, 0))
        for label in labels {
            try solver.addConstraint(Constraint(label, .lessThanOrEqual, 20, strength: Strength(priority: 250)))
            try solver.addConstraint(Constraint(label, .greaterThanOrEqual, 20, strength: Strength(priority: 750)))
        }
        try solver.addConstraint(Constraint(height, .equal, labels[0] + labels[1] + labels[2] + 24))
        try solver.addConstraint(Constraint(height, .equal, 0, strength: Strength(priority: 50)))
        #expect(solver.isPropagating)
        #expect(solver.value(of: height) == 84)
    }

    @Test func twoRequiredValuesForOneVariableAreRefusedAtOnce() throws {
        // A held frame and a size constant: refused when added, as by the eager solver.
        let solver = Solver(propagatesFirst: true)
        let x = solver.makeVariable()
        let first = try solver.addConstraint(Constraint(x, .equal, 10))
        let refused = unsatisfiable { () throws(SolverError) in _ = try solver.addConstraint(Constraint(x, .equal, 20))
        }
        #expect(refused?.conflicts.contains(first) == true)
        #expect(solver.value(of: x) == 10)
        #expect(solver.takeDeferredConflicts().isEmpty)
    }

    @Test func aRequiredConflictThroughOtherVariablesIsRefusedWhenItsComponentEntersTheTableau() throws {
        let solver = Solver(propagatesFirst: true)
        let x = solver.makeVariable(), y = solver.makeVariable()
        let first = try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(y, .equal, x + 5))
        let third = try solver.addConstraint(Constraint(y, .equal, 20))  // not refused yet
        #expect(solver.value(of: y) == 15)
        let refused = solver.takeDeferredConflicts()
        #expect(refused.count == 1)
        if case let .unsatisfiable(constraint, conflicts) = refused.first {
            #expect(constraint == third)
            #expect(conflicts.contains(first))
        } else {
            Issue.record("expected the third constraint refused, got \(refused)")
        }
        #expect(!solver.hasConstraint(third))
        #expect(solver.takeDeferredConflicts().isEmpty)
    }

    @Test func anAmbiguousSystemIsAnsweredByTheTableau() throws {
        let solver = Solver(propagatesFirst: true)
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(Constraint(x + y, .equal, 10))
        #expect(solver.isAmbiguous(x))
        #expect(!solver.isPropagating)
    }

    @Test func constantsSuggestionsAndRemovalsKeepMatchingTheTableau() throws {
        let eager = Solver(), deferred = Solver(propagatesFirst: true)
        let a = try buildForm(eager, rows: 10), b = try buildForm(deferred, rows: 10)
        for solver in [eager, deferred] {
            let width = solver.makeVariable()
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, 320)
        }
        let ea = try eager.addConstraint(Constraint(a[2], .equal, a[1] + 3, strength: .medium))
        let da = try deferred.addConstraint(Constraint(b[2], .equal, b[1] + 3, strength: .medium))
        try eager.setConstant(ea, -5)
        try deferred.setConstant(da, -5)
        try eager.removeConstraint(ea)
        try deferred.removeConstraint(da)
        #expect(deferred.isPropagating)
        eager.updateVariables()
        deferred.updateVariables()
        for (x, y) in zip(a, b) { #expect(abs(eager.values[Int(x.index)] - deferred.values[Int(y.index)]) < 1e-9) }
    }

    @Test func constantChangesWalkTheKeptPlanAndMatchTheTableau() throws {
        // Width changes and gap changes, as a resize and an animation of a constant make them: the
        // kept plan is walked again; a bound that moves, or a change that breaks a required
        // inequality, is solved afresh or by the tableau — always the eager solver's numbers.
        let eager = Solver(), deferred = Solver(propagatesFirst: true)
        let a = try buildForm(eager, rows: 12), b = try buildForm(deferred, rows: 12)
        var pairs: [(ConstraintID, ConstraintID)] = []
        for (solver, vars) in [(eager, a), (deferred, b)] {
            let floor = try solver.addConstraint(Constraint(vars[vars.count - 1], .lessThanOrEqual, 1_000))
            let gap = try solver.addConstraint(Constraint(vars[6], .equal, vars[5] + 8))
            let hug = try solver.addConstraint(
                Constraint(vars[7], .lessThanOrEqual, 17, strength: Strength(priority: 250)))
            if solver === eager { pairs = [(floor, floor), (gap, gap), (hug, hug)] } else {
                pairs = zip(pairs, [floor, gap, hug]).map { ($0.0, $1) }
            }
        }
        _ = deferred.isPropagating
        let steps: [(Int, Double)] = [
            (1, -9), (1, -12), (0, -1_000), (1, -8), (2, -30), (0, -200), (0, -1_000), (1, -10),
        ]
        for (which, constant) in steps {
            let (e, d) = pairs[which]
            let eagerTook = (try? eager.setConstant(e, constant)) != nil
            try? deferred.setConstant(d, constant)
            _ = deferred.takeDeferredConflicts()
            if !eagerTook { break }
            for (x, y) in zip(a, b) { #expect(abs(eager.value(of: x) - deferred.value(of: y)) < 1e-9) }
        }
    }

    @Test func aScaledBoundCostsItsCoefficientTimesItsWeight() throws {
        // `0.5·x ≤ 5` missed by ε costs 0.5·ε·w: the unique optimum is x = 20, not the pair at 10.
        func build(_ solver: Solver) throws -> Variable {
            let x = solver.makeVariable()
            try solver.addConstraint(Constraint(0.5 * x - 5, .lessThanOrEqual, strength: Strength(weight: 100)))
            try solver.addConstraint(Constraint(x - 10, .greaterThanOrEqual, strength: Strength(weight: 100)))
            try solver.addConstraint(Constraint(x - 20, .greaterThanOrEqual, strength: Strength(weight: 60)))
            return x
        }
        let eager = Solver(), deferred = Solver(propagatesFirst: true)
        let x = try build(eager), y = try build(deferred)
        #expect(abs(eager.value(of: x) - 20) < 1e-9)
        #expect(abs(deferred.value(of: y) - 20) < 1e-9)
    }

    @Test func aBoundWhoseTermsCancelToOneVariableIsRedoneWhenItsConstantChanges() throws {
        // `trailing ≤ leading + 100` is `w ≤ 100` once its terms merge; moving it to 120 must not
        // keep the old pair at 100.
        func build(_ solver: Solver) throws -> (Variable, ConstraintID) {
            let x = solver.makeVariable(), w = solver.makeVariable()
            try solver.addConstraint(Constraint(x, .equal, 0))
            let a = try solver.addConstraint(Constraint(x + w - x - 100, .lessThanOrEqual))
            try solver.addConstraint(Constraint(w - 100, .greaterThanOrEqual))
            try solver.addConstraint(Constraint(w - 110, .greaterThanOrEqual, strength: .weak))
            return (w, a)
        }
        let eager = Solver(), deferred = Solver(propagatesFirst: true)
        let (v, a) = try build(eager), (u, b) = try build(deferred)
        #expect(deferred.value(of: u) == eager.value(of: v))
        try eager.setConstant(a, -120)
        try deferred.setConstant(b, -120)
        #expect(abs(eager.value(of: v) - 110) < 1e-9)
        #expect(abs(deferred.value(of: u) - 110) < 1e-9)
    }

    @Test func aChangedConstantThatCannotHoldIsRefusedAndTheOldOneKept() throws {
        // The eager solver throws and keeps the old constant; this one finds out at the next read,
        // lists the conflict, and keeps the constraint with its old constant too.
        let solver = Solver(propagatesFirst: true)
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(Constraint(y, .equal, 10))
        try solver.addConstraint(Constraint(x - y, .equal))
        let ceiling = try solver.addConstraint(Constraint(x - 20, .lessThanOrEqual))
        #expect(solver.value(of: x) == 10)
        try solver.setConstant(ceiling, -5)
        #expect(solver.value(of: x) == 10)
        let refused = solver.takeDeferredConflicts()
        #expect(refused.count == 1)
        #expect(solver.hasConstraint(ceiling))
        #expect(solver.constraint(ceiling)?.expression.constant == -20)
    }

    /// Random systems shaped like layouts — each variable defined from earlier ones by an equality,
    /// some by an intrinsic pair, with inequalities and optional wishes on top — changed one step at a
    /// time: every answer the eager solver finds unique, this one finds — proved by propagation or,
    /// for the components it cannot prove, from its own tableau.
    @Test(arguments: [7, 11, 1234, 99991] as [UInt64])
    func randomLayoutsProvedByPropagationMatchTheTableau(seed: UInt64) throws {
        var state: UInt64 = seed
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        var proved = 0, compared = 0
        for _ in 0..<150 {
            let eager = Solver(), deferred = Solver(propagatesFirst: true)
            let count = 12
            let xs = (0..<count).map { _ in eager.makeVariable() }
            let ys = (0..<count).map { _ in deferred.makeVariable() }
            var ids: [(ConstraintID, ConstraintID)] = []
            func add(_ make: ([Variable]) -> Constraint) {
                let e = try? eager.addConstraint(make(xs))
                let d = try? deferred.addConstraint(make(ys))
                if let e, let d { ids.append((e, d)) }
            }
            for i in 0..<count {
                let value = Double(next(41) - 20)
                switch next(4) {
                case 0 where i > 0:
                    let j = next(i), factor = Double(next(3) + 1)
                    add { v in Constraint(v[i], .equal, v[j] * factor + value) }
                case 1:
                    let hug = Strength(priority: Float(next(3) * 250 + 1))
                    add { v in Constraint(v[i], .lessThanOrEqual, value, strength: hug) }
                    add { v in Constraint(v[i], .greaterThanOrEqual, value, strength: Strength(priority: 750)) }
                default:
                    add { v in Constraint(v[i], .equal, value) }
                }
            }
            steps: for _ in 0..<8 {
                let i = next(count), j = next(count), k = Double(next(21) - 10)
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
                let strength: Strength = [.required, .strong, .medium, .weak][next(4)]
                switch next(3) {
                case 0: add { v in Constraint(v[i] - v[j] + k, relation, strength: strength) }
                case 1 where !ids.isEmpty:
                    let (e, d) = ids[next(ids.count)]
                    let constant = Double(next(41) - 20)
                    let eagerTook = (try? eager.setConstant(e, constant)) != nil
                    try? deferred.setConstant(d, constant)
                    if !eagerTook { break steps }  // the eager solver keeps the old constant; this one refuses it
                default:
                    if !ids.isEmpty {
                        let (e, d) = ids.remove(at: next(ids.count))
                        if next(2) == 0 {
                            try? eager.removeConstraint(e)
                            try? deferred.removeConstraint(d)
                        } else {
                            // (Discarding frees the slot for the next constraint, of any component.)
                            try? eager.discardConstraint(e)
                            try? deferred.discardConstraint(d)
                        }
                    }
                }
                if deferred.isPropagating { proved += 1 }
                _ = deferred.takeDeferredConflicts()
                for (x, y) in zip(xs, ys) where !eager.isAmbiguous(x) {
                    compared += 1
                    #expect(abs(eager.value(of: x) - deferred.value(of: y)) < 1e-7, "v\(x.index)")
                }
            }
        }
        #expect(proved > 150 && compared > 1_000, "too few proved answers to compare: \(proved), \(compared)")
    }
}
