/// The tableau holds only what propagation cannot prove.
///
///     add ─▶ the constraint joins its variables' component (Solver+Components.swift)
///            component in the tableau? ─▶ the tableau, at once, as in the eager solver
///            otherwise ─▶ it waits; the component is marked changed
///     remove / change a constant / suggest ─▶ the tableau if it holds the constraint; otherwise
///                                             the component is marked changed
///     read a value ─▶ each changed waiting component is propagated (Propagation), alone
///                  ─▶ proved: its values are served from propagation
///                  ─▶ not proved (a cycle, a conflict, an ambiguity, a trade-off not clearly
///                     won): its constraints enter the tableau in the order they were added, and
///                     the component stays there, answered incrementally
///
/// A solver made with `propagatesFirst: false` puts every constraint in the tableau as it is added,
/// as Kiwi does. While a constraint waits, a required one that cannot hold is not refused when it
/// is added: it is refused when its component enters the tableau — the later added of two
/// conflicting constraints, as an eager solver would refuse it — and listed by
/// ``takeDeferredConflicts()``.
///
/// A read after a change costs the changed components, not the system: fitting one cell touches
/// the cell's component; a form's chain of rows is one component, propagated in time linear in it.
extension Solver {
    /// Whether every answer comes from propagation, with no constraint in the tableau (for tests and
    /// measurements).
    public var isPropagating: Bool {
        settle()
        return deferred && !records.contains { $0.isLive && $0.active && $0.inTableau }
    }

    /// The required constraints refused when they entered the tableau late, once each: each an
    /// ``SolverError/unsatisfiable(constraint:conflicts:)``. A constraint whose changed constant
    /// could not hold is still in the solver, with its old constant (``hasConstraint(_:)``); any
    /// other is left inactive.
    public func takeDeferredConflicts() -> [SolverError] {
        defer { deferredConflicts.removeAll() }
        return deferredConflicts
    }

    /// Adds a registered constraint to a solver that propagates first.
    func addDeferred(slot: Int) throws(SolverError) {
        guard let root = fileInComponent(slot), !componentInTableau[root] else {
            try activate(slot: slot)
            return
        }
        if root == planRoot { planRoot = -1 }
        if pinsAnotherValue(slot) {
            // Two required values for one variable (a held frame and a size constant, two size
            // constants): refused now, as the eager solver refuses it, through the tableau.
            moveToTableau(root)
            try activate(slot: slot)
            return
        }
        records[slot].active = true
        markDirty(root)
    }

    /// Whether the record is a required `c·v + k == 0` and another active one gives v another value;
    /// otherwise it becomes the variable's pin, if it is one.
    private func pinsAnotherValue(_ slot: Int) -> Bool {
        guard let pin = requiredPin(slot) else { return false }
        let other = Int(pinSlot[pin.variable])
        if other >= 0, other != slot, records[other].isLive, records[other].active,
           let held = requiredPin(other), held.variable == pin.variable {
            return !propagation.sameValue(held.value, pin.value)
        }
        pinSlot[pin.variable] = Int32(slot)
        return false
    }

    private func requiredPin(_ slot: Int) -> (variable: Int, value: Double)? {
        let constraint = records[slot].constraint
        guard constraint.relation == .equal, constraint.strength.isRequired,
              let first = constraint.expression.terms.first?.variable else { return nil }
        var coefficient = 0.0
        for term in constraint.expression.terms {
            guard term.variable == first else { return nil }
            coefficient += term.coefficient
        }
        guard !nearZero(coefficient) else { return nil }
        return (Int(first.index), -constraint.expression.constant / coefficient)
    }

    /// Brings the answers up to date: each changed waiting component is propagated; the ones it
    /// cannot prove enter the tableau.
    func settle() {
        guard deferred, propagationStale else { return }
        propagationStale = false
        defer {
            for slot in constantsOnTrial { records[Int(slot)].previousConstant = nil }
            constantsOnTrial.removeAll()
        }
        let dirty = dirtyComponents
        dirtyComponents.removeAll()
        for root in dirty { componentDirty[Int(root)] = false }
        var done = Set<Int>()
        for changed in dirty {
            let root = componentRoot(Int(changed))
            guard !componentInTableau[root], done.insert(root).inserted else { continue }
            if root == planRoot {
                // Only constants changed: the kept plan is walked again.
                if propagation.reevaluate(records) { continue }
                planRoot = -1
                moveToTableau(root)
                continue
            }
            let slots = activeSlots(ofComponent: root)
            if slots.isEmpty { continue }
            if propagation.solve(slots, records, variableCount: variableSymbols.count) {
                planRoot = root
            } else {
                planRoot = -1
                moveToTableau(root, slots: slots)
            }
        }
    }

    /// Puts the component at `root` in the tableau, for good: its active constraints (`slots`, when
    /// the caller has them) enter in the order they were added.
    func moveToTableau(_ root: Int, slots: [Int32]? = nil) {
        componentInTableau[root] = true
        enterTableau((slots ?? activeSlots(ofComponent: root)).map(Int.init))
    }

    /// Puts every active constraint in the tableau, for good: the eager solver from here on (for
    /// questions about the tableau itself).
    func buildTableau() {
        guard deferred else { return }
        settle()
        deferred = false
        enterTableau(records.indices.filter { records[$0].isLive && records[$0].active && !records[$0].inTableau })
    }

    /// Copies every variable's value into ``values``: propagation's where it proved one, the
    /// tableau's otherwise. One pass over plain buffers (no exclusivity check per variable).
    func updateVariablesFromBoth() {
        // (Every component in the tableau, as in a grid of equal widths: the eager solver's loop.)
        if propagation.provedCount == 0 { return updateVariablesFromTableau() }
        let count = variableSymbols.count
        if values.count != count { values = Array(repeating: 0, count: count) }
        propagation.withAnswers { provedValues, proved in
            variableSymbols.withUnsafeBufferPointer { symbols in
                basicSlot.withUnsafeBufferPointer { basic in
                    rows.withUnsafeBufferPointer { rows in
                        values.withUnsafeMutableBufferPointer { values in
                            let provedCount = min(proved.count, count)
                            for i in 0..<count {
                                if i < provedCount, proved[i] {
                                    values[i] = provedValues[i]
                                } else {
                                    let slot = basic[symbols[i].index]
                                    values[i] = slot < 0 ? 0 : rows[Int(slot)].constant
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A variable's value from the tableau: its basic row's constant, or 0 when it is parametric.
    @inline(__always) func tableauValue(_ index: Int) -> Double {
        let slot = basicSlot[variableSymbols[index].index]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }
}
