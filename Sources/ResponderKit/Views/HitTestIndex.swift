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
        var minX, minY, maxX, maxY: Double
        /// The numbers `UIView.pointFromParentSpace` uses, so the point is computed with the very same
        /// operations, in the same order, and rounds the same way. (What every step reads comes first,
        /// so a deep walk touches as few cache lines as it can.)
        var centerX, centerY: Double
        var halfWidth, halfHeight: Double
        var transformed: Bool
        /// Bounds origin (0, 0): adding it changes nothing (−0 + 0 is +0, which every comparison
        /// treats as 0), so the step is two additions, not three, on the chain a deep tree waits on.
        var originAtZero: Bool
        /// The view's own switches let touches in (plain views only; opaque views check their own).
        var accepts: Bool
        /// Asked through its own `hitTest(_:with:)`.
        var opaque: Bool
        /// Its children, front to back, in `children[childStart..<childStart + childCount]`; the
        /// front-most one's node also here, saving the walk a load per level.
        var childStart: Int32
        var childCount: Int32
        var firstChild: Int32
        /// Its grid in `grids`, or -1.
        var grid: Int32
        var boundsX, boundsY: Double
        /// The inverse transform, for a transformed view.
        var ia, ib, ic, id, itx, ity: Double

        /// The inverse of `point(_:from:)` (approximately: for the grid, which keeps a margin).
        func parentPoint(_ x: Double, _ y: Double) -> (Double, Double) {
            let lx = x - boundsX - halfWidth, ly = y - boundsY - halfHeight
            if !transformed { return (lx + centerX, ly + centerY) }
            let determinant = ia * id - ib * ic
            let a = id / determinant, b = -ib / determinant, c = -ic / determinant, d = ia / determinant
            let ux = lx - itx, uy = ly - ity
            return (a * ux + c * uy + centerX, b * ux + d * uy + centerY)
        }

        /// Whether the node's bounds contain (x, y), as `CGRect.contains` decides: half-open, and
        /// never for an empty rectangle. Read through the pointer: calling a method on `pointee`
        /// may copy the whole node first.
        @inline(__always)
        static func contains(_ node: UnsafePointer<Node>, _ x: Double, _ y: Double) -> Bool {
            node.pointee.minX <= x && x < node.pointee.maxX && node.pointee.minY <= y && y < node.pointee.maxY
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

    /// Cells over the children of one parent: for each cell, the children (as positions in the
    /// parent's front-to-back list) that may answer for a point in it.
    struct Grid {
        var originX, originY, cellWidth, cellHeight: Double
        var columns, rows: Int
        /// Cell `c` lists `gridEntries[gridCells[cellsBase + c]..<gridCells[cellsBase + c + 1]]`.
        var cellsBase: Int
        /// The opaque children, for points outside every cell: `gridEntries[opaqueStart..<opaqueEnd]`.
        var opaqueStart, opaqueEnd: Int
    }

    /// A parent gets a grid from this many children on.
    static let gridThreshold = 8

    /// `false` once anything changed that the index copied; a query in progress then finishes live.
    var isValid = true
    /// The views of the nodes, held for as long as the index lives, so a query can hand one back
    /// (and so an override that removes views mid-query cannot free them under it).
    let views: ContiguousArray<UIView>
    /// The flat data, in memory of the index's own (allocated once, freed with it), so a query reads
    /// it through plain pointers: no closures (which would each check the main actor at run time),
    /// no bounds or exclusivity checks.
    private let nodes: UnsafeMutableBufferPointer<Node>
    private let children: UnsafeMutableBufferPointer<Int32>
    private let grids: UnsafeMutableBufferPointer<Grid>
    private let gridCells: UnsafeMutableBufferPointer<Int32>
    private let gridEntries: UnsafeMutableBufferPointer<Int32>
    /// The owner's children, front to back, and their grid.
    let rootStart: Int32, rootCount: Int32, rootGrid: Int32
    /// For an owner of a class with default hit-testing: its own switches and bounds, so the query
    /// needs no dynamic call for them (for other owners these are unused; they are checked live).
    let ownerAccepts: Bool
    private let ownerMinX: Double, ownerMinY: Double, ownerMaxX: Double, ownerMaxY: Double

    /// Every child is opaque and there are few: the index would only ask them one by one, which
    /// the plain loop does with less work (a chain of user subclasses, each calling `super`).
    let onlyAsksOpaqueChildren: Bool

    /// Builds the index of `owner`'s subtree (not `owner` itself: its own switches and
    /// `point(inside:with:)` are checked live, as it may be a subclass that calls `super`).
    @MainActor
    init(of owner: UIView) {
        var builder = Builder()
        (rootStart, rootCount, rootGrid) = builder.addChildren(of: owner)
        ownerAccepts = owner.usesDefaultHitTesting && owner.acceptsTouchesItself
        let bounds = owner.boundsStorage.standardized
        ownerMinX = bounds.width == 0 || bounds.height == 0 ? .infinity : Double(bounds.minX)
        ownerMinY = Double(bounds.minY)
        ownerMaxX = Double(bounds.maxX)
        ownerMaxY = Double(bounds.maxY)
        views = builder.views
        var allOpaque = rootCount < Int32(HitTestIndex.gridThreshold)
        if allOpaque {
            for position in Int(rootStart)..<Int(rootStart + rootCount) where !builder.nodes[Int(builder.children[position])].opaque {
                allOpaque = false
            }
        }
        onlyAsksOpaqueChildren = allOpaque
        nodes = HitTestIndex.copy(builder.nodes)
        children = HitTestIndex.copy(builder.children)
        grids = HitTestIndex.copy(builder.grids)
        gridCells = HitTestIndex.copy(builder.gridCells)
        gridEntries = HitTestIndex.copy(builder.gridEntries)
    }

    deinit {
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
            let bounds = view.boundsStorage
            let b = bounds.standardized
            let t = view.transformStorage
            var node = Node(
                minX: b.width == 0 || b.height == 0 ? .infinity : Double(b.minX),
                minY: Double(b.minY), maxX: Double(b.maxX), maxY: Double(b.maxY),
                centerX: Double(view.centerStorage.x), centerY: Double(view.centerStorage.y),
                halfWidth: Double(bounds.size.width / 2), halfHeight: Double(bounds.size.height / 2),
                transformed: !t.isIdentity, originAtZero: bounds.origin.x == 0 && bounds.origin.y == 0,
                accepts: false, opaque: !view.usesDefaultHitTesting,
                childStart: 0, childCount: 0, firstChild: -1, grid: -1,
                boundsX: Double(bounds.origin.x), boundsY: Double(bounds.origin.y),
                ia: 1, ib: 0, ic: 0, id: 1, itx: 0, ity: 0
            )
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
                let (start, count, grid) = addChildren(of: view)
                nodes[index].childStart = start
                nodes[index].childCount = count
                nodes[index].firstChild = count > 0 ? children[Int(start)] : -1
                nodes[index].grid = grid
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
            let opaque = positions.filter { nodes[Int(children[$0])].opaque }.map { Int32($0 - positions.lowerBound) }
            let opaqueStart = gridEntries.count
            gridEntries.append(contentsOf: opaque)
            let opaqueEnd = gridEntries.count
            guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY else {
                // No plain child can answer anywhere: only the opaque ones are asked.
                grids.append(Grid(originX: 0, originY: 0, cellWidth: 1, cellHeight: 1, columns: 0, rows: 0,
                                  cellsBase: gridCells.count, opaqueStart: opaqueStart, opaqueEnd: opaqueEnd))
                gridCells.append(Int32(gridEntries.count))
                return Int32(grids.count - 1)
            }
            // About one child per cell, cells roughly square: a row of cells for a row of views.
            let n = Double(positions.count), aspect = (maxX - minX) / (maxY - minY)
            let columns = max(1, min(256, Int((n * aspect).squareRoot().rounded(.up))))
            let rows = max(1, min(256, Int((n / Double(columns)).rounded(.up))))
            let cellWidth = (maxX - minX) / Double(columns), cellHeight = (maxY - minY) / Double(rows)
            func column(_ x: Double) -> Int { min(max(Int(((x - minX) / cellWidth).rounded(.down)), 0), columns - 1) }
            func row(_ y: Double) -> Int { min(max(Int(((y - minY) / cellHeight).rounded(.down)), 0), rows - 1) }
            var cells = [[Int32]](repeating: [], count: columns * rows)
            for (offset, box) in boxes.enumerated() {
                if nodes[Int(children[positions.lowerBound + offset])].opaque {
                    for c in cells.indices { cells[c].append(Int32(offset)) }  // asked wherever the point is
                    continue
                }
                guard let box else { continue }
                for r in row(box.1)...row(box.3) {
                    for c in column(box.0)...column(box.2) { cells[r * columns + c].append(Int32(offset)) }
                }
            }
            let cellsBase = gridCells.count
            for cell in cells {
                gridCells.append(Int32(gridEntries.count))
                gridEntries.append(contentsOf: cell)
            }
            gridCells.append(Int32(gridEntries.count))
            grids.append(Grid(originX: minX, originY: minY, cellWidth: cellWidth, cellHeight: cellHeight,
                              columns: columns, rows: rows, cellsBase: cellsBase, opaqueStart: opaqueStart, opaqueEnd: opaqueEnd))
            return Int32(grids.count - 1)
        }

        /// The bounding box of a child's bounds in its parent's coordinates, with a margin for
        /// rounding (a child skipped by the grid must never be one that contains the point), or nil.
        private func frameInParent(_ node: Node) -> (Double, Double, Double, Double)? {
            var xs: [Double] = [], ys: [Double] = []
            for (x, y) in [(node.minX, node.minY), (node.maxX, node.minY), (node.minX, node.maxY), (node.maxX, node.maxY)] {
                let (px, py) = node.parentPoint(x, y)
                xs.append(px)
                ys.append(py)
            }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                  minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
            let slackX = (abs(minX) + abs(maxX) + (maxX - minX)) * 1e-9 + 1e-9
            let slackY = (abs(minY) + abs(maxY) + (maxY - minY)) * 1e-9 + 1e-9
            return (minX - slackX, minY - slackY, maxX + slackX, maxY + slackY)
        }
    }

    // MARK: Query

    /// `point(inside:with:)` of an owner with default hit-testing: its bounds contain the point.
    @inline(__always)
    func ownerContains(_ point: CGPoint) -> Bool {
        let x = Double(point.x), y = Double(point.y)
        return ownerMinX <= x && x < ownerMaxX && ownerMinY <= y && y < ownerMaxY
    }

    /// The hit among the owner's children for `point` in the owner's coordinates, or nil.
    @MainActor
    func hitTestChildren(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if rootCount == 0 { return nil }
        var query = Query(index: self, nodes: UnsafePointer(nodes.baseAddress!), children: UnsafePointer(children.baseAddress!),
                          grids: UnsafePointer(grids.baseAddress!), cells: UnsafePointer(gridCells.baseAddress!),
                          entries: UnsafePointer(gridEntries.baseAddress!), event: event)
        let found = query.search(start: Int(rootStart), count: Int(rootCount), first: Int(children[Int(rootStart)]),
                                 grid: Int(rootGrid), x: Double(point.x), y: Double(point.y))
        if found >= 0 { return views[found] }
        return found == Query.askedView ? query.asked : nil
    }

    /// One query's walk over the index, through raw pointers: no copies of nodes, no retains, no
    /// exclusivity checks on the way down.
    private struct Query {
        /// `search` results besides a node index.
        static let nothing = -1, askedView = -2
        // `unowned(unsafe)`: the index and the event outlive the query (the caller holds both for the
        // whole call); a strong copy in this struct cost a retain and a release per query.
        unowned(unsafe) let index: HitTestIndex
        let nodes: UnsafePointer<Node>
        let children: UnsafePointer<Int32>
        let grids: UnsafePointer<Grid>
        let cells: UnsafePointer<Int32>
        let entries: UnsafePointer<Int32>
        unowned(unsafe) let event: UIEvent?
        /// What an opaque view's `hitTest(_:with:)` answered, when the result is `askedView`.
        var asked: UIView?

        /// The node that answers for the point (x, y) given in the coordinates of the parent whose
        /// children are `start..<start+count` (front to back), `askedView`, or `nothing` (the parent
        /// answers itself).
        ///
        /// A loop, not a recursion: once a plain child contains the point, the answer is that child
        /// or one of its descendants — its siblings are never looked at again — so the walk simply
        /// moves down into it.
        @MainActor
        mutating func search(start: Int, count: Int, first: Int, grid: Int, x: Double, y: Double) -> Int {
            var start = start, count = count, first = first, grid = grid, x = x, y = y
            var answer = Query.nothing
            level: while count > 0 {
                var from = 0, to = count
                var fromGrid = false  // positions from a grid cell's entries, or 0..<count
                if grid >= 0 {
                    let g = grids[grid]
                    let cx = (x - g.originX) / g.cellWidth, cy = (y - g.originY) / g.cellHeight
                    from = g.opaqueStart
                    to = g.opaqueEnd
                    if g.columns > 0, cx >= 0, cy >= 0, cx < Double(g.columns), cy < Double(g.rows) {
                        let cell = g.cellsBase + Int(cy) * g.columns + Int(cx)
                        from = Int(cells[cell])
                        to = Int(cells[cell + 1])
                    }
                    fromGrid = true
                }
                var k = from
                while k < to {
                    let position = fromGrid ? Int(entries[k]) : k
                    k += 1
                    let nodeIndex = position == 0 ? first : Int(children[start + position])
                    let node = nodes + nodeIndex
                    let (cx, cy) = Node.point(node, from: x, y)
                    if node.pointee.opaque {
                        let view = index.views[nodeIndex]
                        if let hit = view.hitTest(CGPoint(x: cx, y: cy), with: event) {
                            asked = hit
                            return Query.askedView
                        }
                        if !index.isValid {
                            // The override changed the tree: finish this level as the plain algorithm
                            // would, over the children it captured, reading each one live.
                            guard let hit = finishLive(after: position, start: start, count: count, x: x, y: y) else {
                                return answer
                            }
                            asked = hit
                            return Query.askedView
                        }
                        continue
                    }
                    guard node.pointee.accepts, Node.contains(node, cx, cy) else { continue }
                    // This child answers, or one of its descendants does: go down.
                    answer = nodeIndex
                    start = Int(node.pointee.childStart)
                    count = Int(node.pointee.childCount)
                    first = Int(node.pointee.firstChild)
                    grid = Int(node.pointee.grid)
                    x = cx
                    y = cy
                    continue level
                }
                break
            }
            return answer
        }

        @MainActor
        func finishLive(after position: Int, start: Int, count: Int, x: Double, y: Double) -> UIView? {
            let point = CGPoint(x: x, y: y)
            var next = position + 1
            while next < count {
                let child = index.views[Int(children[start + next])]
                if let hit = child.hitTest(child.pointFromParentSpace(point), with: event) { return hit }
                next += 1
            }
            return nil
        }
    }
}
