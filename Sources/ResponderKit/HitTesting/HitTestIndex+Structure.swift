import Foundation

/// Keeping an index true when a view's subviews change — one added, removed, reordered — in place
/// instead of copying the whole subtree again.
///
/// ## What a change to `P`'s subviews does to an index holding `P`
/// ```
///   P's subviews, back to front (live)        the index's list for P, front to back
///   ─────────────────────────────────         ─────────────────────────────────────────────────
///   kept views                                their nodes, reused as they are
///   views new to P                            new nodes for their subtrees (spliced: the builder
///                                             copies the subtree, renumbered into the index's room)
///   views no longer in P                      their subtrees' nodes die: empty, their views
///                                             released at once, their numbers free for reuse
///   P's grid (8 children or more)             made again over the new list
/// ```
/// ``relist(_:of:)`` does that in time proportional to P's children, not to the subtree: a row
/// added to a list costs the list's rows, never their cells. (A parent with thousands of children
/// takes the shortcuts in HitTestIndex+Crowds.swift for the common cases.)
///
/// ## When it gives up
/// The index has fixed room (``HitTestIndex/Capacity``): when a change needs more, or more than half
/// the nodes are dead, or a query that may run an override is using the index (it reads the lists
/// a change would rewrite — the plain algorithm finishes that level over the list it captured), the
/// change returns `false` and the caller drops the index; the next query makes a new one.
extension HitTestIndex {
    /// Rewrites node `p`'s child list (and grid) from `parent`'s subviews as they are now; `false`
    /// when it cannot (see "When it gives up").
    @MainActor
    func relist(_ p: Int, of parent: UIView) -> Bool {
        // A shadowing index records none of the views another index holds: it would copy every
        // child subtree again, so it is made again instead.
        guard isValid, !isShadowing, activeQueries == 0, freeNodes.count * 2 <= capacity.nodesUsed else { return false }
        let subviews = parent.subviewStorage
        let oldStart = Int(nodes[p].childStart), oldCount = Int(nodes[p].childCount)
        let old = ContiguousArray(children[oldStart..<(oldStart + oldCount)])
        // Mark the current children unclaimed; the live ones are claimed back below.
        for n in old { parentOf[Int(n)] = -2 }
        let count = subviews.count
        var start = oldStart
        if count > Int(childCapacity[p]) {
            guard let moved = newListRoom(p, for: count) else { return false }
            start = moved
        }
        // Front to back: the last subview first.
        for (position, view) in subviews.reversed().enumerated() {
            let n: Int
            if isRecorded(in: view), parentOf[Int(view.hitTestSlot.node)] == -2 {
                n = Int(view.hitTestSlot.node)
                parentOf[n] = Int32(p)
            } else {
                // Out of room: the index is dropped (the marks left on the old children do not matter).
                guard let added = splice(view, parent: p) else { return false }
                n = added
            }
            children[start + position] = Int32(n)
            orderKeys[n] = Double(position)
            listPosition[n] = Int32(position)
        }
        keyRange[p] = SIMD2(0, Double(count - 1))
        // The children that left (still marked) die. Their entries in p's grid need no removal: the
        // grid is made again or dropped below.
        for n in old where parentOf[Int(n)] == -2 { kill(Int(n), listedIn: p, gridKept: false) }
        nodes[p].childStart = Int32(start)
        nodes[p].childCount = Int32(count)
        return finishLevel(p, count: count)
    }

    /// Room at the end of `children` for a list of `count` of `p`'s children and half as many again
    /// (so a growing list moves now and then, not at every addition); where it starts, or nil when
    /// the index has no room. `p`'s list is not moved: the caller writes or copies it there.
    func newListRoom(_ p: Int, for count: Int) -> Int? {
        let room = count + count / 2 + 4
        guard capacity.childrenUsed + room <= capacity.children else { return nil }
        defer { capacity.childrenUsed += room }
        childCapacity[p] = Int32(room)
        return capacity.childrenUsed
    }

    /// After `p`'s list changed: its grid (made again when it has enough children), its shortcuts,
    /// its walk node, and what the owner's level tells a query.
    @MainActor
    func finishLevel(_ p: Int, count: Int) -> Bool {
        let start = Int(nodes[p].childStart)
        if count >= HitTestIndex.gridThreshold {
            guard let grid = makeGrid(p) else { return false }
            nodes[p].grid = grid
        } else {
            nodes[p].grid =
                count > 0 && Int(children[start]) != p + 1 ? HitTestIndex.noGridFrontElsewhere : HitTestIndex.noGrid
        }
        var follow = true
        for position in 0..<count where Int(children[start + position]) != p + 1 + position { follow = false }
        walkNodes[p] = WalkNode(nodes[p], childrenFollow: follow)
        refreshShortcuts(of: p)
        if p == 0 {
            var allOpaque = count < HitTestIndex.gridThreshold
            for position in 0..<count where !nodes[Int(children[start + position])].opaque { allOpaque = false }
            memory.pointee.onlyAsksOpaqueChildren = allOpaque
        }
        forgetRegions()
        mutations &+= 1
        return true
    }

