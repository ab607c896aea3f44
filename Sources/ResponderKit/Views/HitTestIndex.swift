import Foundation

/// A flat, read-only copy of the part of a view's subtree that hit-testing can answer without
/// asking anyone: the fast path behind `UIView.hitTest(_:with:)`.
///
/// ## Why
/// The plain algorithm (UIView+HitTesting.swift) asks every view, front to back, through its
/// overridable `hitTest(_:with:)` and `point(inside:with:)`, reading each view's properties as it
/// goes. In Swift that means retains and releases, dynamic exclusivity checks and a dynamic call per
/// view — 75–90 % of the time, as WORKLOADS.md measured. This index holds the same facts as flat
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
/// ## Staying true
/// Any change that could change an answer — a view's center, bounds, transform, hidden, alpha or
/// interaction switch, its subviews — drops the index of the view and of all its ancestors
/// (`UIView.invalidateHitTestIndex()`); the next query builds a new one. An override that changes the
/// tree while a query runs marks the index in use invalid: the query then goes on over the same
/// children as the plain algorithm (it captured them when it started), reading each one live.
final class HitTestIndex {
    /// One view of the subtree below the view that owns the index.
    struct Node {
        /// Bounds in the view's own coordinates, standardized; a view with an empty bounds (or a
        /// transform that cannot be inverted) has `minX = +infinity`, so nothing is inside it.
        /// (The walk reads these three pairs as vectors: one addition and two comparisons per view.)
        var lower, upper: SIMD2<Double>
        /// `boundsX + halfWidth − centerX` (and the same for y), for a view with `exactStep`: the
        /// point in its coordinates is the parent's point plus this, one addition (see ``ExactGrid``).
        var step: SIMD2<Double>
        /// Its children, front to back, in `children[childStart..<childStart + childCount]`. The
        /// front-most one's node is always the next one, `index + 1` (the builder adds it right after
        /// its parent), so a walk going down never waits for a load to know where to look.
        var childStart: Int32
        var childCount: Int32
        /// Its grid in `grids`, or -1.
        var grid: Int32
        /// `exactStep && accepts && !opaque`: the one flag the walk tests for the common view.
        var fastPlain: Bool
        /// Two to seven children (too few for a grid), all `fastPlain`: on exact coordinates the walk
        /// tests them all at once and takes the front-most that contains the point, instead of a
        /// loop whose exit depends on where the point is (a branch the processor mispredicts about
        /// once per query when the point is random, ~15 cycles).
        var smallPlainLevel: Bool
        /// One child, `fastPlain` (a wrapper around its content, the commonest shape in real
        /// trees): on exact coordinates the walk goes down such chains in a loop of its own, a
        /// dozen instructions a level.
        var onlyChildIsFastPlain: Bool
        /// The numbers `UIView.pointFromParentSpace` uses, so the point is computed with the very same
        /// operations, in the same order, and rounds the same way. (What every step reads comes first,
        /// so a deep walk touches as few cache lines as it can.)
        var centerX, centerY: Double
        var halfWidth, halfHeight: Double
        var transformed: Bool
        /// Bounds origin (0, 0) and half sizes that are not −0: adding the origin then changes no
        /// result (a −0 it would have turned into +0 is turned into +0 by the half size too), so the
        /// step is two additions, not three.
        var originAtZero: Bool
        /// All of the view's numbers are on the exact grid: `stepX`/`stepY` give the same point as the
        /// two or three operations of `point(_:from:)`, for a parent's point on the grid.
        var exactStep: Bool
        /// The view's own switches let touches in (plain views only; opaque views check their own).
        var accepts: Bool
        /// Asked through its own `hitTest(_:with:)`.
        var opaque: Bool
        var boundsX, boundsY: Double
        /// The inverse transform, for a transformed view.
        var ia, ib, ic, id, itx, ity: Double

        var minX: Double { get { lower.x } set { lower.x = newValue } }
        var minY: Double { get { lower.y } set { lower.y = newValue } }
        var maxX: Double { get { upper.x } set { upper.x = newValue } }
        var maxY: Double { get { upper.y } set { upper.y = newValue } }

        /// The inverse of `point(_:from:)` (approximately: for the grid, which keeps a margin).
        func parentPoint(_ x: Double, _ y: Double) -> (Double, Double) {
            let lx = x - boundsX - halfWidth, ly = y - boundsY - halfHeight
            if !transformed { return (lx + centerX, ly + centerY) }
            let determinant = ia * id - ib * ic
            let a = id / determinant, b = -ib / determinant, c = -ic / determinant, d = ia / determinant
            let ux = lx - itx, uy = ly - ity
            return (a * ux + c * uy + centerX, b * ux + d * uy + centerY)
        }

