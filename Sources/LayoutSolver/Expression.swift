/// A variable of a ``Solver``: an integer handle into the solver's arrays, made by
/// ``Solver/makeVariable()``. It is only meaningful to the solver that made it.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position of the variable in its solver (0, 1, 2, … in the order they were made; a
    /// variable given back lends its position to a later one: Solver+Recycling.swift).
    public let index: Int32

    public init(index: Int32) { self.index = index }

    public static func < (a: Variable, b: Variable) -> Bool { a.index < b.index }
    public var description: String { "v\(index)" }
}

/// One `coefficient × variable` term of a linear ``Expression``.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`; constraints compare one with zero.
///
/// Build them with the arithmetic operators (`2 * x + y - 8`) or from terms. A variable may appear in
/// several terms; the solver adds them up.
public struct Expression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }


    /// Whether every coefficient and the constant are finite numbers (the solver refuses others).
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}

// MARK: - Arithmetic (builds expressions; not used by the solver's hot paths)

public func * (variable: Variable, coefficient: Double) -> Expression {
    Expression(terms: [Term(variable, coefficient)])
}

public func * (coefficient: Double, variable: Variable) -> Expression { variable * coefficient }

public func * (expression: Expression, coefficient: Double) -> Expression {
    Expression(
        terms: expression.terms.map { Term($0.variable, $0.coefficient * coefficient) },
        constant: expression.constant * coefficient)
}

public func * (coefficient: Double, expression: Expression) -> Expression { expression * coefficient }

public func + (a: Expression, b: Expression) -> Expression {
    Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}

public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func + (a: Expression, b: Double) -> Expression { Expression(terms: a.terms, constant: a.constant + b) }
public func + (a: Variable, b: Double) -> Expression { Expression(a) + b }

public prefix func - (a: Expression) -> Expression { a * -1 }
public prefix func - (a: Variable) -> Expression { a * -1 }

public func - (a: Expression, b: Expression) -> Expression { a + -b }
public func - (a: Expression, b: Variable) -> Expression { a + -b }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) + -b }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) + -b }
public func - (a: Expression, b: Double) -> Expression { a + -b }
public func - (a: Variable, b: Double) -> Expression { Expression(a) + -b }
