/// A solve by local propagation that proves its own answer, tried before the simplex tableau is built.
///
/// Why: a tableau row holds a variable in terms of the free parameters it depends on. In a chain of
/// rows whose heights come from intrinsic sizes (optional hugging and compression constraints), the
/// k-th row's position depends on the k − 1 heights above it, so its row holds 2(k − 1) error cells
/// and building the tableau costs n²/2 — in Kiwi too. Propagation keeps that dependency implicit:
/// each variable is computed once from one equation whose other variables are known.
///
///     active constraints ─▶ equalities (required first, then optional by weight, strongest first)
///                           and intrinsic pairs (`v ≤ b` and `v ≥ b`: read as `v = b`)
///                        ─▶ repeat: one with a single unknown variable computes it
///                        ─▶ every variable known?  every other constraint satisfied, or (optional)
///                           violated only where required equalities alone fixed its variables?
///          yes ─▶ the answer: it is the simplex's optimum, and the only one (below)
///          no  ─▶ not proved: the caller builds the tableau
///
/// Why a proved answer is the simplex's: a variable is *forced* when required equalities alone
/// compute it, so it has that value in every feasible solution, and an optional constraint whose
/// variables are all forced costs the same in all of them. Every other optional constraint holds
/// exactly here, so no feasible solution costs less: this one is optimal. And any optimal one must
/// also hold those exactly — the equations used to compute each variable among them — so it has the
/// same values: the optimum is unique, and the tableau would find it too.
///
/// Cost: O(terms + pairs · log pairs) per solve, with buffers reused between solves.
struct Propagation {
    // One entry per active constraint, its terms merged by variable (coefficients summed).
    var slots: [Int32] = []
    var termStart: [Int32] = []
    var termVariable: [Int32] = []
    var termCoefficient: [Double] = []
    var unknown: [Int32] = []
    var used: [Bool] = []
    var isEquality: [Bool] = []
    var weight: [Double] = []
    var serial: [UInt64] = []
    // Per variable: the constraints holding it (compressed: start offsets, then entries).
    var holderStart: [Int32] = []
    var holders: [Int32] = []
    var known: [Bool] = []
    var forced: [Bool] = []
    var lastSeen: [Int32] = []
    var seenAt: [Int32] = []
    /// Each variable's value as last proved, by global index (0 for one never proved).
    private(set) var values: [Double] = []
    private(set) var proved: [Bool] = []
    /// How many entries of `proved` are true: none, and every value comes from the tableau.
    private(set) var provedCount = 0
    // The component's variables: global → local index (−1 outside it), local → global; per local
    // variable its working value.
    var localOf: [Int32] = []
    var globalOf: [Int32] = []
    var local: [Double] = []
    // Queues: required equalities first in, first out; optional ones (and pairs) by weight.
    var requiredReady: [Int32] = []
    var optionalReady = ReadyHeap()
    var pairs: [(variable: Int32, bound: Double, upper: Double, lower: Double)] = []
    // The plan: the variables in the order they were computed, and what computed each (an entry, or
    // −(pair + 1)); the adjoints of the optimality check (Propagation+Optimality.swift).
    private(set) var order: [Int32] = []
    private(set) var source: [Int32] = []
    var adjoint: [Double] = []
    var violated: [(entry: Int32, sign: Double)] = []
    /// Whether the solve under way found something it cannot prove.
    var failed = false
    var singles: [(variable: Int32, bound: Double, upper: Bool, weight: Double)] = []

    /// A variable's value as last proved (0 for one never proved).
    @inline(__always) func value(of variable: Int) -> Double {
        variable < values.count ? values[variable] : 0
    }

    /// Whether `variable`'s value is proved: the last solve of its component computed it and proved
    /// the component. False for a variable no constraint holds, or in a component not proved.
    @inline(__always) func isProved(_ variable: Int) -> Bool { variable < proved.count && proved[variable] }

