import Foundation
import Synchronization

/// Keeping an index true when a view it copied changes, in place: the first query after
/// a change should cost what a query costs, not a copy of the whole subtree.
///
/// ## What a change touches
/// ```
///   view V changes            what its facts feed                      patched here
///   ───────────────────────   ──────────────────────────────────────   ───────────────────────────────
///   center, transform         V's node in each index holding V          Node(of: V), its WalkNode
///   bounds (origin or size)   the same, and V's own index's owner       + ownerBoundsChanged(to:)
///   hidden, alpha, enabled    the same, and V's own index's owner       + ownerSwitchesChanged(_:)
///                             V's parent's shortcuts                    smallPlainLevel, onlyChildIsFastPlain
///                             V's parent's grid, if it has one          V's entries moved between cells
///                             the table of regions                      forgotten (remade after a few queries)
/// ```
/// The subviews of V are in V's coordinates: none of their nodes changes. A change to the tree
/// itself (adding, removing, reordering) is HitTestIndex+Structure.swift's.
///
/// ## Which index patches a view
/// A view records one index and its node there (`UIView.hitTestSlot`): the outermost index that
/// holds it claims it when built (``claimSlots()``) and gives it up when freed. Any other index that
/// holds the view — a plain view in between that was asked directly — is dropped by the change, as
/// before. Indexes above an opaque ancestor never hold the view (the builder stops at opaque views),
/// so the search for indexes stops there.
///
/// ## A change while a query runs
/// An override a query asks may change a view; the patch then bumps ``mutations`` and the query
/// finishes its level live, as after a change to the tree (the patch may have moved a grid cell
/// the walk was reading).
extension HitTestIndex {
    /// `gridRects`' value for a node listed in no cell.
    static let noCells = SIMD4<Int32>(-1, -1, -1, -1)
    /// A patch that would list a child in more cells than this rebuilds the index instead.
    static let patchCellLimit = 64

    /// Whether `view` records this index (by identity: also asked from this index's `deinit`).
    @inline(__always)
    func isRecorded(in view: UIView) -> Bool { view.hitTestSlot.index?.refers(to: self) ?? false }

    /// How many live indexes hold a view that another index patches (an index made for a plain
    /// view asked directly, inside an index made for its ancestor). While there are none, a change
    /// patches the one index its view records and looks no further (`UIView.hitTestFactsChanged()`).
    ///
    /// Process-wide, not per application: it is a fact about the view trees' indexes, which belong to
    /// no application (a tree indexed while one application is current may change while another is),
    /// and a count that missed an index would let a stale one answer. An atomic, because an index's
    /// `deinit` (nonisolated) counts down; relaxed, as only the main actor builds and queries indexes.
    static var shadowingIndexes: Int {
        @inline(__always) get { shadowingCount.load(ordering: .relaxed) }
    }
    private static let shadowingCount = Atomic<Int>(0)

    /// Records this index in each of its views that no outer index holds; the index it takes a view
    /// from, and this index when it leaves one to an outer index, now shadow.
    func claimSlots() {
        for (offset, view) in views.enumerated() { claim(view, node: offset + 1) }
    }

    /// Records this index in `view` (node `n`) unless an outer index holds it.
    func claim(_ view: UIView, node n: Int) {
        if let slot = view.hitTestSlot.index, !slot.refers(to: self) {
            let other = slot.object
            if other.ownerDepth < ownerDepth {
                becomeShadowing()
                return
            }
            other.becomeShadowing()
        }
        view.hitTestSlot = (Unretained(self, heldBy: HitTestIndex.heldBySlot), Int32(n))
    }

    /// This index holds a view another index patches: changes must look for it too.
    private func becomeShadowing() {
        if !isShadowing {
            isShadowing = true
            HitTestIndex.shadowingCount.wrappingAdd(1, ordering: .relaxed)
        }
    }

