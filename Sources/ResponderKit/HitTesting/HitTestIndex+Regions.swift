import Foundation

/// Answers worked out in advance for whole regions of the owner: the hit-test index's shortcut for
/// trees of plain views laid out on whole (or binary-fraction) coordinates — lists, tables, grids of
/// cells, keyboards.
///
/// ## Why
/// A walk goes down level by level, and each level waits on the one before (the point, then the
/// node's address): a list of rows of cells of parts is three grids and a small level deep, ~45 ns
/// of dependent steps. But in such a tree most of the owner is covered by regions in which every
/// point gets the same answer. A table over the owner, with cells the size of its typical leaf view,
/// records that answer for every cell that lies wholly inside or wholly outside each view the walk
/// would test; a query on exact coordinates looks its cell up and is done. A cell that some view's
/// edge crosses is marked, and a point there walks as before.
///
/// ## Why it gives the plain algorithm's answer
/// Only on the ``HitTestIndex/ExactGrid`` (the query point and every number involved multiples of
/// 2⁻¹⁶ below 2³⁰), where nothing rounds:
/// - The owner's origin and the cell size are on the grid, so a cell is exactly the points in
///   `[origin + k·w, origin + (k+1)·w)`: the query's `(x − origin) / w` is correctly rounded, and a
///   quotient of two such numbers that is not a whole number is at least `2⁻¹⁶/w` away from one —
///   more than the rounding error (below 2⁻⁴¹ for fewer than 4,096 cells) when `w < 2²⁵` — so its
///   whole part is the true one.
/// - The table's builder follows the walk for the whole cell at once: at each level, children front
///   to back, the cell moved into the child's coordinates by its step (exact), then "all of it is
///   inside" (the walk goes down into that child for every point of it), "none of it" (the walk
///   skips that child for every point) or "some" (the cell is marked). The walk's own decisions on
///   those numbers are the plain algorithm's (``HitTestIndex/ExactGrid``), so the recorded answer is
///   the plain algorithm's for every point of the cell.
/// - Only indexes without opaque views get a table: nothing a user overrides is skipped.
///
/// ## When
/// Not when the index is built: the first query after a change should not pay for it (a
/// 10,000-view crowd's table took as long again as its index). An index builds its table on its
/// ``HitTestIndex/queriesBeforeRegions``-th query over plain views — a tree that keeps changing never
/// does, a tree that is touched again and again soon has it.
/// `HitTestIndexTests` compares it with the plain algorithm on random trees on whole coordinates.
extension HitTestIndex {
    /// The table of answers: for cell `row × columns + column`, the node every exact point of it
    /// reaches (0: the owner answers itself), or -1 when points of it go different ways.
    struct RegionTable {
        var originX = 0.0, originY = 0.0, cellWidth = 1.0, cellHeight = 1.0
        var columns = 0, rows = 0
        /// `nil`: no table (opaque views, transforms in the way, or too few cells answered).
        var answers: UnsafePointer<Int32>?
        /// Every number involved is on the exact grid: an exact point's cell answer is the plain
        /// algorithm's anywhere in the cell, edges included (``answer(_:_:)``). Otherwise — a point
        /// or a view off the grid — the answer holds for points at least `margin` from the cell's
        /// edges (``answerAwayFromEdges(_:_:)``), as a fraction of the cell.
        var isExact = true
        var marginX = 0.5, marginY = 0.5
        var inverseCellWidth = 1.0, inverseCellHeight = 1.0

        /// Drops the table (the tree under it changed).
        mutating func forget() {
            answers?.deallocate()
            self = RegionTable()
        }

        /// The recorded answer for the exact point (x, y) inside the owner, or -1.
        @inline(__always)
        func answer(_ x: Double, _ y: Double) -> Int {
            guard let answers else { return -1 }
            // Division, not a multiplication by an inverse: the argument above needs a correctly
            // rounded quotient.
            let cx = (x - originX) / cellWidth, cy = (y - originY) / cellHeight
            guard cx >= 0, cy >= 0, cx < Double(columns), cy < Double(rows) else { return -1 }
            return Int(answers[Int(cy) &* columns &+ Int(cx)])
        }

