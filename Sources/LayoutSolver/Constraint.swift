import Foundation

/// How a constraint's expression compares with zero.
public enum Relation: UInt8, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// How much a constraint matters: a weight in the solver's objective, or ``required``.
///
/// A non-required constraint that the solution violates by `d` costs `weight × |d|`; the solver
/// minimises the total. ``required`` constraints are never traded: they hold exactly, or adding them
/// fails. The named strengths are Kiwi's (`strong` 10⁶, `medium` 10³, `weak` 1, `required`
/// 1,001,001,000); any weight at or above ``required``'s counts as required, as in Kiwi.
/// ``init(priority:)`` maps a UIKit layout priority onto a weight.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var weight: Double

    public init(weight: Double) { self.weight = weight }

    public static let required = Strength(weight: 1_001_001_000)
    public static let strong = Strength(weight: 1_000_000)
    public static let medium = Strength(weight: 1_000)
    public static let weak = Strength(weight: 1)

    public var isRequired: Bool { weight >= Strength.required.weight }

    public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }

    public var description: String { isRequired ? "required" : "\(weight)" }

    /// The strength for a UIKit `UILayoutPriority` (1…1000, 1000 = required).
    ///
    /// The weight is `10^E(p)` with `E` piecewise linear: one decade per priority step across the
    /// usual levels' neighbours (249→250→251, 499→500→501, 749→750→751, 998→999), and a shallow
    /// 0.0019 decades (×1.0044) per step everywhere else, so `E(1) = 0` and `E(999) ≈ 8.88`: every
    /// optional priority stays below ``required`` and the objective's dynamic range stays inside nine
    /// decades, which double precision resolves with room to spare.
    ///
    /// What it buys: 751 outweighs 750 ten to one, so a 751 constraint wins over a 750 one (or over up
    /// to nine equally violated 750 ones); 750 outweighs 250 about 88,000 to one and 500 about 300 to one; 1000 is
    /// required.
    /// Its limit: between two priorities away from those levels (say 300 and 301) the ratio is only
    /// 1.0044, so the higher one wins only when the two violations are of about the same size — a
    /// weighted sum cannot make all 999 levels strictly lexicographic the way Apple's engine does.
    /// Priorities at or above 1000 are required; below 1 they continue the shallow slope.
    public init(priority: Float) {
        let p = Double(priority)
        if p >= 1000 {
            self = .required
            return
        }
        self.init(weight: pow(10, Strength.decades(p)))
    }

    static let shallowSlope = 0.0019
    /// (priority, decades) where the slope changes; between them the slope is 1 (steep windows) or
    /// ``shallowSlope``.
    static let steepWindows: [(from: Double, to: Double)] = [(249, 251), (499, 501), (749, 751), (998, 999)]

    static func decades(_ p: Double) -> Double {
        guard p.isFinite else { return p }
        var e = 0.0
        var at = 1.0
        if p < at { return (p - at) * shallowSlope }
        for window in steepWindows {
            if p <= window.from { return e + (p - at) * shallowSlope }
            e += (window.from - at) * shallowSlope
            if p <= window.to { return e + (p - window.from) }
            e += window.to - window.from
            at = window.to
        }
        return e + (p - at) * shallowSlope
    }
}

/// A linear constraint `expression relation 0` with a strength: the description the solver keeps for
/// each ``ConstraintID``.
///
/// `Constraint(x + w, .equal, y)` reads `x + w == y` and is stored as `x + w - y == 0`. UIKit's
/// `first = multiplier × second + constant` is `Constraint(first, .equal, multiplier * second + constant)`;
/// its expression's constant is then `-constant`.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    public var expression: Expression
    public var relation: Relation
    public var strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(Expression(lhs) - rhs, relation, strength: strength)
    }

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(Expression(lhs) - rhs, relation, strength: strength)
    }

    public var description: String {
        var text = ""
        for term in expression.terms {
            text += text.isEmpty ? "" : " + "
            text += term.coefficient == 1 ? "\(term.variable)" : "\(term.coefficient)*\(term.variable)"
        }
        if expression.constant != 0 || text.isEmpty {
            text += text.isEmpty ? "\(expression.constant)" : " + \(expression.constant)"
        }
        return "\(text) \(relation) 0 (\(strength))"
    }
}

/// A handle to a constraint registered with a ``Solver``: a slot plus a generation, so a handle whose
/// constraint was discarded is recognised as unknown rather than aliasing a newer one.
public struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
    public let index: Int32
    public let generation: UInt32

    public init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    public var description: String { "c\(index)" }
}
