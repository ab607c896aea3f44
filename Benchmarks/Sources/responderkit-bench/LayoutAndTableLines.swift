import Foundation
import ResponderKit
import Workloads

// The layout and table lines, each run only when named: docs/Performance.md's layout1k built, torn
// down, resized and re-solved; a UITableView of 100,000 rows flicked, queried and tapped.

/// layout1k-build and -teardown, layout1k-resize, layout1k-still and layout1k-constant.
@MainActor func runLayoutLines() {
    // docs/Performance.md's layout1k with UIKit's API (1,100 views, 4,400 constraints).
    if chosen.contains("layout1k-build") {
        var layouts = (0..<max(runs, 1)).map { _ in Layout1k() }
        var perBuild: [Double] = []
        var correct = true
        // The built layouts are kept until every build is timed: freeing one makes the next layout
        // pass take its constraints out of the engine, which is timed on its own below.
        var built: [Layout1k] = []
        while let layout = layouts.popLast() {
            let start = now()
            layout.build()
            perBuild.append(Double(now() - start))
            correct = correct && layout.check(width: 390)
            built.append(layout)
        }
        print("""
            responderkit layout1k-build ns_per_layout=\(Int(median(perBuild).rounded()))   (answer \
            \(correct ? "checked" : "WRONG"))
            """)
        // Their teardown: the layouts freed, then one layout pass (which retires their views).
        let count = built.count
        let probe = UIView()
        let start = now()
        built.removeAll()
        probe.layoutIfNeeded()
        let teardown = Double(now() - start) / Double(count)
        print("""
            responderkit layout1k-teardown ns_per_layout=\(Int(teardown.rounded()))   (\(count) built layouts \
            freed, then one layout pass)
            """)
    }
    if chosen.contains("layout1k-resize") || chosen.contains("layout1k-constant") || chosen.contains("layout1k-still") {
        let layout = Layout1k()
        layout.build()
        let count = max(Int(200 * scale), 1)
        if chosen.contains("layout1k-resize") {
            var width: CGFloat = 390
            let per = medianNanoseconds(perItemOf: count) {
                for _ in 0..<count {
                    width = width == 390 ? 400 : 390
                    layout.container.frame.size.width = width
                    layout.container.layoutIfNeeded()
                }
            }
            print("""
                responderkit layout1k-resize ns_per_layout=\(Int(per.rounded()))   (answer \
                \(layout.check(width: width) ? "checked" : "WRONG"))
                """)
        }
        if chosen.contains("layout1k-still") {
            // A resize that moves no constrained frame (the container grows taller; the rows
            // hang from its top) — the solve runs, nothing is placed; it should allocate nothing.
            var height: CGFloat = 6000
            let per = medianNanoseconds(perItemOf: count) {
                for _ in 0..<count {
                    height = height == 6000 ? 6100 : 6000
                    // (The whole frame assigned: `frame.size.height = h` on an open class property
                    // allocates the accessor's coroutine frame — Swift's cost, not the layout's.)
                    layout.container.frame = CGRect(x: 0, y: 0, width: 390, height: height)
                    layout.container.layoutIfNeeded()
                }
            }
            print("""
                responderkit layout1k-still ns_per_layout=\(Int(per.rounded()))   (answer \
                \(layout.check(width: 390) ? "checked" : "WRONG"))
                """)
        }
        if chosen.contains("layout1k-constant") {
            let per = medianNanoseconds(perItemOf: count) {
                for _ in 0..<count {
                    layout.spacing.constant = layout.spacing.constant == 8 ? 9 : 8
                    layout.container.layoutIfNeeded()
                }
            }
            print("responderkit layout1k-constant ns_per_layout=\(Int(per.rounded()))")
        }
    }
}

/// table100k-flick, table100k-indexpath and table100k-select.
@MainActor func runTableLines() {
    if chosen.contains("table100k-flick") || chosen.contains("table100k-indexpath")
        || chosen.contains("table100k-select")
    {
        // Only when named: a UITableView of 100,000 rows of 44 points in a 390 × 844 window.
        let table = Table100k()
        if chosen.contains("table100k-flick") {
            // Flicks by real touches, then frames on the clock while it decelerates: the figure is per
            // frame (scroll, layout pass, cell reuse, the flick's touch frames spread over them).
            let frames = max(Int(600 * scale), 1)
            table.run(frames: 120)
            let perFrame = medianNanoseconds(perItemOf: frames) { table.run(frames: frames) }
            let visible = table.table.visibleCells.count
            print("""
                responderkit table100k-flick ns_per_frame=\(Int(perFrame.rounded()))   (cells made \
                \(Table100k.cellsMade) for \(visible) visible rows; content offset \
                \(Int(table.table.contentOffset.y)))
                """)
        }
        if chosen.contains("table100k-indexpath") {
            let queries = max(Int(1_000_000 * scale), 1)
            let height = table.table.contentSize.height
            var found = 0
            let perQuery = medianNanoseconds(perItemOf: queries) {
                var y: CGFloat = 0
                for _ in 0..<queries {
                    y += 4_403.7
                    if y >= height { y -= height }
                    if let path = table.table.indexPathForRow(at: CGPoint(x: 200, y: y)) { found &+= path.row }
                }
            }
            print("""
                responderkit table100k-indexpath ns_per_query=\(Int(perQuery.rounded()))   (indexPathForRow(at:) \
                down 4.4 M points of rows; checksum \(found % 1000))
                """)
        }
        if chosen.contains("table100k-select") {
            // From the lift to didSelectRowAt: the touch-down (and its highlight delay) is not timed.
            table.table.setContentOffset(CGPoint(x: 0, y: 2_200_000), animated: false)
            table.table.layoutIfNeeded()
            var perRun: [Double] = []
            let taps = max(Int(200 * scale), 1)
            for _ in 0..<runs {
                var total: UInt64 = 0
                for _ in 0..<taps {
                    let lift = table.touchDownOnRow()
                    let t0 = now()
                    lift()
                    total += now() - t0
                }
                perRun.append(Double(total) / Double(taps))
            }
            print("""
                responderkit table100k-select ns_per_tap=\(Int(median(perRun).rounded()))   (the lift's frame to \
                didSelectRowAt; \(table.selections) selections)
                """)
        }
        table.window.isHidden = true
    }
}