    /// Clears the records ``claimSlots()`` made that still name this index, and its count as shadowing.
    func releaseSlots() {
        for view in views where isRecorded(in: view) { view.hitTestSlot = (nil, 0) }
        if isShadowing { HitTestIndex.shadowingCount.wrappingSubtract(1, ordering: .relaxed) }
    }

    /// Drops this index: a query using it finishes live, and its owner makes a new one when next asked.
    func drop() {
        isValid = false
        let owner = owner.object
        if owner.hitTestIndexStorage === self { owner.hitTestIndexStorage = nil }
    }

    /// Brings the node of `view`, one of this index's views, up to date with the view as it is now;
    /// `false` when this index cannot (it does not record the view, or the change is beyond what a
    /// patch does): the caller then drops the index.
    @MainActor
    func patch(_ view: UIView) -> Bool {
        guard isValid, isRecorded(in: view) else { return false }
        let n = Int(view.hitTestSlot.node)
        precondition(n > 0 && n < nodes.count && memory.pointee.views[n - 1].refers(to: view),
                     "a view's hit-test slot names a node of another view: claimSlots() and releaseSlots() must pair")
        var node = Node(of: view)
        let old = nodes[n]
        node.childStart = old.childStart
        node.childCount = old.childCount
        node.grid = old.grid
        node.smallPlainLevel = old.smallPlainLevel
        node.onlyChildIsFastPlain = old.onlyChildIsFastPlain
        nodes[n] = node
        walkNodes[n] = WalkNode(node, childrenFollow: walkNodes[n].childrenFollow)
        let parent = Int(parentOf[n])
        refreshShortcuts(of: parent)
        let grid = Int(nodes[parent].grid)
        if grid >= 0, !moveInGrid(n, grid: grid) { return false }
        forgetRegions()
        mutations &+= 1
        return true
    }

    /// The owner's bounds changed: its own `point(inside:)` reads them; its children, in its
    /// coordinates, keep their nodes (a scroll view of 10,000 rows must not copy them again
    /// every frame).
    func ownerBoundsChanged(to bounds: CGRect) {
        (memory.pointee.ownerLower, memory.pointee.ownerUpper) = HitTestIndex.extent(of: bounds)
        forgetRegions()
        mutations &+= 1
    }

    /// The owner's switches changed (read from the index for ResponderKit's own classes).
    @MainActor
    func ownerSwitchesChanged(_ owner: UIView) {
        memory.pointee.ownerAccepts = owner.usesDefaultHitTesting && owner.acceptsTouchesItself
        mutations &+= 1
    }

    /// Drops the table of regions, which covers the whole owner; it is made again once the index
    /// has answered a few queries with no change in between. Its memory is kept for that.
    func forgetRegions() {
        memory.pointee.regions.forget()
        memory.pointee.queriesBeforeRegions = HitTestIndex.queriesBeforeRegions
    }

    /// `parent`'s shortcuts, which depend on its children's `fastPlain`.
    func refreshShortcuts(of parent: Int) {
        let start = Int(nodes[parent].childStart), count = nodes[parent].childCount
        nodes[parent].smallPlainLevel = Node.isSmallPlainLevel(count: count, grid: nodes[parent].grid) {
            nodes[Int(children[start + $0])].fastPlain
        }
        // The walk goes to the next node for it: only when that is the child (the builder's layout).
        nodes[parent].onlyChildIsFastPlain =
            count == 1 && Int(children[start]) == parent + 1 && nodes[parent + 1].fastPlain
        walkNodes[parent].smallPlainLevel = nodes[parent].smallPlainLevel
        walkNodes[parent].onlyChildIsFastPlain = nodes[parent].onlyChildIsFastPlain
    }

