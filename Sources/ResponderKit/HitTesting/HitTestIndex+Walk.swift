import Foundation

/// The walk a query makes down the index: ``HitTestIndex/Walk`` goes through plain views with no
/// calls, no retains and no checks, and stops only at an opaque view, which the query asks through
/// its own `hitTest(_:with:)` (HitTestIndex.swift, "Query").
extension HitTestIndex {
    /// One query's walk down the index, through raw pointers: no copies of nodes, no retains, no
    /// exclusivity checks, no calls.
    ///
    /// A loop, not a recursion: once a plain child contains the point, the answer is that child or
    /// one of its descendants — its siblings are never looked at again — so the walk simply moves
    /// down into it.
    struct Walk {
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
            /// The front-most child: the next node, unless a change rewrote the list (`noGridFrontElsewhere`).
            var front = -1
            level: while true {
                if setUp {
                    front = -1
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
                            let node =
                                walkNodes
                                + (position == 0 || follow
                                    ? parent &+ 1 &+ position : Int(memory.children[start &+ position]))
                            let q = point + node.pointee.step
                            let inside = SIMD2<Int64>(repeating: 0).replacing(
                                with: 1, where: (node.pointee.lower .<= q) .& (q .< node.pointee.upper))
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
                    if grid == Int(HitTestIndex.noGridFrontElsewhere) && end > 0 { front = Int(memory.children[start]) }
                    if grid >= 0 {
                        let g = memory.grids + grid
                        next = g.pointee.opaqueStart
                        end = g.pointee.opaqueEnd
                        if g.pointee.columns > 0 {
                            // Clamped: a point beyond the grid looks in the edge cell (Grid.column).
                            let cell =
                                g.pointee.cellsBase &+ g.pointee.row(point.y) &* g.pointee.columns
                                &+ g.pointee.column(point.x)
                            next = Int(memory.cells[cell &* 2])
                            end = Int(memory.cells[cell &* 2 &+ 1])
                        }
                        fromGrid = true
                    }
                }
                setUp = true
                while next < end {
                    let nodeIndex = fromGrid ? Int(memory.entries[next])
                        : next == 0 ? (front < 0 ? parent &+ 1 : front) : Int(memory.children[start &+ next])
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
