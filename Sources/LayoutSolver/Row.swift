/// One row of the tableau: `basic = constant + Σ coefficient·symbol`, a sparse vector kept as two
/// parallel arrays sorted by symbol (binary search to find a cell, a linear merge to add rows).
///
/// Rows of the Auto Layout systems hold a few to a few dozen cells; sorted flat arrays beat hashing
/// there and keep the merge allocation-free when its output buffers are reused.
struct Row: Sendable {
    var constant: Double
    var symbols: [Symbol]
    var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or of the first cell after it when it is absent.
    @inline(__always) func position(of symbol: Symbol) -> Int {
        var low = 0, high = symbols.count
        symbols.withUnsafeBufferPointer { cells in
            while low < high {
                let mid = (low + high) &>> 1
                if cells[mid].raw < symbol.raw { low = mid + 1 } else { high = mid }
            }
        }
        return low
    }

    /// The index of `symbol`'s cell, or nil.
    @inline(__always) func find(_ symbol: Symbol) -> Int? {
        let at = position(of: symbol)
        return at < symbols.count && symbols[at] == symbol ? at : nil
    }

    func coefficient(for symbol: Symbol) -> Double {
        guard let at = find(symbol) else { return 0 }
        return coefficients[at]
    }

    /// Adds `coefficient` to the cell of `symbol`. Returns +1 when the cell was created, -1 when it
    /// cancelled to zero and was removed, 0 otherwise (the caller keeps the column index in step).
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let at = position(of: symbol)
        if at < symbols.count && symbols[at] == symbol {
            let sum = coefficients[at] + coefficient
            if nearZero(sum) {
                symbols.remove(at: at)
                coefficients.remove(at: at)
                return -1
            }
            coefficients[at] = sum
            return 0
        }
        if nearZero(coefficient) { return 0 }
        symbols.insert(symbol, at: at)
        coefficients.insert(coefficient, at: at)
        return 1
    }

    /// Removes the cell of `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let at = find(symbol) else { return 0 }
        symbols.remove(at: at)
        return coefficients.remove(at: at)
    }

    mutating func reverseSign() {
        constant = -constant
        coefficients.withUnsafeMutableBufferPointer { c in
            for i in c.indices { c[i] = -c[i] }
        }
    }

    /// Solves `0 = constant + Σ cells` for `symbol` (whose cell must exist): afterwards the row reads
    /// `symbol = constant' + Σ cells'` and has no cell for `symbol`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        let scale = -1.0 / coefficient
        constant *= scale
        coefficients.withUnsafeMutableBufferPointer { c in
            for i in c.indices { c[i] *= scale }
        }
    }

    /// Whether every cell is a dummy (a row of required equalities only).
    var allDummies: Bool { symbols.allSatisfy(\.isDummy) }
}