    /// Node `n`, listed under `parent`, and its subtree die: each node contains nothing, holds the
    /// placeholder instead of its view (released now) and is free for a later view — but for a
    /// node a grid of `parent` may still list (an opaque child, listed in every cell), which stays
    /// dead for good.
    @MainActor
    func kill(_ n: Int, listedIn parent: Int, gridKept: Bool) {
        let grid = Int(nodes[parent].grid)
        var reusable = true
        if gridKept && grid >= 0 {
            // An opaque child is in every cell, recorded in none: it stays dead for good.
            if gridRects[n].x < 0 && nodes[n].opaque { reusable = false }
            removeFromCells(n, grid: grid)
        }
        var stack = [n]
        while let m = stack.popLast() {
            let start = Int(nodes[m].childStart)
            for position in start..<(start + Int(nodes[m].childCount)) { stack.append(Int(children[position])) }
            nodes[m] = .empty
            walkNodes[m] = WalkNode(.empty, childrenFollow: false)
            let view = views[m - 1]
            if isRecorded(in: view) { view.hitTestSlot = (nil, 0) }
            views[m - 1] = UIView.removedSlot
            unretainedViews[m - 1] = Unretained(UIView.removedSlot, heldBy: HitTestIndex.heldByViews)
            parentOf[m] = -1
            gridRects[m] = HitTestIndex.noCells
            childCapacity[m] = 0
            if m != n || reusable { freeNodes.append(Int32(m)) }
        }
    }

    /// New nodes for `view`'s subtree, under node `parent`; returns the subtree root's node, or nil
    /// when the index has no room. One view reuses a dead node; more take fresh ones, in a row (the
    /// builder's layout, whose shortcuts count on children following their parent).
    @MainActor
    func splice(_ view: UIView, parent: Int) -> Int? {
        var builder = Builder()
        builder.addRoot(view)
        let count = builder.nodes.count
        var numbers = ContiguousArray<Int32>()
        numbers.reserveCapacity(count)
        // Every check before anything is taken: a splice that fails leaves the index as it was.
        guard ensureEntries(builder.gridEntries.count) else { return nil }
        if count == 1, let free = freeNodes.popLast() {
            numbers.append(free)
        } else {
            guard capacity.nodesUsed + count <= capacity.nodes,
                  capacity.childrenUsed + builder.children.count <= capacity.children,
                  capacity.gridsUsed + builder.grids.count <= capacity.grids,
                  capacity.cellsUsed + builder.gridCells.count <= capacity.cells else { return nil }
            for k in 0..<count { numbers.append(Int32(capacity.nodesUsed + k)) }
            capacity.nodesUsed += count
            memory.pointee.nodeCount = capacity.nodesUsed
        }
        let childrenBase = capacity.childrenUsed, gridsBase = capacity.gridsUsed, cellPairsBase = capacity.cellsUsed / 2
        let entriesBase = entriesUsed
        for (k, value) in builder.children.enumerated() { children[childrenBase + k] = numbers[Int(value)] }
        capacity.childrenUsed += builder.children.count
        for (k, value) in builder.gridEntries.enumerated() { gridEntries[entriesBase + k] = numbers[Int(value)] }
        entriesUsed += builder.gridEntries.count
        for (k, value) in builder.gridCells.enumerated() {
            gridCells[capacity.cellsUsed + k] = value + Int32(entriesBase)
        }
        for k in 0..<(builder.gridCells.count / 2) {
            cellCapacity.append(builder.gridCells[2 * k + 1] - builder.gridCells[2 * k])
        }
        capacity.cellsUsed += builder.gridCells.count
        for (k, var grid) in builder.grids.enumerated() {
            grid.cellsBase += cellPairsBase
            grid.opaqueStart += entriesBase
            grid.opaqueEnd += entriesBase
            grids[gridsBase + k] = grid
            var room = builder.gridRooms[k]
            room.cellsBase += cellPairsBase
            room.entriesStart += entriesBase
            HitTestIndex.setSide(&gridRooms, gridsBase + k, room, fill: room)
        }
        capacity.gridsUsed += builder.grids.count
        for k in 0..<count {
            let n = Int(numbers[k])
            var node = builder.nodes[k]
            if node.childCount > 0 { node.childStart += Int32(childrenBase) }
            if node.grid >= 0 { node.grid += Int32(gridsBase) }
            nodes[n] = node
            let list = Int(node.childStart)..<Int(node.childStart + node.childCount)
            let follow = list.allSatisfy { Int(children[$0]) == n + 1 + $0 - list.lowerBound }
            walkNodes[n] = WalkNode(node, childrenFollow: follow)
            orderKeys[n] = builder.orderKeys[k]
            let subview = builder.views[k]
            if n - 1 == views.count {
                views.append(subview)
            } else {
                views[n - 1] = subview
            }
            unretainedViews[n - 1] = Unretained(subview, heldBy: HitTestIndex.heldByViews)
            let parentNumber = k == 0 ? Int32(parent) : numbers[Int(builder.parentOf[k])]
            HitTestIndex.setSide(&parentOf, n, parentNumber, fill: -1)
            HitTestIndex.setSide(&gridRects, n, builder.gridRects[k], fill: HitTestIndex.noCells)
            HitTestIndex.setSide(&childCapacity, n, node.childCount, fill: 0)
            if node.opaque { memory.pointee.asksOpaqueViews = true }
            claim(subview, node: n)
        }
        let (positions, ranges) = HitTestIndex.listFacts(nodes: builder.nodes, children: builder.children)
        for k in 0..<count {
            HitTestIndex.setSide(&listPosition, Int(numbers[k]), positions[k], fill: 0)
            HitTestIndex.setSide(&keyRange, Int(numbers[k]), ranges[k], fill: SIMD2(0, -1))
        }
        return Int(numbers[0])
    }

