import Foundation
@testable import ResponderKit
import Testing

// The hit-test index patched in place (HitTesting/HitTestIndex+Patching.swift): after any sequence of
// changes to views' geometry and switches, the patched index gives the plain algorithm's answers and
// asks every override the same questions — and it is the same index, not a rebuilt one.

/// Hits and questions for every probe point, with the index on or off, on the tree as it is now.
@MainActor
private func snapshot(_ root: UIView, indexed: Bool) -> (hits: [Int?], questions: [String]) {
    UIView.hitTestIndexEnabled = indexed
    defer { UIView.hitTestIndexEnabled = true }
    questions = []
    let hits = randomTreeProbePoints.map { root.hitTest($0, with: nil).map { $0 === root ? 0 : $0.tag } }
    return (hits, questions)
}

/// A view that overrides `hitTest` and calls `super` (the index asks it), recording the question.
private final class AskedViewForPatching: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        questions.append("asked \(tag)")
        return super.hitTest(point, with: event)
    }
}

/// At how many probe points two runs' hits differ (a count keeps a failure's message short).
private func mismatches(_ a: [Int?], _ b: [Int?]) -> Int {
    zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
}

/// Every view below `root`, depth first.
@MainActor
private func descendants(of root: UIView) -> [UIView] {
    var all: [UIView] = [], stack = root.subviews
    while let view = stack.popLast() {
        all.append(view)
        stack += view.subviews
    }
    return all
}

/// One random change of geometry or switches to `view` (or, now and then, to the root).
@MainActor
private func change(_ view: UIView, root: UIView, using random: inout SplitMix) {
    switch Int.random(in: 0..<11, using: &random) {
    case 0: view.center.x += CGFloat(Int.random(in: -3...3, using: &random))
    case 1: view.center = CGPoint(x: .random(in: -30...380, using: &random), y: .random(in: -30...380, using: &random))
    case 2:
        view.bounds.origin = CGPoint(
            x: CGFloat(Int.random(in: -20...20, using: &random)), y: .random(in: -5...5, using: &random))
    case 3:
        view.bounds.size = CGSize(
            width: CGFloat(Int.random(in: 0...150, using: &random)), height: .random(in: 0...150, using: &random))
    case 4: view.transform = [.identity, CGAffineTransform(rotationAngle: 0.4), CGAffineTransform(scaleX: 2, y: 0.5),
            CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(translationX: 0.25, y: 3),
        ].randomElement(using: &random)!
    case 5: view.isHidden.toggle()
    case 6: view.alpha = [0, 0.005, 0.01, 0.5, 1].randomElement(using: &random)!
    case 7: view.isUserInteractionEnabled.toggle()
    case 8:
        view.frame = CGRect(
            x: CGFloat(Int.random(in: -20...380, using: &random)),
            y: CGFloat(Int.random(in: -20...380, using: &random)),
                                width: 10, height: 10)
    case 9: root.bounds.origin = CGPoint(x: CGFloat(Int.random(in: -10...10, using: &random)), y: 0)
    default: view.frame = view.frame.offsetBy(dx: 0.5, dy: -0.25)
    }
}

