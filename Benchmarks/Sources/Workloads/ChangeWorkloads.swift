import Foundation
import ResponderKit

/// What the first query after one kind of
/// change costs, a frame of an animation, and queries at a touch screen's fractional coordinates.
@MainActor
public enum ChangeWorkloads {
    /// The kinds of change, each applied to one view of `root` (undone on the next call, so the tree
    /// stays the same shape), before one query.
    public static let kinds: [(name: String, apply: @MainActor (_ root: UIView, _ k: Int) -> Void)] = [
        ("frame", { root, k in root.subviews[k % root.subviews.count].center.x += k % 2 == 0 ? 1 : -1 }),
        ("bounds-origin", { root, k in root.subviews[k % root.subviews.count].bounds.origin.y = CGFloat(k % 2) }),
        ("transform", { root, k in
                root.subviews[k % root.subviews.count].transform =
                    k % 2 == 0 ? CGAffineTransform(translationX: 1, y: 0) : .identity
        }),
        ("hidden", { root, k in root.subviews[k % root.subviews.count].isHidden = k % 2 == 0 }),
        ("alpha", { root, k in root.subviews[k % root.subviews.count].alpha = k % 2 == 0 ? 0.5 : 1 }),
        ("interaction", { root, k in root.subviews[k % root.subviews.count].isUserInteractionEnabled = k % 2 != 0 }),
        ("add-remove", { root, k in
            if k % 2 == 0 {
                root.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
            } else {
                root.subviews.last?.removeFromSuperview()
            }
        }),
        ("reorder", { root, k in
            let view = root.subviews[k % root.subviews.count]
            if k % 2 == 0 { root.bringSubviewToFront(view) } else { root.sendSubviewToBack(view) }
        }),
    ]

    /// Nanoseconds per change-then-query, median of `runs`.
    public static func measure(_ build: () -> UIView, kind: @escaping @MainActor (UIView, Int) -> Void, changes: Int,
                               timed: (() -> Void) -> Double) -> Double {
        let root = build()
        _ = Workloads.hitTest(root, queries: 1_000)
        return timed {
            for k in 0..<changes {
                kind(root, k)
                _ = root.hitTest(Workloads.queryPoints[k % Workloads.queryPoints.count], with: nil)
            }
        }
    }

    /// app1k animating: every frame 50 of its views move by a point (back and forth), then one query.
    public static func animate1k(frames: Int) -> () -> Void {
        let animation = Animate1k()
        return { animation.run(frames: frames) }
    }

    /// Query points at a touch screen's coordinates: app1k's points with arbitrary sub-point fractions
    /// (x + k × 0.37, y + k × 0.59, wrapped to the point's cell).
    public static let touchscreenPoints: [CGPoint] = Workloads.queryPoints.enumerated().map { k, p in
        CGPoint(x: p.x + (CGFloat(k) * 0.37).truncatingRemainder(dividingBy: 1),
                y: p.y + (CGFloat(k) * 0.59).truncatingRemainder(dividingBy: 1))
    }
}

/// app1k animating: every frame 50 of its leaf views move by a point, back and forth,
/// then one hit-test runs — the index must keep up without copying the tree or allocating.
@MainActor
public final class Animate1k {
    let root = Workloads.app1k()
    var moving: [UIView] = []
    var frame = 0

    public init() {
        var stack = root.subviews
        while let view = stack.popLast(), moving.count < 50 {
            if view.subviews.isEmpty { moving.append(view) } else { stack.append(contentsOf: view.subviews) }
        }
        _ = Workloads.hitTest(root, queries: 1_000)
    }

    /// Runs `frames` frames.
    public func run(frames: Int) {
        for _ in 0..<frames {
            frame += 1
            let dx: CGFloat = frame % 2 == 0 ? 1 : -1
            for view in moving { view.center.x += dx }
            _ = root.hitTest(Workloads.queryPoints[frame % Workloads.queryPoints.count], with: nil)
        }
    }
}