    /// Lists child `n` in the cells of `grid` its frame now overlaps (the builder's rule: plain
    /// children that accept touches and have bounds; opaque ones are in every cell already).
    func moveInGrid(_ n: Int, grid: Int) -> Bool {
        let node = nodes[n]
        if node.opaque { return true }
        let g = grids[grid]
        var rect = HitTestIndex.noCells
        if node.accepts, node.minX.isFinite, let box = node.frameInParent {
            guard g.columns > 0 else { return false }  // the grid covers nothing: make it again
            rect = SIMD4(Int32(g.column(box.0)), Int32(g.row(box.1)), Int32(g.column(box.2)), Int32(g.row(box.3)))
            guard Int(rect.z - rect.x + 1) * Int(rect.w - rect.y + 1) <= HitTestIndex.patchCellLimit else {
                return false
            }
        }
        let old = gridRects[n]
        if old == rect { return true }
        if old.x >= 0 {
            for r in old.y...old.w {
                for c in old.x...old.z where !HitTestIndex.rect(rect, holds: c, r) {
                    removeEntry(n, cell: g.cellsBase + Int(r) * g.columns + Int(c))
                }
            }
        }
        if rect.x >= 0 {
            for r in rect.y...rect.w {
                for c in rect.x...rect.z where !HitTestIndex.rect(old, holds: c, r) {
                    guard insertEntry(n, cell: g.cellsBase + Int(r) * g.columns + Int(c)) else { return false }
                }
            }
        }
        gridRects[n] = rect
        return true
    }

    private static func rect(_ rect: SIMD4<Int32>, holds column: Int32, _ row: Int32) -> Bool {
        rect.x >= 0 && rect.x <= column && column <= rect.z && rect.y <= row && row <= rect.w
    }

    /// Takes node `n` out of every cell of `grid` that `gridRects` lists it in, and records it in none.
    func removeFromCells(_ n: Int, grid: Int) {
        let rect = gridRects[n]
        if rect.x >= 0 {
            let g = grids[grid]
            for r in rect.y...rect.w {
                for c in rect.x...rect.z { removeEntry(n, cell: g.cellsBase + Int(r) * g.columns + Int(c)) }
            }
        }
        gridRects[n] = HitTestIndex.noCells
    }

    /// Takes node `n` out of cell `cell`'s list.
    func removeEntry(_ n: Int, cell: Int) {
        let start = Int(gridCells[2 * cell]), end = Int(gridCells[2 * cell + 1])
        guard let position = (start..<end).first(where: { gridEntries[$0] == Int32(n) }) else {
            assertionFailure(
                "node \(n) is missing from a cell gridRects lists it in: moveInGrid must keep both in step")
            return
        }
        for slot in position..<(end - 1) { gridEntries[slot] = gridEntries[slot + 1] }
        gridCells[2 * cell + 1] = Int32(end - 1)
    }

    /// Puts node `n` into cell `cell`'s list, front to back (by order key), moving the list to the
    /// end of the entries, with twice the room, when it is full.
    func insertEntry(_ n: Int, cell: Int) -> Bool {
        var start = Int(gridCells[2 * cell]), end = Int(gridCells[2 * cell + 1])
        if end - start == Int(cellCapacity[cell]) {
            let capacity = max(4, 2 * (end - start))
            guard ensureEntries(capacity) else { return false }
            for offset in 0..<(end - start) { gridEntries[entriesUsed + offset] = gridEntries[start + offset] }
            (start, end) = (entriesUsed, entriesUsed + end - start)
            entriesUsed += capacity
            cellCapacity[cell] = Int32(capacity)
            gridCells[2 * cell] = Int32(start)
        }
        var slot = end
        let key = orderKeys[n]
        while slot > start && orderKeys[Int(gridEntries[slot - 1])] > key {
            gridEntries[slot] = gridEntries[slot - 1]
            slot -= 1
        }
        gridEntries[slot] = Int32(n)
        gridCells[2 * cell + 1] = Int32(end + 1)
        return true
    }

    /// A larger buffer for the entries (twice the size, at least `count`); queries read it through
    /// `memory.entries`, set here.
    func growEntries(toHold count: Int) {
        let larger = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(count, 2 * gridEntries.count))
        _ = larger.initialize(from: gridEntries)
        gridEntries.deallocate()
        gridEntries = larger
        memory.pointee.entries = UnsafePointer(larger.baseAddress!)
    }
}
