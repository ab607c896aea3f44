import Foundation
@testable import ResponderKit
import Testing

// The hit-test index (HitTesting/HitTestIndex.swift) against the plain algorithm it replaces: on random
// trees — plain views and subclasses that override hitTest / point(inside:), hidden, transparent and
// disabled views, transforms (rotations, scales, ones that cannot be inverted), bounds origins, empty
// bounds, crowds of siblings that get a grid, and overrides that change the tree while a query runs —
// both give the same view for every point, and every override is asked the same questions in the
// same order.

@MainActor
@Suite("Hit-test index: the same answers as the plain algorithm", .serialized)
struct HitTestIndexTests {
    @Test(
        """
            Random trees with overrides, hidden views, transforms and crowds: same hit for every point, same questions \
            asked
            """,
        arguments: 0..<120)
    func sameAnswers(seed: Int) {
        let plain = answers(seed: UInt64(seed), mutating: false, indexed: false)
        let indexed = answers(seed: UInt64(seed), mutating: false, indexed: true)
        #expect(indexed.hits == plain.hits, "seed \(seed)")
        #expect(indexed.questions == plain.questions, "seed \(seed)")
    }

    @Test(
        """
            Random trees on quarter-point coordinates, with numbers off the exact grid, too large for it and widths of \
            -0: the same hits and the same points, bit for bit
            """,
        arguments: 0..<120)
    func sameAnswersOnExactCoordinates(seed: Int) {
        let plain = answers(seed: UInt64(5000 + seed), mutating: false, indexed: false, coordinates: .dyadic)
        let indexed = answers(seed: UInt64(5000 + seed), mutating: false, indexed: true, coordinates: .dyadic)
        #expect(indexed.hits == plain.hits, "seed \(5000 + seed)")
        #expect(indexed.questions == plain.questions, "seed \(5000 + seed)")
    }

    @Test(
        "Overrides that remove and move views while a query runs: the query finishes as the plain algorithm would",
        arguments: 0..<60)
    func mutationsDuringQueries(seed: Int) {
        let plain = answers(seed: UInt64(1000 + seed), mutating: true, indexed: false)
        let indexed = answers(seed: UInt64(1000 + seed), mutating: true, indexed: true)
        #expect(indexed.hits == plain.hits, "seed \(1000 + seed)")
        #expect(indexed.questions == plain.questions, "seed \(1000 + seed)")
    }

