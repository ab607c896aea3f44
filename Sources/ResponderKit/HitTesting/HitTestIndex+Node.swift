import Foundation

/// How the index lays out one view: the whole ``HitTestIndex/Node`` (what the builder copied from
/// the view, and the numbers the plain algorithm converts a point with) and the
/// ``HitTestIndex/WalkNode``, the part of it every step of a walk reads, one cache line per view.
extension HitTestIndex {
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
                return (
                    ox + node.pointee.boundsX + node.pointee.halfWidth,
                    oy + node.pointee.boundsY + node.pointee.halfHeight
                )
            }
            let lx = node.pointee.ia * ox + node.pointee.ic * oy + node.pointee.itx
            let ly = node.pointee.ib * ox + node.pointee.id * oy + node.pointee.ity
            return (
                lx + node.pointee.boundsX + node.pointee.halfWidth, ly + node.pointee.boundsY + node.pointee.halfHeight
            )
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
            fastPlain = node.fastPlain; smallPlainLevel = node.smallPlainLevel;
            onlyChildIsFastPlain = node.onlyChildIsFastPlain
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
}

extension HitTestIndex.Node {
    /// A node that contains nothing and answers nothing: the owner's place (node 0), and what a
    /// node becomes when its view leaves the subtree.
    static let empty = HitTestIndex.Node(
        lower: SIMD2(.infinity, .infinity), upper: SIMD2(-.infinity, -.infinity), step: .zero,
        childStart: 0, childCount: 0, grid: -1, fastPlain: false, smallPlainLevel: false, onlyChildIsFastPlain: false,
        centerX: 0, centerY: 0,
        halfWidth: 0, halfHeight: 0, transformed: false, originAtZero: true, exactStep: false,
        accepts: false, opaque: false, boundsX: 0, boundsY: 0, ia: 1, ib: 0, ic: 0, id: 1, itx: 0, ity: 0)

    /// The node of `view` as it is now: its geometry, its class's opacity and its switches. The
    /// fields that depend on its children (`childStart`, `childCount`, `grid`, `smallPlainLevel`,
    /// `onlyChildIsFastPlain`) are left empty, for the builder or a patch to fill in.
    @MainActor
    init(of view: UIView) {
        let bounds = view.boundsStorage
        let b = bounds.standardized
        let t = view.transformStorage
        let halfWidth = Double(bounds.size.width / 2), halfHeight = Double(bounds.size.height / 2)
        let noNegativeZeroHalf =
            !(halfWidth == 0 && halfWidth.sign == .minus) && !(halfHeight == 0 && halfHeight.sign == .minus)
        self.init(
            lower: SIMD2(b.width == 0 || b.height == 0 ? .infinity : Double(b.minX), Double(b.minY)),
            upper: SIMD2(Double(b.maxX), Double(b.maxY)),
            step: SIMD2(0, 0), childStart: 0, childCount: 0, grid: -1, fastPlain: false, smallPlainLevel: false,
            onlyChildIsFastPlain: false,
            centerX: Double(view.centerStorage.x), centerY: Double(view.centerStorage.y),
            halfWidth: halfWidth, halfHeight: halfHeight,
            transformed: !t.isIdentity,
            originAtZero: bounds.origin.x == 0 && bounds.origin.y == 0 && noNegativeZeroHalf,
            exactStep: false, accepts: false, opaque: !view.usesDefaultHitTesting,
            boundsX: Double(bounds.origin.x), boundsY: Double(bounds.origin.y),
            ia: 1, ib: 0, ic: 0, id: 1, itx: 0, ity: 0
        )
        // (Written out: a closure here, on the main actor, checks its executor at run time per view.)
        let onGrid =
            HitTestIndex.ExactGrid.holds(centerX) && HitTestIndex.ExactGrid.holds(centerY)
            && HitTestIndex.ExactGrid.holds(halfWidth)
            && HitTestIndex.ExactGrid.holds(halfHeight) && HitTestIndex.ExactGrid.holds(boundsX)
            && HitTestIndex.ExactGrid.holds(boundsY)
        let limit = HitTestIndex.ExactGrid.limit
        let boundsOnGrid =
            !minX.isFinite || (abs(minX) <= limit && abs(minY) <= limit && abs(maxX) <= limit && abs(maxY) <= limit)
        if !transformed, noNegativeZeroHalf, onGrid, boundsOnGrid {
            exactStep = true
            // Exact (see ExactGrid); `+ 0` turns a −0 into +0.
            step = SIMD2((boundsX + halfWidth) - centerX + 0, (boundsY + halfHeight) - centerY + 0)
        }
        if transformed {
            let determinant = t.a * t.d - t.b * t.c
            if determinant == 0 || !determinant.isFinite {
                // Collapsed onto a line or a point: pointFromParentSpace answers NaN, which no bounds
                // contain — and which an opaque view's own hitTest must be given too.
                minX = .infinity
                ia = .nan; ib = .nan; ic = .nan; id = .nan; itx = .nan; ity = .nan
            } else {
                let inverse = t.inverted()
                ia = Double(inverse.a); ib = Double(inverse.b); ic = Double(inverse.c)
                id = Double(inverse.d); itx = Double(inverse.tx); ity = Double(inverse.ty)
            }
        }
        if !opaque {
            accepts = view.acceptsTouchesItself
            fastPlain = accepts && exactStep
        }
    }

    /// Whether a parent whose `count` children satisfy `isFastPlain` (by position, front to back)
    /// is a `smallPlainLevel`.
    static func isSmallPlainLevel(count: Int32, grid: Int32, _ isFastPlain: (Int) -> Bool) -> Bool {
        guard count >= 2, grid == HitTestIndex.noGrid, count <= 32 else { return false }
        for position in 0..<Int(count) where !isFastPlain(position) { return false }
        return true
    }

    /// The bounding box of the view's bounds in its parent's coordinates, with a margin for
    /// rounding (a child a grid skips must never be one that contains the point), or nil.
    var frameInParent: (Double, Double, Double, Double)? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(self.minX, self.minY), (self.maxX, self.minY), (self.minX, self.maxY), (self.maxX, self.maxY)] {
            let (px, py) = parentPoint(x, y)
            minX = Swift.min(minX, px); maxX = Swift.max(maxX, px); minY = Swift.min(minY, py);
            maxY = Swift.max(maxY, py)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        let slackX = (abs(minX) + abs(maxX) + (maxX - minX)) * 1e-9 + 1e-9
        let slackY = (abs(minY) + abs(maxY) + (maxY - minY)) * 1e-9 + 1e-9
        return (minX - slackX, minY - slackY, maxX + slackX, maxY + slackY)
    }
}
