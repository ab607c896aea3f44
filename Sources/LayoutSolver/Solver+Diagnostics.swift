/// Questions about the solution rather than answers: conflict listings, ambiguity, invariants.
extension Solver {
    /// The constraint that owns a marker, slack or error symbol (nil for externals and artificials).
    func ownerConstraint(of symbol: Symbol) -> ConstraintID? {
        guard symbol.isValid, !symbol.isExternal else { return nil }
        let slot = Int(owner[symbol.index])
        guard slot >= 0, slot < records.count, records[slot].isLive else { return nil }
        return id(ofSlot: slot)
    }

    /// Appends the required constraints whose markers (dummies, slacks) are cells of `row`: the
    /// constraints that pinned the row when it could not be satisfied.
    func appendConflicts(of row: Row, to conflicts: inout [ConstraintID]) {
        for symbol in row.symbols where symbol.isDummy || symbol.isSlack {
            guard let id = ownerConstraint(of: symbol), !conflicts.contains(id) else { continue }
            if records[Int(id.index)].constraint.strength.isRequired { conflicts.append(id) }
        }
    }

    /// Whether the variable is basic (its value is a row's constant) rather than parametric (held at 0
    /// as a free parameter of the solution).
    public func isBasic(_ variable: Variable) -> Bool {
        buildTableau()
        return knows(variable) && basicSlot[variableSymbols[Int(variable.index)].index] >= 0
    }

    /// Whether the variable could take another value without making the solution worse — the
    /// question behind UIKit's `hasAmbiguousLayout`. Exact, up to a weight of 10⁻⁶:
    ///
    ///     parametric (nothing determines it), or its row holds a free external ─▶ true
    ///     its row holds no slack or error that could grow at no cost             ─▶ false
    ///     otherwise (a degenerate tableau can block that growth at ratio zero)   ─▶ ask a copy:
    ///         add `v ≥ value + 1` (then `v ≤ value − 1`) at a weight of 10⁻⁶ and re-optimise;
    ///         the variable moves only if it can at (almost) no cost
    ///
    /// The copy costs the tableau's size (its arrays are shared until written): a debugging question.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard knows(variable) else { return false }
        if deferred {
            // A proved answer is the only optimum: a variable it computed cannot move.
            settle()
            if deferred, propagation.isProved(Int(variable.index)) { return false }
        }
        let slot = basicSlot[variableSymbols[Int(variable.index)].index]
        if slot < 0 { return true }
        let row = rows[Int(slot)]
        if row.symbols.contains(where: \.isExternal) { return true }
        guard row.symbols.contains(where: { $0.isPivotable && nearZero(objective.coefficient(for: $0)) }) else {
            return false
        }
        let current = row.constant
        for (offset, relation) in [(1.0, Relation.greaterThanOrEqual), (-1.0, .lessThanOrEqual)] {
            let probe = copy()
            guard
                (try? probe.addConstraint(
                    Constraint(variable - (current + offset), relation, strength: Strength(weight: 1e-6)))) != nil
            else { continue }
            if abs(probe.value(of: variable) - current) > 1e-7 { return true }
        }
        return false
    }

    /// A solver with this one's tableau, for questions that add constraints to find an answer (the
    /// arrays are value types: shared until one side writes).
    func copy() -> Solver {
        let twin = Solver()
        twin.variableSymbols = variableSymbols
        twin.editOf = editOf
        twin.values = values
        twin.variableFree = variableFree
        twin.releasedVariables = releasedVariables
        twin.freeVariables = freeVariables
        twin.basicSlot = basicSlot
        twin.columns = columns
        twin.owner = owner
        twin.freeSymbols = freeSymbols
        twin.rows = rows
        twin.rowBasic = rowBasic
        twin.freeRows = freeRows
        twin.objective = objective
        twin.objectiveSettled = objectiveSettled
        twin.objectiveTouched = objectiveTouched
        twin.artificial = artificial
        twin.infeasible = infeasible
        twin.records = records
        twin.freeRecords = freeRecords
        return twin
    }

    /// The weighted sum of the optional constraints' violations (the objective the solver minimises).
    public var objectiveValue: Double {
        buildTableau()
        return objective.constant
    }

    /// How many rows the tableau has (for measurements and tests).
    public var rowCount: Int { rows.count - freeRows.count }

    /// Checks the tableau's invariants and returns what is wrong (empty when all is well): the column
    /// index matches the rows, rows are sorted and hold no basic symbol, restricted rows are feasible,
    /// restricted rows hold no external symbol. For tests; it visits everything.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        var cells = 0
        for slot in rows.indices {
            let basic = rowBasic[slot]
            guard basic.isValid else { continue }
            if basicSlot[basic.index] != Int32(slot) { problems.append("row \(slot): basic symbol not indexed") }
            let row = rows[slot]
            for i in row.symbols.indices {
                let s = row.symbols[i]
                if i > 0 && row.symbols[i - 1] >= s { problems.append("row \(slot): cells not sorted") }
                if basicSlot[s.index] >= 0 { problems.append("row \(slot): holds basic symbol \(s.raw)") }
                if !columns[s.index].contains(Int32(slot)) {
                    problems.append("row \(slot): cell \(s.raw) not in column")
                }
                if nearZero(row.coefficients[i]) { problems.append("row \(slot): zero cell") }
                if !basic.isExternal && s.isExternal {
                    problems.append("row \(slot): restricted row holds an external")
                }
                cells += 1
            }
            if !basic.isExternal && row.constant < -1e-7 {
                problems.append("row \(slot): infeasible (\(row.constant))")
            }
            if basic.isDummy && !nearZero(row.constant) { problems.append("row \(slot): dummy row not zero") }
        }
        let indexed = columns.reduce(0) { $0 + $1.count }
        if indexed != cells { problems.append("column index holds \(indexed) entries for \(cells) cells") }
        for s in objective.symbols where basicSlot[s.index] >= 0 { problems.append("objective holds basic \(s.raw)") }
        return problems
    }
}

extension Solver {
    /// The tableau as text, one row a line (`basic = constant + coefficient·symbol …`; symbols are
    /// written `x` external, `s` slack, `e` error, `d` dummy followed by their index). For debugging.
    public var tableauDescription: String {
        func name(_ s: Symbol) -> String {
            ["x", "s", "e", "d"][Int(s.raw & 3)] + "\(s.index)"
        }
        func text(_ row: Row) -> String {
            "\(row.constant)" + zip(row.symbols, row.coefficients).map { " + \($1)·\(name($0))" }.joined()
        }
        var lines = ["objective = " + text(objective)]
        for slot in rows.indices where rowBasic[slot].isValid {
            lines.append("[\(slot)] \(name(rowBasic[slot])) = " + text(rows[slot]))
        }
        return lines.joined(separator: "\n")
    }
}
