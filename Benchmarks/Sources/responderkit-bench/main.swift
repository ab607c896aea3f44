import Foundation
import ResponderKit
import Workloads

// responderkit-bench: one line per docs/Performance.md workload, median of 5 runs, in the form the peers'
// figures use —
//   responderkit deep64 ns_per_query=N
//   responderkit chain16 ns_per_sequence=N
// Options: --runs R (default 5), --scale F (multiplies the number of queries and sequences; default 1),
// and workload names to run only those. Also, only when named: floor (the API's own cost per query),
// app1k-fractional (app1k off the exact grid),
// rebuild (the first query after a change, which builds the index again), tenfingers and
// tenfingers-gestures (per frame of ten fingers moving over app1k), remove100k, requirementchain400 and
// recognizers1000 (per removal from a parent of 100,000, per tap), scroll10k (per
// frame of a 10,000-row scroll view scrolled by a point, then hit-tested), changes, animate1k and
// touchscreen (one change of each kind then a query, 50 views moved per
// frame then a query, app1k at fractional points), chain16-hops (chain16's handler calls made directly:
// the hops up the chain alone, what a sequence costs at least), hover40k (per pointer move
// over a view with 40,000 hover recognizers), layout1k-still (a container resize that moves no
// constrained frame), render-table and render-table-scroll (drawing: need Cairo). animate-views1k is
// docs/Performance.md's (per frame of 1,000 views animating).
// The scaling lines (form, push-pop, diffable-reverse, cancel-animations, textview-type) and
// `scaling`, which checks their ratios, are in ScalingLines.swift; the layout1k and table100k lines in
// LayoutAndTableLines.swift.

/// Nanoseconds of the monotonic clock.
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

var runs = 5
var scale = 1.0
var chosen: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--scale": scale = Double(arguments.popFirst() ?? "") ?? scale
    default: chosen.append(argument)
    }
}
@MainActor func wanted(_ name: String) -> Bool { chosen.isEmpty || chosen.contains(name) }

/// Nanoseconds per item, median of `runs` timed runs of `body`, which does `items` items each time.
@MainActor func medianNanoseconds(perItemOf items: Int, _ body: () -> Void) -> Double {
    var perItem: [Double] = []
    for _ in 0..<runs {
        let start = now()
        body()
        perItem.append(Double(now() - start) / Double(items))
    }
    return median(perItem)
}

/// chain16's figure for one way of running its sequences (`run(chain, count)`): a fresh `Chain16`,
/// 1,000 sequences to warm up, then the median nanoseconds per sequence — and the chain, for checks.
@MainActor func nanosecondsPerChainSequence(_ run: (Chain16, Int) -> Void) -> (Chain16, Double) {
    let chain = Chain16()
    let sequences = max(Int(100_000 * scale), 1)
    run(chain, min(sequences, 1_000))
    return (chain, medianNanoseconds(perItemOf: sequences) { run(chain, sequences) })
}