        /// The recorded answer for any point (x, y) at least the margin away from its cell's edges,
        /// or -1 (nearer an edge, outside the table, NaN): a touch screen's fractional points.
        @inline(__always)
        func answerAwayFromEdges(_ x: Double, _ y: Double) -> Int {
            guard let answers else { return -1 }
            let cx = (x - originX) * inverseCellWidth, cy = (y - originY) * inverseCellHeight
            guard cx >= 0, cy >= 0, cx < Double(columns), cy < Double(rows) else { return -1 }
            let column = cx.rounded(.towardZero), row = cy.rounded(.towardZero)
            let fx = cx - column, fy = cy - row
            guard fx >= marginX, fx <= 1 - marginX, fy >= marginY, fy <= 1 - marginY else { return -1 }
            return Int(answers[Int(row) &* columns &+ Int(column)])
        }
    }

    /// Queries over plain views an index answers before it builds its table of regions.
    static let queriesBeforeRegions = 4

    /// Counts one query towards the table, and builds it at the last.
    @inline(never)
    static func countTowardsRegions(_ memory: UnsafeMutablePointer<Memory>) {
        memory.pointee.queriesBeforeRegions -= 1
        if memory.pointee.queriesBeforeRegions == 0 { memory.pointee.regions = makeRegionTable(UnsafePointer(memory)) }
    }

