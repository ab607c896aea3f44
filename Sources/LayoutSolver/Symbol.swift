/// A column of the simplex tableau: an external variable, a slack, an error or a dummy.
///
/// The kind lives in the two low bits and the symbol's index (into the solver's per-symbol arrays) in
/// the others, so comparing raw values orders symbols by index — the order Bland's rule uses — and
/// asking a symbol's kind reads no memory.
struct Symbol: Hashable, Comparable, Sendable {
    var raw: UInt32

    /// What a symbol stands for; the kind decides how the simplex treats it.
    enum Kind: UInt32 {
        /// A user variable: unrestricted in sign, never leaves through a ratio test.
        case external = 0
        /// An inequality's slack (≥ 0); also the artificial variable of phase one.
        case slack = 1
        /// A non-required constraint's error (≥ 0), weighted in the objective.
        case error = 2
        /// A required equality's marker: always zero, never enters the basis.
        case dummy = 3
    }

    static let invalid = Symbol(raw: .max)

    init(raw: UInt32) { self.raw = raw }
    init(index: Int, kind: Kind) { raw = UInt32(truncatingIfNeeded: index) << 2 | kind.rawValue }

    var index: Int { Int(raw >> 2) }
    var isValid: Bool { raw != .max }
    var isExternal: Bool { raw & 3 == 0 }
    var isSlack: Bool { raw & 3 == 1 }
    var isError: Bool { raw & 3 == 2 }
    var isDummy: Bool { raw & 3 == 3 }
    /// A slack or an error: a symbol the simplex may pivot on.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
}

/// The tolerance under which a coefficient or constant counts as zero (Kiwi's value).
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }
