/// An incremental linear-arithmetic constraint solver of the Cassowary family (Badros, Borning &
/// Stuckey 2001; the same algorithm as Kiwi's), the engine under Auto Layout.
///
///     add constraint ─▶ row: expression with basic variables substituted, plus marker symbols
///                       (slack for ≤/≥, error pair for optional ==, dummy for required ==)
///                  ─▶ choose subject (an external variable, else a negative slack/error) and
///                     substitute it into the rows that hold it (the column index finds them);
///                     no subject → phase one with an artificial variable (fails → unsatisfiable)
///                  ─▶ optimize: primal simplex on the weighted error objective (Bland's rule)
///     edit variable ─▶ an optional `v == value` constraint
///     suggest value / change a constant in place
///                  ─▶ shift the constraint's marker: move the constants of the rows holding it
///                  ─▶ dual optimize the rows that went negative
///
/// Data layout: symbols are integers (kind in the low bits); per-symbol arrays say where a symbol is
/// basic (`basicSlot`) and which rows hold it (`columns`, the column index). Rows live in a slot array
/// and are sorted sparse vectors. Variables, constraints and edit variables are integer handles into
/// contiguous arrays; no hashing on any hot path.
///
/// Reading a value is two array reads (the variable's basic row's constant, or zero when it is
/// parametric). Not thread-safe: use one solver from one thread (or actor) at a time.
public final class Solver {
    // Per variable.
    var variableSymbols: [Symbol] = []
    var editOf: [Int32] = []                // constraint slot of the variable's edit constraint, or -1
    /// The values as of the last ``updateVariables()``, indexed by ``Variable/index``.
    public internal(set) var values: [Double] = []
    /// 0: in use; 1: given back, not yet reusable; 2: on the free list (Solver+Recycling.swift).
    var variableFree: [UInt8] = []
    var releasedVariables: [Int32] = []
    var freeVariables: [Int32] = []
    var releasedSinceRecycling = 0

    // Per symbol index.
    var basicSlot: [Int32] = []             // row slot where the symbol is basic, or -1
    var columns: [[Int32]] = []             // row slots holding the symbol as a parametric cell
    var owner: [Int32] = []                 // constraint slot (markers/errors) or variable index (externals)
    var freeSymbols: [Int] = []

    // Rows.
    var rows: [Row] = []
    var rowBasic: [Symbol] = []             // Symbol.invalid for a free slot
    var freeRows: [Int32] = []
    var objective = Row()
    /// Whether the objective had no negative coefficient at the end of the last optimisation, all
    /// changes since being to the symbols in `objectiveTouched`: then only those can enter, and the
    /// next optimisation looks at them, not at every error of every optional constraint.
    var objectiveSettled = true
    var objectiveTouched: [Symbol] = []
    var artificial: Row? = nil
    var infeasible: [Int32] = []

    // Constraints.
    var records: [ConstraintRecord] = []
    var freeRecords: [Int32] = []

    // The tableau built late (Solver+Deferred.swift).
    /// Whether constraints wait outside the tableau while propagation proves the answers.
    public let propagatesFirst: Bool
    var deferred: Bool
    var propagationStale = false
    var propagation = Propagation()
    var nextSerial: UInt64 = 1
    var deferredConflicts: [SolverError] = []
    // Components (Solver+Components.swift), by variable index; the lists and flags are the roots'.
    var componentParent: [Int32] = []
    var componentSlots: [[Int32]] = []
    var componentInTableau: [Bool] = []
    var componentDirty: [Bool] = []
    var dirtyComponents: [Int32] = []
    var settleStamp: UInt32 = 0
    /// The component whose plan ``propagation`` keeps (valid while only constants change), or -1.
    var planRoot = -1
    /// Required constraints whose constant changed since the last settle.
    var constantsOnTrial: [Int32] = []
    /// Per variable: the slot of a required `v == value` constraint on it, or -1.
    var pinSlot: [Int32] = []

    // Merge buffers, reused so substitution does not allocate once warmed up.
    var scratchSymbols: [Symbol] = []
    var scratchCoefficients: [Double] = []

    /// A solver. With `propagatesFirst`, the tableau is built only when propagation cannot prove an
    /// answer (Solver+Deferred.swift); without, from the first constraint, as Kiwi does.
    public init(propagatesFirst: Bool = false) {
        self.propagatesFirst = propagatesFirst
        deferred = propagatesFirst
    }

    // MARK: Variables

