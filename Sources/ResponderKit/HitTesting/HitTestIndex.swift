import Foundation

/// A flat, read-only copy of the part of a view's subtree that hit-testing can answer without
/// asking anyone: the fast path behind `UIView.hitTest(_:with:)`.
///
/// ## Why
/// The plain algorithm (UIView+HitTesting.swift) asks every view, front to back, through its
/// overridable `hitTest(_:with:)` and `point(inside:with:)`, reading each view's properties as it
/// goes. In Swift that means retains and releases, dynamic exclusivity checks and a dynamic call per
/// view — 75–90 % of the time, as docs/Performance.md measured. This index holds the same facts as flat
/// structs (bounds as four numbers, the step from the parent's coordinates, the view's own switches,
/// its children front to back) and walks them with no calls, no retains and no checks.
///
/// ## Which views it may answer for
/// Only views whose class is one of ResponderKit's own that override none of `hitTest(_:with:)`,
/// `point(inside:with:)`, `isHidden`, `alpha`, `isUserInteractionEnabled` (``UIView/usesDefaultHitTesting``):
/// for those, the answer depends on nothing but the properties copied here, and asking them has no
/// side effect. Any other view — every user subclass, since it may override them — is "opaque": the
/// index keeps its geometry (to convert the point, as the parent would) and asks it through its own
/// `hitTest(_:with:)`, exactly when and in the order the plain algorithm would. So the results and
/// the calls every override sees are the plain algorithm's (`HitTestIndexTests` compares both on
/// random trees with overrides, hidden views, transforms and mutations inside `hitTest`).
///
/// ## Many siblings
/// A parent with eight or more children gets a grid over its children's frames: a query looks only at the
/// children whose frame overlaps the point's cell, plus every opaque child, still front to back.
/// Skipped children are plain views whose frame does not contain the point: they would answer nil
/// without asking anyone.
///
/// ## Staying true, in place
/// Real interfaces change every frame, so a change updates only what it affects:
/// ```
///   a view's center, bounds, transform,      ──▶ its node patched in every index that holds it
///   hidden, alpha or interaction switch           (HitTestIndex+Patching.swift)
///   a subview added, removed or reordered    ──▶ the parent's list relisted, new subtrees spliced in,
///                                                 removed ones dead (HitTestIndex+Structure.swift);
///                                                 for a crowd, one child's worth (HitTestIndex+Crowds.swift)
///   out of room, or a change while a query   ──▶ the index is dropped; the next query makes a new one
///   that may run an override is reading it
/// ```
/// An override that changes the tree while a query runs therefore drops the index in use (a change
/// of geometry patches it and bumps ``mutations``): the query then goes on over the same children as
/// the plain algorithm (it captured them when it started), reading each one live.
///
/// ## Where the parts are
/// This file holds the index itself: what it keeps, how it is made and freed, and the queries
/// `UIView.hitTest(_:with:)` calls. The layout of a view's node is in HitTestIndex+Node.swift, the
/// arithmetic of one-addition steps in HitTestIndex+ExactGrid.swift, the copying of a subtree in
/// HitTestIndex+Builder.swift, the grids over many siblings in HitTestIndex+Grid.swift, the walk a
/// query makes in HitTestIndex+Walk.swift, the table of answers for whole regions in
/// HitTestIndex+Regions.swift, and keeping all of it true as the tree changes in
/// HitTestIndex+Patching.swift, HitTestIndex+Structure.swift and HitTestIndex+Crowds.swift.
final class HitTestIndex {
    /// `false` once anything changed that the index copied; a query in progress then finishes live.
    var isValid = true
    /// The views of the nodes, held for as long as the index lives, so a query can hand one back
    /// (and so an override that removes views mid-query cannot free them under it): node `n`'s view
    /// is `views[n - 1]` (node 0 is the owner, which the index must not hold: it holds the index).
    /// A node whose view left the subtree holds ``UIView/removedSlot`` instead (the view itself is
    /// released at once, as UIKit releases it).
    var views: ContiguousArray<UIView>
    /// The flat data, in memory of the index's own (allocated once, freed with it), so a query reads
    /// it through plain pointers: no closures (which would each check the main actor at run time),
    /// no bounds or exclusivity checks. Each buffer has room beyond what the build filled
    /// (``Capacity``), for the nodes, lists and grids changes to the tree add
    /// (HitTestIndex+Structure.swift); when it runs out, the index is dropped and made again.
    let nodes: UnsafeMutableBufferPointer<Node>
    let walkNodes: UnsafeMutablePointer<WalkNode>
    let children: UnsafeMutableBufferPointer<Int32>
    let grids: UnsafeMutableBufferPointer<Grid>
    let gridCells: UnsafeMutableBufferPointer<Int32>
    /// Each node's place among its siblings, front to back (smaller is nearer the front): the order
    /// of a grid cell's entries, and of the children of a parent whose list a change left unsorted.
    let orderKeys: UnsafeMutableBufferPointer<Double>
    /// How much of `nodes`, `children`, `grids` and `gridCells` is taken.
    var capacity: Capacity
    /// The cells' entries, with room to grow (`entriesUsed` of them are taken): a patch that adds a
    /// child to a full cell moves that cell's list to the end (HitTestIndex+Patching.swift).
    var gridEntries: UnsafeMutableBufferPointer<Int32>
    var entriesUsed: Int
    /// How many entries the build made (the entries may grow to four times that: ``ensureEntries(_:)``).
    let entriesBuilt: Int
    /// What only patches read (HitTestIndex+Patching.swift): each node's parent; the cells each
    /// child of a grid is listed in (columns and rows, first and last; `x == -1`: none); each
    /// cell's room; how many patches the index has had (a query that asked an override checks it).
    var parentOf: ContiguousArray<Int32>
    var gridRects: ContiguousArray<SIMD4<Int32>>
    var cellCapacity: ContiguousArray<Int32>
    /// The room of each node's child list in `children` (a list that outgrows it moves to the end).
    var childCapacity: ContiguousArray<Int32>
    /// Where each grid's cells and entries are.
    var gridRooms: ContiguousArray<GridRoom>
    /// Each node's place in its parent's list, and each parent's front-most and back-most order keys
    /// (HitTestIndex+Crowds.swift).
    var listPosition: ContiguousArray<Int32>
    var keyRange: ContiguousArray<SIMD2<Double>>
    /// Dead nodes, for new views to reuse, and how many nodes are dead.
    var freeNodes: ContiguousArray<Int32> = []
    /// Queries running over this index that may ask an override (``hitTestChildren(_:with:)``): a
    /// change to the tree meanwhile drops the index rather than patch lists the query is reading.
    var activeQueries = 0
    var mutations = 0
    /// How many ancestors the owner had when the index was made: of two indexes that hold a view,
    /// the outer one patches it (``claimSlots()``).
    let ownerDepth: Int
    /// The view whose subtree this is (it holds the index, so it outlives it but for a query that
    /// keeps the index alive while the owner goes: ``drop()`` checks before it clears the owner's).
    let owner: Unretained<UIView>
    /// Holds a view another index patches (``shadowingIndexes``).
    var isShadowing = false
    /// What a query reads (see ``Memory``), allocated with the index and freed with it.
    let memory: UnsafeMutablePointer<Memory>
    /// `memory.views`: `views` again, unretained, so a query reads a view with one load.
    ///
    /// A buffer of ``Unretained`` rather than of raw pointers, so that debug builds check every read
    /// against the view's weak reference. As that makes the element type non-trivial in debug builds
    /// (a `weak` reference and a `StaticString`), every slot of the buffer's capacity is initialized
    /// when it is made (the room beyond the built nodes holds ``UIView/removedSlot``) and all of them
    /// are deinitialized in `deinit`: a change may then assign any slot, whether a node was there or
    /// not. In release builds the element is one pointer and both steps are plain stores.
    let unretainedViews: UnsafeMutableBufferPointer<Unretained<UIView>>
    /// What keeps each of `unretainedViews` alive (the sentence of the debug check).
    static let heldByViews: StaticString = "the hit-test index's `views`, which holds every view the index lists"
    /// What keeps an index alive while a view records it in `hitTestSlot`.
    static let heldBySlot: StaticString = """
        the view that owns the hit-test index (`hitTestIndexStorage`) or a query retaining it; its deinit clears \
        the slots (releaseSlots)
        """

