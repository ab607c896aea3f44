/// Registering, adding and removing constraints.
///
/// A constraint is registered once (``Solver/makeConstraint(_:)``, which validates it) and can then be
/// added and removed any number of times, like UIKit's `isActive`; ``Solver/discardConstraint(_:)``
/// forgets it. ``Solver/addConstraint(_:)-(Constraint)`` does both steps at once.
extension Solver {
    // MARK: Registry

    /// Registers a constraint without adding it. Throws ``SolverError/nonFiniteValue(_:)`` for NaN or
    /// infinite coefficients, constant or weight and ``SolverError/unknownVariable(_:)`` for a variable
    /// this solver did not make; nothing is stored then.
    public func makeConstraint(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        guard constraint.expression.isFinite else { throw .nonFiniteValue("\(constraint)") }
        guard constraint.strength.weight.isFinite, constraint.strength.weight >= 0 else {
            throw .nonFiniteValue("strength \(constraint.strength.weight)")
        }
        for term in constraint.expression.terms where !isUsable(term.variable) {
            throw .unknownVariable(term.variable)
        }
        if let slot = freeRecords.popLast() {
            let generation = records[Int(slot)].generation &+ 1
            records[Int(slot)] = ConstraintRecord(constraint: constraint, generation: generation, isLive: true)
            return ConstraintID(index: slot, generation: generation)
        }
        records.append(ConstraintRecord(constraint: constraint, generation: 0, isLive: true))
        return ConstraintID(index: Int32(records.count - 1), generation: 0)
    }

    func slot(of id: ConstraintID) -> Int? {
        let slot = Int(id.index)
        guard slot >= 0, slot < records.count, records[slot].isLive, records[slot].generation == id.generation else {
            return nil
        }
        return slot
    }

    func id(ofSlot slot: Int) -> ConstraintID {
        ConstraintID(index: Int32(slot), generation: records[slot].generation)
    }

    /// The description of a registered constraint (its current constant included).
    public func constraint(_ id: ConstraintID) -> Constraint? {
        slot(of: id).map { records[$0].constraint }
    }

    /// Whether the constraint is in the solver (registered and added).
    public func hasConstraint(_ id: ConstraintID) -> Bool {
        slot(of: id).map { records[$0].active } ?? false
    }

    /// The constraints in the solver, edit constraints excluded.
    public var activeConstraints: [ConstraintID] {
        var edits = Set<Int32>()
        for e in editOf where e >= 0 { edits.insert(e) }
        return records.indices.filter { records[$0].isLive && records[$0].active && !edits.contains(Int32($0)) }
            .map { id(ofSlot: $0) }
    }

    /// Removes the constraint if it is in the solver and forgets it; its handle becomes unknown.
    public func discardConstraint(_ id: ConstraintID) throws(SolverError) {
        guard let slot = slot(of: id) else { throw .unknownConstraint(id) }
        if records[slot].active { try deactivate(slot: slot) }
        discard(slot: slot)
    }

    /// Discards many constraints, the latest added first (undoing the additions in reverse: a
    /// marker is then usually still basic and leaves with its row, without a pivot). Unknown
    /// handles are skipped.
    public func discardConstraints(_ ids: [ConstraintID]) {
        // (An edit variable's constraint leaves with `removeEditVariable(_:)`, not here.)
        let slots = ids.compactMap { slot(of: $0) }.filter { !isEditSlot($0) }
            .sorted { records[$0].serial > records[$1].serial }
        for slot in slots where records[slot].isLive {
            if records[slot].active { try? deactivate(slot: slot) }
            discard(slot: slot)
        }
    }

    /// Whether the record at `slot` is an edit variable's constraint.
    func isEditSlot(_ slot: Int) -> Bool {
        let terms = records[slot].constraint.expression.terms
        guard terms.count == 1, let variable = terms.first?.variable,
              Int(variable.index) < editOf.count else { return false }
        return editOf[Int(variable.index)] == Int32(slot)
    }

    func discard(slot: Int) {
        records[slot].isLive = false
        records[slot].active = false
        freeRecords.append(Int32(slot))
    }

    // MARK: Add

    /// Registers and adds a constraint. On ``SolverError/unsatisfiable(constraint:conflicts:)`` the
    /// constraint stays registered (inactive) so its handle can be printed with the conflicts.
    @discardableResult
    public func addConstraint(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        let id = try makeConstraint(constraint)
        try addConstraint(id)
        return id
    }

    /// Adds a registered constraint. Throws ``SolverError/duplicateConstraint(_:)`` when it is in the
    /// solver already, ``SolverError/unsatisfiable(constraint:conflicts:)`` when it is required and
    /// cannot hold (the solver keeps its previous solution, up to ties between equally good ones).
    public func addConstraint(_ id: ConstraintID) throws(SolverError) {
        guard let slot = slot(of: id) else { throw .unknownConstraint(id) }
        guard !records[slot].active else { throw .duplicateConstraint(id) }
        records[slot].serial = nextSerial
        nextSerial += 1
        if deferred {
            try addDeferred(slot: slot)
            return
        }
        try activate(slot: slot)
    }

    func activate(slot: Int) throws(SolverError) {
        let constraint = records[slot].constraint
        let required = constraint.strength.isRequired
        let weight = constraint.strength.weight
        let owner = Int32(slot)

        // The row: the expression with the basic variables substituted.
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = variableSymbols[Int(term.variable.index)]
            let basic = basicSlot[symbol.index]
            if basic >= 0 {
                merge(into: &row, rows[Int(basic)], times: term.coefficient, slot: -1)
            } else {
                row.add(symbol, term.coefficient)
            }
        }

