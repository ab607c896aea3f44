/// Checking a propagated answer.
extension Propagation {
    /// Whether the component's answer is proved: every variable a constraint holds is known, and
    /// every constraint not used to compute one holds — or is optional and violated where forced
    /// variables fix the violation, or where moving any free parameter would cost more than it saves
    /// (Propagation+Optimality.swift).
    mutating func verify(_ records: [ConstraintRecord]) -> Bool {
        failed = false
        violated.removeAll(keepingCapacity: true)
        for entry in slots.indices where !used[entry] {
            if unknown[entry] > 0 { return false }
            let constraint = records[Int(slots[entry])].constraint
            var sum = constraint.expression.constant
            var scale = abs(sum)
            var allForced = true
            for t in Int(termStart[entry])..<Int(termStart[entry + 1]) {
                let v = Int(termVariable[t])
                let product = termCoefficient[t] * local[v]
                sum += product
                scale += abs(product)
                allForced = allForced && forced[v]
            }
            let tolerance = 1e-9 * (1 + scale)
            let holds = switch constraint.relation {
            case .equal: abs(sum) <= tolerance
            case .lessThanOrEqual: sum <= tolerance
            case .greaterThanOrEqual: sum >= -tolerance
            }
            if holds { continue }
            if constraint.strength.isRequired { return false }
            if !allForced { violated.append((Int32(entry), sum > 0 ? 1 : -1)) }
        }
        if !violated.isEmpty { checkViolationsAreOptimal() }
        return !failed
    }
}
