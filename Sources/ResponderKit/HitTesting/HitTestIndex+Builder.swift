import Foundation

/// How an index is made: the ``HitTestIndex/Builder`` copies the owner's subtree into flat nodes,
/// depth first, each parent's children listed together front to back and the front-most right after
/// its parent. (The grids over many siblings it adds are in HitTestIndex+Grid.swift.)
extension HitTestIndex {
    /// Collects the nodes, depth first; the children of a parent are listed together, front to back.
    struct Builder {
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

        /// Whether the child list `start..<start+count` makes its parent a `smallPlainLevel`.
        private func allFastPlain(start: Int32, count: Int32, grid: Int32) -> Bool {
            guard count >= 2, grid < 0, count <= 32 else { return false }
            return (Int(start)..<Int(start + count)).allSatisfy { nodes[Int(children[$0])].fastPlain }
        }
    }
}