    /// `array[index] = value`, growing `array` with `fill` as needed (side arrays follow the nodes).
    static func setSide<Element>(_ array: inout ContiguousArray<Element>, _ index: Int, _ value: Element, fill: Element)
    {
        while array.count <= index { array.append(fill) }
        array[index] = value
    }

    /// A grid over node `p`'s children, made as the builder makes one, put where `p`'s old grid
    /// was when it fits (else at the end of the room, with half as much again for next time); its
    /// number, or nil when there is no room.
    @MainActor
    private func makeGrid(_ p: Int) -> Int32? {
        let start = Int(nodes[p].childStart), count = Int(nodes[p].childCount)
        var builder = Builder()
        builder.nodes = [.empty]
        builder.gridRects = [HitTestIndex.noCells]
        for position in 0..<count {
            builder.nodes.append(nodes[Int(children[start + position])])
            builder.children.append(Int32(position + 1))
            builder.gridRects.append(HitTestIndex.noCells)
        }
        _ = builder.buildGrid(for: 0..<count)
        let pairs = builder.gridCells.count / 2, entries = builder.gridEntries.count
        var number = Int(nodes[p].grid)
        var room: GridRoom
        if number >= 0, gridRooms[number].cellPairs >= pairs, gridRooms[number].entries >= entries {
            room = gridRooms[number]
        } else {
            let reserved = entries + entries / 2 + 8
            guard capacity.gridsUsed + 1 <= capacity.grids, capacity.cellsUsed + 2 * pairs <= capacity.cells,
                  ensureEntries(reserved) else { return nil }
            number = capacity.gridsUsed
            capacity.gridsUsed += 1
            room = GridRoom(
                cellsBase: capacity.cellsUsed / 2, cellPairs: pairs, entriesStart: entriesUsed, entries: reserved)
            capacity.cellsUsed += 2 * pairs
            entriesUsed += reserved
            while cellCapacity.count < capacity.cellsUsed / 2 { cellCapacity.append(0) }
            HitTestIndex.setSide(&gridRooms, number, room, fill: room)
        }
        for (k, value) in builder.gridEntries.enumerated() {
            gridEntries[room.entriesStart + k] = children[start + Int(value) - 1]
        }
        for k in 0..<pairs {
            gridCells[2 * (room.cellsBase + k)] = builder.gridCells[2 * k] + Int32(room.entriesStart)
            gridCells[2 * (room.cellsBase + k) + 1] = builder.gridCells[2 * k + 1] + Int32(room.entriesStart)
            cellCapacity[room.cellsBase + k] = builder.gridCells[2 * k + 1] - builder.gridCells[2 * k]
        }
        var grid = builder.grids[0]
        grid.cellsBase = room.cellsBase
        grid.opaqueStart += room.entriesStart
        grid.opaqueEnd += room.entriesStart
        grids[number] = grid
        for position in 0..<count { gridRects[Int(children[start + position])] = builder.gridRects[position + 1] }
        return Int32(number)
    }

    /// Room for `count` more entries, growing their buffer up to four times its size when built
    /// (beyond that, cells moved by patches have left too much behind: the index is made again).
    func ensureEntries(_ count: Int) -> Bool {
        if entriesUsed + count <= gridEntries.count { return true }
        guard entriesUsed + count <= 4 * entriesBuilt + 256 else { return false }
        growEntries(toHold: entriesUsed + count)
        return true
    }
}
