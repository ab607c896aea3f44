import Foundation
import ResponderKit
import Workloads

// The scaling workloads: each workload at n and 10 n, with its answer check. Each prints its
// figure; `scaling` (only when named) then prints every pair's ratio of total cost (10 for linear
// work; the median of the runs' ratios, n and 10 n measured in turn) and makes the process exit 1
// when a pair's ratio passes 15.

/// One measured size of a scaling workload: its line's name, the figure per item, the items.
struct ScalingFigure {
    let name: String
    let perItem: Double
    let items: Int
    var total: Double { perItem * Double(items) }
}

/// The figures measured this run, by name (for the ratios).
@MainActor var scalingFigures: [String: ScalingFigure] = [:]

@MainActor func record(_ name: String, unit: String, perItem: Double, items: Int, correct: Bool, _ note: String) {
    scalingFigures[name] = ScalingFigure(name: name, perItem: perItem, items: items)
    print("responderkit \(name) \(unit)=\(Int(perItem.rounded()))   (\(note); answer \(correct ? "checked" : "WRONG"))")
}

/// One size's result: its median time of the runs and whether every run's answer checked.
struct SizeResult {
    let name: String
    let count: Int
    let time: Double
    let correct: Bool
}

/// Measures the wanted sizes of one scaling pair. When both are wanted they run in turn, run by run
/// (n, then 10 n, `runs` times), so that a machine whose speed drifts slows both alike: each size's
/// figure is the median of its runs, and the pair's ratio (kept in `scalingRatios`) the median of the
/// runs' ratios of total cost.
@MainActor func measurePair<W>(_ sizes: [(name: String, count: Int)], make: (Int) -> W, timed: (W) -> Void,
                               check: (W) -> Bool) -> [SizeResult] {
    let wantedSizes = sizes.filter { wantedScaling($0.name) }
    var times = Array(repeating: [Double](), count: wantedSizes.count)
    var correct = Array(repeating: true, count: wantedSizes.count)
    for _ in 0..<max(runs, 1) {
        for (k, size) in wantedSizes.enumerated() {
            do {
                let workload = make(size.count)
                let start = now()
                timed(workload)
                times[k].append(Double(now() - start))
                correct[k] = check(workload) && correct[k]
            }
            // The run's views are freed; one layout pass, untimed, retires their constraints, so
            // that the next run's figure is its own work only.
            UIView().layoutIfNeeded()
        }
    }
    if wantedSizes.count == 2 {
        scalingRatios[wantedSizes[1].name] = median(zip(times[0], times[1]).map { $1 / $0 })
    }
    return wantedSizes.indices.map {
        SizeResult(
            name: wantedSizes[$0].name, count: wantedSizes[$0].count, time: median(times[$0]), correct: correct[$0])
    }
}

/// The pairs' ratios of total cost (10 n over n) measured in turn, by the larger line's name.
@MainActor var scalingRatios: [String: Double] = [:]

@MainActor func runScalingLines() {
    let forms = measurePair([("form100-build", 50), ("form1k-build", 500)], make: { FormWorkload(rows: $0) },
                            timed: { $0.build() }, check: { $0.check(width: 390) })
    for size in forms {
        record(size.name, unit: "ns_per_layout", perItem: size.time, items: 1, correct: size.correct,
               "\(size.count * 2) views, every constraint activated, then laid out")
    }
    if wantedScaling("form1k-resize") || wantedScaling("form1k-constant") {
        let form = FormWorkload(rows: 500)
        form.build()
        let count = max(Int(200 * scale), 2)
        if wantedScaling("form1k-resize") {
            var width: CGFloat = 390
            let per = medianNanoseconds(perItemOf: count) {
                for _ in 0..<count {
                    width = width == 390 ? 400 : 390
                    form.resize(to: width)
                }
            }
            record(
                "form1k-resize", unit: "ns_per_layout", perItem: per, items: 1, correct: form.check(width: width),
                "the content's width 390 ↔ 400")
        }
        if wantedScaling("form1k-constant") {
            var gap: CGFloat = 8
            let per = medianNanoseconds(perItemOf: count) {
                for _ in 0..<count {
                    gap = gap == 8 ? 9 : 8
                    form.changeSpacing(to: gap)
                }
            }
            record(
                "form1k-constant", unit: "ns_per_layout", perItem: per, items: 1,
                correct: form.check(width: form.width.constant), "row 250's top gap 8 ↔ 9")
        }
    }
    for size in measurePair([("push-pop-50", 50), ("push-pop-500", 500)], make: { ScalingWorkloads.pushPop(count: $0) },
                            timed: { $0.run() }, check: { $0.check() }) {
        record(
            size.name, unit: "ns_per_push", perItem: size.time / Double(size.count), items: size.count,
            correct: size.correct,
               "\(size.count) pushes, then pop to root")
    }
    for size in measurePair([("diffable-reverse-1k", 1_000), ("diffable-reverse-10k", 10_000)],
        make: { ScalingWorkloads.ItemTable(count: $0) }, timed: { $0.applyReversed() }, check: { $0.checkReversed() })
    {
        record(
            size.name, unit: "ns_per_item", perItem: size.time / Double(size.count), items: size.count,
            correct: size.correct,
               "\(size.count) items applied in reverse order")
    }
    for size in measurePair([("cancel-animations-1k", 1_000), ("cancel-animations-10k", 10_000)],
        make: { ScalingWorkloads.cancelAnimations(count: $0) }, timed: { $0.cancel() }, check: { $0.check() })
    {
        record(
            size.name, unit: "ns_per_view", perItem: size.time / Double(size.count), items: size.count,
            correct: size.correct,
               "removeAllAnimations on \(size.count) animating views")
    }
    for size in measurePair([("textview-type-10k", 10_000), ("textview-type-100k", 100_000)],
        make: { ScalingWorkloads.TextViewTyping(lines: $0) }, timed: { $0.type(keys: 100) }, check: { $0.check() })
    {
        record(size.name, unit: "ns_per_key", perItem: size.time / 100, items: 100, correct: size.correct,
               "100 keys typed at the end of \(size.count) lines of 40 characters")
    }
    if chosen.contains("scaling") { checkScalingRatios() }
}

/// Prints each pair's ratio of total cost and exits 1 when one passes 15 (linear work gives 10).
@MainActor func checkScalingRatios() {
    let pairs = [("form100-build", "form1k-build"), ("push-pop-50", "push-pop-500"),
                 ("diffable-reverse-1k", "diffable-reverse-10k"), ("cancel-animations-1k", "cancel-animations-10k"),
                 ("textview-type-10k", "textview-type-100k")]
    var failed: [String] = []
    for (small, large) in pairs {
        guard let n = scalingFigures[small], let tenN = scalingFigures[large] else { continue }
        let ratio = scalingRatios[large] ?? tenN.total / n.total
        print(
            "responderkit scaling \(large)/\(small) ratio=\(String(format: "%.1f", ratio))   (10 is linear; at most 15)"
        )
        if ratio > 15 { failed.append("\(large)/\(small)") }
    }
    if !failed.isEmpty {
        print("responderkit scaling FAILED: \(failed.joined(separator: ", ")) grew faster than 15× for 10× the work")
        exit(1)
    }
}

/// Whether a scaling line runs: named, nothing named, or `scaling` named (which runs them all).
@MainActor func wantedScaling(_ name: String) -> Bool { wanted(name) || chosen.contains("scaling") }
