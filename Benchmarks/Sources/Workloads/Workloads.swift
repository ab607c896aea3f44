import Foundation
import ResponderKit

/// The benchmark workloads of docs/Performance.md, built exactly as it defines them, shared by
/// `responderkit-bench` (the one-line figures beside the peers') and the package-benchmark suite
/// (time and allocations per operation).
public enum Workloads {
    /// The 10,000 query points: the LCG of docs/Performance.md, `x = next() % 1000 + 0.5`, then y the same.
    public static let queryPoints: [CGPoint] = {
        var state: UInt32 = 12345
        func next() -> UInt32 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return state
        }
        return (0..<10_000).map { _ in
            let x = Double(next() % 1000) + 0.5
            let y = Double(next() % 1000) + 0.5
            return CGPoint(x: x, y: y)
        }
    }()

    /// deep64: a root of 1000 × 1000 with 64 nested views below it, each at (1, 1, w − 2, h − 2).
    @MainActor
    public static func deep64() -> UIView {
        nested(depth: 64) { UIView(frame: $0) }
    }

    /// wide10k: a root with 10,000 children of 10 × 10 in a 100 × 100 grid.
    @MainActor
    public static func wide10k() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        for i in 0..<10_000 {
            root.addSubview(UIView(frame: CGRect(x: 10 * (i % 100), y: 10 * (i / 100), width: 10, height: 10)))
        }
        return root
    }

    /// app1k: 20 rows of 10 cells of 4 parts under a root: 1,021 views, depth 3 below the root.
    @MainActor
    public static func app1k() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        for r in 0..<20 {
            let row = UIView(frame: CGRect(x: 0, y: 50 * r, width: 1000, height: 50))
            for c in 0..<10 {
                let cell = UIView(frame: CGRect(x: 100 * c, y: 0, width: 100, height: 50))
                for p in 0..<4 { cell.addSubview(UIView(frame: CGRect(x: 25 * p, y: 0, width: 25, height: 50))) }
                row.addSubview(cell)
            }
            root.addSubview(row)
        }
        return root
    }

    /// A root of 1000 × 1000 with `depth` nested views made by `make`, each at (1, 1, w − 2, h − 2).
    @MainActor
    public static func nested(depth: Int, make: (CGRect) -> UIView) -> UIView {
        let root = make(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var parent = root
        for _ in 0..<depth {
            let size = parent.bounds.size
            let child = make(CGRect(x: 1, y: 1, width: size.width - 2, height: size.height - 2))
            parent.addSubview(child)
            parent = child
        }
        return root
    }

    /// Hit-tests `queries` points (the query points, cyclically) against `root`; returns how many
    /// found a view, so the work cannot be optimised away.
    @MainActor
    public static func hitTest(_ root: UIView, queries: Int, startingAt start: Int = 0) -> Int {
        var found = 0
        let points = queryPoints
        var k = start % points.count
        for _ in 0..<queries {
            if root.hitTest(points[k], with: nil) != nil { found += 1 }
            k += 1
            if k == points.count { k = 0 }
        }
        return found
    }
}