    /// Makes a new variable (value 0 until constrained): one given back earlier, if any.
    public func makeVariable() -> Variable {
        if let reused = reuseFreeVariable() { return reused }
        let variable = Variable(index: Int32(variableSymbols.count))
        let symbol = newSymbol(.external, owner: Int32(variableSymbols.count))
        variableSymbols.append(symbol)
        editOf.append(-1)
        values.append(0)
        componentParent.append(variable.index)
        componentSlots.append([])
        componentInTableau.append(false)
        componentDirty.append(false)
        pinSlot.append(-1)
        variableFree.append(0)
        return variable
    }

    /// How many variable indices this solver made (in use or free: ``liveVariableCount`` counts
    /// the ones in use).
    public var variableCount: Int { variableSymbols.count }

    @inline(__always) func knows(_ variable: Variable) -> Bool {
        variable.index >= 0 && Int(variable.index) < variableSymbols.count
    }

    /// The variable's current value: its basic row's constant, or 0 when it is parametric (free).
    /// Always up to date; costs two array reads.
    @inline(__always) public func value(of variable: Variable) -> Double {
        guard knows(variable) else { return 0 }
        if deferred {
            if propagationStale { settle() }
            if propagation.isProved(Int(variable.index)) { return propagation.value(of: Int(variable.index)) }
        }
        return tableauValue(Int(variable.index))
    }

    /// Copies every variable's current value into ``values`` (Kiwi's `updateVariables`).
    public func updateVariables() {
        if deferred {
            settle()
            if deferred {
                updateVariablesFromBoth()
                return
            }
        }
        updateVariablesFromTableau()
    }

    /// Copies every variable's value from the tableau's rows into ``values``.
    func updateVariablesFromTableau() {
        if values.count != variableSymbols.count { values = Array(repeating: 0, count: variableSymbols.count) }
        let count = variableSymbols.count
        variableSymbols.withUnsafeBufferPointer { symbols in
            basicSlot.withUnsafeBufferPointer { basic in
                rows.withUnsafeBufferPointer { rows in
                    values.withUnsafeMutableBufferPointer { values in
                        for i in 0..<count {
                            let slot = basic[symbols[i].index]
                            values[i] = slot < 0 ? 0 : rows[Int(slot)].constant
                        }
                    }
                }
            }
        }
    }

    /// Removes every constraint and edit variable; variables stay (at 0) and registered constraints
    /// stay registered but inactive.
    public func reset() {
        deferred = propagatesFirst
        propagationStale = false
        propagation = Propagation()
        for i in componentParent.indices {
            componentParent[i] = Int32(i)
            componentSlots[i] = []
            componentInTableau[i] = false
            componentDirty[i] = false
        }
        dirtyComponents.removeAll()
        deferredConflicts.removeAll()
        for i in pinSlot.indices { pinSlot[i] = -1 }
        planRoot = -1
        constantsOnTrial.removeAll()
        rows.removeAll()
        rowBasic.removeAll()
        freeRows.removeAll()
        objective = Row()
        objectiveSettled = true
        objectiveTouched.removeAll()
        artificial = nil
        infeasible.removeAll()
        for i in records.indices where records[i].isLive {
            records[i].active = false
            records[i].inTableau = false
            records[i].marker = .invalid
            records[i].other = .invalid
        }
        for i in editOf.indices where editOf[i] >= 0 {
            discard(slot: Int(editOf[i]))
            editOf[i] = -1
        }
        // Keep only the external symbols.
        basicSlot = Array(repeating: -1, count: basicSlot.count)
        for i in columns.indices { columns[i].removeAll() }
        let external = Set(variableSymbols.map(\.index))
        freeSymbols = (0..<owner.count).filter { !external.contains($0) }.reversed()
        for i in values.indices { values[i] = 0 }
    }
}

/// What the solver keeps for each registered constraint.
struct ConstraintRecord {
    var constraint: Constraint
    var generation: UInt32
    var isLive: Bool
    var active = false
    var marker = Symbol.invalid
    var other = Symbol.invalid
    /// The marker's coefficient in the row as built (before any sign flip): shifting the constant by
    /// δ moves the marker by δ / markerCoefficient.
    var markerCoefficient = 1.0
    /// When the constraint was last added: a tableau built late adds them in this order.
    var serial: UInt64 = 0
    /// Whether the constraint is in the tableau (always, once active, in a solver that does not
    /// propagate first).
    var inTableau = false
    /// Marks the record as seen while a component's list is compacted.
    var stamp: UInt32 = 0
    /// A required constraint's constant before a change not yet tried: restored if the new one
    /// cannot hold.
    var previousConstant: Double? = nil
}
