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
            addSubtree(below: owner)
            return (nodes[0].childStart, nodes[0].childCount)
        }

        /// One step of the depth-first copy. The walk keeps its own stack rather than recursing, so a
        /// tree thousands of views deep cannot overflow the thread's stack (issue 15).
        private enum Step {
            /// Add `view` as a node and write its index into the child list at `slot`; then its children.
            case add(UIView, slot: Int)
            /// `parent`'s children (listed at `start..<start + count`) and their subtrees are in:
            /// finish `parent`'s node — its child list, its grid, its shortcuts.
            case finish(parent: Int, start: Int, count: Int)
        }

        /// Adds the subtree below `owner` (node 0): each parent's children listed together, front to
        /// back, reserved before their own subtrees, and the front-most child right after its parent —
        /// the same layout a recursive copy gives.
        @MainActor
        private mutating func addSubtree(below owner: UIView) {
            var steps: [Step] = []
            pushChildren(of: owner, parent: 0, onto: &steps)
            while let step = steps.popLast() {
                switch step {
                case let .add(view, slot):
                    let index = add(view)
                    children[slot] = Int32(index)
                    if !nodes[index].opaque { pushChildren(of: view, parent: index, onto: &steps) }
                case let .finish(parent, start, count):
                    var grid: Int32 = -1
                    if count >= HitTestIndex.gridThreshold { grid = buildGrid(for: start..<(start + count)) }
                    let childStart = count == 0 ? 0 : Int32(start)
                    nodes[parent].childStart = childStart
                    nodes[parent].childCount = Int32(count)
                    nodes[parent].grid = grid
                    nodes[parent].smallPlainLevel = allFastPlain(start: childStart, count: Int32(count), grid: grid)
                    nodes[parent].onlyChildIsFastPlain = count == 1 && nodes[parent + 1].fastPlain
                    assert(count == 0 || children[start] == Int32(parent + 1), "the front-most child follows its parent")
                }
            }
        }

        /// Reserves `view`'s child list (children of children go after it) and queues its children,
        /// front-most first, then the step that finishes `parent`.
        @MainActor
        private mutating func pushChildren(of view: UIView, parent: Int, onto steps: inout [Step]) {
            let subviews = view.subviewStorage
            let start = children.count
            children.append(contentsOf: repeatElement(0, count: subviews.count))
            steps.append(.finish(parent: parent, start: start, count: subviews.count))
            // The stack pops the last pushed first: push the back-most child first, so the front-most
            // (the last subview) is added first, into the first slot.
            for (offset, child) in subviews.enumerated() {
                steps.append(.add(child, slot: start + subviews.count - 1 - offset))
            }
        }

        /// The node of one view (its children come later, from ``addSubtree(below:)``).
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
