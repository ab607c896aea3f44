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
        knows(variable) && basicSlot[variableSymbols[Int(variable.index)].index] >= 0
    }

    /// Whether the variable could take another value without making the solution worse — the
    /// question behind UIKit's `hasAmbiguousLayout`. True when the variable is parametric (nothing
    /// determines it), or when its row holds a free external variable, or a slack or error whose
    /// objective coefficient is zero (it could grow at no cost). Best effort: in a degenerate tableau a
    /// row that blocks that growth at ratio zero can make this say true for a determined variable; it
    /// never says false for a variable that is free in the current basis.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard knows(variable) else { return false }
        let slot = basicSlot[variableSymbols[Int(variable.index)].index]
        if slot < 0 { return true }
        let row = rows[Int(slot)]
        for symbol in row.symbols {
            if symbol.isExternal { return true }
            if symbol.isPivotable && nearZero(objective.coefficient(for: symbol)) { return true }
        }
        return false
    }

    /// The weighted sum of the optional constraints' violations (the objective the solver minimises).
    public var objectiveValue: Double { objective.constant }

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
                if !columns[s.index].contains(Int32(slot)) { problems.append("row \(slot): cell \(s.raw) not in column") }
                if nearZero(row.coefficients[i]) { problems.append("row \(slot): zero cell") }
                if !basic.isExternal && s.isExternal { problems.append("row \(slot): restricted row holds an external") }
                cells += 1
            }
            if !basic.isExternal && row.constant < -1e-7 { problems.append("row \(slot): infeasible (\(row.constant))") }
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
