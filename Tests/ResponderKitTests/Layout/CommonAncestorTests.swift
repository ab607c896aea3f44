import Foundation
import Testing
@testable import ResponderKit

/// The constraint engine's nearest common ancestor: the fast path (siblings, a view and its
/// superview) and the general walk give the same view for every pair of views in random forests.
@MainActor
@Suite struct CommonAncestorTests {
    /// A random forest: each new view goes under a random earlier view, or starts a new tree.
    func randomForest(count: Int, seed: UInt64) -> [UIView] {
        var generator = SplitMix(state: seed)
        var views: [UIView] = []
        for k in 0..<count {
            let view = UIView()
            view.tag = k
            if !views.isEmpty, Int.random(in: 0..<10, using: &generator) > 0 {
                views[Int.random(in: 0..<views.count, using: &generator)].addSubview(view)
            }
            views.append(view)
        }
        return views
    }

    @Test func theFastPathAndTheWalkAgreeOnEveryPair() {
        for seed: UInt64 in 1...8 {
            let views = randomForest(count: 40, seed: seed)
            for a in views {
                for b in views {
                    let fast = LayoutEngine.commonAncestor(a, b)
                    let walked = LayoutEngine.commonAncestorByWalking(a, b)
                    #expect(
                        fast === walked,
                        "views \(a.tag) and \(b.tag) (seed \(seed)): \(fast?.tag ?? -1) against \(walked?.tag ?? -1)")
                }
            }
        }
    }

    @Test func siblingsAndParentsTakeTheNearestView() {
        let root = UIView(), parent = UIView(), left = UIView(), right = UIView(), other = UIView()
        root.addSubview(parent)
        parent.addSubview(left)
        parent.addSubview(right)
        #expect(LayoutEngine.commonAncestor(left, right) === parent)
        #expect(LayoutEngine.commonAncestor(left, parent) === parent)
        #expect(LayoutEngine.commonAncestor(root, right) === root)
        #expect(LayoutEngine.commonAncestor(left, other) == nil)
        #expect(LayoutEngine.commonAncestor(other, other) === other)
    }
}