MainActor.assumeIsolated {
    for (name, build) in [("deep64", Workloads.deep64), ("wide10k", Workloads.wide10k), ("app1k", Workloads.app1k)]
    where wanted(name) {
        let root = build()
        let queries = max(Int(1_000_000 * scale), 1)
        _ = Workloads.hitTest(root, queries: min(queries, 10_000))  // warm-up: caches and any lazy index
        var found = 0
        let perQuery = medianNanoseconds(perItemOf: queries) { found = Workloads.hitTest(root, queries: queries) }
        print(
            "responderkit \(name) ns_per_query=\(Int(perQuery.rounded()))   (\(found) of \(queries) points hit a view)")
    }
    if chosen.contains("floor") {
        // Beyond the workloads: a root with one child that every point hits — the cost of the API
        // itself per query (the dynamic call, the index lookup, returning the view retained and the
        // caller's release), which no walk can go below.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        root.addSubview(UIView(frame: root.bounds))
        let queries = max(Int(1_000_000 * scale), 1)
        _ = Workloads.hitTest(root, queries: min(queries, 10_000))
        let perQuery = medianNanoseconds(perItemOf: queries) { _ = Workloads.hitTest(root, queries: queries) }
        print("responderkit floor ns_per_query=\(Int(perQuery.rounded()))   (one child that every point hits)")
    }
    if chosen.contains("app1k-fractional") {
        // Beyond the workloads: app1k with every row moved down by 0.1 point — numbers off the
        // index's exact grid, so no table of regions and the plain arithmetic at every level.
        let root = Workloads.app1k()
        for row in root.subviews { row.center.y += 0.1 }
        let queries = max(Int(1_000_000 * scale), 1)
        _ = Workloads.hitTest(root, queries: min(queries, 10_000))
        let perQuery = medianNanoseconds(perItemOf: queries) { _ = Workloads.hitTest(root, queries: queries) }
        print("responderkit app1k-fractional ns_per_query=\(Int(perQuery.rounded()))   (rows 0.1 point down)")
    }
    if chosen.contains("rebuild") {
        // Beyond the workloads: what the first query after a change costs — the index of the
        // whole tree is dropped and built again (a moved view, then one query).
        for (name, build) in [("deep64", Workloads.deep64), ("wide10k", Workloads.wide10k), ("app1k", Workloads.app1k)]
        {
            let root = build()
            let moved = root.subviews[0]
            let rebuilds = max(Int(200 * scale), 1)
            let perRebuild = medianNanoseconds(perItemOf: rebuilds) {
                for k in 0..<rebuilds {
                    moved.center.x += k % 2 == 0 ? 1 : -1
                    _ = root.hitTest(Workloads.queryPoints[k % Workloads.queryPoints.count], with: nil)
                }
            }
            print("""
                responderkit rebuild-\(name) ns_per_rebuild=\(Int(perRebuild.rounded()))   (a view moved, then one \
                query)
                """)
        }
    }
    for name in ["tenfingers", "tenfingers-gestures"] where chosen.contains(name) {
        // Beyond the workloads: ten fingers moving over app1k, per frame, without and with gesture
        // recognizers (only when asked for).
        let stream = TenFingerStream(withGestureRecognizers: name == "tenfingers-gestures")
        let frames = max(Int(100_000 * scale), 1)
        stream.move(frames: min(frames, 1_000))
        let perFrame = medianNanoseconds(perItemOf: frames) { stream.move(frames: frames) }
        stream.end()
        print("responderkit \(name) ns_per_frame=\(Int(perFrame.rounded()))")
    }
    if chosen.contains("remove100k") {
        // 1,000 subviews removed one by one from a parent of 100,000.
        var perRemoval: [Double] = []
        for _ in 0..<max(runs, 1) {
            let (parent, doomed) = HostileWorkloads.crowd(siblings: 100_000, removing: 1_000)
            let start = now()
            for view in doomed { view.removeFromSuperview() }
            perRemoval.append(Double(now() - start) / Double(doomed.count))
            _ = parent
        }
        print("""
            responderkit remove100k ns_per_removal=\(Int(median(perRemoval).rounded()))   (1,000 of 100,000 \
            siblings, one by one)
            """)
    }
    // One tap through a chain of 400 failure requirements (the first a double tap), and one
    // tap on a view with 1,000 tap recognizers.
    let taps: [(String, String, () -> (tap: () -> Void, fired: () -> Int))] = [
        ("requirementchain400", "a chain of 400 requirements", { HostileWorkloads.requirementChain(length: 400) }),
        ("recognizers1000", "1,000 recognizers on one view", { HostileWorkloads.manyRecognizers(count: 1_000) }),
    ]
    runLayoutLines()
    if chosen.contains("hover40k") {
        // One pointer move over a view with 40,000 hover recognizers (linear, ≤ 5 ms).
        let (move, fired) = HostileWorkloads.manyHoverRecognizers(count: 40_000)
        move()
        let count = max(Int(20 * scale), 1)
        let perMove = medianNanoseconds(perItemOf: count) { for _ in 0..<count { move() } }
        print("""
            responderkit hover40k ns_per_move=\(Int(perMove.rounded()))   (40,000 hover recognizers on one view; \
            \(fired()) actions in all)
            """)
    }
    runTableLines()
    if chosen.contains("slider-drag100") {
        // Only when named. The standard controls (docs/Controls.md): a slider's thumb dragged in 100
        // moves, each sending .valueChanged; the figure is per move (≤ 2 µs).
        let (drag, fired) = ControlWorkloads.sliderDrag(moves: 100)
        drag()
        let count = max(Int(200 * scale), 1)
        let perMove = medianNanoseconds(perItemOf: count * 100) { for _ in 0..<count { drag() } }
        print("""
            responderkit slider-drag100 ns_per_move=\(Int(perMove.rounded()))   (100 moves per drag, each sending \
            .valueChanged; \(fired()) actions in all)
            """)
    }
    for (name, what, make) in taps where chosen.contains(name) {
        let (tap, fired) = make()
        tap()
        let count = max(Int(20 * scale), 1)
        let perTap = medianNanoseconds(perItemOf: count) { for _ in 0..<count { tap() } }
        print("responderkit \(name) ns_per_tap=\(Int(perTap.rounded()))   (\(what); \(fired()) actions in all)")
    }
    if chosen.contains("changes") {
        // One change of each kind, then one query (ns per change and query).
        for (name, build) in [("app1k", Workloads.app1k), ("wide10k", Workloads.wide10k)] {
            for kind in ChangeWorkloads.kinds {
                let changes = max(Int(100 * scale), 2)
                let perChange = ChangeWorkloads.measure(build, kind: kind.apply, changes: changes) { body in
                    medianNanoseconds(perItemOf: changes, body)
                }
                print("""
                    responderkit change-\(kind.name)-\(name) ns_per_change=\(Int(perChange.rounded()))   (one \
                    change, then one query)
                    """)
            }
        }
    }
    if chosen.contains("animate1k") {
        let frames = max(Int(200 * scale), 1)
        let run = ChangeWorkloads.animate1k(frames: frames)
        let perFrame = medianNanoseconds(perItemOf: frames, run)
        print("responderkit animate1k ns_per_frame=\(Int(perFrame.rounded()))   (50 views moved, then one query)")
    }
    if wanted("animate-views1k") {
        // docs/Performance.md: 1,000 views animated (frame and alpha) in one frame, then 60 frames on the
        // clock with a query each. The figure is per frame; the starting frame is timed apart.
        let frames = max(Int(60 * scale), 1)
        var perFrame: [Double] = [], starts: [Double] = []
        var hits = 0
        for _ in 0..<runs {
            let workload = AnimateViews1k()
            let t0 = now()
            workload.start()
            let t1 = now()
            workload.run(frames: frames)
            let t2 = now()
            starts.append(Double(t1 - t0))
            perFrame.append(Double(t2 - t1) / Double(frames))
            hits = workload.hits
            workload.tearDown()
        }
        print("""
            responderkit animate-views1k ns_per_frame=\(Int(median(perFrame).rounded()))   (1,000 views animating; \
            starting them took \(Int((median(starts) / 1000).rounded())) µs; \(hits) of \(frames) queries hit an \
            animating view, which takes no touches)
            """)
    }
    if chosen.contains("touchscreen") {
        let root = Workloads.app1k()
        let points = ChangeWorkloads.touchscreenPoints
        let queries = max(Int(1_000_000 * scale), 1)
        var found = 0
        let perQuery = medianNanoseconds(perItemOf: queries) {
            for k in 0..<queries where root.hitTest(points[k % points.count], with: nil) != nil { found += 1 }
        }
        print("""
            responderkit touchscreen ns_per_query=\(Int(perQuery.rounded()))   (app1k at fractional points; \
            \(found) hits)
            """)
    }
    if chosen.contains("scroll10k") {
        // A scroll view of 10,000 rows; each frame the offset moves one point and the
        // finger's point is hit-tested.
        let scroll = Scroll10k()
        let frames = max(Int(20_000 * scale), 1)
        scroll.run(frames: min(frames, 1_000))
        let perFrame = medianNanoseconds(perItemOf: frames) { scroll.run(frames: frames) }
        print("""
            responderkit scroll10k ns_per_frame=\(Int(perFrame.rounded()))   (offset + 1 pt, then one hit-test; \
            \(scroll.found) hits)
            """)
    }
    if chosen.contains("chain16-hops") {
        // The API's floor for chain16: the same 10 handler calls a sequence makes, each forwarded up
        // the 17 views, the window and the application — called directly, with nothing around them.
        let (_, perSequence) = nanosecondsPerChainSequence { $0.runHopsOnly(sequences: $1) }
        print("""
            responderkit chain16-hops ns_per_sequence=\(Int(perSequence.rounded()))   (chain16's 170 hops alone: \
            the handlers called directly)
            """)
    }
    if wanted("chain16") {
        let (chain, perSequence) = nanosecondsPerChainSequence { $0.run(sequences: $1) }
        let phases = chain.root.counts.reduce(0, +) / max(chain.deepest.counts.reduce(0, +), 1)
        print("""
            responderkit chain16 ns_per_sequence=\(Int(perSequence.rounded()))   (each phase reached the root \
            \(phases == 1 ? "as well as" : "NOT as") the deepest view)
            """)
    }
    if chosen.contains("render-table") || chosen.contains("render-table-scroll") {
        // Drawing needs Cairo (libcairo2): only when named, so the default run stays drawing-free.
        let render = RenderTable()
        let frames = max(Int(20 * scale), 1)
        _ = render.renderFrame()
        if chosen.contains("render-table") {
            var image = render.renderFrame()
            let perFrame = medianNanoseconds(perItemOf: frames) { for _ in 0..<frames { image = render.renderFrame() } }
            print("""
                responderkit render-table ns_per_frame=\(Int(perFrame.rounded()))   (390 x 844 at scale 2, \
                drawHierarchy into an image; answer \(render.check(image) ? "checked" : "WRONG"))
                """)
        }
        if chosen.contains("render-table-scroll") {
            var drew = render.scrollFrame()
            let perFrame = medianNanoseconds(perItemOf: frames) {
                for _ in 0..<frames { drew = render.scrollFrame() && drew }
            }
            print("""
                responderkit render-table-scroll ns_per_frame=\(Int(perFrame.rounded()))   (10 pt scroll, the \
                table's region drawn again into a kept buffer; \(drew ? "drawn" : "NOT drawn"))
                """)
        }
    }
    runScalingLines()
}