    /// Builds the table for an index, or returns one without answers when it would not pay: the
    /// owner or the leaves off the exact grid, cells too many (more than four per view) or too
    /// small to hold most answers (fewer than a quarter of the cells answered). Its answers are
    /// allocated; the index frees them.
    static func makeRegionTable(_ memory: UnsafePointer<Memory>) -> RegionTable {
        let none = RegionTable()
        let nodes = UnsafeBufferPointer(start: memory.pointee.nodes, count: memory.pointee.nodeCount)
        let ownerLower = memory.pointee.ownerLower, ownerUpper = memory.pointee.ownerUpper
        guard !memory.pointee.asksOpaqueViews, nodes.count > 1, ownerLower.x.isFinite, ownerLower.y.isFinite,
            ownerUpper.x.isFinite, ownerUpper.y.isFinite, ownerUpper.x > ownerLower.x, ownerUpper.y > ownerLower.y
        else { return none }
        var exact =
            ExactGrid.holds(ownerLower.x) && ExactGrid.holds(ownerLower.y) && ExactGrid.holds(ownerUpper.x)
            && ExactGrid.holds(ownerUpper.y)
        // Where each view's bounds sit in the owner's coordinates (a point in a view is the owner's
        // point plus the steps down to it), for views reached through untransformed views only; and
        // how large the numbers get and how deep, which bound the rounding of views off the grid.
        // (Down from the owner through the lists: a node a change reused may come before its parent.)
        var offsets = [SIMD2<Double>?](repeating: nil, count: nodes.count)
        var steps = [SIMD2<Double>](repeating: .zero, count: nodes.count)
        var depths = [Int](repeating: 0, count: nodes.count)
        offsets[0] = .zero
        var magnitude = max(abs(ownerLower.x), abs(ownerLower.y), abs(ownerUpper.x), abs(ownerUpper.y))
        var depth = 0
        var stack = [0]
        while let index = stack.popLast() {
            let offset = offsets[index]!
            for position in Int(nodes[index].childStart)..<Int(nodes[index].childStart + nodes[index].childCount) {
                let child = Int(memory.pointee.children[position])
                let node = nodes[child]
                guard !node.transformed, !node.opaque else { continue }
                if !node.exactStep { exact = false }
                steps[child] =
                    node.exactStep
                    ? node.step
                    : SIMD2(
                        (node.boundsX + node.halfWidth) - node.centerX, (node.boundsY + node.halfHeight) - node.centerY)
                offsets[child] = offset + steps[child]
                depths[child] = depths[index] + 1
                depth = max(depth, depths[child])
                magnitude = max(
                    magnitude, abs(node.centerX), abs(node.centerY), abs(node.boundsX) + abs(node.halfWidth),
                    abs(node.boundsY) + abs(node.halfHeight), abs(offsets[child]!.x), abs(offsets[child]!.y))
                if node.minX.isFinite {
                    magnitude = max(magnitude, abs(node.minX), abs(node.minY), abs(node.maxX), abs(node.maxY))
                }
                stack.append(child)
            }
        }
        guard magnitude < 0x1p40 else { return none }
        // Cells the size of the typical leaf (the median plain leaf), their edges on a leaf's edges.
        var leaves: [Int] = []
        for index in nodes.indices.dropFirst()
        where nodes[index].childCount == 0 && nodes[index].accepts && nodes[index].minX.isFinite
            && offsets[index] != nil
        {
            leaves.append(index)
        }
        guard !leaves.isEmpty else { return none }
        var widths: [Double] = [], heights: [Double] = []
        for leaf in leaves {
            widths.append(nodes[leaf].maxX - nodes[leaf].minX)
            heights.append(nodes[leaf].maxY - nodes[leaf].minY)
        }
        widths.sort()
        heights.sort()
        let width = widths[leaves.count / 2], height = heights[leaves.count / 2]
        guard width > 0, height > 0, width < 0x1p25, height < 0x1p25 else { return none }
        if !(ExactGrid.holds(width) && ExactGrid.holds(height)) { exact = false }
        let leaf = leaves[leaves.count / 2]
        let edge = nodes[leaf].lower - offsets[leaf]!  // a leaf's top left corner in the owner (exact when `exact`)
        var origin =
            edge
            - SIMD2(
                ((edge.x - ownerLower.x) / width).rounded(.up) * width,
                ((edge.y - ownerLower.y) / height).rounded(.up) * height)
        if !(origin.x <= ownerLower.x && origin.y <= ownerLower.y && ownerLower.x - origin.x < width
            && ownerLower.y - origin.y < height
             && (!exact || (ExactGrid.holds(origin.x) && ExactGrid.holds(origin.y)))) {
            origin = ownerLower  // the owner's corner instead (an edge far away, or rounding in the alignment)
        }
        let columns = Int(((ownerUpper.x - origin.x) / width).rounded(.up))
        let rows = Int(((ownerUpper.y - origin.y) / height).rounded(.up))
        guard columns <= 4096, rows <= 4096, columns * rows <= 4 * nodes.count + 64 else { return none }
        // A bound on how far rounding can move a point, or a cell's corner, through `depth` levels of
        // two or three operations each on numbers below `magnitude` (generous: each operation rounds
        // by at most 2⁻⁵³ of four times the magnitude). A view off the grid is trusted to that
        // tolerance; a query point off the grid must be three times as far from its cell's edges.
        let rounding = Double(8 * depth + 8) * magnitude * 0x1p-50
        let tolerance = exact ? 0 : rounding

        let walker = RegionWalker(memory: memory, steps: steps, tolerance: tolerance, exact: exact)
        let answers = UnsafeMutableBufferPointer<Int32>.allocate(capacity: columns * rows)
        var answered = 0
        var list = UnsafeMutableBufferPointer<Int>.allocate(capacity: 64)
        defer { list.deallocate() }
        for row in 0..<rows {
            for column in 0..<columns {
                // Exact when `exact`: k·w and the sum stay below 2³², on the 2⁻¹⁶ grid.
                let lower = SIMD2(origin.x + Double(column) * width, origin.y + Double(row) * height)
                let upper = SIMD2(origin.x + Double(column + 1) * width, origin.y + Double(row + 1) * height)
                let answer = walker.answer(lower: lower, upper: upper, list: &list)
                answers[row * columns + column] = answer.map { Int32($0) } ?? -1
                if answer != nil { answered += 1 }
            }
        }
        guard answered * 4 >= columns * rows else {
            answers.deallocate()
            return none
        }
        return RegionTable(originX: origin.x, originY: origin.y, cellWidth: width, cellHeight: height,
                           columns: columns, rows: rows, answers: UnsafePointer(answers.baseAddress!), isExact: exact,
            marginX: (3 * rounding + 4 * magnitude * 0x1p-52) / width,
            marginY: (3 * rounding + 4 * magnitude * 0x1p-52) / height,
                           inverseCellWidth: 1 / width, inverseCellHeight: 1 / height)
    }

    /// Sorts the first `count` nodes of `list` front to back, by order key (an insertion sort: a
    /// few short sorted runs).
    private static func sortFrontToBack(
        _ list: inout UnsafeMutableBufferPointer<Int>, count: Int, keys: UnsafePointer<Double>
    ) {
        for index in 1..<max(count, 1) {
            let value = list[index]
            var slot = index
            while slot > 0 && keys[list[slot - 1]] > keys[value] {
                list[slot] = list[slot - 1]
                slot -= 1
            }
            list[slot] = value
        }
    }

