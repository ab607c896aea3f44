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
        /// Each node's parent (-1 for the owner) and the cells it is listed in, if its parent has a grid.
        var parentOf: ContiguousArray<Int32> = [-1]
        var gridRects: ContiguousArray<SIMD4<Int32>> = [HitTestIndex.noCells]
        /// Each node's place among its siblings, front to back (`HitTestIndex.orderKeys`).
        var orderKeys: ContiguousArray<Double> = [0]
        /// Where each grid's cells and entries are.
        var gridRooms: ContiguousArray<HitTestIndex.GridRoom> = []
        /// Node `n`'s view is `views[n - viewOffset]`: 1 for an index's owner (node 0, not held),
        /// 0 for a subtree added to an index later (node 0 is its root view, ``addRoot(_:)``).
        var viewOffset = 1

        /// Node 0, the owner itself, and below it the whole subtree; returns where the owner's
        /// children are listed. Only the owner's child list and grid are used: its own switches and
        /// bounds are checked before a walk starts, and a walk starts at its children.
        @MainActor
        mutating func addOwner(_ owner: UIView) -> (start: Int32, count: Int32) {
            nodes.append(.empty)
            addSubtree(below: owner)
            return (nodes[0].childStart, nodes[0].childCount)
        }

        /// `view` as node 0 and its subtree below it: the nodes a view added to an indexed subtree
        /// needs (HitTestIndex+Structure.swift), numbered from 0 for the index to renumber.
        @MainActor
        mutating func addRoot(_ view: UIView) {
            viewOffset = 0
            nodes.append(Node(of: view))
            views.append(view)
            if !nodes[0].opaque { addSubtree(below: view) }
        }

        /// One step of the depth-first copy. The walk keeps its own stack rather than recursing, so a
        /// tree thousands of views deep cannot overflow the thread's stack.
        private enum Step {
            /// Add `view` as a node and write its index into the child list at `slot`; then its children.
            case add(UIView, parent: Int, slot: Int, position: Int)
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
                case let .add(view, parent, slot, position):
                    let index = add(view)
                    parentOf.append(Int32(parent))
                    gridRects.append(HitTestIndex.noCells)
                    orderKeys.append(Double(position))
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
                    assert(
                        count == 0 || children[start] == Int32(parent + 1), "the front-most child follows its parent")
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
                steps.append(
                    .add(
                        child, parent: parent, slot: start + subviews.count - 1 - offset,
                        position: subviews.count - 1 - offset))
            }
        }

        /// The node of one view (its children come later, from ``addSubtree(below:)``).
        @MainActor
        private mutating func add(_ view: UIView) -> Int {
            let index = nodes.count
            assert(views.count == index - viewOffset, "node n's view is views[n - viewOffset]")
            nodes.append(HitTestIndex.Node(of: view))
            views.append(view)
            return index
        }

        /// Whether the child list `start..<start+count` makes its parent a `smallPlainLevel`.
        private func allFastPlain(start: Int32, count: Int32, grid: Int32) -> Bool {
            HitTestIndex.Node.isSmallPlainLevel(count: count, grid: grid) {
                nodes[Int(children[Int(start) + $0])].fastPlain
            }
        }
    }
}
