import Foundation
import ResponderKit
import Workloads

// WORKLOADS.md's round-4 lines: each workload at n and 10 n, with its answer check. Each prints its
// figure; `scaling` (only when named) then prints every pair's ratio of total cost (10 for linear
// work) and makes the process exit 1 when a pair's ratio passes 15.

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

/// The medians of `runs` fresh instances: `make` builds one (untimed), `timed` runs it, `check` checks it.
@MainActor func medianOfFresh<W>(_ make: () -> W, timed: (W) -> Void, check: (W) -> Bool) -> (Double, Bool) {
    var times: [Double] = []
    var correct = true
    for _ in 0..<max(runs, 1) {
        let workload = make()
        let start = now()
        timed(workload)
        times.append(Double(now() - start))
        correct = check(workload) && correct
    }
    return (median(times), correct)
}

@MainActor func runScalingLines() {
    for (name, rows) in [("form100-build", 50), ("form1k-build", 500)] where wantedScaling(name) {
        let (time, correct) = medianOfFresh({ FormWorkload(rows: rows) }, timed: { $0.build() }, check: { $0.check(width: 390) })
        record(name, unit: "ns_per_layout", perItem: time, items: 1, correct: correct, "\(rows * 2) views, every constraint activated, then laid out")
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
            record("form1k-resize", unit: "ns_per_layout", perItem: per, items: 1, correct: form.check(width: width), "the content's width 390 ↔ 400")
        }
        if wantedScaling("form1k-constant") {
            var gap: CGFloat = 8
            let per = medianNanoseconds(perItemOf: count) {
                for _ in 0..<count {
                    gap = gap == 8 ? 9 : 8
                    form.changeSpacing(to: gap)
                }
            }
            record("form1k-constant", unit: "ns_per_layout", perItem: per, items: 1, correct: form.check(width: form.width.constant), "row 250's top gap 8 ↔ 9")
        }
    }
    for (name, count) in [("push-pop-50", 50), ("push-pop-500", 500)] where wantedScaling(name) {
        let (time, correct) = medianOfFresh({ ScalingWorkloads.pushPop(count: count) }, timed: { $0.run() }, check: { $0.check() })
        record(name, unit: "ns_per_push", perItem: time / Double(count), items: count, correct: correct, "\(count) pushes, then pop to root")
    }
    for (name, count) in [("diffable-reverse-1k", 1_000), ("diffable-reverse-10k", 10_000)] where wantedScaling(name) {
        let (time, correct) = medianOfFresh({ ScalingWorkloads.ItemTable(count: count) }, timed: { $0.applyReversed() }, check: { $0.checkReversed() })
        record(name, unit: "ns_per_item", perItem: time / Double(count), items: count, correct: correct, "\(count) items applied in reverse order")
    }
    for (name, count) in [("cancel-animations-1k", 1_000), ("cancel-animations-10k", 10_000)] where wantedScaling(name) {
        let (time, correct) = medianOfFresh({ ScalingWorkloads.cancelAnimations(count: count) }, timed: { $0.cancel() }, check: { $0.check() })
        record(name, unit: "ns_per_view", perItem: time / Double(count), items: count, correct: correct, "removeAllAnimations on \(count) animating views")
    }
    for (name, lines) in [("textview-type-10k", 10_000), ("textview-type-100k", 100_000)] where wantedScaling(name) {
        let (time, correct) = medianOfFresh({ ScalingWorkloads.TextViewTyping(lines: lines) }, timed: { $0.type(keys: 100) }, check: { $0.check() })
        record(name, unit: "ns_per_key", perItem: time / 100, items: 100, correct: correct, "100 keys typed at the end of \(lines) lines of 40 characters")
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
        let ratio = tenN.total / n.total
        print("responderkit scaling \(large)/\(small) ratio=\(String(format: "%.1f", ratio))   (10 is linear; at most 15)")
        if ratio > 15 { failed.append("\(large)/\(small)") }
    }
    if !failed.isEmpty {
        print("responderkit scaling FAILED: \(failed.joined(separator: ", ")) grew faster than 15× for 10× the work")
        exit(1)
    }
}

/// Whether a scaling line runs: named, nothing named, or `scaling` named (which runs them all).
@MainActor func wantedScaling(_ name: String) -> Bool { wanted(name) || chosen.contains("scaling") }
