/// Edit variables, suggested values and in-place constant changes: one mechanism.
///
/// Changing a constraint's constant by δ is the same as renaming its marker: if the row was built as
/// `c + X + μ·m = 0`, then with `c + δ` the new marker is `m' = m + δ/μ`. So a basic marker's row
/// loses δ/μ from its constant, or every row holding the parametric marker (the column index lists
/// them) gains `coefficient × δ/μ`; rows that go negative are repaired by the dual simplex. An edit
/// variable is an optional constraint `v - value == 0`, and suggesting a value changes its constant.
extension Solver {
    /// Makes `variable` an edit variable: an optional constraint holding it at the suggested value
    /// (0 until ``suggestValue(_:_:)``). `strength` must be below required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard isUsable(variable) else { throw .unknownVariable(variable) }
        guard editOf[Int(variable.index)] < 0 else { throw .duplicateEditVariable(variable) }
        guard strength.weight.isFinite, strength.weight >= 0 else {
            throw .nonFiniteValue("strength \(strength.weight)")
        }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let id = try makeConstraint(Constraint(Expression(variable), .equal, strength: strength))
        let slot = Int(id.index)
        records[slot].serial = nextSerial
        nextSerial += 1
        if deferred {
            do throws(SolverError) {
                try addDeferred(slot: slot)
            } catch {
                discard(slot: slot)
                throw error
            }
            editOf[Int(variable.index)] = Int32(slot)
            return
        }
        do {
            try activate(slot: slot)
        } catch {
            discard(slot: slot)
            throw error
        }
        editOf[Int(variable.index)] = Int32(slot)
    }

    /// Stops editing `variable`: its edit constraint leaves the solver.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard knows(variable) else { throw .unknownVariable(variable) }
        let slot = Int(editOf[Int(variable.index)])
        guard slot >= 0 else { throw .unknownEditVariable(variable) }
        editOf[Int(variable.index)] = -1
        try deactivate(slot: slot)
        discard(slot: slot)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        knows(variable) && editOf[Int(variable.index)] >= 0
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex). A suggestion
    /// equal to the current one costs nothing and allocates nothing.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard knows(variable) else { throw .unknownVariable(variable) }
        let slot = Int(editOf[Int(variable.index)])
        guard slot >= 0 else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value)") }
        let delta = -value - records[slot].constraint.expression.constant
        if delta == 0 { return }
        records[slot].constraint.expression.constant = -value
        if deferred, !records[slot].inTableau {
            markRecordChanged(slot, structural: false)
            return
        }
        shiftMarker(slot: slot, by: delta)
        if let failed = try dualOptimize() {
            // An optional constraint cannot make the required ones infeasible; report, do not crash.
            throw .internalError("suggestValue left row \(failed) infeasible")
        }
    }

    /// Changes the constant of a registered constraint's expression (the constraint reads
    /// `expression relation 0`). For a constraint in the solver this is incremental — the marker
    /// shift plus a dual simplex, no row rebuilt — and gives the same solution as removing the
    /// constraint and adding it back with the new constant. If a required constraint cannot hold with
    /// the new constant, throws ``SolverError/unsatisfiable(constraint:conflicts:)`` and keeps the old
    /// constant.
    public func setConstant(_ id: ConstraintID, _ constant: Double) throws(SolverError) {
        guard let slot = slot(of: id) else { throw .unknownConstraint(id) }
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant)") }
        let old = records[slot].constraint.expression.constant
        let delta = constant - old
        if delta == 0 { return }
        records[slot].constraint.expression.constant = constant
        guard records[slot].active else { return }
        if deferred, !records[slot].inTableau {
            // If it cannot hold, the changed constraint is the one refused (it enters the tableau
            // last) and it keeps its old constant, as in the eager solver (Solver+Components.swift).
            if records[slot].constraint.strength.isRequired {
                records[slot].serial = nextSerial
                nextSerial += 1
                if records[slot].previousConstant == nil { records[slot].previousConstant = old }
                constantsOnTrial.append(Int32(slot))
            }
            // A bound may pair with another (an intrinsic size) or stop pairing: the plan is redone.
            markRecordChanged(slot, structural: records[slot].constraint.relation != .equal)
            return
        }
        var broken = shiftMarker(slot: slot, by: delta)
        if broken < 0, let failed = try dualOptimize() { broken = failed }
        guard broken >= 0 else { return }

        // Conflict: collect it, undo the change, repair feasibility again.
        var conflicts = [id]
        appendConflicts(of: rows[broken], to: &conflicts)
        if let basicOwner = ownerConstraint(of: rowBasic[broken]), !conflicts.contains(basicOwner) {
            conflicts.append(basicOwner)
        }
        records[slot].constraint.expression.constant = old
        shiftMarker(slot: slot, by: -delta)
        infeasible.removeAll(keepingCapacity: true)
        for s in rows.indices where rowBasic[s].isValid && !rowBasic[s].isExternal && rows[s].constant < -epsilon {
            infeasible.append(Int32(s))
        }
        if try dualOptimize() != nil { throw .internalError("could not restore the constant of \(id)") }
        throw .unsatisfiable(constraint: id, conflicts: conflicts)
    }

    /// Moves the constants of the rows that hold the constraint's marker after its expression's
    /// constant changed by `delta`; queues restricted rows that went negative. Returns the slot of a
    /// row of required equalities (dummies only) that can no longer hold, or -1.
    @discardableResult
    func shiftMarker(slot: Int, by delta: Double) -> Int {
        let record = records[slot]
        let marker = record.marker
        let t = delta / record.markerCoefficient
        var broken = -1
        let basic = basicSlot[marker.index]
        if basic >= 0 {
            let row = Int(basic)
            rows[row].constant -= t
            if marker.isDummy {
                if !nearZero(rows[row].constant) { broken = row }
            } else if rows[row].constant < -epsilon {
                infeasible.append(basic)
            }
            return broken
        }
        // One access to `rows` for the whole column (a subscript of the class's array per cell is
        // a run-time exclusivity check each; a resize shifts a marker held by a thousand rows).
        let column = columns[marker.index]
        let basics = rowBasic
        var negative: [Int32] = []
        rows.withUnsafeMutableBufferPointer { rows in
            for slot32 in column {
                let row = Int(slot32)
                let constant = rows[row].constant + rows[row].coefficient(for: marker) * t
                rows[row].constant = constant
                let basicSymbol = basics[row]
                if basicSymbol.isExternal { continue }
                if basicSymbol.isDummy {
                    if !nearZero(constant) { broken = row }
                } else if constant < -epsilon {
                    negative.append(slot32)
                }
            }
        }
        if !negative.isEmpty { infeasible.append(contentsOf: negative) }
        let c = objective.coefficient(for: marker)
        if c != 0 { objective.constant += c * t }
        return broken
    }
}
