/// Variables given back and made again: a solver that lives as long as an application (Auto Layout's
/// engine) sees screens come and go, and without reuse every per-variable array — and the pass that
/// copies every value out (``Solver/updateVariables()``) — would grow with every view ever laid out.
///
///     releaseVariables ─▶ each variable is marked released (a constraint that names it is refused
///                         from now on: `unknownVariable`)
///                      ─▶ once the ones released since the last rebuild are a quarter of all (and
///                         at least 256): the components are rebuilt from the live constraints alone
///                         (components only merge as constraints come, so a screen's variables stay
///                         joined to the rest after its constraints leave); a piece of a changed
///                         component is changed, nothing is solved here (the caller may not have
///                         brought its constants up to date yet)
///                      ─▶ a released variable that no live constraint names is cleared (value 0,
///                         any rounding leftover in the tableau purged) and goes on the free list
///     makeVariable ─▶ the free list first, then a new index
///
/// A released variable that a live constraint still names (the caller's mistake) is not reused: it
/// stays released, and the constraint keeps working. A handle kept after its variable was reused
/// names the new variable (handles carry no generation, as Kiwi's do not).
extension Solver {
    /// Gives back variables no constraint names any more, so their indices are reused. Their
    /// handles must not be used again (a constraint naming one is refused while it is unused).
    public func releaseVariables<S: Sequence>(_ released: S) where S.Element == Variable {
        for variable in released where knows(variable) && variableFree[Int(variable.index)] == 0 {
            let v = Int(variable.index)
            if editOf[v] >= 0 { try? removeEditVariable(variable) }
            variableFree[v] = 1
            releasedVariables.append(Int32(v))
            releasedSinceRecycling += 1
        }
        // (Counting only the new ones: variables that stay named cannot make every call rebuild.)
        if releasedSinceRecycling >= 256, releasedSinceRecycling * 4 >= variableSymbols.count {
            recycleReleasedVariables()
        }
    }

    /// How many variables are in use: made and not given back.
    public var liveVariableCount: Int {
        variableSymbols.count - releasedVariables.count - freeVariables.count
    }

    /// Whether a constraint may name the variable: made by this solver and not given back.
    @inline(__always) func isUsable(_ variable: Variable) -> Bool {
        knows(variable) && variableFree[Int(variable.index)] == 0
    }

    /// Rebuilds the components from the live constraints and frees the released variables that none
    /// names. Costs the constraints and the variables once; run when the released ones are a
    /// quarter of all, so each release costs O(1) amortised.
    func recycleReleasedVariables() {
        releasedSinceRecycling = 0
        let count = variableSymbols.count
        // Which released variables a live constraint (active or not) still names.
        var named = [Bool](repeating: false, count: count)
        for record in records where record.isLive {
            for term in record.constraint.expression.terms { named[Int(term.variable.index)] = true }
        }
        rebuildComponents()
        var stillReleased: [Int32] = []
        for v32 in releasedVariables {
            let v = Int(v32)
            if named[v] {
                stillReleased.append(v32)
                continue
            }
            purgeFromTableau(variableSymbols[v])
            values[v] = 0
            pinSlot[v] = -1
            editOf[v] = -1
            variableFree[v] = 2
            freeVariables.append(v32)
        }
        propagation.disprove(freeVariables.lazy.map { Int($0) })
        releasedVariables = stillReleased
    }

    /// Takes a variable from the free list, if any: unconstrained, at 0, alone in its component.
    func reuseFreeVariable() -> Variable? {
        guard let v32 = freeVariables.popLast() else { return nil }
        variableFree[Int(v32)] = 0
        return Variable(index: v32)
    }

    /// Removes what rounding may have left of an external symbol in the tableau once no constraint
    /// names its variable (a row where it is basic, a tiny cell in other rows); the symbol keeps its
    /// index, owned by its variable.
    private func purgeFromTableau(_ symbol: Symbol) {
        let index = symbol.index
        if basicSlot[index] >= 0 { releaseRow(Int(basicSlot[index])) }
        for slot in columns[index] { rows[Int(slot)].remove(symbol) }
        columns[index].removeAll()
        objective.remove(symbol)
    }

    /// The components again, from the live active constraints: each variable its own root, then
    /// each constraint's variables joined (by size). A component is in the tableau when one of its
    /// constraints or variables is: components only split here, and a component in the tableau held
    /// only constraints in it, so its pieces do too. A piece of a changed (dirty) component is
    /// changed; no plan is kept.
    private func rebuildComponents() {
        let count = variableSymbols.count
        var changed = [Bool](repeating: false, count: count)
        for v in 0..<count where componentDirty[componentRoot(v)] { changed[v] = true }
        for v in 0..<count {
            componentParent[v] = Int32(v)
            componentSlots[v] = []
            componentInTableau[v] = false
            componentDirty[v] = false
        }
        dirtyComponents.removeAll()
        planRoot = -1
        var size = [Int32](repeating: 1, count: count)
        for slot in records.indices where records[slot].isLive && records[slot].active {
            let terms = records[slot].constraint.expression.terms
            guard let first = terms.first else { continue }
            var root = componentRoot(Int(first.variable.index))
            for term in terms.dropFirst() {
                let other = componentRoot(Int(term.variable.index))
                guard other != root else { continue }
                let (big, small) = size[root] >= size[other] ? (root, other) : (other, root)
                componentParent[small] = Int32(big)
                size[big] += size[small]
                root = big
            }
        }
        for slot in records.indices where records[slot].isLive && records[slot].active {
            guard let first = records[slot].constraint.expression.terms.first else { continue }
            let root = componentRoot(Int(first.variable.index))
            componentSlots[root].append(Int32(slot))
            if records[slot].inTableau { componentInTableau[root] = true }
        }
        for v in 0..<count where changed[v] { markDirty(componentRoot(v)) }
        // (A live variable the tableau still holds keeps its component there; should that component
        // hold a waiting constraint, it enters the tableau too — the rule of `join`.)
        var waiting = [Bool](repeating: false, count: count)
        for v in 0..<count where componentSlots[v].contains(where: { !records[Int($0)].inTableau }) {
            waiting[v] = true
        }
        for v in 0..<count where variableFree[v] == 0 {
            let index = variableSymbols[v].index
            guard basicSlot[index] >= 0 || !columns[index].isEmpty else { continue }
            let root = componentRoot(v)
            if !componentInTableau[root] || waiting[root] {
                moveToTableau(root)
                waiting[root] = false
            }
        }
    }
}
