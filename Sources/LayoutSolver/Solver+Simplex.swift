/// The two simplex loops: the primal one that minimises an objective (after adds and removals) and
/// the dual one that restores feasibility (after suggestions and constant changes). Both use Bland's
/// rule — the lowest-indexed candidate enters, ties in the ratio test go to the lowest-indexed row —
/// so degenerate pivots cannot cycle; an iteration bound turns any bug into an error, never a hang.
extension Solver {
    var pivotBound: Int { 1000 + 50 * (rows.count + owner.count) }

    /// Minimises the objective (or the artificial objective of phase one).
    func optimize(artificialPhase: Bool = false) throws(SolverError) {
        var iterations = 0
        while true {
            let entering = artificialPhase ? enteringSymbol(artificial!) : objectiveEnteringSymbol()
            guard entering.isValid else { return }
            guard let slot = leavingSlot(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(slot: slot, entering: entering)
            iterations += 1
            if iterations > pivotBound { throw .internalError("the primal simplex did not converge") }
        }
    }

    /// `enteringSymbol(objective)`, looking only at the cells touched since the objective was last
    /// found optimal when it was (none else can be negative, so the lowest negative is the same);
    /// records the objective optimal when nothing may enter.
    func objectiveEnteringSymbol() -> Symbol {
        var entering = Symbol.invalid
        if objectiveSettled {
            for symbol in objectiveTouched where !symbol.isDummy && (!entering.isValid || symbol < entering)
                && objective.coefficient(for: symbol) < 0 {
                entering = symbol
            }
        } else {
            entering = enteringSymbol(objective)
        }
        objectiveTouched.removeAll(keepingCapacity: true)
        objectiveSettled = !entering.isValid
        return entering
    }

    /// The lowest symbol with a negative objective coefficient that may enter (not a dummy).
    func enteringSymbol(_ objective: Row) -> Symbol {
        for i in objective.symbols.indices {
            let symbol = objective.symbols[i]
            if !symbol.isDummy && objective.coefficients[i] < 0 { return symbol }
        }
        return .invalid
    }

    /// The ratio test: among the restricted rows where `entering` has a negative coefficient, the one
    /// that bounds its increase first; ties go to the lowest basic symbol.
    func leavingSlot(for entering: Symbol) -> Int? {
        var best = -1
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Symbol.invalid
        for slot32 in columns[entering.index] {
            let slot = Int(slot32)
            let basic = rowBasic[slot]
            if basic.isExternal { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                    best = slot
                    bestRatio = ratio
                    bestBasic = basic
                }
            }
        }
        return best < 0 ? nil : best
    }

    /// Restores feasibility of the queued rows. Returns the slot of a row that cannot be made feasible
    /// (a required constraint conflict), or nil when all is well.
    func dualOptimize() throws(SolverError) -> Int? {
        var iterations = 0
        while let slot32 = infeasible.popLast() {
            let slot = Int(slot32)
            let basic = rowBasic[slot]
            guard basic.isValid, !basic.isExternal, rows[slot].constant < -epsilon else { continue }
            let entering = dualEnteringSymbol(rows[slot])
            guard entering.isValid else {
                infeasible.removeAll(keepingCapacity: true)
                return slot
            }
            pivot(slot: slot, entering: entering)
            iterations += 1
            if iterations > pivotBound { throw .internalError("the dual simplex did not converge") }
        }
        return nil
    }

    /// Among the row's non-dummy cells with a positive coefficient, the one with the least
    /// objective-coefficient / coefficient ratio (ties: the lowest symbol, as the cells are sorted).
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var best = Double.greatestFiniteMagnitude
        for i in row.symbols.indices {
            let symbol = row.symbols[i]
            let c = row.coefficients[i]
            if c > 0 && !symbol.isDummy {
                let ratio = objective.coefficient(for: symbol) / c
                if ratio < best {
                    best = ratio
                    entering = symbol
                }
            }
        }
        return entering
    }

    /// The row to pivot a parametric marker into before dropping it: a redundant equality's dummy row
    /// if one holds the marker; else (Kiwi's choice) a restricted row
    /// where the marker's coefficient is negative with the least ratio, else a restricted row with the
    /// least ratio, else an external row. Keeps the tableau feasible.
    func markerLeavingSlot(_ marker: Symbol) -> Int? {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first = -1, second = -1, third = -1
        for slot32 in columns[marker.index] {
            let slot = Int(slot32)
            let c = rows[slot].coefficient(for: marker)
            if c == 0 { continue }
            if rowBasic[slot].isDummy {
                // A redundant required equality's row (dummies only, constant 0): pivoting here moves no
                // constant, and any other choice would substitute non-dummies into it and leave it
                // non-zero (Kiwi's choice has that flaw). Its constraint takes over the removed one's role.
                return slot
            }
            if rowBasic[slot].isExternal {
                if third < 0 || rowBasic[slot] < rowBasic[third] { third = slot }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if r < r1 || (r == r1 && first >= 0 && rowBasic[slot] < rowBasic[first]) { r1 = r; first = slot }
            } else {
                let r = rows[slot].constant / c
                if r < r2 || (r == r2 && second >= 0 && rowBasic[slot] < rowBasic[second]) { r2 = r; second = slot }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