    @Test("Changes after a query are seen by the next one: geometry, switches, order, removal")
    func changesInvalidate() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let crowd = (0..<30).map { i -> UIView in
            let view = UIView(frame: CGRect(x: 10 * i, y: 0, width: 10, height: 10))
            view.tag = i + 1
            root.addSubview(view)
            return view
        }
        let p = CGPoint(x: 55, y: 5)
        #expect(root.hitTest(p, with: nil) === crowd[5])
        crowd[5].isHidden = true
        #expect(root.hitTest(p, with: nil) === root)
        crowd[5].isHidden = false
        crowd[20].center = CGPoint(x: 55, y: 5)
        #expect(root.hitTest(p, with: nil) === crowd[20], "moved on top (added later: in front)")
        root.sendSubviewToBack(crowd[20])
        #expect(root.hitTest(p, with: nil) === crowd[5])
        crowd[5].removeFromSuperview()
        #expect(root.hitTest(p, with: nil) === crowd[20])
        crowd[20].alpha = 0
        #expect(root.hitTest(p, with: nil) === root)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        crowd[20].alpha = 1
        crowd[20].addSubview(inner)
        #expect(root.hitTest(p, with: nil) === inner, "a grandchild added is found")
        inner.isUserInteractionEnabled = false
        #expect(root.hitTest(p, with: nil) === crowd[20])
        crowd[20].transform = CGAffineTransform(translationX: 100, y: 100)
        #expect(root.hitTest(p, with: nil) === root)
        // The root's own switches and bounds (read from its index for ResponderKit's own classes).
        root.isHidden = true
        #expect(root.hitTest(p, with: nil) == nil)
        root.isHidden = false
        root.alpha = 0.001
        #expect(root.hitTest(p, with: nil) == nil)
        root.alpha = 1
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 400)
        #expect(root.hitTest(p, with: nil) == nil, "(55, 5) is outside the root's new bounds")
        root.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(root.hitTest(p, with: nil) === root)
    }

    @Test(
        """
            Small crowds of overlapping plain siblings on whole-number frames, tested all at once: the front-most that \
            contains the point answers
            """,
        arguments: 0..<40)
    func smallOverlappingCrowds(seed: Int) {
        @MainActor func tree() -> UIView {
            var random = SplitMix(seed: UInt64(9000 + seed))
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            var tag = 1
            func crowd(in parent: UIView, depth: Int) {
                for _ in 0..<Int.random(in: 2...7, using: &random) {
                    let view = UIView(
                        frame: CGRect(
                            x: Int.random(in: -20...300, using: &random), y: Int.random(in: -20...300, using: &random),
                            width: Int.random(in: 0...200, using: &random),
                            height: Int.random(in: 0...200, using: &random)))
                    view.tag = tag
                    tag += 1
                    if Int.random(in: 0..<8, using: &random) == 0 { view.isHidden = true }
                    parent.addSubview(view)
                    if depth < 2 { crowd(in: view, depth: depth + 1) }
                }
            }
            crowd(in: root, depth: 0)
            return root
        }
        func hits(indexed: Bool) -> [Int?] {
            UIView.hitTestIndexEnabled = indexed
            defer { UIView.hitTestIndexEnabled = true }
            let root = tree()
            return randomTreeProbePoints.map { root.hitTest($0, with: nil).map { $0 === root ? 0 : $0.tag } }
        }
        #expect(hits(indexed: true) == hits(indexed: false), "seed \(seed)")
    }

    @Test("""
        Chains of only children (deep64's shape, with a hidden link and one off the exact grid): the deepest view \
        that contains the point
        """)
    func chainsOfOnlyChildren() {
        func hits(indexed: Bool, hiddenAt hidden: Int?, offGridAt offGrid: Int?) -> [Int?] {
            UIView.hitTestIndexEnabled = indexed
            defer { UIView.hitTestIndexEnabled = true }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            var parent = root
            for depth in 1...64 {
                let size = parent.bounds.size
                let inset: CGFloat = depth == offGrid ? 1.1 : 1
                let child = UIView(frame: CGRect(x: inset, y: 1, width: size.width - 2, height: size.height - 2))
                child.tag = depth
                child.isHidden = depth == hidden
                parent.addSubview(child)
                parent = child
            }
            return randomTreeProbePoints.map { root.hitTest($0, with: nil).map { $0 === root ? 0 : $0.tag } }
        }
        for (hidden, offGrid) in [(nil, nil), (40, nil), (nil, 20), (50, 10)] as [(Int?, Int?)] {
            let indexed = hits(indexed: true, hiddenAt: hidden, offGridAt: offGrid)
            #expect(
                indexed == hits(indexed: false, hiddenAt: hidden, offGridAt: offGrid),
                "hidden \(String(describing: hidden)), off the grid \(String(describing: offGrid))")
            #expect(indexed.contains(64) == (hidden == nil), "the deepest view is reached unless a link is hidden")
        }
    }

    @Test(
        """
            Lists and grids of plain views on whole coordinates, answered from the table of regions: the plain \
            algorithm's answer at every point, cell edges included
            """,
        arguments: 0..<24)
    func regionTable(seed: Int) {
        @MainActor func tree() -> UIView {
            var random = SplitMix(seed: UInt64(7000 + seed))
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            if seed % 4 == 3 { root.bounds.origin = CGPoint(x: -20, y: 10) }
            var tag = 1
            func make(_ frame: CGRect, in parent: UIView) -> UIView {
                let view = ownView(Int.random(in: 0..<3, using: &random), frame: frame)
                view.tag = tag
                tag += 1
                switch Int.random(in: 0..<16, using: &random) {
                case 0: view.isHidden = true
                case 1: view.isUserInteractionEnabled = false
                case 2: view.bounds.origin = CGPoint(x: Int.random(in: -5...5, using: &random), y: 0)
                case 3: view.frame.size.width += 0.5  // off the table's cells, still exact
                default: break
                }
                parent.addSubview(view)
                return view
            }
            // Rows of cells of parts (a list), sizes varying by seed, then a few views on top.
            let rowHeight = CGFloat(Int.random(in: 10...40, using: &random)),
                cellWidth = CGFloat(Int.random(in: 20...80, using: &random))
            for r in 0..<Int(300 / rowHeight) {
                let row = make(CGRect(x: 0, y: CGFloat(r) * rowHeight, width: 400, height: rowHeight), in: root)
                for c in 0..<Int(400 / cellWidth) {
                    let cell = make(
                        CGRect(x: CGFloat(c) * cellWidth, y: 0, width: cellWidth, height: rowHeight), in: row)
                    for p in 0..<Int.random(in: 1...4, using: &random) {
                        let part = cellWidth / 4
                        _ = make(CGRect(x: CGFloat(p) * part, y: 0, width: part, height: rowHeight), in: cell)
                    }
                }
            }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                _ = make(
                    CGRect(
                        x: Int.random(in: -10...350, using: &random), y: Int.random(in: -10...250, using: &random),
                        width: Int.random(in: 1...90, using: &random), height: Int.random(in: 1...90, using: &random)),
                    in: root)
            }
            return root
        }
        /// Every whole and half point of the root and a margin, which puts points on every edge.
        let points = stride(from: -25.0, through: 425, by: 0.5).flatMap { x in
            stride(from: -5.0, through: 315, by: 12.5).map { CGPoint(x: x, y: $0) }
        }
        func hits(indexed: Bool) -> (hits: [Int?], answered: Bool) {
            UIView.hitTestIndexEnabled = indexed
            defer { UIView.hitTestIndexEnabled = true }
            let root = tree()
            let hits = points.map { root.hitTest($0, with: nil).map { $0 === root ? 0 : $0.tag } }
            return (hits, root.hitTestIndexMemory?.pointee.regions.answers != nil)
        }
        let indexed = hits(indexed: true)
        #expect(indexed.hits == hits(indexed: false).hits, "seed \(seed)")
        #expect(indexed.answered, "seed \(seed): a list like this gets a table of regions")
    }

    @Test("viewWithTag finds the view itself or the first descendant with the tag")
    func viewWithTag() {
        let root = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        a.tag = 1; b.tag = 2; c.tag = 2
        root.addSubview(a); a.addSubview(b); root.addSubview(c)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(2) === b)
        #expect(root.viewWithTag(3) == nil)
    }
}