    /// For an owner of a class with default hit-testing: its own switches let touches in (for
    /// other owners this is unused; they are checked live).
    var ownerAccepts: Bool { memory.pointee.ownerAccepts }
    /// Every child is opaque and there are few: the index would only ask them one by one, which
    /// the plain loop does with less work (a chain of user subclasses, each calling `super`).
    var onlyAsksOpaqueChildren: Bool { memory.pointee.onlyAsksOpaqueChildren }

    /// What a query reads: where the flat data is, and the owner's own facts. A view keeps a plain
    /// pointer to it beside its index (`UIView.hitTestIndexMemory`), so a query over an index
    /// without opaque views — which runs no other code, so nothing can free the index under it —
    /// reads it without retaining the index: a retain and a release are two atomic operations,
    /// ~15 ns on the benchmark machine, a tenth of a query.
    /// A view's place in the index that patches it (`UIView.hitTestSlot`).
    typealias Slot = (index: Unretained<HitTestIndex>?, node: Int32)
    typealias MemoryPointer = UnsafeMutablePointer<Memory>

    struct Memory {
        let nodes: UnsafePointer<Node>
        let orderKeys: UnsafePointer<Double>
        /// The same nodes' `WalkNode`s.
        let walkNodes: UnsafePointer<WalkNode>
        let children: UnsafePointer<Int32>
        let grids: UnsafePointer<Grid>
        let cells: UnsafePointer<Int32>
        var entries: UnsafePointer<Int32>
        /// Node `n`'s view is `views[n - 1]`; the index holds them strongly.
        let views: UnsafePointer<Unretained<UIView>>
        /// The owner's switches (for a class with default hit-testing) and bounds.
        var ownerAccepts: Bool
        /// (Moved in place when the owner's bounds change: ``ownerBoundsChanged(to:)``.)
        var ownerLower, ownerUpper: SIMD2<Double>
        var onlyAsksOpaqueChildren: Bool
        /// Some view of the subtree is (or was) opaque: a query may run an override, which may change
        /// the tree and so drop this index while the query still uses it (the caller must retain it).
        var asksOpaqueViews: Bool
        /// The number of nodes, live or dead (a dead node's view left the subtree; nothing lists it).
        var nodeCount: Int
        /// Answers worked out for whole cells of the owner (HitTestIndex+Regions.swift), built once
        /// the index has answered `queriesBeforeRegions` more queries over plain views (a tree
        /// that changes before then never pays for it); its answers are freed with the index.
        var regions = RegionTable()
        var queriesBeforeRegions: Int

