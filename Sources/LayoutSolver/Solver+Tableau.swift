/// The tableau's bookkeeping: symbols, row slots, the column index (symbol → rows holding it), and the
/// three operations everything else is made of — merge a row into another, substitute a symbol by its
/// row everywhere it appears, pivot.
extension Solver {
    // MARK: Symbols

    func newSymbol(_ kind: Symbol.Kind, owner value: Int32) -> Symbol {
        if let index = freeSymbols.popLast() {
            owner[index] = value
            return Symbol(index: index, kind: kind)
        }
        let index = owner.count
        owner.append(value)
        basicSlot.append(-1)
        columns.append([])
        return Symbol(index: index, kind: kind)
    }

    /// Forgets a symbol that no row holds any more (purging leftovers first) so its index is reused.
    func releaseSymbol(_ symbol: Symbol) {
        guard symbol.isValid else { return }
        let index = symbol.index
        if basicSlot[index] >= 0 { releaseRow(Int(basicSlot[index])) }
        for slot in columns[index] { rows[Int(slot)].remove(symbol) }
        columns[index].removeAll(keepingCapacity: true)
        objective.remove(symbol)
        owner[index] = -1
        freeSymbols.append(index)
    }

    // MARK: Rows

    /// Puts `row` into the tableau with `basic` as its basic symbol and indexes its cells.
    @discardableResult
    func installRow(_ row: Row, basic: Symbol) -> Int {
        let slot: Int
        if let free = freeRows.popLast() {
            slot = Int(free)
            rows[slot] = row
            rowBasic[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            rowBasic.append(basic)
        }
        basicSlot[basic.index] = Int32(slot)
        let s32 = Int32(slot)
        for symbol in row.symbols { columns[symbol.index].append(s32) }
        return slot
    }

    /// Takes a row out of the tableau (its basic symbol becomes parametric and appears nowhere).
    func releaseRow(_ slot: Int) {
        for symbol in rows[slot].symbols { removeFromColumn(symbol, slot: Int32(slot)) }
        basicSlot[rowBasic[slot].index] = -1
        rowBasic[slot] = .invalid
        rows[slot] = Row()
        freeRows.append(Int32(slot))
    }

    @inline(__always) func removeFromColumn(_ symbol: Symbol, slot: Int32) {
        columns[symbol.index].withUnsafeMutableBufferPointer { column in
            guard let at = column.firstIndex(of: slot) else { return }
            column[at] = column[column.count - 1]
        }
        if !columns[symbol.index].isEmpty { columns[symbol.index].removeLast() }
    }

    /// Adds `cell` to a tableau row's cell for `symbol`, keeping the column index in step.
    func addCell(slot: Int, _ symbol: Symbol, _ coefficient: Double) {
        switch rows[slot].add(symbol, coefficient) {
        case 1: columns[symbol.index].append(Int32(slot))
        case -1: removeFromColumn(symbol, slot: Int32(slot))
        default: break
        }
    }

    // MARK: Merge

    /// `target += factor × other` (constant and cells), dropping cells that cancel. When `slot` is a
    /// tableau row's slot the column index follows; pass -1 for rows outside the tableau.
    func merge(into target: inout Row, _ other: Row, times factor: Double, slot: Int32) {
        target.constant += other.constant * factor
        let otherCount = other.symbols.count
        if otherCount == 0 { return }
        var outSymbols = scratchSymbols
        var outCoefficients = scratchCoefficients
        scratchSymbols = []
        scratchCoefficients = []
        outSymbols.removeAll(keepingCapacity: true)
        outCoefficients.removeAll(keepingCapacity: true)
        let targetCount = target.symbols.count
        outSymbols.reserveCapacity(targetCount + otherCount)
        outCoefficients.reserveCapacity(targetCount + otherCount)
        target.symbols.withUnsafeBufferPointer { aS in
            target.coefficients.withUnsafeBufferPointer { aC in
                other.symbols.withUnsafeBufferPointer { bS in
                    other.coefficients.withUnsafeBufferPointer { bC in
                        var i = 0, j = 0
                        while i < targetCount && j < otherCount {
                            let a = aS[i], b = bS[j]
                            if a.raw < b.raw {
                                outSymbols.append(a)
                                outCoefficients.append(aC[i])
                                i += 1
                            } else if a.raw > b.raw {
                                let c = bC[j] * factor
                                if !nearZero(c) {
                                    outSymbols.append(b)
                                    outCoefficients.append(c)
                                    if slot >= 0 { columns[b.index].append(slot) }
                                }
                                j += 1
                            } else {
                                let c = aC[i] + bC[j] * factor
                                if nearZero(c) {
                                    if slot >= 0 { removeFromColumn(a, slot: slot) }
                                } else {
                                    outSymbols.append(a)
                                    outCoefficients.append(c)
                                }
                                i += 1
                                j += 1
                            }
                        }
                        while i < targetCount {
                            outSymbols.append(aS[i])
                            outCoefficients.append(aC[i])
                            i += 1
                        }
                        while j < otherCount {
                            let b = bS[j]
                            let c = bC[j] * factor
                            if !nearZero(c) {
                                outSymbols.append(b)
                                outCoefficients.append(c)
                                if slot >= 0 { columns[b.index].append(slot) }
                            }
                            j += 1
                        }
                    }
                }
            }
        }
        swap(&target.symbols, &outSymbols)
        swap(&target.coefficients, &outCoefficients)
        scratchSymbols = outSymbols
        scratchCoefficients = outCoefficients
    }

    // MARK: Substitute and pivot

    /// Replaces the parametric `symbol` by `row` (its definition) in every tableau row that holds it
    /// (found through the column index, not by scanning), in the objective and in the artificial
    /// objective. Restricted rows whose constant goes negative are queued for the dual simplex.
    func substitute(_ symbol: Symbol, _ row: Row) {
        var column = columns[symbol.index]
        columns[symbol.index] = []
        for slot32 in column {
            let slot = Int(slot32)
            let coefficient = rows[slot].remove(symbol)
            merge(into: &rows[slot], row, times: coefficient, slot: slot32)
            if !rowBasic[slot].isExternal && rows[slot].constant < -epsilon { infeasible.append(slot32) }
        }
        column.removeAll(keepingCapacity: true)
        columns[symbol.index] = column
        let c = objective.remove(symbol)
        if c != 0 {
            merge(into: &objective, row, times: c, slot: -1)
            touchObjective(row.symbols)
        }
        if artificial != nil {
            let a = artificial!.remove(symbol)
            if a != 0 { merge(into: &artificial!, row, times: a, slot: -1) }
        }
    }

    /// Makes `entering` basic in row `slot`, whose basic symbol leaves, and substitutes it everywhere.
    func pivot(slot: Int, entering: Symbol) {
        let leaving = rowBasic[slot]
        let s32 = Int32(slot)
        removeFromColumn(entering, slot: s32)
        rows[slot].add(leaving, -1)
        columns[leaving.index].append(s32)
        rows[slot].solve(for: entering)
        basicSlot[leaving.index] = -1
        basicSlot[entering.index] = s32
        rowBasic[slot] = entering
        substitute(entering, rows[slot])
    }

    /// Notes objective cells that may have changed sign (Solver+Simplex.swift, `enteringSymbol`).
    @inline(__always) func touchObjective(_ symbols: [Symbol]) {
        guard objectiveSettled else { return }
        if objectiveTouched.count + symbols.count > objective.symbols.count {
            objectiveSettled = false  // as many as a full scan: scan
            objectiveTouched.removeAll(keepingCapacity: true)
        } else {
            objectiveTouched.append(contentsOf: symbols)
        }
    }
}
