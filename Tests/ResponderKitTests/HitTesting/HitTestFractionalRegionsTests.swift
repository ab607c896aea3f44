import Foundation
@testable import ResponderKit
import Testing

// The table of regions at a touch screen's coordinates (HitTesting/HitTestIndex+Regions.swift): views
// laid out off the exact grid (a tenth, a third) and query points with arbitrary fractions, right up
// to the views' edges — one ulp either side — give the plain algorithm's answers.

/// A list of rows of cells of parts, placed at `offset` and sized in `unit`s (fractions when either
/// is off the binary grid), with a few views on top; every view tagged.
@MainActor
private func fractionalList(
    seed: Int, offset: CGFloat, unit: CGFloat
) -> (root: UIView, edges: (x: [Double], y: [Double])) {
    var random = SplitMix(state: UInt64(70_000 + seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    var tag = 1, xs: [Double] = [], ys: [Double] = []
    func make(_ frame: CGRect, in parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        view.tag = tag
        tag += 1
        if Int.random(in: 0..<14, using: &random) == 0 { view.isHidden = true }
        parent.addSubview(view)
        return view
    }
    let rowHeight = unit * CGFloat(Int.random(in: 10...30, using: &random)),
        cellWidth = unit * CGFloat(Int.random(in: 20...60, using: &random))
    var r = 0
    while offset + CGFloat(r + 1) * rowHeight <= 300 {
        let y = offset + CGFloat(r) * rowHeight
        let row = make(CGRect(x: 0, y: y, width: 400, height: rowHeight), in: root)
        ys += [Double(y), Double(y + rowHeight)]
        var c = 0
        while CGFloat(c + 1) * cellWidth <= 400 {
            let cell = make(CGRect(x: CGFloat(c) * cellWidth, y: 0, width: cellWidth, height: rowHeight), in: row)
            for p in 0..<4 {
                let part = cellWidth / 4
                _ = make(CGRect(x: CGFloat(p) * part, y: 0, width: part, height: rowHeight), in: cell)
                xs.append(Double(CGFloat(c) * cellWidth + CGFloat(p) * part))
            }
            c += 1
        }
        r += 1
    }
    for _ in 0..<3 {
        let frame = CGRect(
            x: .random(in: 0...300, using: &random), y: .random(in: 0...200, using: &random), width: 33.3, height: 21.7)
        _ = make(frame, in: root)
        xs += [Double(frame.minX), Double(frame.maxX)]
        ys += [Double(frame.minY), Double(frame.maxY)]
    }
    return (root, (xs, ys))
}

/// Points with arbitrary fractions, and points on, just off and one ulp off every edge.
private func probes(edges: (x: [Double], y: [Double]), seed: Int) -> [CGPoint] {
    var random = SplitMix(state: UInt64(80_000 + seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
    var points: [CGPoint] = []
    for k in 0..<3_000 {
        let fx: Double = (Double(k) * 0.37).truncatingRemainder(dividingBy: 1)
        let fy: Double = (Double(k) * 0.59).truncatingRemainder(dividingBy: 1)
        points.append(CGPoint(x: Double(k % 400) + fx, y: Double((k * 7) % 300) + fy))
    }
    func near(_ value: Double) -> [Double] {
        [value, value.nextUp, value.nextDown, value + 1e-12, value - 1e-12, value + 1e-9, value - 1e-9]
    }
    for x in edges.x.shuffled(using: &random).prefix(60) {
        for dx in near(x) { points.append(CGPoint(x: dx, y: .random(in: 0...300, using: &random))) }
    }
    for y in edges.y.shuffled(using: &random).prefix(60) {
        for dy in near(y) { points.append(CGPoint(x: .random(in: 0...400, using: &random), y: dy)) }
    }
    return points
}

@MainActor
@Suite("Hit-test index: the table of regions at fractional points and off-grid layouts", .serialized)
struct HitTestFractionalRegionsTests {
    @Test(
        """
            Layouts on whole, tenth and third points, queried at fractional points and at every edge ± an ulp: the \
            plain algorithm's answers
            """,
          arguments: [(0.0, 1.0), (0.1, 1.0), (0.0, 1.0 / 3.0), (0.25, 0.5), (0.3, 1.1)], [0, 1, 2])
    func fractionalAnswers(layout: (offset: Double, unit: Double), seed: Int) {
        let (root, edges) = fractionalList(seed: seed, offset: layout.offset, unit: layout.unit)
        let points = probes(edges: edges, seed: seed)
        for _ in 0...HitTestIndex.queriesBeforeRegions { _ = root.hitTest(CGPoint(x: 1.5, y: 1.5), with: nil) }
        #expect(root.hitTestIndexMemory?.pointee.regions.answers != nil, "a list like this gets a table")
        let indexed = points.map { root.hitTest($0, with: nil).map { $0 === root ? 0 : $0.tag } }
        UIView.hitTestIndexEnabled = false
        defer { UIView.hitTestIndexEnabled = true }
        let plain = points.map { root.hitTest($0, with: nil).map { $0 === root ? 0 : $0.tag } }
        #expect(
            zip(indexed, plain).filter { $0 != $1 }.count == 0,
            "offset \(layout.offset), unit \(layout.unit), seed \(seed)")
    }

    @Test("Most fractional points are answered from the table, not walked")
    func fractionalPointsUseTheTable() {
        let (root, _) = fractionalList(seed: 0, offset: 0.1, unit: 1)
        for _ in 0...HitTestIndex.queriesBeforeRegions { _ = root.hitTest(CGPoint(x: 1.5, y: 1.5), with: nil) }
        let table = root.hitTestIndexMemory!.pointee.regions
        #expect(!table.isExact, "a layout off the grid gets a table with margins")
        let answered = (0..<1_000).filter { k in
            table.answerAwayFromEdges(Double(k % 400) + 0.37, Double((k * 7) % 300) + 0.59) >= 0
        }.count
        #expect(answered > 900, "\(answered) of 1,000")
    }
}