        // The marker symbols.
        var marker = Symbol.invalid, other = Symbol.invalid
        var markerCoefficient = 1.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let c = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = newSymbol(.slack, owner: owner)
            markerCoefficient = c
            row.add(marker, c)
            if !required {
                other = newSymbol(.error, owner: owner)
                row.add(other, -c)
                objective.add(other, weight)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy, owner: owner)
                row.add(marker, 1)
            } else {
                marker = newSymbol(.error, owner: owner)
                other = newSymbol(.error, owner: owner)
                markerCoefficient = -1
                row.add(marker, -1)
                row.add(other, 1)
                objective.add(marker, weight)
                objective.add(other, weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if !subject.isValid && row.allDummies {
            if !nearZero(row.constant) {
                var conflicts = [id(ofSlot: slot)]
                appendConflicts(of: row, to: &conflicts)
                releaseSymbol(marker)
                releaseSymbol(other)
                throw .unsatisfiable(constraint: id(ofSlot: slot), conflicts: conflicts)
            }
            subject = marker
        }

        records[slot].marker = marker
        records[slot].other = other
        records[slot].markerCoefficient = markerCoefficient

        if subject.isValid {
            row.solve(for: subject)
            let installed = installRow(row, basic: subject)
            substitute(subject, rows[installed])
        } else {
            try addWithArtificialVariable(row, slot: slot)
        }
        records[slot].active = true
        records[slot].inTableau = true
        if deferred {
            // The tableau answers for its variables from now on.
            propagation.disprove(constraint.expression.terms.lazy.map { Int($0.variable.index) })
        }
        try optimize()
    }

    /// An external variable (the one held by the fewest rows, so the substitution is cheapest), else a
    /// marker or error symbol with a negative coefficient (its value then starts non-negative).
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        var best = Symbol.invalid
        var bestCount = Int.max
        for symbol in row.symbols where symbol.isExternal {
            let count = columns[symbol.index].count
            if count < bestCount {
                best = symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if best.isValid { return best }
        if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return .invalid
    }

    /// Phase one: adds the row with an artificial variable and minimises it. When it cannot reach zero
    /// the constraint is taken out again and the conflict reported.
    func addWithArtificialVariable(_ row: Row, slot: Int) throws(SolverError) {
        let art = newSymbol(.slack, owner: -1)
        installRow(row, basic: art)
        artificial = row
        do {
            try optimize(artificialPhase: true)
        } catch {
            artificial = nil
            throw error
        }
        let success = nearZero(artificial!.constant)
        var conflicts: [ConstraintID] = []
        if !success {
            conflicts.append(id(ofSlot: slot))
            appendConflicts(of: artificial!, to: &conflicts)
            if basicSlot[art.index] >= 0 { appendConflicts(of: rows[Int(basicSlot[art.index])], to: &conflicts) }
        }
        artificial = nil

        if success {
            let basic = Int(basicSlot[art.index])
            if basic >= 0 {
                let artRow = rows[basic]
                if artRow.isEmpty {
                    releaseRow(basic)
                } else {
                    let entering = artRow.symbols.first(where: \.isPivotable) ?? artRow.symbols.first(where: \.isDummy)
                    if let entering {
                        pivot(slot: basic, entering: entering)
                    } else {
                        releaseRow(basic)
                    }
                }
            }
            releaseSymbol(art)
            return
        }

        // Take the constraint out: its equation is the only one holding `art`; pivot `art` into the basis
        // if needed and drop its row. The constraint's own markers then appear nowhere.
        if basicSlot[art.index] < 0, let leaving = markerLeavingSlot(art) {
            pivot(slot: leaving, entering: art)
        }
        releaseSymbol(art)
        releaseSymbol(records[slot].marker)
        releaseSymbol(records[slot].other)
        records[slot].marker = .invalid
        records[slot].other = .invalid
        try optimize()
        throw .unsatisfiable(constraint: id(ofSlot: slot), conflicts: conflicts)
    }

    // MARK: Remove

    /// Removes a constraint from the solver (it stays registered and can be added again). Throws
    /// ``SolverError/unknownConstraint(_:)`` when the handle is unknown or the constraint is not in the
    /// solver.
    public func removeConstraint(_ id: ConstraintID) throws(SolverError) {
        guard let slot = slot(of: id), records[slot].active else { throw .unknownConstraint(id) }
        try deactivate(slot: slot)
    }

    func deactivate(slot: Int) throws(SolverError) {
        if deferred, !records[slot].inTableau {
            records[slot].active = false
            markRecordChanged(slot, structural: true)
            // (Its variables are proved again by the component's next solve if still held.)
            propagation.disprove(records[slot].constraint.expression.terms.lazy.map { Int($0.variable.index) })
            return
        }
        let record = records[slot]
        let weight = record.constraint.strength.weight
        // The objective forgets the constraint's errors.
        for error in [record.marker, record.other] where error.isValid && error.isError {
            let basic = basicSlot[error.index]
            if basic >= 0 {
                merge(into: &objective, rows[Int(basic)], times: -weight, slot: -1)
                touchObjective(rows[Int(basic)].symbols)
            } else {
                objective.add(error, -weight)
                touchObjective([error])
            }
        }
        // Its equation leaves the tableau: the marker's row, after pivoting the marker in if needed.
        let marker = record.marker
        if basicSlot[marker.index] < 0, let leaving = markerLeavingSlot(marker) {
            pivot(slot: leaving, entering: marker)
        }
        releaseSymbol(marker)
        releaseSymbol(record.other)
        records[slot].active = false
        records[slot].inTableau = false
        records[slot].marker = .invalid
        records[slot].other = .invalid
        try optimize()
    }
}