        /// The parent's point in this view's bounds coordinates (`UIView.pointFromParentSpace`),
        /// read field by field through the pointer.
        @inline(__always)
        static func point(_ node: UnsafePointer<Node>, from x: Double, _ y: Double) -> (Double, Double) {
            let ox = x - node.pointee.centerX, oy = y - node.pointee.centerY
            if !node.pointee.transformed {
                if node.pointee.originAtZero { return (ox + node.pointee.halfWidth, oy + node.pointee.halfHeight) }
                return (ox + node.pointee.boundsX + node.pointee.halfWidth, oy + node.pointee.boundsY + node.pointee.halfHeight)
            }
            let lx = node.pointee.ia * ox + node.pointee.ic * oy + node.pointee.itx
            let ly = node.pointee.ib * ox + node.pointee.id * oy + node.pointee.ity
            return (lx + node.pointee.boundsX + node.pointee.halfWidth, ly + node.pointee.boundsY + node.pointee.halfHeight)
        }
    }

    /// Numbers on which one precomputed addition gives the same point as the plain algorithm's
    /// two or three operations, so a deep walk waits for one floating-point addition per level
    /// instead of two (the walk is a chain: each level's point needs the one before).
    ///
    /// Multiples of 2⁻¹⁶ no larger than 2³⁰ in magnitude: sums and differences of three of them are
    /// again multiples of 2⁻¹⁶ below 2³³, which a `Double` (53 bits) holds exactly, so no operation
    /// rounds and `((x − centerX) + boundsX) + halfWidth` equals `x + ((boundsX + halfWidth) − centerX)`
    /// as a number. The sign of zero is the one thing left: neither form can give −0 (the plain one
    /// ends by adding a half size that is not −0, the step is stored as +0 when zero), so they are
    /// equal bit for bit. The walk stays on the grid while it goes down: a query point on it, plus
    /// steps on it, is on it; and a view only goes down into a child whose bounds (at most 2³⁰)
    /// contain the point. Anything else — fractions like 0.1, huge numbers, transforms, NaN — takes
    /// the plain operations, from that level down.
    enum ExactGrid {
        static let scale: Double = 0x1p16
        static let limit: Double = 0x1p30

        /// `value` is a multiple of 2⁻¹⁶ no larger than 2³⁰ in magnitude (false for NaN and infinities).
        @inline(__always)
        static func holds(_ value: Double) -> Bool {
            let scaled = value * scale
            return abs(value) <= limit && scaled == scaled.rounded(.towardZero)
        }
    }

    /// The part of a node that every step of a walk reads, in one 64-byte cache line (the array is
    /// aligned to 64): bounds, step, children and the fast paths' flags. The rest of the node is
    /// read only for views off the fast paths. (The whole node is 176 bytes over three lines; a
    /// 1,000-view tree's walk data then fits in 64 KB instead of 180, and a query's few random
    /// nodes come from the nearer caches.)
    struct WalkNode {
        var lower, upper, step: SIMD2<Double>
        var childStart, childCount, grid: Int32
        var fastPlain, smallPlainLevel, onlyChildIsFastPlain: Bool
        /// The children are the nodes right after this one, front to back (siblings that are all
        /// leaves, as the builder lays them out): child `k` is node `index + 1 + k`, found without
        /// reading the children list.
        var childrenFollow: Bool

        init(_ node: Node, childrenFollow: Bool) {
            lower = node.lower; upper = node.upper; step = node.step
            childStart = node.childStart; childCount = node.childCount; grid = node.grid
            fastPlain = node.fastPlain; smallPlainLevel = node.smallPlainLevel; onlyChildIsFastPlain = node.onlyChildIsFastPlain
            self.childrenFollow = childrenFollow
        }

        /// Whether the node's bounds contain `point`, as `CGRect.contains` decides: half-open, and
        /// never for an empty rectangle (whose `lower.x` is +infinity).
        @inline(__always)
        static func contains(_ node: UnsafePointer<WalkNode>, _ point: SIMD2<Double>) -> Bool {
            let inside = (node.pointee.lower .<= point) .& (point .< node.pointee.upper)
            return inside[0] && inside[1]
        }
    }

