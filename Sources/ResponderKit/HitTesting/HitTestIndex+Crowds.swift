import Foundation

/// Changes to the subviews of a parent with a grid — a crowd: a list of rows, a screen of cells,
/// 10,000 dots — that cost what one child costs, not what the crowd does.
///
/// ## The common changes
/// ```
///   change (`SubviewChange`)            list (unordered for a crowd)   order key          grid
///   ─────────────────────────────────   ────────────────────────────   ────────────────   ─────────────────────────
///   added at the front / the back       appended                       front − 1 / back + 1  listed in its cells
///   removed                             last one moved into its place  —                  taken out of its cells
///   brought to the front / sent back    unchanged                      front − 1 / back + 1  re-sorted in its cells
/// ```
/// A crowd's list is a set: a grid's walk reads the cells, whose entries stay sorted by order key,
/// and what reads the list in order (a query finishing live, the table of regions) sorts it by key.
/// Anything else — an insertion in the middle, an exchange, an opaque child (listed in every cell),
/// a child too large for a patch — relists the parent (HitTestIndex+Structure.swift).
extension HitTestIndex {
    /// What happened to a view's subviews, as far as the index cares.
    enum SubviewChange {
        /// `view` was added in front of the others (`front`) or behind them.
        case added(UIView, front: Bool)
        /// `view` was removed.
        case removed(UIView)
        /// `view`, already a subview, was brought to the front or sent to the back.
        case moved(UIView, front: Bool)
        /// Any other change: the whole list is read again.
        case other
    }

    /// Applies `change` to `parent`'s children, node `p`; `false` when the index cannot (the
    /// caller drops it).
    @MainActor
    func apply(_ change: SubviewChange, at p: Int, of parent: UIView) -> Bool {
        guard isValid, !isShadowing, activeQueries == 0 else { return false }
        if nodes[p].grid >= 0, let done = crowdShortcut(change, at: p) { return done }
        return relist(p, of: parent)
    }

    /// The shortcut for a crowd: nil when it does not apply (and nothing was changed), else whether
    /// it succeeded (`false`: it ran out of room half way; the index must go).
    @MainActor
    private func crowdShortcut(_ change: SubviewChange, at p: Int) -> Bool? {
        switch change {
        case let .added(view, front):
            let g = grids[Int(nodes[p].grid)]
            guard g.columns > 0, view.usesDefaultHitTesting, !isRecorded(in: view) else { return nil }
            guard hasListRoom(p), let n = splice(view, parent: p) else { return false }
            let range = keyRange[p]
            orderKeys[n] = front ? range.x - 1 : range.y + 1
            keyRange[p] = front ? SIMD2(range.x - 1, range.y) : SIMD2(range.x, range.y + 1)
            let start = Int(nodes[p].childStart), count = Int(nodes[p].childCount)
            children[start + count] = Int32(n)
            listPosition[n] = Int32(count)
            nodes[p].childCount += 1
            walkNodes[p].childCount += 1
            gridRects[n] = HitTestIndex.noCells
            guard moveInGrid(n, grid: Int(nodes[p].grid)) else { return false }
        case let .removed(view):
            guard let n = child(view, of: p) else { return nil }
            let start = Int(nodes[p].childStart), last = Int(nodes[p].childCount) - 1
            let position = Int(listPosition[n])
            let moved = children[start + last]
            children[start + position] = moved
            listPosition[Int(moved)] = Int32(position)
            nodes[p].childCount -= 1
            walkNodes[p].childCount -= 1
            kill(n, listedIn: p, gridKept: true)
        case let .moved(view, front):
            guard let n = child(view, of: p), !nodes[n].opaque else { return nil }
            let range = keyRange[p]
            removeFromCells(n, grid: Int(nodes[p].grid))  // listed again below, in its new place in each cell
            orderKeys[n] = front ? range.x - 1 : range.y + 1
            keyRange[p] = front ? SIMD2(range.x - 1, range.y) : SIMD2(range.x, range.y + 1)
            guard moveInGrid(n, grid: Int(nodes[p].grid)) else { return false }
        case .other:
            return nil
        }
        refreshShortcuts(of: p)
        forgetRegions()
        mutations &+= 1
        return true
    }

    /// Node of `view` when it is one of `p`'s children in this index.
    private func child(_ view: UIView, of p: Int) -> Int? {
        guard isRecorded(in: view) else { return nil }
        let n = Int(view.hitTestSlot.node)
        return parentOf[n] == Int32(p) ? n : nil
    }

    /// Whether `p`'s list has room for one more child, moving it to the end of the room (with half
    /// as much again) when it is full.
    private func hasListRoom(_ p: Int) -> Bool {
        let count = Int(nodes[p].childCount)
        if count < Int(childCapacity[p]) { return true }
        let start = Int(nodes[p].childStart)
        guard let moved = newListRoom(p, for: count) else { return false }
        for position in 0..<count { children[moved + position] = children[start + position] }
        nodes[p].childStart = Int32(moved)
        walkNodes[p].childStart = Int32(moved)
        return true
    }

    /// Each node's place in its parent's list and each parent's range of order keys, from a build's lists.
    static func listFacts(
        nodes: ContiguousArray<Node>, children: ContiguousArray<Int32>
    ) -> (ContiguousArray<Int32>, ContiguousArray<SIMD2<Double>>) {
        var positions = ContiguousArray<Int32>(repeating: 0, count: nodes.count)
        var ranges = ContiguousArray<SIMD2<Double>>(repeating: SIMD2(0, -1), count: nodes.count)
        for (p, node) in nodes.enumerated() where node.childCount > 0 {
            let start = Int(node.childStart)
            for position in 0..<Int(node.childCount) { positions[Int(children[start + position])] = Int32(position) }
            ranges[p] = SIMD2(0, Double(node.childCount - 1))
        }
        return (positions, ranges)
    }
}
