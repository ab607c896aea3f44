import Foundation

/// The grids over many siblings: a parent with ``HitTestIndex/gridThreshold`` children or more gets
/// cells over its children's frames, and a query asks only the children its point's cell lists, plus
/// every opaque child (HitTestIndex.swift, "Many siblings"). Here are a grid's layout and how the
/// builder makes one.
extension HitTestIndex {
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
        /// Cell `c` lists `gridEntries[gridCells[2 × (cellsBase + c)]..<gridCells[2 × (cellsBase + c) + 1]]`:
        /// the children's nodes themselves, front to back (node numbers grow from front to back), so
        /// the walk goes from a cell to a node with no load in between. Each cell has its own start
        /// and end (not the next cell's start) so a patch can grow one cell's list by moving it to
        /// the end of the entries (HitTestIndex+Patching.swift).
        var cellsBase: Int
        /// The opaque children, for points outside every cell: `gridEntries[opaqueStart..<opaqueEnd]`.
        var opaqueStart, opaqueEnd: Int
    }

    /// Where a grid's cells and entries were put, and how many (a grid made again for the same
    /// parent goes there when it fits: HitTestIndex+Structure.swift).
    struct GridRoom {
        var cellsBase, cellPairs, entriesStart, entries: Int
    }

    /// A parent gets a grid from this many children on.
    static let gridThreshold = 8
    /// `Node.grid` of a parent without a grid whose front-most child is the next node (as the
    /// builder lays them out; a walk goes there without reading the list) …
    static let noGrid: Int32 = -1
    /// … and of one whose list a change rewrote, whose front-most child the walk reads from the list.
    static let noGridFrontElsewhere: Int32 = -2
}

extension HitTestIndex.Grid {
    /// The column of `x`, clamped to the grid: a point beyond its edge (a child that moved out after
    /// the grid was made is listed in the edge cells) looks in the edge cell. NaN gives the first
    /// (and is inside nothing).
    @inline(__always)
    func column(_ x: Double) -> Int {
        let c = (x - originX) * inverseCellWidth
        return c >= 0 ? (c < Double(columns) ? Int(c) : columns - 1) : 0
    }

    /// The row of `y`, clamped like ``column(_:)``.
    @inline(__always)
    func row(_ y: Double) -> Int {
        let r = (y - originY) * inverseCellHeight
        return r >= 0 ? (r < Double(rows) ? Int(r) : rows - 1) : 0
    }
}

extension HitTestIndex.Builder {
    /// A grid over the frames (in the parent's coordinates) of the children at `positions`.
    mutating func buildGrid(for positions: Range<Int>) -> Int32 {
        let room = HitTestIndex.GridRoom(
            cellsBase: gridCells.count / 2, cellPairs: 0, entriesStart: gridEntries.count, entries: 0)
        let grid = makeGrid(for: positions)
        gridRooms.append(
            HitTestIndex.GridRoom(
                cellsBase: room.cellsBase, cellPairs: gridCells.count / 2 - room.cellsBase,
                entriesStart: room.entriesStart, entries: gridEntries.count - room.entriesStart))
        return grid
    }

    private mutating func makeGrid(for positions: Range<Int>) -> Int32 {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var boxes: [(Double, Double, Double, Double)?] = []
        boxes.reserveCapacity(positions.count)
        for position in positions {
            let node = nodes[Int(children[position])]
            guard !node.opaque, node.accepts, node.minX.isFinite, let box = node.frameInParent else {
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
            grids.append(
                HitTestIndex.Grid(
                    originX: 0, originY: 0, inverseCellWidth: 1, inverseCellHeight: 1, columns: 0, rows: 0,
                                           cellsBase: gridCells.count, opaqueStart: opaqueStart, opaqueEnd: opaqueEnd))
            gridCells.append(contentsOf: [Int32(gridEntries.count), Int32(gridEntries.count)])
            return Int32(grids.count - 1)
        }
        let (columns, rows) = HitTestIndex.Builder.gridSize(boxes: boxes.compactMap { $0 }, count: positions.count,
                                                            width: maxX - minX, height: maxY - minY)
        let inverseCellWidth = Double(columns) / (maxX - minX), inverseCellHeight = Double(rows) / (maxY - minY)
        let grid = HitTestIndex.Grid(
            originX: minX, originY: minY, inverseCellWidth: inverseCellWidth, inverseCellHeight: inverseCellHeight,
            columns: columns, rows: rows, cellsBase: gridCells.count / 2, opaqueStart: opaqueStart, opaqueEnd: opaqueEnd
        )
        func column(_ x: Double) -> Int { grid.column(x) }
        func row(_ y: Double) -> Int { grid.row(y) }
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
        let cellsBase = gridCells.count / 2, entriesBase = gridEntries.count
        for c in 0..<cellCount {
            gridCells.append(contentsOf: [Int32(entriesBase + counts[c]), Int32(entriesBase + counts[c + 1])])
        }
        gridEntries.append(contentsOf: repeatElement(0, count: counts[cellCount]))
        var filled = counts
        for offset in boxes.indices {
            let node = children[positions.lowerBound + offset]
            if let box = boxes[offset] {
                gridRects[Int(node)] = SIMD4(
                    Int32(column(box.0)), Int32(row(box.1)), Int32(column(box.2)), Int32(row(box.3)))
            }
            forEachCell(of: offset) { c in
                gridEntries[entriesBase + filled[c]] = node
                filled[c] += 1
            }
        }
        assert(grid.cellsBase == cellsBase)
        grids.append(grid)
        return Int32(grids.count - 1)
    }

    /// Columns and rows for a grid over `boxes` (the children's frames) spanning width × height:
    /// cells the size of the median child, so a cell lists about one child per row or column
    /// — rows of a list get one column of cells, one cell per row — and at most four cells per
    /// child. Children of very different sizes, or none with a size, fall back to about one
    /// child per cell in roughly square cells.
    static func gridSize(
        boxes: [(Double, Double, Double, Double)], count: Int, width: Double, height: Double
    ) -> (Int, Int) {
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
}
