import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitExamples

/// Runs the seed articles' examples through real raw input and prints what every responder received;
/// explains and draws where a touch goes.
@main
struct ResponderKitDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responderkit-demo",
        abstract: "Run the examples of the seed articles on ResponderKit and show what each responder received.",
        subcommands: [Run.self, Explain.self],
        defaultSubcommand: Run.self
    )
}

/// `responderkit-demo [--list] [--scenario NAME] [--svg DIR]`
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the scenarios (all of them by default).")

    @Flag(name: .long, help: "List the scenarios and exit.")
    var list = false

    @Option(name: .long, help: "Run only this scenario (see --list).")
    var scenario: String?

    @Option(name: .long, help: "Also write a picture (SVG) of each scenario's last touch into this directory.")
    var svg: String?

    @Flag(
        name: .long, help: "Show the tracer's timeline: hit-test verdicts, deliveries and hand-offs between the lines.")
    var trace = false

    mutating func run() throws {
        if list {
            for scenario in SeedScenarios.all {
                Swift.print("\(scenario.name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(scenario.title)")
            }
            return
        }
        let chosen = try Explain.scenarios(named: scenario)
        let directory = svg.map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let directory { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        let output = try MainActor.assumeIsolated { () throws -> String in
            var text = ""
            for scenario in chosen {
                var picture: String?
                // The tracer's timeline goes into the transcript where each step happens: in full with
                // --trace; by default only the dispatch steps (hit-test view, cancellations, recognizers).
                let tracer = EventTracer(capacity: 1_000_000)
                let full = trace
                tracer.onRecord = { record in
                    if full {
                        Scenario.note(trace: "⋯ \(record)")
                    } else if let line = Run.compact(record) {
                        Scenario.note(trace: "⋯ \(line)")
                    }
                }
                UIApplication.shared.tracer = tracer
                defer { UIApplication.shared.tracer = nil }
                let lines = scenario.run { window, touch in
                    guard directory != nil, let window else { return }
                    let point = touch.map { window.convert($0, from: nil as UIWindow?) }
                    picture = EventTracer.svg(of: window, touchAt: point)
                }
                if let directory, let picture {
                    try picture.write(
                        to: directory.appendingPathComponent("\(scenario.name).svg"), atomically: true, encoding: .utf8)
                }
                text += Run.render(scenario, lines)
            }
            return text
        }
        Swift.print(output, terminator: "")
        if let svg { Swift.print("pictures written to \(svg)") }
    }

    /// The dispatch steps the default output shows.
    static func compact(_ record: TraceRecord) -> String? {
        switch record.kind {
        case let .hitTestResult(_, view, _): return "hit-test view: \(view.map { "\($0)" } ?? "none")"
        case .touchesCancelled, .recognizerState, .firstResponderChanged: return "\(record)"
        default: return nil
        }
    }

    static func render(_ scenario: Scenario, _ lines: [String]) -> String {
        var out = "== \(scenario.name): \(scenario.title)\n"
        out += "   \(scenario.claim)\n"
        for line in lines {
            out +=
                line.hasPrefix("▶") || line.hasPrefix("·") || line.hasPrefix("⋯") ? "   \(line)\n" : "       \(line)\n"
        }
        return out + "\n"
    }
}

/// `responderkit-demo explain SCENARIO [--at X,Y] [--expect IDENTIFIER] [--svg FILE]`
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Run a scenario, then explain where a touch goes and why: at a point (window coordinates), or the "
                + "scenario's last touch."
    )

    @Argument(help: "The scenario (see --list).")
    var scenario: String

    @Option(name: .long, help: "The point, as X,Y in the window's coordinates; without it, the scenario's last touch.")
    var at: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The accessibility identifier of the view you expected to get the touch: the explanation says why it "
                + "did not (with the constraints that placed it, when it lies elsewhere)."))
    var expect: String?

    @Option(name: .long, help: "Also write the picture (SVG) to this file.")
    var svg: String?

    mutating func run() throws {
        var point: CGPoint?
        if let at {
            let parts = at.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2 else { throw ValidationError("--at takes X,Y, for example --at 150,150") }
            point = CGPoint(x: parts[0], y: parts[1])
        }
        guard let found = SeedScenarios.named(scenario) else {
            throw ValidationError("no scenario named '\(scenario)'; run with --list to see them")
        }
        let requested = point
        let expected = expect
        let (text, picture) = MainActor.assumeIsolated { () -> (String, String?) in
            var text = "no window was shown"
            var picture: String?
            let tracer = EventTracer(capacity: 1_000_000)
            UIApplication.shared.tracer = tracer
            defer { UIApplication.shared.tracer = nil }
            _ = found.run { window, lastTouch in
                guard let window else { return }
                UIApplication.shared.tracer = nil
                let where_ = requested ?? lastTouch.map { window.convert($0, from: nil as UIWindow?) } ?? .zero
                let expectedView = expected.flatMap { Self.view(identified: $0, in: window) }
                text = EventTracer.explain(window: window, at: where_, expected: expectedView).text
                if let expected, expectedView == nil { text += "\n(no view identified '\(expected)' in the window)" }
                if requested == nil, let story = tracer.explainLastTouch() {
                    text = "The scenario's last touch:\n" + story + "\n\n" + text
                }
                picture = EventTracer.svg(of: window, touchAt: where_)
            }
            return (text, picture)
        }
        Swift.print(text)
        if let svg, let picture {
            try picture.write(toFile: svg, atomically: true, encoding: .utf8)
            Swift.print("picture written to \(svg)")
        }
    }

    /// The view of `window`'s tree whose accessibility identifier is `identifier`.
    @MainActor static func view(identified identifier: String, in window: UIWindow) -> UIView? {
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if view.accessibilityIdentifier == identifier { return view }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    static func scenarios(named name: String?) throws -> [Scenario] {
        guard let name else { return SeedScenarios.all }
        guard let found = SeedScenarios.named(name) else {
            throw ValidationError("no scenario named '\(name)'; run with --list to see them")
        }
        return [found]
    }
}