    /// Cells over the children of one parent: for each cell, the children (as positions in the
    /// parent's front-to-back list) that may answer for a point in it.
    struct Grid {
        /// A point's cell is `floor((x − originX) × inverseCellWidth)` (and the same for y), computed
        /// the same way when the grid is built and when it is read: the function only has to be
        /// monotonic for a child listed in the cells of its frame's corners to be listed in the cell
        /// of every point of its frame — a multiplication serves as well as a division and is 3–5
        /// times quicker on the path a query waits on.
        var originX, originY, inverseCellWidth, inverseCellHeight: Double
        var columns, rows: Int
        /// Cell `c` lists `gridEntries[gridCells[cellsBase + c]..<gridCells[cellsBase + c + 1]]`:
        /// the children's nodes themselves, front to back (node numbers grow from front to back), so
        /// the walk goes from a cell to a node with no load in between.
        var cellsBase: Int
        /// The opaque children, for points outside every cell: `gridEntries[opaqueStart..<opaqueEnd]`.
        var opaqueStart, opaqueEnd: Int
    }

    /// A parent gets a grid from this many children on.
    static let gridThreshold = 8

    /// `false` once anything changed that the index copied; a query in progress then finishes live.
    var isValid = true
    /// The views of the nodes, held for as long as the index lives, so a query can hand one back
    /// (and so an override that removes views mid-query cannot free them under it): node `n`'s view
    /// is `views[n - 1]` (node 0 is the owner, which the index must not hold: it holds the index).
    let views: ContiguousArray<UIView>
    /// The flat data, in memory of the index's own (allocated once, freed with it), so a query reads
    /// it through plain pointers: no closures (which would each check the main actor at run time),
    /// no bounds or exclusivity checks.
    private let nodes: UnsafeMutableBufferPointer<Node>
    private let walkNodes: UnsafeMutablePointer<WalkNode>
    private let children: UnsafeMutableBufferPointer<Int32>
    private let grids: UnsafeMutableBufferPointer<Grid>
    private let gridCells: UnsafeMutableBufferPointer<Int32>
    private let gridEntries: UnsafeMutableBufferPointer<Int32>
    /// What a query reads (see ``Memory``), allocated with the index and freed with it.
    let memory: UnsafeMutablePointer<Memory>
    /// Strong references to `memory.views`, which are unmanaged.
    private let unmanagedViews: UnsafeMutableBufferPointer<Unmanaged<UIView>>

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
    struct Memory {
        let nodes: UnsafePointer<Node>
        /// The same nodes' `WalkNode`s.
        let walkNodes: UnsafePointer<WalkNode>
        let children: UnsafePointer<Int32>
        let grids: UnsafePointer<Grid>
        let cells: UnsafePointer<Int32>
        let entries: UnsafePointer<Int32>
        /// Node `n`'s view is `views[n - 1]`; the index holds them strongly.
        let views: UnsafePointer<Unmanaged<UIView>>
        /// The owner's switches (for a class with default hit-testing) and bounds.
        let ownerAccepts: Bool
        let ownerLower, ownerUpper: SIMD2<Double>
        let onlyAsksOpaqueChildren: Bool
        /// Some view of the subtree is opaque: a query may run an override, which may change the
        /// tree and so drop this index while the query still uses it (the caller must retain it).
        let asksOpaqueViews: Bool
        /// The number of nodes.
        let nodeCount: Int
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
        let bounds = owner.boundsStorage.standardized
        views = builder.views
        var allOpaque = rootCount < Int32(HitTestIndex.gridThreshold)
        if allOpaque {
            for position in Int(rootStart)..<Int(rootStart + rootCount) where !builder.nodes[Int(builder.children[position])].opaque {
                allOpaque = false
            }
        }
        nodes = HitTestIndex.copy(builder.nodes)
        walkNodes = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<WalkNode>.stride * builder.nodes.count, alignment: 64)
            .bindMemory(to: WalkNode.self, capacity: builder.nodes.count)
        for (index, node) in builder.nodes.enumerated() {
            let list = Int(node.childStart)..<Int(node.childStart + node.childCount)
            let follow = list.allSatisfy { builder.children[$0] == Int32(index + 1 + $0 - list.lowerBound) }
            (walkNodes + index).initialize(to: WalkNode(node, childrenFollow: follow))
        }
        assert(MemoryLayout<WalkNode>.stride == 64, "a WalkNode is one cache line")
        children = HitTestIndex.copy(builder.children)
        grids = HitTestIndex.copy(builder.grids)
        gridCells = HitTestIndex.copy(builder.gridCells)
        gridEntries = HitTestIndex.copy(builder.gridEntries)
        unmanagedViews = HitTestIndex.copy(ContiguousArray(builder.views.lazy.map { Unmanaged.passUnretained($0) }))
        let ownerLower = SIMD2(bounds.width == 0 || bounds.height == 0 ? .infinity : Double(bounds.minX), Double(bounds.minY))
        let ownerUpper = SIMD2(Double(bounds.maxX), Double(bounds.maxY))
        memory = .allocate(capacity: 1)
        memory.initialize(to: Memory(
            nodes: UnsafePointer(nodes.baseAddress!), walkNodes: UnsafePointer(walkNodes), children: UnsafePointer(children.baseAddress!),
            grids: UnsafePointer(grids.baseAddress!), cells: UnsafePointer(gridCells.baseAddress!),
            entries: UnsafePointer(gridEntries.baseAddress!), views: UnsafePointer(unmanagedViews.baseAddress!),
            ownerAccepts: owner.usesDefaultHitTesting && owner.acceptsTouchesItself,
            ownerLower: ownerLower, ownerUpper: ownerUpper,
            onlyAsksOpaqueChildren: allOpaque, asksOpaqueViews: builder.nodes.contains { $0.opaque },
            nodeCount: builder.nodes.count, queriesBeforeRegions: HitTestIndex.queriesBeforeRegions))
    }

    deinit {
        memory.pointee.regions.answers?.deallocate()  // before the memory that points to them
        memory.deinitialize(count: 1)
        memory.deallocate()
        unmanagedViews.deallocate()
        UnsafeMutableRawPointer(walkNodes).deallocate()
        nodes.deallocate()
        children.deallocate()
        grids.deallocate()
        gridCells.deallocate()
        gridEntries.deallocate()
    }

    /// A buffer of its own holding `elements` (at least one slot, so its address is never nil).
    private static func copy<Element>(_ elements: ContiguousArray<Element>) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return buffer
    }

    /// Collects the nodes, depth first; the children of a parent are listed together, front to back.
    private struct Builder {
        var views: ContiguousArray<UIView> = []
        var nodes: ContiguousArray<Node> = []
        var children: ContiguousArray<Int32> = []
        var grids: ContiguousArray<Grid> = []
        var gridCells: ContiguousArray<Int32> = []
        var gridEntries: ContiguousArray<Int32> = []

        /// Node 0, the owner itself, and below it the whole subtree; returns where the owner's
        /// children are listed. Only the owner's child list and grid are used: its own switches and
        /// bounds are checked before a walk starts, and a walk starts at its children.
        @MainActor
        mutating func addOwner(_ owner: UIView) -> (start: Int32, count: Int32) {
            nodes.append(Node(lower: SIMD2(.infinity, .infinity), upper: SIMD2(-.infinity, -.infinity), step: .zero,
                              childStart: 0, childCount: 0, grid: -1, fastPlain: false, smallPlainLevel: false, onlyChildIsFastPlain: false, centerX: 0, centerY: 0,
                              halfWidth: 0, halfHeight: 0, transformed: false, originAtZero: true, exactStep: false,
                              accepts: false, opaque: false, boundsX: 0, boundsY: 0, ia: 1, ib: 0, ic: 0, id: 1, itx: 0, ity: 0))
            let (start, count, grid) = addChildren(of: owner)
            nodes[0].childStart = start
            nodes[0].childCount = count
            nodes[0].grid = grid
            nodes[0].smallPlainLevel = allFastPlain(start: start, count: count, grid: grid)
            nodes[0].onlyChildIsFastPlain = count == 1 && nodes[1].fastPlain
            assert(count == 0 || children[Int(start)] == 1, "the owner's front-most child follows it")
            return (start, count)
        }

        /// Adds `parent`'s children and, for plain ones, their subtrees; returns where the child
        /// list is and its grid, if any.
        @MainActor
        mutating func addChildren(of parent: UIView) -> (Int32, Int32, Int32) {
            let subviews = parent.subviewStorage
            guard !subviews.isEmpty else { return (0, 0, -1) }
            let start = children.count
            // Reserve the list first (children of children go after it), then fill it.
            children.append(contentsOf: repeatElement(0, count: subviews.count))
            var position = start
            for child in subviews.reversed() {
                children[position] = Int32(add(child))
                position += 1
            }
            var grid: Int32 = -1
            if subviews.count >= HitTestIndex.gridThreshold {
                grid = buildGrid(for: start..<(start + subviews.count))
            }
            return (Int32(start), Int32(subviews.count), grid)
        }

        @MainActor
        private mutating func add(_ view: UIView) -> Int {
            let index = nodes.count
            assert(views.count == index - 1, "node n's view is views[n - 1]")
            let bounds = view.boundsStorage
            let b = bounds.standardized
            let t = view.transformStorage
            let halfWidth = Double(bounds.size.width / 2), halfHeight = Double(bounds.size.height / 2)
            let noNegativeZeroHalf = !(halfWidth == 0 && halfWidth.sign == .minus) && !(halfHeight == 0 && halfHeight.sign == .minus)
            var node = Node(
                lower: SIMD2(b.width == 0 || b.height == 0 ? .infinity : Double(b.minX), Double(b.minY)),
                upper: SIMD2(Double(b.maxX), Double(b.maxY)),
                step: SIMD2(0, 0), childStart: 0, childCount: 0, grid: -1, fastPlain: false, smallPlainLevel: false, onlyChildIsFastPlain: false,
                centerX: Double(view.centerStorage.x), centerY: Double(view.centerStorage.y),
                halfWidth: halfWidth, halfHeight: halfHeight,
                transformed: !t.isIdentity,
                originAtZero: bounds.origin.x == 0 && bounds.origin.y == 0 && noNegativeZeroHalf,
                exactStep: false, accepts: false, opaque: !view.usesDefaultHitTesting,
                boundsX: Double(bounds.origin.x), boundsY: Double(bounds.origin.y),
                ia: 1, ib: 0, ic: 0, id: 1, itx: 0, ity: 0
            )
            // (Written out: a closure here, on the main actor, checks its executor at run time per view.)
            let onGrid = ExactGrid.holds(node.centerX) && ExactGrid.holds(node.centerY) && ExactGrid.holds(node.halfWidth)
                && ExactGrid.holds(node.halfHeight) && ExactGrid.holds(node.boundsX) && ExactGrid.holds(node.boundsY)
            let limit = ExactGrid.limit
            let boundsOnGrid = !node.minX.isFinite
                || (abs(node.minX) <= limit && abs(node.minY) <= limit && abs(node.maxX) <= limit && abs(node.maxY) <= limit)
            if !node.transformed, noNegativeZeroHalf, onGrid, boundsOnGrid {
                node.exactStep = true
                // Exact (see ExactGrid); `+ 0` turns a −0 into +0.
                node.step = SIMD2((node.boundsX + node.halfWidth) - node.centerX + 0, (node.boundsY + node.halfHeight) - node.centerY + 0)
            }
            if node.transformed {
                let determinant = t.a * t.d - t.b * t.c
                if determinant == 0 || !determinant.isFinite {
                    // Collapsed onto a line or a point: pointFromParentSpace answers NaN, which no bounds
                    // contain — and which an opaque view's own hitTest must be given too.
                    node.minX = .infinity
                    node.ia = .nan; node.ib = .nan; node.ic = .nan; node.id = .nan; node.itx = .nan; node.ity = .nan
                } else {
                    let inverse = t.inverted()
                    node.ia = Double(inverse.a); node.ib = Double(inverse.b); node.ic = Double(inverse.c)
                    node.id = Double(inverse.d); node.itx = Double(inverse.tx); node.ity = Double(inverse.ty)
                }
            }
            nodes.append(node)
            views.append(view)
            if !node.opaque {
                nodes[index].accepts = view.acceptsTouchesItself
                nodes[index].fastPlain = nodes[index].accepts && node.exactStep
                let (start, count, grid) = addChildren(of: view)
                nodes[index].childStart = start
                nodes[index].childCount = count
                nodes[index].grid = grid
                nodes[index].smallPlainLevel = allFastPlain(start: start, count: count, grid: grid)
                nodes[index].onlyChildIsFastPlain = count == 1 && nodes[index + 1].fastPlain
                assert(count == 0 || children[Int(start)] == Int32(index + 1), "the front-most child follows its parent")
            }
            return index
        }

        /// A grid over the frames (in the parent's coordinates) of the children at `positions`.
        private mutating func buildGrid(for positions: Range<Int>) -> Int32 {
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            var boxes: [(Double, Double, Double, Double)?] = []
            boxes.reserveCapacity(positions.count)
            for position in positions {
                let node = nodes[Int(children[position])]
                guard !node.opaque, node.accepts, node.minX.isFinite, let box = frameInParent(node) else {
                    boxes.append(nil)
                    continue
                }
                boxes.append(box)
                minX = min(minX, box.0); minY = min(minY, box.1); maxX = max(maxX, box.2); maxY = max(maxY, box.3)
            }
            let opaque = positions.map { children[$0] }.filter { nodes[Int($0)].opaque }
            let opaqueStart = gridEntries.count
            gridEntries.append(contentsOf: opaque)
            let opaqueEnd = gridEntries.count
            guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY else {
                // No plain child can answer anywhere: only the opaque ones are asked.
                grids.append(Grid(originX: 0, originY: 0, inverseCellWidth: 1, inverseCellHeight: 1, columns: 0, rows: 0,
                                  cellsBase: gridCells.count, opaqueStart: opaqueStart, opaqueEnd: opaqueEnd))
                gridCells.append(Int32(gridEntries.count))
                return Int32(grids.count - 1)
            }
            let (columns, rows) = HitTestIndex.Builder.gridSize(boxes: boxes.compactMap { $0 }, count: positions.count,
                                                                width: maxX - minX, height: maxY - minY)
            let inverseCellWidth = Double(columns) / (maxX - minX), inverseCellHeight = Double(rows) / (maxY - minY)
            func column(_ x: Double) -> Int { min(max(Int(((x - minX) * inverseCellWidth).rounded(.down)), 0), columns - 1) }
            func row(_ y: Double) -> Int { min(max(Int(((y - minY) * inverseCellHeight).rounded(.down)), 0), rows - 1) }
            // Each cell's entries, front to back, in two passes (count, then place) instead of an
            // array per cell: a 10,000-view crowd built 10,000 small arrays.
            let cellCount = columns * rows
            func forEachCell(of offset: Int, _ body: (Int) -> Void) {
                if nodes[Int(children[positions.lowerBound + offset])].opaque {
                    for c in 0..<cellCount { body(c) }  // asked wherever the point is
                    return
                }
                guard let box = boxes[offset] else { return }
                for r in row(box.1)...row(box.3) {
                    for c in column(box.0)...column(box.2) { body(r * columns + c) }
                }
            }
            var counts = [Int](repeating: 0, count: cellCount + 1)
            for offset in boxes.indices { forEachCell(of: offset) { counts[$0 + 1] += 1 } }
            for c in 0..<cellCount { counts[c + 1] += counts[c] }
            let cellsBase = gridCells.count, entriesBase = gridEntries.count
            for c in 0...cellCount { gridCells.append(Int32(entriesBase + counts[c])) }
            gridEntries.append(contentsOf: repeatElement(0, count: counts[cellCount]))
            var filled = counts
            for offset in boxes.indices {
                let node = children[positions.lowerBound + offset]
                forEachCell(of: offset) { c in
                    gridEntries[entriesBase + filled[c]] = node
                    filled[c] += 1
                }
            }
            grids.append(Grid(originX: minX, originY: minY, inverseCellWidth: inverseCellWidth, inverseCellHeight: inverseCellHeight,
                              columns: columns, rows: rows, cellsBase: cellsBase, opaqueStart: opaqueStart, opaqueEnd: opaqueEnd))
            return Int32(grids.count - 1)
        }

        /// Whether the child list `start..<start+count` makes its parent a `smallPlainLevel`.
        private func allFastPlain(start: Int32, count: Int32, grid: Int32) -> Bool {
            guard count >= 2, grid < 0, count <= 32 else { return false }
            return (Int(start)..<Int(start + count)).allSatisfy { nodes[Int(children[$0])].fastPlain }
        }

        /// Columns and rows for a grid over `boxes` (the children's frames) spanning width × height:
        /// cells the size of the median child, so a cell lists about one child per row or column
        /// — rows of a list get one column of cells, one cell per row — and at most four cells per
        /// child. Children of very different sizes, or none with a size, fall back to about one
        /// child per cell in roughly square cells.
        static func gridSize(boxes: [(Double, Double, Double, Double)], count: Int, width: Double, height: Double) -> (Int, Int) {
            let limit = 4 * count + 16
            func median(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
            let typicalWidth = median(boxes.map { $0.2 - $0.0 }), typicalHeight = median(boxes.map { $0.3 - $0.1 })
            var columns = typicalWidth > 0 ? Int(min((width / typicalWidth).rounded(.up), 4096)) : 0
            var rows = typicalHeight > 0 ? Int(min((height / typicalHeight).rounded(.up), 4096)) : 0
            if columns < 1 || rows < 1 {
                let aspect = width / height
                columns = max(1, min(4096, Int((Double(count) * aspect).squareRoot().rounded(.up))))
                rows = max(1, min(4096, Int((Double(count) / Double(columns)).rounded(.up))))
            }
            while columns * rows > limit {
                if columns >= rows { columns = (columns + 1) / 2 } else { rows = (rows + 1) / 2 }
            }
            return (columns, rows)
        }

        /// The bounding box of a child's bounds in its parent's coordinates, with a margin for
        /// rounding (a child skipped by the grid must never be one that contains the point), or nil.
        private func frameInParent(_ node: Node) -> (Double, Double, Double, Double)? {
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for (x, y) in [(node.minX, node.minY), (node.maxX, node.minY), (node.minX, node.maxY), (node.maxX, node.maxY)] {
                let (px, py) = node.parentPoint(x, y)
                minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
            }
            guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
            let slackX = (abs(minX) + abs(maxX) + (maxX - minX)) * 1e-9 + 1e-9
            let slackY = (abs(minY) + abs(maxY) + (maxY - minY)) * 1e-9 + 1e-9
            return (minX - slackX, minY - slackY, maxX + slackX, maxY + slackY)
        }
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
        if exact {
            let answer = memory.pointee.regions.answer(x, y)
            if answer >= 0 { return answer > 0 ? memory.pointee.views[answer &- 1].takeUnretainedValue() : nil }
        }
        var walk = Walk(point: SIMD2(x, y), exact: exact)
        walk.advance(UnsafePointer(memory))
        return walk.parent > 0 ? memory.pointee.views[walk.parent &- 1].takeUnretainedValue() : nil
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
        while true {
            walk.advance(memory)
            guard walk.stoppedAt > 0 else { return walk.parent > 0 ? views[walk.parent &- 1] : nil }
            let view = views[walk.stoppedAt &- 1]
            if let hit = view.hitTest(CGPoint(x: walk.stoppedPoint.x, y: walk.stoppedPoint.y), with: event) { return hit }
            if !isValid {
                // The override changed the tree: finish this level as the plain algorithm would,
                // over the children it captured, reading each one live.
                return finishLive(walk, memory: memory, with: event) ?? (walk.parent > 0 ? views[walk.parent &- 1] : nil)
            }
        }
    }

    /// The rest of the level the walk stopped in, asked live through each child's `hitTest(_:with:)`.
    @MainActor
    private func finishLive(_ walk: Walk, memory: UnsafePointer<Memory>, with event: UIEvent?) -> UIView? {
        let point = CGPoint(x: walk.point.x, y: walk.point.y)
        let parent = memory.pointee.nodes + walk.parent
        let start = Int(parent.pointee.childStart), count = Int(parent.pointee.childCount)
        // The children after the one that changed the tree, in the list captured when the index was built.
        guard var next = (0..<count).first(where: { memory.pointee.children[start + $0] == Int32(walk.stoppedAt) }) else { return nil }
        next += 1
        while next < count {
            let child = views[Int(memory.pointee.children[start + next]) - 1]
            if let hit = child.hitTest(child.pointFromParentSpace(point), with: event) { return hit }
            next += 1
        }
        return nil
    }

    /// One query's walk down the index, through raw pointers: no copies of nodes, no retains, no
    /// exclusivity checks, no calls.
    ///
    /// A loop, not a recursion: once a plain child contains the point, the answer is that child or
    /// one of its descendants — its siblings are never looked at again — so the walk simply moves
    /// down into it.
    private struct Walk {
        /// The node whose children are being walked, which is also the answer so far: the deepest
        /// plain view found that contains the point (0: the owner answers itself).
        var parent = 0
        /// The point in the parent's coordinates; `exact`: it is on the ``ExactGrid``.
        var point: SIMD2<Double>
        var exact: Bool
        /// Where the walk is inside its level, to go on after an opaque view: entries `next..<end` of
        /// a grid cell (`fromGrid`) or positions `next..<end` of the level.
        var next = 0, end = 0, fromGrid = false, inLevel = false
        /// After `advance`: the opaque view to ask (a node, or 0 when the walk is done) and the point
        /// in its coordinates.
        var stoppedAt = 0, stoppedPoint = SIMD2<Double>.zero

        init(point: SIMD2<Double>, exact: Bool) {
            self.point = point
            self.exact = exact
        }

        /// Goes down through plain views until the walk is done (`stoppedAt == 0`, `parent` is the
        /// answer) or reaches an opaque view that must be asked (`stoppedAt`). Works on local
        /// copies, written back once, so the loop runs in registers.
        @inline(never)
        mutating func advance(_ memoryPointer: UnsafePointer<Memory>) {
            let memory = memoryPointer.pointee
            var parent = parent, point = point, exact = exact
            var next = next, end = end, fromGrid = fromGrid, setUp = !inLevel
            let walkNodes = memory.walkNodes
            var start = Int(walkNodes[parent].childStart)
            level: while true {
                if setUp {
                    var level = walkNodes + parent
                    if exact {
                        // Chains of only children: the next node is the child, nothing else to choose.
                        while level.pointee.onlyChildIsFastPlain {
                            let child = level + 1
                            let q = point + child.pointee.step
                            guard WalkNode.contains(child, q) else { break level }
                            parent &+= 1
                            point = q
                            level = child
                        }
                    }
                    start = Int(level.pointee.childStart)
                    if exact && level.pointee.smallPlainLevel {
                        // Every child at once, with no branch on the point: bit k set when child k
                        // (front to back) contains it; the lowest bit is the plain algorithm's answer.
                        let count = Int(level.pointee.childCount), follow = level.pointee.childrenFollow
                        var found = 0
                        var position = 0
                        while position < count {
                            let node = walkNodes + (position == 0 || follow ? parent &+ 1 &+ position : Int(memory.children[start &+ position]))
                            let q = point + node.pointee.step
                            let inside = SIMD2<Int64>(repeating: 0).replacing(with: 1, where: (node.pointee.lower .<= q) .& (q .< node.pointee.upper))
                            found |= Int(inside.x & inside.y) << position
                            position &+= 1
                        }
                        if found == 0 { break level }
                        let k = found.trailingZeroBitCount
                        let nodeIndex = k == 0 || follow ? parent &+ 1 &+ k : Int(memory.children[start &+ k])
                        point = point + (walkNodes + nodeIndex).pointee.step
                        parent = nodeIndex
                        continue level
                    }
                    next = 0
                    end = Int(level.pointee.childCount)
                    fromGrid = false
                    let grid = Int(level.pointee.grid)
                    if grid >= 0 {
                        let g = memory.grids + grid
                        let cx = (point.x - g.pointee.originX) * g.pointee.inverseCellWidth
                        let cy = (point.y - g.pointee.originY) * g.pointee.inverseCellHeight
                        next = g.pointee.opaqueStart
                        end = g.pointee.opaqueEnd
                        if g.pointee.columns > 0, cx >= 0, cy >= 0, cx < Double(g.pointee.columns), cy < Double(g.pointee.rows) {
                            let cell = g.pointee.cellsBase &+ Int(cy) &* g.pointee.columns &+ Int(cx)
                            next = Int(memory.cells[cell])
                            end = Int(memory.cells[cell &+ 1])
                        }
                        fromGrid = true
                    }
                }
                setUp = true
                while next < end {
                    let nodeIndex = fromGrid ? Int(memory.entries[next])
                        : next == 0 ? parent &+ 1 : Int(memory.children[start &+ next])
                    next &+= 1
                    let walkNode = walkNodes + nodeIndex
                    let childPoint: SIMD2<Double>
                    if exact && walkNode.pointee.fastPlain {
                        // The common view: one addition, two comparisons.
                        childPoint = point + walkNode.pointee.step
                        guard WalkNode.contains(walkNode, childPoint) else { continue }
                    } else {
                        let node = memory.nodes + nodeIndex
                        let stepsExactly = exact && node.pointee.exactStep
                        if stepsExactly {
                            childPoint = point + node.pointee.step
                        } else {
                            let (cx, cy) = Node.point(node, from: point.x, point.y)
                            childPoint = SIMD2(cx, cy)
                        }
                        if node.pointee.opaque {
                            self.parent = parent; self.point = point; self.exact = exact
                            self.next = next; self.end = end; self.fromGrid = fromGrid; self.inLevel = true
                            stoppedAt = nodeIndex
                            stoppedPoint = childPoint
                            return
                        }
                        guard node.pointee.accepts, WalkNode.contains(walkNode, childPoint) else { continue }
                        exact = stepsExactly
                    }
                    // This child answers, or one of its descendants does: go down.
                    parent = nodeIndex
                    point = childPoint
                    continue level
                }
                break
            }
            self.parent = parent
            stoppedAt = 0
        }
    }
}