@MainActor
@Suite("Hit-test index: patched in place when views change", .serialized)
struct HitTestIndexPatchingTests {
    @Test(
        """
            Random trees, then random changes of geometry and switches: after each, the plain algorithm's hits and \
            questions
            """,
        arguments: 0..<40)
    func patchedIndexAgreesWithPlainAlgorithm(seed: Int) {
        let root = makeTree(
            seed: UInt64(20_000 + seed), mutating: false, coordinates: seed % 2 == 0 ? .fractional : .dyadic)
        var random = SplitMix(seed: UInt64(30_000 + seed))
        let views = descendants(of: root)
        for round in 0..<10 {
            let indexed = snapshot(root, indexed: true)
            let plain = snapshot(root, indexed: false)
            #expect(mismatches(indexed.hits, plain.hits) == 0, "seed \(seed), round \(round)")
            #expect(indexed.questions == plain.questions, "seed \(seed), round \(round)")
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                change(views[Int.random(in: 0..<views.count, using: &random)], root: root, using: &random)
            }
        }
    }

    @Test(
        """
            Moves of many siblings under a grid (a crowd, then each moved in and out of its cells): the plain \
            algorithm's hits
            """,
        arguments: 0..<8)
    func crowdsMovedThroughTheirGrid(seed: Int) {
        var random = SplitMix(seed: UInt64(40_000 + seed))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let crowd = (0..<200).map { i -> UIView in
            let view = UIView(frame: CGRect(x: 20 * (i % 20), y: 20 * (i / 20), width: 20, height: 20))
            view.tag = i + 1
            root.addSubview(view)
            return view
        }
        _ = snapshot(root, indexed: true)
        let index = root.hitTestIndexStorage
        for round in 0..<30 {
            for _ in 0..<20 {
                let view = crowd[Int.random(in: 0..<crowd.count, using: &random)]
                switch Int.random(in: 0..<4, using: &random) {
                case 0: view.center.x += CGFloat(Int.random(in: -25...25, using: &random))
                case 1: view.center.y -= CGFloat(Int.random(in: -25...25, using: &random))
                case 2: view.isHidden.toggle()
                default:
                    view.center = CGPoint(
                        x: .random(in: -50...450, using: &random), y: .random(in: -50...450, using: &random))
                }
            }
            #expect(
                mismatches(snapshot(root, indexed: true).hits, snapshot(root, indexed: false).hits) == 0,
                "seed \(seed), round \(round)")
        }
        #expect(root.hitTestIndexStorage === index, "every change was patched into the same index")
    }

    @Test("A change of geometry or switches keeps the index (patched); a change to the tree makes a new one")
    func changesPatchRatherThanRebuild() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let cells = (0..<10).map { UIView(frame: CGRect(x: 30 * $0, y: 0, width: 30, height: 50)) }
        for cell in cells { row.addSubview(cell) }
        root.addSubview(row)
        #expect(root.hitTest(CGPoint(x: 45, y: 10), with: nil) === cells[1])
        let index = root.hitTestIndexStorage
        #expect(index != nil)
        cells[1].center.y += 100
        #expect(root.hitTest(CGPoint(x: 45, y: 10), with: nil) === row)
        cells[2].frame = CGRect(x: 31, y: 0, width: 30, height: 50)
        #expect(root.hitTest(CGPoint(x: 45, y: 10), with: nil) === cells[2])
        cells[2].isHidden = true
        #expect(root.hitTest(CGPoint(x: 45, y: 10), with: nil) === row)
        row.transform = CGAffineTransform(translationX: 0, y: 100)
        #expect(root.hitTest(CGPoint(x: 5, y: 110), with: nil) === cells[0])
        row.bounds.origin.x = 30
        #expect(
            root.hitTest(CGPoint(x: 5, y: 110), with: nil) === row,
            "(35, 10) in the row: cells[2] hidden, cells[1] moved down")
        cells[2].isHidden = false
        #expect(root.hitTest(CGPoint(x: 5, y: 110), with: nil) === cells[2])
        #expect(root.hitTestIndexStorage === index, "all of those patched the index in place")
        // (12, 102) in the root is (42, 2) in the row: on cells[2] (31…61), and on `added` once added.
        let added = UIView(frame: CGRect(x: 40, y: 0, width: 5, height: 5))
        row.addSubview(added)
        #expect(root.hitTestIndexStorage === index)
        #expect(root.hitTest(CGPoint(x: 12, y: 102), with: nil) === added)
        row.bringSubviewToFront(cells[2])
        #expect(root.hitTest(CGPoint(x: 12, y: 102), with: nil) === cells[2])
        cells[2].removeFromSuperview()
        #expect(root.hitTest(CGPoint(x: 12, y: 102), with: nil) === added)
        #expect(root.hitTestIndexStorage === index, "changes to the tree are relisted in place too")
    }

    @Test("Siblings under a grid reordered, then one moved onto another: the front-most still answers")
    func reorderedThenMovedUnderAGrid() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let crowd = (0..<20).map { i -> UIView in
            let view = UIView(frame: CGRect(x: 20 * i, y: 0, width: 20, height: 20))
            root.addSubview(view)
            return view
        }
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === crowd[0])
        root.bringSubviewToFront(crowd[0])  // now in front of crowd[19]
        crowd[19].center = CGPoint(x: 10, y: 10)  // moved onto crowd[0], behind it
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === crowd[0])
        root.sendSubviewToBack(crowd[0])
        crowd[19].center.x += 1  // moved again: its cells' lists are written again
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === crowd[19])
        let added = UIView(frame: CGRect(x: 100, y: 50, width: 20, height: 20))
        root.insertSubview(added, at: 0)  // at the back
        crowd[5].center = CGPoint(x: 110, y: 60)
        #expect(root.hitTest(CGPoint(x: 105, y: 55), with: nil) === crowd[5])
    }

    @Test("A removed view is released at once, though the index that held it lives on")
    func removedViewIsReleased() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        for i in 0..<20 { root.addSubview(UIView(frame: CGRect(x: 10 * i, y: 0, width: 10, height: 10))) }
        weak var gone: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
            view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            root.addSubview(view)
            #expect(root.hitTest(CGPoint(x: 20, y: 120), with: nil) === view)
            gone = view
            view.removeFromSuperview()
        }
        #expect(gone == nil, "the index let go of the removed view and its subview")
        #expect(root.hitTest(CGPoint(x: 20, y: 120), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 15, y: 5), with: nil) === root.subviews[1])
    }

    /// How many random trees the structural test changes: 60, or `PATCH_SEEDS` for a longer soak.
    nonisolated static let structuralSeeds = Int(ProcessInfo.processInfo.environment["PATCH_SEEDS"] ?? "") ?? 60

    @Test(
        """
            Random trees, then random changes to the tree and to views: after each round, the plain algorithm's hits \
            and questions
            """,
          arguments: 0..<structuralSeeds)
    func relistedIndexAgreesWithPlainAlgorithm(seed: Int) {
        let root = makeTree(
            seed: UInt64(50_000 + seed), mutating: false, coordinates: seed % 3 == 0 ? .dyadic : .fractional)
        var random = SplitMix(seed: UInt64(60_000 + seed))
        var tag = 10_000
        for round in 0..<12 {
            let indexed = snapshot(root, indexed: true)
            let plain = snapshot(root, indexed: false)
            #expect(mismatches(indexed.hits, plain.hits) == 0, "seed \(seed), round \(round)")
            #expect(indexed.questions == plain.questions, "seed \(seed), round \(round)")
            var views = descendants(of: root)
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                guard !views.isEmpty else { break }
                let view = views[Int.random(in: 0..<views.count, using: &random)]
                let parent = ([root] + views)[Int.random(in: 0...views.count, using: &random)]
                switch Int.random(in: 0..<10, using: &random) {
                case 0, 1:
                    tag += 1
                    let added =
                        Int.random(in: 0..<4, using: &random) == 0
                        ? AskedViewForPatching(frame: .zero) : UIView(frame: .zero)
                    added.frame = CGRect(
                        x: .random(in: -20...350, using: &random), y: .random(in: -20...350, using: &random), width: 40,
                        height: 30)
                    added.tag = tag
                    if Int.random(in: 0..<3, using: &random) == 0 {
                        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
                        tag += 1
                        child.tag = tag
                        added.addSubview(child)
                    }
                    parent.insertSubview(added, at: Int.random(in: 0...parent.subviews.count, using: &random))
                case 2: view.removeFromSuperview()
                case 3 where !view.isDescendant(of: parent) && view !== parent: parent.addSubview(view)
                case 4: view.superview?.bringSubviewToFront(view)
                case 5: view.superview?.sendSubviewToBack(view)
                case 6 where view.superview?.subviews.count ?? 0 >= 2:
                    view.superview?.exchangeSubview(at: 0, withSubviewAt: view.superview!.subviews.count - 1)
                case 7:
                    for _ in 0..<12 {
                        parent.addSubview(
                            UIView(frame: CGRect(x: .random(in: 0...300, using: &random), y: 10, width: 20, height: 20))
                        )
                    }
                default: change(view, root: root, using: &random)
                }
                views = descendants(of: root)
            }
        }
    }

    @Test("A view held by two indexes (an inner plain view asked directly): both stay true; the outer one patches it")
    func viewHeldByTwoIndexes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.addSubview(leaf)
        root.addSubview(inner)
        #expect(inner.hitTest(CGPoint(x: 15, y: 15), with: nil) === leaf)  // the inner index first
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === leaf)   // then the outer one claims leaf
        let outer = root.hitTestIndexStorage
        leaf.center = CGPoint(x: 100, y: 100)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === inner)
        #expect(inner.hitTest(CGPoint(x: 15, y: 15), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === leaf)
        #expect(inner.hitTest(CGPoint(x: 100, y: 100), with: nil) === leaf)
        #expect(root.hitTestIndexStorage === outer, "the outer index patched the leaf")
        // The outer index goes (a change to the tree): the inner one, shadowing, is still kept true.
        root.addSubview(UIView(frame: CGRect(x: 190, y: 190, width: 5, height: 5)))
        leaf.center = CGPoint(x: 50, y: 50)
        #expect(inner.hitTest(CGPoint(x: 50, y: 50), with: nil) === leaf)
        #expect(inner.hitTest(CGPoint(x: 100, y: 100), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === leaf)
    }

    @Test("The count of shadowing indexes goes back down when they go")
    func shadowingCountReturns() {
        let before = HitTestIndex.shadowingIndexes
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            inner.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
            root.addSubview(inner)
            _ = inner.hitTest(CGPoint(x: 15, y: 15), with: nil)
            _ = root.hitTest(CGPoint(x: 15, y: 15), with: nil)
            #expect(HitTestIndex.shadowingIndexes == before + 1, "the inner index now shadows the outer one")
        }
        #expect(HitTestIndex.shadowingIndexes == before)
    }
}
