import Benchmark
import Foundation
import ResponderKit
import Workloads

// package-benchmark suite: time, allocations and ARC traffic per operation for docs/Performance.md's
// workloads, the ten-finger move stream and a gesture-heavy variant.
//   swift package --package-path Benchmarks benchmark
// One "operation" is one hit-test query, one touch sequence (chain16) or one frame (the streams). The
// closures hop to the main actor once per thousand operations (scalingFactor .kilo): a hop allocates
// (a task and its continuation), and once per operation it would count as the operation's own.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    for (name, build) in [("deep64", Workloads.deep64), ("wide10k", Workloads.wide10k), ("app1k", Workloads.app1k)] {
        Benchmark("hitTest \(name)") { benchmark, root async in
            // ResponderKit runs on the main actor; one hop per measurement, outside the loop.
            let count = benchmark.scaledIterations.count
            let found = await MainActor.run { Workloads.hitTest(root.value, queries: count) }
            blackHole(found)
        } setup: {
            await MainActor.run { UncheckedBox(build()) }
        }
    }

    Benchmark("dispatch chain16 (per sequence)", configuration: .init(scalingFactor: .kilo)) { benchmark, chain async in
        let count = benchmark.scaledIterations.count
        await MainActor.run { chain.value.run(sequences: count) }
    } setup: {
        await MainActor.run { UncheckedBox(Chain16()) }
    }

    Benchmark("scroll10k: offset + 1 pt, then a hit-test (per frame)", configuration: .init(scalingFactor: .kilo)) {
        benchmark, scroll async in
        let count = benchmark.scaledIterations.count
        await MainActor.run { scroll.value.run(frames: count) }
    } setup: {
        await MainActor.run { UncheckedBox(Scroll10k()) }
    }

    Benchmark("animate1k: 50 views moved, then a hit-test (per frame)", configuration: .init(scalingFactor: .kilo)) {
        benchmark, animation async in
        let count = benchmark.scaledIterations.count
        await MainActor.run { animation.value.run(frames: count) }
    } setup: {
        await MainActor.run { UncheckedBox(Animate1k()) }
    }

    // render-table-scroll: a 10-point scroll of a 1,000-row table, then the table's region drawn again
    // (Cairo and Pango: skipped without them). One operation is one frame.
    if ScreenCompositor.isAvailable {
        Benchmark("render-table-scroll (per frame)",
            configuration: .init(warmupIterations: 20, scalingFactor: .one, maxIterations: 200)
        ) { benchmark, render async in
            let count = benchmark.scaledIterations.count
            await MainActor.run { for _ in 0..<count { render.value.scrollFrame() } }
        } setup: {
            await MainActor.run { UncheckedBox(RenderTable()) }
        }
    }

    // animate-views1k: a frame of 1,000 views animating (frame and alpha) allocates nothing. The
    // animations last long enough (10,000 s) that every measured frame is a running one.
    Benchmark(
        "animate-views1k: a frame of 1,000 animating views, then a hit-test", configuration: .init(scalingFactor: .kilo)
    ) { benchmark, workload async in
        let count = benchmark.scaledIterations.count
        await MainActor.run { workload.value.run(frames: count) }
    } setup: {
        await MainActor.run { UncheckedBox(AnimateViews1k.running(duration: 10_000)) }
    }

    // A turn of the main loop with nothing to do — input drained, the run loop polled, the
    // frame clock asked whether it has work — allocates nothing.
    Benchmark("main loop: an idle turn", configuration: .init(scalingFactor: .kilo)) { benchmark, application async in
        let count = benchmark.scaledIterations.count
        await MainActor.run {
            for _ in 0..<count {
                application.value.processPendingEvents()
                application.value.runMainLoopSources(until: .distantPast)
                blackHole(application.value.needsFrames)
            }
        }
    } setup: {
        await MainActor.run { UncheckedBox(UIApplication.shared) }
    }

    for (name, withGestureRecognizers) in [("", false), (" with gesture recognizers", true)] {
        Benchmark("touchesMoved ten fingers over app1k\(name) (per frame)", configuration: .init(scalingFactor: .kilo))
        { benchmark, stream async in
            let count = benchmark.scaledIterations.count
            await MainActor.run { stream.value.move(frames: count) }
        } setup: {
            await MainActor.run { UncheckedBox(TenFingerStream(withGestureRecognizers: withGestureRecognizers)) }
        }
    }
}

/// Hands main-actor objects to the benchmark closures, which run on the main thread.
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
