import Foundation
@testable import ResponderKit
import Testing

/// Scrolling (a change of a view's bounds origin alone) keeps the view's own hit-test index
/// and moves its bounds in place. The fast path beside the general one: both must answer alike.
@MainActor
@Suite("Hit-test index: scrolling moves the owner's bounds in place")
struct HitTestScrollingTests {
    /// A list under a container, both ResponderKit's own classes: rows, some with parts; a scroll view
    /// (opaque to the index) or a plain view as the list.
    private func tree(seed: UInt64, scrollView: Bool) -> (root: UIView, list: UIView) {
        var random = SplitMix(state: seed)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let list: UIView = scrollView ? UIScrollView(frame: CGRect(x: 0, y: 50, width: 400, height: 500))
                                      : UIView(frame: CGRect(x: 0, y: 50, width: 400, height: 500))
        var tag = 1
        for r in 0..<200 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(r) * 30, width: 400, height: 30))
            row.tag = tag; tag += 1
            if Int.random(in: 0..<6, using: &random) == 0 { row.isHidden = true }
            for p in 0..<Int.random(in: 0...3, using: &random) {
                let part = UIView(frame: CGRect(x: CGFloat(p) * 90 + 5, y: 3, width: 80, height: 24))
                part.tag = tag; tag += 1
                row.addSubview(part)
            }
            list.addSubview(row)
        }
        root.addSubview(list)
        return (root, list)
    }

    @Test(
        """
            Scrolled to whole and fractional offsets, after the table of regions was built: the same hits as the plain \
            algorithm
            """,
          arguments: [(UInt64(1), false), (2, false), (3, true), (4, true)])
    func scrolledAnswersMatch(seed: UInt64, scrollView: Bool) {
        let points = stride(from: -5.0, through: 405, by: 7.5).flatMap { x in
            stride(from: 40.0, through: 560, by: 11.5).map { CGPoint(x: x, y: $0) }
        }
        let offsets: [CGPoint] = [
            .zero, CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 37.25), CGPoint(x: 0, y: 900), CGPoint(x: -12, y: 3000),
            CGPoint(x: 0, y: 4.5),
        ]
        func hits(indexed: Bool) -> [[Int?]] {
            UIView.hitTestIndexEnabled = indexed
            defer { UIView.hitTestIndexEnabled = true }
            let (root, list) = tree(seed: seed, scrollView: scrollView)
            var all: [[Int?]] = []
            for offset in offsets {
                list.bounds.origin = offset
                // Several rounds, so the table of regions gets built between the scrolls.
                for _ in 0..<3 {
                    all.append(
                        points.map { root.hitTest($0, with: nil).map { $0 === root ? 0 : ($0 === list ? -1 : $0.tag) } }
                    )
                    // And the list asked directly, in its own (scrolled) coordinates: its own index answers.
                    all.append(points.map {
                            list.hitTest(CGPoint(x: $0.x + offset.x, y: $0.y - 50 + offset.y), with: nil).map {
                                $0 === list ? -1 : $0.tag
                            }
                    })
                }
            }
            return all
        }
        #expect(hits(indexed: true) == hits(indexed: false))
    }

    @Test("A scroll keeps the list's index (no copy of its rows again) and its ancestors' (the list's node is patched)")
    func keepsOwnIndex() {
        let (root, list) = tree(seed: 9, scrollView: true)
        _ = root.hitTest(CGPoint(x: 100, y: 100), with: nil)
        let before = list.hitTestIndexMemory, rootBefore = root.hitTestIndexMemory
        #expect(before != nil)
        list.bounds.origin = CGPoint(x: 0, y: 120)
        #expect(list.hitTestIndexMemory == before)
        #expect(root.hitTestIndexMemory == rootBefore)
        list.bounds.size = CGSize(width: 400, height: 400)
        #expect(
            list.hitTestIndexMemory == before, "a change of size keeps it too: the rows sit in the list's coordinates")
    }
}