    /// Calls `body` with the proved values and the proved flags, by global index.
    func withAnswers<R>(_ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<Bool>) -> R) -> R {
        values.withUnsafeBufferPointer { values in proved.withUnsafeBufferPointer { body(values, $0) } }
    }

    /// Marks variables as not proved (their component went to the tableau).
    mutating func disprove<S: Sequence>(_ variables: S) where S.Element == Int {
        for v in variables where v < proved.count && proved[v] {
            proved[v] = false
            provedCount -= 1
        }
    }

    /// Solves one component — the active constraints at `componentSlots` of `records` — and
    /// returns whether its answer is proved. Proved: ``values`` and ``isProved(_:)`` give it for the
    /// component's variables; not proved: they are marked so. Costs the component, not the system.
    mutating func solve(_ componentSlots: [Int32], _ records: [ConstraintRecord], variableCount: Int) -> Bool {
        if values.count < variableCount {
            values.append(contentsOf: repeatElement(0, count: variableCount - values.count))
            proved.append(contentsOf: repeatElement(false, count: variableCount - proved.count))
            localOf.append(contentsOf: repeatElement(-1, count: variableCount - localOf.count))
        }
        collect(componentSlots, records)
        propagate(records)
        let ok = verify(records)
        publish(ok)
        for v in globalOf { localOf[Int(v)] = -1 }
        return ok
    }

    /// Solves the component of the last ``solve(_:_:variableCount:)`` again after constants of its
    /// equalities changed and nothing else did (no constraint added or removed, no single-variable
    /// bound moved): the plan — which constraint computes which variable, in which order — depends
    /// only on the structure and the weights, so it is walked again with the new constants, then
    /// the answer checked again. The same answer as a fresh solve, without collecting or sorting.
    mutating func reevaluate(_ records: [ConstraintRecord]) -> Bool {
        for v32 in order {
            let v = Int(v32)
            let item = source[v]
            if item < 0 {
                local[v] = pairs[Int(-item - 1)].bound
                continue
            }
            let entry = Int(item)
            var sum = records[Int(slots[entry])].constraint.expression.constant
            var own = 1.0
            for t in Int(termStart[entry])..<Int(termStart[entry + 1]) {
                let u = Int(termVariable[t])
                if u == v { own = termCoefficient[t] } else { sum += termCoefficient[t] * local[u] }
            }
            local[v] = -sum / own
        }
        let ok = verify(records)
        publish(ok)
        return ok
    }

    /// Writes the component's answer (or that it has none) to the global arrays.
    private mutating func publish(_ ok: Bool) {
        for (i, v) in globalOf.enumerated() {
            let g = Int(v)
            let now = ok && known[i]
            if proved[g] != now { provedCount += now ? 1 : -1 }
            proved[g] = now
            if ok { values[g] = local[i] }
        }
    }

    // MARK: Collecting

    private mutating func collect(_ componentSlots: [Int32], _ records: [ConstraintRecord]) {
        slots.removeAll(keepingCapacity: true)
        termStart.removeAll(keepingCapacity: true)
        termVariable.removeAll(keepingCapacity: true)
        termCoefficient.removeAll(keepingCapacity: true)
        isEquality.removeAll(keepingCapacity: true)
        weight.removeAll(keepingCapacity: true)
        serial.removeAll(keepingCapacity: true)
        globalOf.removeAll(keepingCapacity: true)
        lastSeen.removeAll(keepingCapacity: true)
        seenAt.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        for slot32 in componentSlots {
            let slot = Int(slot32)
            let entry = Int32(slots.count)
            slots.append(slot32)
            isEquality.append(records[slot].constraint.relation == .equal)
            weight.append(records[slot].constraint.strength.weight)
            serial.append(records[slot].serial)
            let begin = termVariable.count
            termStart.append(Int32(begin))
            for term in records[slot].constraint.expression.terms {
                let g = Int(term.variable.index)
                var v = Int(localOf[g])
                if v < 0 {
                    v = globalOf.count
                    localOf[g] = Int32(v)
                    globalOf.append(Int32(g))
                    lastSeen.append(-1)
                    seenAt.append(0)
                }
                if lastSeen[v] == entry {
                    termCoefficient[Int(seenAt[v])] += term.coefficient
                } else {
                    lastSeen[v] = entry
                    seenAt[v] = Int32(termVariable.count)
                    termVariable.append(Int32(v))
                    termCoefficient.append(term.coefficient)
                }
            }
            // Terms that cancelled out are dropped.
            var kept = begin
            for t in begin..<termVariable.count where !nearZero(termCoefficient[t]) {
                termVariable[kept] = termVariable[t]
                termCoefficient[kept] = termCoefficient[t]
                kept += 1
            }
            termVariable.removeLast(termVariable.count - kept)
            termCoefficient.removeLast(termCoefficient.count - kept)
        }
        termStart.append(Int32(termVariable.count))
        let n = globalOf.count
        resize(&known, to: n, false)
        resize(&forced, to: n, false)
        resize(&local, to: n, 0)
        resize(&source, to: n, 0)
        resize(&holderStart, to: n + 1, 0)
        let count = slots.count
        resize(&unknown, to: count, 0)
        resize(&used, to: count, false)
        // The holders of each variable, compressed.
        for v in termVariable { holderStart[Int(v) + 1] += 1 }
        for i in 0..<n { holderStart[i + 1] += holderStart[i] }
        resize(&holders, to: termVariable.count, 0)
        var fill = Array(holderStart[0..<n])
        for entry in 0..<count {
            let range = Int(termStart[entry])..<Int(termStart[entry + 1])
            unknown[entry] = Int32(range.count)
            for t in range {
                let v = Int(termVariable[t])
                holders[Int(fill[v])] = Int32(entry)
                fill[v] += 1
            }
        }
    }

    private func resize<T>(_ array: inout [T], to count: Int, _ fill: T) {
        if array.count > count { array.removeLast(array.count - count) }
        for i in array.indices { array[i] = fill }
        if array.count < count { array.append(contentsOf: repeatElement(fill, count: count - array.count)) }
    }

    // MARK: Propagating

    private mutating func propagate(_ records: [ConstraintRecord]) {
        requiredReady.removeAll(keepingCapacity: true)
        optionalReady.removeAll()
        singles.removeAll(keepingCapacity: true)
        pairs.removeAll(keepingCapacity: true)
        for entry in slots.indices {
            let constraint = records[Int(slots[entry])].constraint
            let terms = Int(termStart[entry])..<Int(termStart[entry + 1])
            if constraint.relation == .equal {
                if terms.count == 1 { enqueue(entry) }
            } else if terms.count == 1 {
                // `c·v + k ≤ 0` bounds v by −k / c, from above when c > 0.
                let c = termCoefficient[terms.lowerBound]
                let upper = (constraint.relation == .lessThanOrEqual) == (c > 0)
                // (Missing the bound by ε costs the weight times |c|: the tableau's error is in c·v.)
                singles.append((termVariable[terms.lowerBound], -constraint.expression.constant / c, upper,
                                constraint.strength.weight * abs(c)))
            }
        }
        findPairs()
        for (index, pair) in pairs.enumerated() {
            optionalReady.push(weight: min(pair.upper, pair.lower), serial: 0, item: -Int32(index) - 1)
        }
        while true {
            if let entry = requiredReady.popLast() {
                solve(entry, records)
            } else if let item = optionalReady.pop() {
                if item >= 0 {
                    solve(item, records)
                } else {
                    let pair = pairs[Int(-item - 1)]
                    if !known[Int(pair.variable)] { learn(Int(pair.variable), pair.bound, forced: false, by: item) }
                }
            } else {
                break
            }
        }
    }

    /// Matches each single-variable upper bound with a lower bound of the same variable and value:
    /// an intrinsic size's hugging and compression resistance, which together mean `v = b`.
    private mutating func findPairs() {
        guard singles.count > 1 else { return }
        singles.sort { $0.variable != $1.variable ? $0.variable < $1.variable : $0.bound < $1.bound }
        var i = 0
        while i < singles.count {
            var j = i + 1
            while j < singles.count, singles[j].variable == singles[i].variable,
                sameValue(singles[j].bound, singles[i].bound)
            {
                j += 1
            }
            // Moving v above b costs the upper bounds' weights, below it the lower bounds'.
            var upper = 0.0, lower = 0.0
            for single in singles[i..<j] {
                if single.upper { upper += single.weight } else { lower += single.weight }
            }
            if upper > 0, lower > 0 { pairs.append((singles[i].variable, singles[i].bound, upper, lower)) }
            i = j
        }
    }

    private mutating func enqueue(_ entry: Int) {
        // A wish of weight 0 costs nothing to break: it cannot decide a variable.
        guard weight[entry] > 0 else { return }
        if weight[entry] >= Strength.required.weight { requiredReady.append(Int32(entry)) } else {
            optionalReady.push(weight: weight[entry], serial: serial[entry], item: Int32(entry))
        }
    }

    /// Computes the one unknown variable of an equality, if it still has exactly one.
    private mutating func solve(_ entry32: Int32, _ records: [ConstraintRecord]) {
        let entry = Int(entry32)
        guard !used[entry], unknown[entry] == 1 else { return }
        let record = records[Int(slots[entry])]
        var sum = record.constraint.expression.constant
        var target = -1
        var targetCoefficient = 0.0
        var allForced = record.constraint.strength.isRequired
        for t in Int(termStart[entry])..<Int(termStart[entry + 1]) {
            let v = Int(termVariable[t])
            if known[v] {
                sum += termCoefficient[t] * local[v]
                allForced = allForced && forced[v]
            } else {
                target = v
                targetCoefficient = termCoefficient[t]
            }
        }
        guard target >= 0 else { return }
        used[entry] = true
        learn(target, -sum / targetCoefficient, forced: allForced, by: entry32)
    }

    private mutating func learn(_ variable: Int, _ value: Double, forced isForced: Bool, by item: Int32) {
        known[variable] = true
        order.append(Int32(variable))
        source[variable] = item
        local[variable] = value
        forced[variable] = isForced
        for h in Int(holderStart[variable])..<Int(holderStart[variable + 1]) {
            let entry = Int(holders[h])
            unknown[entry] -= 1
            if unknown[entry] == 1, !used[entry], isEquality[entry] { enqueue(entry) }
        }
    }

    /// Two bounds of one variable that name the same number (up to rounding in their arithmetic).
    func sameValue(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * (1 + abs(a))
    }
}
