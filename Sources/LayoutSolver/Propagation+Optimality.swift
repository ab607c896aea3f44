/// When an optional constraint is violated, whether the propagated answer is still the optimum.
///
/// Fitting a cell compresses its content view towards height 0 at priority 50; the labels inside
/// keep their intrinsic heights, so the wish is violated — and rightly, because shrinking any label
/// costs its compression resistance (750), far more than the wish gains. The check proves such
/// answers instead of handing them to the tableau.
///
/// The free parameters of the plan are the residuals ε of the optional equalities and intrinsic
/// pairs that computed a variable (all 0 in this answer); every variable is an affine function of
/// them. The objective near this answer is `g·ε + Σ cost(ε_P)`, where `g` is the gradient of the
/// violated constraints' weighted violations and `cost(ε_P)` is `w·|ε|` for an optional equality,
/// `w_upper·ε` above and `w_lower·|ε|` below for a pair. If `−w_upper < g_P < w_lower`
/// (`−w < g_P < w` for an equality) for every parameter, every direction
/// makes the objective strictly worse: this answer is the unique optimum over a set that contains
/// every feasible solution (constraints left out of the argument only shrink it), and the tableau
/// finds it too. `g` comes from one reverse pass over the plan (adjoints, as in reverse-mode
/// differentiation): O(plan), only when something optional is violated.
extension Propagation {
    /// Sets ``failed`` when a violated optional constraint might be traded for a better answer.
    mutating func checkViolationsAreOptimal() {
        if adjoint.count < local.count { adjoint = Array(repeating: 0, count: local.count) }
        defer { for v in order { adjoint[Int(v)] = 0 } }
        for (entry, sign) in violated {
            let w = weight[Int(entry)] * sign
            for t in Int(termStart[Int(entry)])..<Int(termStart[Int(entry) + 1]) {
                adjoint[Int(termVariable[t])] += w * termCoefficient[t]
            }
        }
        let margin = 1 - 1e-9
        for v in order.reversed() {
            let a = adjoint[Int(v)]
            if a == 0 { continue }
            let item = source[Int(v)]
            if item < 0 {
                let pair = pairs[Int(-item - 1)]
                if !(a > -pair.upper * margin && a < pair.lower * margin) { failed = true }
                continue
            }
            let entry = Int(item)
            let terms = Int(termStart[entry])..<Int(termStart[entry + 1])
            guard let own = terms.first(where: { termVariable[$0] == v }) else { failed = true; continue }
            let scale = a / termCoefficient[own]
            if weight[entry] < Strength.required.weight {
                if !(abs(scale) < weight[entry] * margin) { failed = true }
            }
            for t in terms where t != own {
                adjoint[Int(termVariable[t])] -= scale * termCoefficient[t]
            }
        }
    }
}
