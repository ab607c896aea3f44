import Foundation
import ResponderKit
import Workloads

// responderkit-bench: one line per WORKLOADS.md workload, median of 5 runs, in the form the peers'
// figures use —
//   responderkit deep64 ns_per_query=N
//   responderkit chain16 ns_per_sequence=N
// Options: --runs R (default 5), --scale F (multiplies the number of queries and sequences; default 1),
// and workload names to run only those.

/// Nanoseconds of the monotonic clock.
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
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

MainActor.assumeIsolated {
    for (name, build) in [("deep64", Workloads.deep64), ("wide10k", Workloads.wide10k), ("app1k", Workloads.app1k)] where wanted(name) {
        let root = build()
        let queries = max(Int(1_000_000 * scale), 1)
        _ = Workloads.hitTest(root, queries: min(queries, 10_000))  // warm-up: caches and any lazy index
        var perQuery: [Double] = []
        var found = 0
        for _ in 0..<runs {
            let start = now()
            found = Workloads.hitTest(root, queries: queries)
            perQuery.append(Double(now() - start) / Double(queries))
        }
        print("responderkit \(name) ns_per_query=\(Int(median(perQuery).rounded()))   (\(found) of \(queries) points hit a view)")
    }
    for name in ["tenfingers", "tenfingers-gestures"] where chosen.contains(name) {
        // Not WORKLOADS.md lines: ten fingers moving over app1k, per frame, without and with gesture
        // recognizers (only when asked for).
        let stream = TenFingerStream(withGestureRecognizers: name == "tenfingers-gestures")
        let frames = max(Int(100_000 * scale), 1)
        stream.move(frames: min(frames, 1_000))
        var perFrame: [Double] = []
        for _ in 0..<runs {
            let start = now()
            stream.move(frames: frames)
            perFrame.append(Double(now() - start) / Double(frames))
        }
        stream.end()
        print("responderkit \(name) ns_per_frame=\(Int(median(perFrame).rounded()))")
    }
    if wanted("chain16") && !chosen.allSatisfy({ $0.hasPrefix("tenfingers") }) || chosen.isEmpty {
        let chain = Chain16()
        let sequences = max(Int(100_000 * scale), 1)
        chain.run(sequences: min(sequences, 1_000))
        var perSequence: [Double] = []
        for _ in 0..<runs {
            let start = now()
            chain.run(sequences: sequences)
            perSequence.append(Double(now() - start) / Double(sequences))
        }
        let phases = chain.root.counts.reduce(0, +) / max(chain.deepest.counts.reduce(0, +), 1)
        print("responderkit chain16 ns_per_sequence=\(Int(median(perSequence).rounded()))   (each phase reached the root \(phases == 1 ? "as well as" : "NOT as") the deepest view)")
    }
}
