import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitExamples

/// Runs the seed articles' examples through real raw input and prints what every responder received.
@main
struct ResponderKitDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responderkit-demo",
        abstract: "Run the examples of the seed articles on ResponderKit and show what each responder received."
    )

    @Flag(name: .long, help: "List the scenarios and exit.")
    var list = false

    @Option(name: .long, help: "Run only this scenario (see --list).")
    var scenario: String?

    mutating func run() throws {
        if list {
            for scenario in SeedScenarios.all {
                Swift.print("\(scenario.name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(scenario.title)")
            }
            return
        }
        let chosen: [Scenario]
        if let name = scenario {
            guard let found = SeedScenarios.named(name) else {
                throw ValidationError("no scenario named '\(name)'; run with --list to see them")
            }
            chosen = [found]
        } else {
            chosen = SeedScenarios.all
        }
        let text = MainActor.assumeIsolated { () -> String in
            chosen.map { render($0, $0.run()) }.joined(separator: "\n")
        }
        Swift.print(text, terminator: "")
    }

    private func render(_ scenario: Scenario, _ lines: [String]) -> String {
        var out = "== \(scenario.name): \(scenario.title)\n"
        out += "   \(scenario.claim)\n"
        for line in lines {
            if line.hasPrefix("▶") || line.hasPrefix("·") {
                out += "   \(line)\n"
            } else {
                out += "       \(line)\n"
            }
        }
        return out
    }
}
