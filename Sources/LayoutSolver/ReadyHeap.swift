/// The optional equalities (and intrinsic pairs) ready to compute a variable, strongest first; among
/// equal weights, the one activated first. A binary max-heap over three parallel arrays.
struct ReadyHeap {
    private var weights: [Double] = []
    private var serials: [UInt64] = []
    private var items: [Int32] = []

    mutating func removeAll() {
        weights.removeAll(keepingCapacity: true)
        serials.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
    }

    private func before(_ i: Int, _ j: Int) -> Bool {
        weights[i] != weights[j] ? weights[i] > weights[j] : serials[i] < serials[j]
    }

    private mutating func swapAt(_ i: Int, _ j: Int) {
        weights.swapAt(i, j)
        serials.swapAt(i, j)
        items.swapAt(i, j)
    }

    mutating func push(weight: Double, serial: UInt64, item: Int32) {
        weights.append(weight)
        serials.append(serial)
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard before(child, parent) else { break }
            swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard !items.isEmpty else { return nil }
        let top = items[0]
        swapAt(0, items.count - 1)
        weights.removeLast()
        serials.removeLast()
        items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < items.count, before(left, best) { best = left }
            if right < items.count, before(right, best) { best = right }
            guard best != parent else { break }
            swapAt(parent, best)
            parent = best
        }
        return top
    }
}