    /// The walk of ``HitTestIndex/Walk`` for a whole rectangle of exact points at once, reading the
    /// index's memory in place.
    private struct RegionWalker {
        let memory: UnsafePointer<Memory>
        /// Each untransformed view's step into its coordinates (exact for views on the grid).
        let steps: [SIMD2<Double>]
        /// How far a view off the grid may be trusted (0 on the grid: exact comparisons).
        let tolerance: Double
        let exact: Bool

        /// The node every point of `[lower, upper)` (in the owner's coordinates, on the exact grid)
        /// reaches, or nil when they go different ways or the answer cannot be proved. (`list` is
        /// scratch space, reused from cell to cell, grown as needed.)
        func answer(lower: SIMD2<Double>, upper: SIMD2<Double>, list: inout UnsafeMutableBufferPointer<Int>) -> Int? {
            var parent = 0, lower = lower, upper = upper
            level: while true {
                let count = candidates(of: parent, lower: lower, upper: upper, into: &list)
                var next = 0
                while next < count {
                    let child = list[next]
                    next += 1
                    let node = memory.pointee.nodes + child
                    if node.pointee.opaque { return nil }
                    if !node.pointee.accepts || !node.pointee.minX.isFinite { continue }  // nil for every point
                    guard !node.pointee.transformed else { return nil }
                    let l = lower + steps[child], u = upper + steps[child]  // exact on the grid
                    let t = tolerance, n = node.pointee
                    if l.x >= n.minX - t, u.x <= n.maxX + t, l.y >= n.minY - t, u.y <= n.maxY + t {
                        parent = child
                        lower = l
                        upper = u
                        continue level
                    }
                    if u.x <= n.minX + t || l.x >= n.maxX - t || u.y <= n.minY + t || l.y >= n.maxY - t { continue }
                    return nil
                }
                return parent
            }
        }

        /// Puts into `list` `parent`'s children that may contain a point of `[lower, upper)`, front
        /// to back, and returns how many: all of them, or, under a grid, those its cells list for
        /// the rectangle (a child containing a point is listed in that point's cell, and cells are
        /// monotonic in the point).
        private func candidates(of parent: Int, lower: SIMD2<Double>, upper: SIMD2<Double>,
                                into list: inout UnsafeMutableBufferPointer<Int>) -> Int {
            var count = 0
            func add(_ node: Int32) {
                if count == list.count {
                    let larger = UnsafeMutableBufferPointer<Int>.allocate(capacity: list.count * 2)
                    _ = larger.initialize(from: list)
                    list.deallocate()
                    list = larger
                }
                list[count] = Int(node)
                count += 1
            }
            let node = memory.pointee.nodes + parent
            let start = Int(node.pointee.childStart), end = start + Int(node.pointee.childCount)
            guard node.pointee.grid >= 0 else {
                for position in start..<end { add(memory.pointee.children[position]) }
                return count  // the list is front to back (only a grid's list may be out of order)
            }
            let grid = memory.pointee.grids + Int(node.pointee.grid)
            for entry in grid.pointee.opaqueStart..<grid.pointee.opaqueEnd { add(memory.pointee.entries[entry]) }
            guard grid.pointee.columns > 0 else { return count }
            // The rectangle's first and last points: exact ones on the grid; else a little beyond it.
            let first = exact ? lower : lower - 4 * tolerance - 1 / ExactGrid.scale
            let last = exact ? upper - 1 / ExactGrid.scale : upper + 4 * tolerance + 1 / ExactGrid.scale
            let g = grid.pointee
            let columns = g.column(first.x)...g.column(last.x), rows = g.row(first.y)...g.row(last.y)
            guard columns.count * rows.count <= 64 else {
                count = 0
                for position in start..<end { add(memory.pointee.children[position]) }
                HitTestIndex.sortFrontToBack(&list, count: count, keys: memory.pointee.orderKeys)
                return count
            }
            for r in rows {
                for c in columns {
                    let cell = g.cellsBase + r * g.columns + c
                    for entry in Int(memory.pointee.cells[2 * cell])..<Int(memory.pointee.cells[2 * cell + 1]) {
                        add(memory.pointee.entries[entry])
                    }
                }
            }
            // Front to back (by order key), each once: one cell's list already is.
            if columns.count * rows.count == 1 && g.opaqueStart == g.opaqueEnd { return count }
            HitTestIndex.sortFrontToBack(&list, count: count, keys: memory.pointee.orderKeys)
            var kept = 0
            for index in 0..<count where kept == 0 || list[index] != list[kept - 1] {
                list[kept] = list[index]
                kept += 1
            }
            return kept
        }
    }
}