        /// `point(inside:with:)` of an owner with default hit-testing: its bounds contain the point.
        @inline(__always)
        func ownerContains(_ point: CGPoint) -> Bool {
            let p = SIMD2(Double(point.x), Double(point.y))
            let inside = (ownerLower .<= p) .& (p .< ownerUpper)
            return inside[0] && inside[1]
        }
    }

    /// Builds the index of `owner`'s subtree (not `owner` itself: its own switches and
    /// `point(inside:with:)` are checked live, as it may be a subclass that calls `super`).
    @MainActor
    init(of owner: UIView) {
        var builder = Builder()
        let (rootStart, rootCount) = builder.addOwner(owner)
        views = builder.views
        var allOpaque = rootCount < Int32(HitTestIndex.gridThreshold)
        if allOpaque {
            for position in Int(rootStart)..<Int(rootStart + rootCount)
            where !builder.nodes[Int(builder.children[position])].opaque {
                allOpaque = false
            }
        }
        let nodeCount = builder.nodes.count
        capacity = Capacity(
            nodes: nodeCount + Capacity.slack(nodeCount),
            children: builder.children.count + Capacity.slack(builder.children.count),
                            grids: builder.grids.count + Capacity.slack(builder.grids.count) / 4,
                            cells: builder.gridCells.count + 2 * Capacity.slack(builder.gridCells.count / 2))
        (capacity.nodesUsed, capacity.childrenUsed, capacity.gridsUsed, capacity.cellsUsed) =
            (nodeCount, builder.children.count, builder.grids.count, builder.gridCells.count)
        nodes = HitTestIndex.copy(builder.nodes, capacity: capacity.nodes)
        walkNodes = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<WalkNode>.stride * capacity.nodes, alignment: 64
        )
            .bindMemory(to: WalkNode.self, capacity: capacity.nodes)
        for (index, node) in builder.nodes.enumerated() {
            let list = Int(node.childStart)..<Int(node.childStart + node.childCount)
            let follow = list.allSatisfy { builder.children[$0] == Int32(index + 1 + $0 - list.lowerBound) }
            (walkNodes + index).initialize(to: WalkNode(node, childrenFollow: follow))
        }
        assert(MemoryLayout<WalkNode>.stride == 64, "a WalkNode is one cache line")
        children = HitTestIndex.copy(builder.children, capacity: capacity.children)
        grids = HitTestIndex.copy(builder.grids, capacity: capacity.grids)
        gridCells = HitTestIndex.copy(builder.gridCells, capacity: capacity.cells)
        gridEntries = HitTestIndex.copy(
            builder.gridEntries, capacity: builder.gridEntries.count + Capacity.slack(builder.gridEntries.count))
        orderKeys = HitTestIndex.copy(builder.orderKeys, capacity: capacity.nodes)
        childCapacity = ContiguousArray(builder.nodes.lazy.map { $0.childCount })
        gridRooms = builder.gridRooms
        (listPosition, keyRange) = HitTestIndex.listFacts(nodes: builder.nodes, children: builder.children)
        entriesUsed = builder.gridEntries.count
        entriesBuilt = builder.gridEntries.count
        parentOf = builder.parentOf
        gridRects = builder.gridRects
        var room = ContiguousArray<Int32>(repeating: 0, count: builder.gridCells.count / 2)
        for cell in room.indices { room[cell] = builder.gridCells[2 * cell + 1] - builder.gridCells[2 * cell] }
        cellCapacity = room
        var depth = 0, ancestor = owner.superviewStorage
        while let view = ancestor { depth += 1; ancestor = view.superviewStorage }
        ownerDepth = depth
        self.owner = Unretained(owner, heldBy: "the index's owner, which holds it in hitTestIndexStorage")
        unretainedViews = HitTestIndex.unretained(builder.views, capacity: capacity.nodes)
        let (ownerLower, ownerUpper) = HitTestIndex.extent(of: owner.boundsStorage)
        memory = .allocate(capacity: 1)
        memory.initialize(to: Memory(
                nodes: UnsafePointer(nodes.baseAddress!), orderKeys: UnsafePointer(orderKeys.baseAddress!),
                walkNodes: UnsafePointer(walkNodes), children: UnsafePointer(children.baseAddress!),
            grids: UnsafePointer(grids.baseAddress!), cells: UnsafePointer(gridCells.baseAddress!),
            entries: UnsafePointer(gridEntries.baseAddress!), views: UnsafePointer(unretainedViews.baseAddress!),
            ownerAccepts: owner.usesDefaultHitTesting && owner.acceptsTouchesItself,
            ownerLower: ownerLower, ownerUpper: ownerUpper,
            onlyAsksOpaqueChildren: allOpaque, asksOpaqueViews: builder.nodes.contains { $0.opaque },
            nodeCount: builder.nodes.count, queriesBeforeRegions: HitTestIndex.queriesBeforeRegions))
        claimSlots()
    }

    deinit {
        releaseSlots()
        memory.pointee.regions.answers?.deallocate()  // before the memory that points to them
        memory.deinitialize(count: 1)
        memory.deallocate()
        unretainedViews.deinitialize()
        unretainedViews.deallocate()
        UnsafeMutableRawPointer(walkNodes).deallocate()
        nodes.deallocate()
        children.deallocate()
        grids.deallocate()
        gridCells.deallocate()
        gridEntries.deallocate()
        orderKeys.deallocate()
    }

    /// The owner's bounds as `ownerContains` tests them: lower corner inclusive, upper exclusive; an
    /// empty rectangle contains nothing.
    static func extent(of bounds: CGRect) -> (lower: SIMD2<Double>, upper: SIMD2<Double>) {
        let bounds = bounds.standardized
        return (SIMD2(bounds.width == 0 || bounds.height == 0 ? .infinity : Double(bounds.minX), Double(bounds.minY)),
                SIMD2(Double(bounds.maxX), Double(bounds.maxY)))
    }

    /// A buffer of its own holding `elements`, with room for `capacity` (at least one slot, so its
    /// address is never nil). The room beyond the elements is left uninitialized: the element types
    /// are plain numbers and pointers.
    private static func copy<Element>(
        _ elements: ContiguousArray<Element>, capacity: Int
    ) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, capacity, 1))
        _ = buffer.initialize(from: elements)
        return buffer
    }

    /// `unretainedViews` for `views`: every slot of `capacity` (at least `views.count`, at least one)
    /// initialized, the room beyond the views with ``UIView/removedSlot``.
    @MainActor
    private static func unretained(
        _ views: ContiguousArray<UIView>, capacity: Int
    ) -> UnsafeMutableBufferPointer<Unretained<UIView>> {
        let buffer = UnsafeMutableBufferPointer<Unretained<UIView>>.allocate(capacity: max(views.count, capacity, 1))
        let filled = buffer.initialize(from: views.lazy.map { Unretained($0, heldBy: heldByViews) }).1
        if filled < buffer.count {
            buffer[filled...].initialize(repeating: Unretained(UIView.removedSlot, heldBy: heldByViews))
        }
        return buffer
    }

    /// How much room each buffer has, and how much is taken.
    struct Capacity {
        let nodes, children, grids, cells: Int
        var nodesUsed = 0, childrenUsed = 0, gridsUsed = 0, cellsUsed = 0

        /// The room a buffer of `count` gets beyond it: a quarter more, and a little for small trees.
        static func slack(_ count: Int) -> Int { count / 4 + 32 }
    }

    // MARK: Query

    /// `point(inside:with:)` of an owner with default hit-testing: its bounds contain the point.
    @inline(__always)
    func ownerContains(_ point: CGPoint) -> Bool { memory.pointee.ownerContains(point) }

    /// The hit among the owner's children for `point`, or nil, for an index without opaque views
    /// (`asksOpaqueViews` false), read through its memory alone: no retain of the index.
    static func hitTestPlainChildren(_ memory: UnsafeMutablePointer<Memory>, _ point: CGPoint) -> UIView? {
        if memory.pointee.nodes.pointee.childCount == 0 { return nil }
        let x = Double(point.x), y = Double(point.y)
        let exact = ExactGrid.holds(x) && ExactGrid.holds(y)
        if memory.pointee.queriesBeforeRegions > 0 { countTowardsRegions(memory) }
        let answer =
            exact && memory.pointee.regions.isExact
            ? memory.pointee.regions.answer(x, y) : memory.pointee.regions.answerAwayFromEdges(x, y)
        if answer >= 0 { return answer > 0 ? memory.pointee.views[answer &- 1].object : nil }
        var walk = Walk(point: SIMD2(x, y), exact: exact)
        walk.advance(UnsafePointer(memory))
        return walk.parent > 0 ? memory.pointee.views[walk.parent &- 1].object : nil
    }

    /// The hit among the owner's children for `point` in the owner's coordinates, or nil.
    ///
    /// Two parts, so the walk stays in registers: ``Walk/advance(_:)`` goes through plain views with
    /// no calls at all and stops at the next opaque view; this loop asks that view and lets the walk
    /// go on. (With the call inside the walk's loop, the compiler saved the walk's numbers to the
    /// stack at every level — the x86-64 calling convention keeps no floating-point register across
    /// a call — and those stores, not the arithmetic, set the pace of a deep tree.)
    @MainActor
    func hitTestChildren(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let memory = UnsafePointer(self.memory)
        if memory.pointee.nodes.pointee.childCount == 0 { return nil }
        let x = Double(point.x), y = Double(point.y)
        var walk = Walk(point: SIMD2(x, y), exact: ExactGrid.holds(x) && ExactGrid.holds(y))
        activeQueries += 1
        defer { activeQueries -= 1 }
        while true {
            walk.advance(memory)
            guard walk.stoppedAt > 0 else { return walk.parent > 0 ? views[walk.parent &- 1] : nil }
            let view = views[walk.stoppedAt &- 1]
            let patches = mutations
            if let hit = view.hitTest(CGPoint(x: walk.stoppedPoint.x, y: walk.stoppedPoint.y), with: event) {
                return hit
            }
            if !isValid || mutations != patches {
                // The override changed the tree (or something the index copied, which it patched,
                // maybe moving a grid cell the walk was in): finish this level as the plain algorithm would,
                // over the children it captured, reading each one live.
                return finishLive(walk, memory: memory, with: event)
                    ?? (walk.parent > 0 ? views[walk.parent &- 1] : nil)
            }
        }
    }

    /// The rest of the level the walk stopped in, asked live through each child's `hitTest(_:with:)`.
    @MainActor
    private func finishLive(_ walk: Walk, memory: UnsafePointer<Memory>, with event: UIEvent?) -> UIView? {
        let point = CGPoint(x: walk.point.x, y: walk.point.y)
        let parent = memory.pointee.nodes + walk.parent
        let start = Int(parent.pointee.childStart), count = Int(parent.pointee.childCount)
        // The children after the one that changed the tree, front to back (by order key: a crowd's
        // list may be out of order, HitTestIndex+Crowds.swift), as they were when the query began (a
        // change to the tree while a query runs drops the index rather than rewrite its lists).
        var order = (0..<count).map { Int(memory.pointee.children[start + $0]) }
        order.sort { memory.pointee.orderKeys[$0] < memory.pointee.orderKeys[$1] }
        guard var next = order.firstIndex(of: walk.stoppedAt) else { return nil }
        next += 1
        while next < count {
            let child = views[order[next] - 1]
            if let hit = child.hitTest(child.pointFromParentSpace(point), with: event) { return hit }
            next += 1
        }
        return nil
    }
}
