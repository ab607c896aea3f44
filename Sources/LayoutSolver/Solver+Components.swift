/// The components of a solver that propagates first: sets of variables linked through constraints.
///
/// Components only merge (a removed constraint does not split one: a larger component is still
/// correct, only larger). Each is either *waiting* — its constraints outside the tableau, its answer
/// proved by propagation when it is read after a change — or *in the tableau* for good, once
/// propagation could not prove it: from then on its constraints enter the tableau as they are
/// added, and a required one that cannot hold is refused at once, as in the eager solver.
extension Solver {
    /// The root of `variable`'s component (path halving).
    @inline(__always) func componentRoot(_ variable: Int) -> Int {
        var v = variable
        while componentParent[v] != Int32(v) {
            let grand = componentParent[Int(componentParent[v])]
            componentParent[v] = grand
            v = Int(grand)
        }
        return v
    }

    /// Joins the components of the record's variables and files the record under the result.
    /// Returns the root, or nil for a constraint without variables.
    func fileInComponent(_ slot: Int) -> Int? {
        let terms = records[slot].constraint.expression.terms
        guard let first = terms.first else { return nil }
        var root = componentRoot(Int(first.variable.index))
        for term in terms.dropFirst() {
            let other = componentRoot(Int(term.variable.index))
            if other != root { root = join(root, other) }
        }
        componentSlots[root].append(Int32(slot))
        return root
    }

    /// Merges two components; the smaller list moves. A waiting component joined to one in the
    /// tableau enters the tableau.
    private func join(_ a: Int, _ b: Int) -> Int {
        let (big, small) = componentSlots[a].count >= componentSlots[b].count ? (a, b) : (b, a)
        if a == planRoot || b == planRoot { planRoot = -1 }
        let bigInTableau = componentInTableau[big], smallInTableau = componentInTableau[small]
        // The waiting side's constraints (its own, read before the merge) enter the tableau.
        let entering = bigInTableau == smallInTableau ? [] : activeSlots(ofComponent: bigInTableau ? small : big)
        componentParent[small] = Int32(big)
        componentSlots[big] += componentSlots[small]
        componentSlots[small] = []
        componentInTableau[big] = bigInTableau || smallInTableau
        if !entering.isEmpty { enterTableau(entering.map(Int.init)) }
        if componentDirty[small] { markDirty(big) }
        return big
    }

    @inline(__always) func markDirty(_ root: Int) {
        propagationStale = true
        if !componentDirty[root] {
            componentDirty[root] = true
            dirtyComponents.append(Int32(root))
        }
    }

    /// Marks the component of a record as changed. A structural change (a constraint added or
    /// removed, a single-variable bound moved: what can change the plan) drops the kept plan.
    func markRecordChanged(_ slot: Int, structural: Bool) {
        guard let first = records[slot].constraint.expression.terms.first else { return }
        let root = componentRoot(Int(first.variable.index))
        if structural, root == planRoot { planRoot = -1 }
        markDirty(root)
    }

    /// The active constraints of a component, its list compacted: removed and repeated entries out,
    /// and slots that a discarded constraint freed and a constraint of another component reuses.
    func activeSlots(ofComponent root: Int) -> [Int32] {
        settleStamp &+= 1
        var kept: [Int32] = []
        for slot in componentSlots[root] {
            let s = Int(slot)
            guard records[s].isLive, records[s].active, records[s].stamp != settleStamp,
                  let first = records[s].constraint.expression.terms.first,
                  componentRoot(Int(first.variable.index)) == root else { continue }
            records[s].stamp = settleStamp
            kept.append(slot)
        }
        componentSlots[root] = kept
        return kept
    }

    /// Puts active constraints in the tableau, in the order they were added to the solver. A
    /// required one that cannot hold stays out (inactive) and is listed in ``takeDeferredConflicts()``.
    func enterTableau(_ slots: [Int]) {
        for slot in slots.sorted(by: { records[$0].serial < records[$1].serial })
        where records[slot].isLive && records[slot].active && !records[slot].inTableau {
            records[slot].active = false
            do throws(SolverError) {
                try activate(slot: slot)
            } catch {
                deferredConflicts.append(error)
                if let old = records[slot].previousConstant {
                    // A changed constant that cannot hold: the constraint keeps its old one.
                    records[slot].previousConstant = nil
                    records[slot].constraint.expression.constant = old
                    if (try? activate(slot: slot)) != nil { continue }
                }
                if let variable = records[slot].constraint.expression.terms.first?.variable,
                   editOf[Int(variable.index)] == Int32(slot) {
                    editOf[Int(variable.index)] = -1
                    discard(slot: slot)
                }
            }
        }
    }
}
