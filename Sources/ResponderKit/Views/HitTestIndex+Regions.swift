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
/// `HitTestIndexTests` compares it with the plain algorithm on random trees on whole coordinates.
extension HitTestIndex {
    /// The table of answers: for cell `row × columns + column`, the node every exact point of it
    /// reaches (0: the owner answers itself), or -1 when points of it go different ways.
    struct RegionTable {
        var originX = 0.0, originY = 0.0, cellWidth = 1.0, cellHeight = 1.0
        var columns = 0, rows = 0
        /// `nil`: no table (opaque views, coordinates off the exact grid, or too few cells answered).
        var answers: UnsafePointer<Int32>?

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
    }

    /// Builds the table for an index's data, or returns one without answers when it would not pay:
    /// the owner or the leaves off the exact grid, cells too many (more than four per view) or
    /// too small to hold most answers (fewer than a quarter of the cells answered).
    static func makeRegionTable(nodes: ContiguousArray<Node>, children: ContiguousArray<Int32>, grids: ContiguousArray<Grid>,
                                gridCells: ContiguousArray<Int32>, gridEntries: ContiguousArray<Int32>,
                                ownerLower: SIMD2<Double>, ownerUpper: SIMD2<Double>) -> (RegionTable, UnsafeMutableBufferPointer<Int32>?) {
        let none = (RegionTable(), UnsafeMutableBufferPointer<Int32>?.none)
        guard !nodes.contains(where: { $0.opaque }), nodes.count > 1,
              [ownerLower.x, ownerLower.y, ownerUpper.x, ownerUpper.y].allSatisfy(ExactGrid.holds),
              ownerUpper.x > ownerLower.x, ownerUpper.y > ownerLower.y else { return none }
        // Where each view's bounds sit in the owner's coordinates (a point in a view is the owner's
        // point plus the steps down to it; exact), for views reached through exact steps only.
        var offsets = [SIMD2<Double>?](repeating: nil, count: nodes.count)
        offsets[0] = .zero
        for (index, node) in nodes.enumerated() {
            guard let offset = offsets[index] else { continue }
            for position in Int(node.childStart)..<Int(node.childStart + node.childCount) {
                let child = Int(children[position])
                if nodes[child].exactStep { offsets[child] = offset + nodes[child].step }
            }
        }
        // Cells the size of the typical leaf (the median plain leaf), their edges on a leaf's edges.
        let leaves = nodes.indices.dropFirst().filter {
            nodes[$0].childCount == 0 && nodes[$0].accepts && nodes[$0].minX.isFinite && offsets[$0] != nil
        }
        guard !leaves.isEmpty else { return none }
        let width = leaves.map { nodes[$0].maxX - nodes[$0].minX }.sorted()[leaves.count / 2]
        let height = leaves.map { nodes[$0].maxY - nodes[$0].minY }.sorted()[leaves.count / 2]
        guard ExactGrid.holds(width), ExactGrid.holds(height), width > 0, height > 0, width < 0x1p25, height < 0x1p25 else { return none }
        let leaf = leaves[leaves.count / 2]
        let edge = nodes[leaf].lower - offsets[leaf]!  // a leaf's top left corner in the owner: exact
        var origin = edge - SIMD2(((edge.x - ownerLower.x) / width).rounded(.up) * width, ((edge.y - ownerLower.y) / height).rounded(.up) * height)
        if !(ExactGrid.holds(origin.x) && ExactGrid.holds(origin.y) && origin.x <= ownerLower.x && origin.y <= ownerLower.y
             && ownerLower.x - origin.x < width && ownerLower.y - origin.y < height) {
            origin = ownerLower  // the owner's corner instead (an edge far away, or rounding in the alignment)
        }
        let columns = Int(((ownerUpper.x - origin.x) / width).rounded(.up))
        let rows = Int(((ownerUpper.y - origin.y) / height).rounded(.up))
        guard columns <= 4096, rows <= 4096, columns * rows <= 4 * nodes.count + 64 else { return none }

        let walker = RegionWalker(nodes: nodes, children: children, grids: grids, gridCells: gridCells, gridEntries: gridEntries)
        let answers = UnsafeMutableBufferPointer<Int32>.allocate(capacity: columns * rows)
        var answered = 0
        var list: [Int] = []
        for row in 0..<rows {
            for column in 0..<columns {
                // Exact: k·w and the sum stay below 2³², on the 2⁻¹⁶ grid.
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
        let table = RegionTable(originX: origin.x, originY: origin.y, cellWidth: width, cellHeight: height,
                                columns: columns, rows: rows, answers: UnsafePointer(answers.baseAddress!))
        return (table, answers)
    }

    /// The walk of ``HitTestIndex/Walk`` for a whole rectangle of exact points at once.
    private struct RegionWalker {
        let nodes: ContiguousArray<Node>
        let children: ContiguousArray<Int32>
        let grids: ContiguousArray<Grid>
        let gridCells: ContiguousArray<Int32>
        let gridEntries: ContiguousArray<Int32>

        /// The node every point of `[lower, upper)` (in the owner's coordinates, on the exact grid)
        /// reaches, or nil when they go different ways or the answer cannot be proved.
        /// (`list` is scratch space, reused from cell to cell.)
        func answer(lower: SIMD2<Double>, upper: SIMD2<Double>, list: inout [Int]) -> Int? {
            var parent = 0, lower = lower, upper = upper
            level: while true {
                candidates(of: parent, lower: lower, upper: upper, into: &list)
                var next = 0
                while next < list.count {
                    let child = list[next]
                    next += 1
                    let node = nodes[child]
                    if node.opaque { return nil }
                    if !node.accepts || !node.minX.isFinite { continue }  // nil for every point
                    guard node.exactStep else { return nil }
                    let l = lower + node.step, u = upper + node.step  // exact
                    if l.x >= node.minX, u.x <= node.maxX, l.y >= node.minY, u.y <= node.maxY {
                        parent = child
                        lower = l
                        upper = u
                        continue level
                    }
                    if u.x <= node.minX || l.x >= node.maxX || u.y <= node.minY || l.y >= node.maxY { continue }
                    return nil
                }
                return parent
            }
        }

        /// `parent`'s children that may contain a point of `[lower, upper)`, front to back: all of
        /// them, or, under a grid, those its cells list for the rectangle (a child containing a
        /// point is listed in that point's cell, and cells are monotonic in the point).
        private func candidates(of parent: Int, lower: SIMD2<Double>, upper: SIMD2<Double>, into list: inout [Int]) {
            list.removeAll(keepingCapacity: true)
            let node = nodes[parent]
            let all = Int(node.childStart)..<Int(node.childStart + node.childCount)
            guard node.grid >= 0 else {
                for position in all { list.append(Int(children[position])) }
                return
            }
            let grid = grids[Int(node.grid)]
            for entry in gridEntries[grid.opaqueStart..<grid.opaqueEnd] { list.append(Int(entry)) }
            guard grid.columns > 0 else { return }
            let last = upper - 1 / ExactGrid.scale  // the last exact point of the rectangle
            func column(_ x: Double) -> Int { min(max(Int(((x - grid.originX) * grid.inverseCellWidth).rounded(.down)), 0), grid.columns - 1) }
            func row(_ y: Double) -> Int { min(max(Int(((y - grid.originY) * grid.inverseCellHeight).rounded(.down)), 0), grid.rows - 1) }
            let columns = column(lower.x)...column(last.x), rows = row(lower.y)...row(last.y)
            guard columns.count * rows.count <= 64 else {
                list.removeAll(keepingCapacity: true)
                for position in all { list.append(Int(children[position])) }
                return
            }
            for r in rows {
                for c in columns {
                    let cell = grid.cellsBase + r * grid.columns + c
                    for entry in gridEntries[Int(gridCells[cell])..<Int(gridCells[cell + 1])] { list.append(Int(entry)) }
                }
            }
            // Front to back (node numbers grow that way), each once: one cell's list already is.
            if columns.count * rows.count == 1 && grid.opaqueStart == grid.opaqueEnd { return }
            // A few short sorted lists: an insertion sort (no comparator closure to call).
            for index in list.indices.dropFirst() {
                let value = list[index]
                var slot = index
                while slot > 0 && list[slot - 1] > value {
                    list[slot] = list[slot - 1]
                    slot -= 1
                }
                list[slot] = value
            }
            var kept = 0
            for index in list.indices where kept == 0 || list[index] != list[kept - 1] {
                list[kept] = list[index]
                kept += 1
            }
            list.removeLast(list.count - kept)
        }
    }
}
