import Foundation
import Testing

// One checked way to hold a reference without retaining it. Outside
// Support/Unretained.swift no source of the core uses `unowned(unsafe)`, `Unmanaged`, `withUnretained`
// or `_withUnsafeGuaranteedRef`, every `@exclusivity(unchecked)` carries the benchmark figure that
// justifies it, and every `nonisolated(unsafe)` the reason isolation cannot be checked there.

/// The core's sources, found from this file's place in the repository.
// also when reached through Sanitizers/'s link to Support/
private let sources = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ResponderKit")

/// How many `nonisolated(unsafe)` the core keeps: none. What nonisolated code must reach of a view
/// (the walk up the tree, compaction, `deinit`) is in a `Sendable` cell of Support/
/// (ViewWalkFields, OwnerLink), and the selector forms hand values over through MainActorHandoff.
private let uncheckedIsolationLimit = 0

/// Where unchecked exclusivity and ``Unretained`` may appear in code: the hot paths the benchmarks
/// measure (hit-testing, delivery, gestures, events) and Support/ (the checked types, and the cells
/// that hold the per-view fields those paths read: ViewWalkFields, OwnerLink).
private let hotPathFolders = ["HitTesting/", "Delivery/", "Gestures/", "Events/", "Support/"]

/// The one file allowed to hold the unretained constructs.
private let unretainedFile = "Support/Unretained.swift"

/// The constructs that skip retains without a check.
private let unsafeConstructs = ["unowned(unsafe)", "Unmanaged", "withUnretained(", "_withUnsafeGuaranteedRef"]

/// Every Swift file of the core with its path below `Sources/ResponderKit` and its lines of code,
/// comments cut off (`//` to the end of the line: the docs may name the constructs).
private func codeLines() throws -> [(path: String, lines: [Substring])] {
    var files: [(String, [Substring])] = []
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let comment = line.range(of: "//") else { return line }
            return line[..<comment.lowerBound]
        }
        files.append((String(url.path.dropFirst(sources.path.count + 1)), lines))
    }
    return files.sorted { $0.0 < $1.0 }
}

/// Counts each construct in `files`, and where each was found.
private func census(
    _ files: [(path: String, lines: [Substring])], counting: (String, Substring) -> Bool
) -> (counts: [String: Int], places: [String]) {
    var counts: [String: Int] = [:]
    var places: [String] = []
    for (path, lines) in files where path != unretainedFile {
        for (number, line) in lines.enumerated() where counting(path, line) {
            for construct in unsafeConstructs where line.contains(construct) {
                counts[construct, default: 0] += line.components(separatedBy: construct).count - 1
                places.append("\(path):\(number + 1): \(construct)")
            }
        }
    }
    return (counts, places)
}

@Suite struct UnsafeConstructCountTests {
    @Test func onlyUnretainedSkipsRetains() throws {
        let files = try codeLines()
        #expect(files.count > 100, "found the core's sources at \(sources.path)")
        let outside = census(files) { _, _ in true }
        #expect(outside.places.isEmpty, """
            unretained constructs outside Support/Unretained.swift \
            (use Unretained, with what holds the object in `heldBy:`): \
            \(unsafeConstructs.map { "\($0) \(outside.counts[$0] ?? 0)" }.joined(separator: ", ")) — \
            \(outside.places.joined(separator: "; "))
            """)
    }

    @Test func uncheckedSpeedStaysInTheHotPaths() throws {
        var outside: [String] = []
        for (path, lines) in try codeLines()
        where !hotPathFolders.contains(where: path.hasPrefix) {
            for (number, line) in lines.enumerated()
            where line.contains("@exclusivity(unchecked)") || line.contains("Unretained") {
                outside.append("\(path):\(number + 1)")
            }
        }
        #expect(outside.isEmpty, """
            unchecked exclusivity or Unretained outside the hot paths and Support/ (use plain Swift, or a \
            checked type from Support/ such as UncheckedCell or Array.forEachHeld, and measure with \
            scripts/ab-bench.sh): \(outside.joined(separator: ", "))
            """)
    }

    @Test func everyUncheckedExclusivityHasItsFigure() throws {
        // A figure: `// <bench line>: <with> → <without> <unit> without …`, on the line or the one before; the
        // unit a time or callgrind's instruction count.
        let figure = /\/\/.*[a-z0-9-]+: [0-9.,]+ → [0-9.,]+ (ns|µs|ms|instructions) without/
        var annotated = 0
        var missing: [String] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = String(url.path.dropFirst(sources.path.count + 1))
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
                guard code.contains("@exclusivity(unchecked)") else { continue }
                annotated += 1
                let before = index > 0 ? lines[index - 1] : ""
                if line.firstMatch(of: figure) == nil && before.firstMatch(of: figure) == nil {
                    missing.append("\(path):\(index + 1)")
                }
            }
        }
        #expect(missing.isEmpty, """
            \(missing.count) of \(annotated) @exclusivity(unchecked) without a benchmark figure (measure with \
            scripts/ab-bench.sh; remove the ones no line needs): \(missing.joined(separator: ", "))
            """)
    }

    @Test func everyUncheckedIsolationHasItsReason() throws {
        // A reason: `// Isolation unchecked: <what reaches it off the checked path> … <what keeps it on the
        // main actor>`, one line, among the `//` lines directly above (a benchmark figure may sit between).
        let reason = /^\s*\/\/ Isolation unchecked: .{40,}/
        var found = 0
        var missing: [String] = []
        let files = try codeLines()
        #expect(files.count > 100, "found the core's sources at \(sources.path)")
        for (path, _) in files {
            let lines = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
                guard code.contains("nonisolated(unsafe)") else { continue }
                found += code.components(separatedBy: "nonisolated(unsafe)").count - 1
                var above = index - 1
                var explained = false
                while above >= 0 {
                    let comment = lines[above].drop(while: { $0 == " " })
                    guard comment.hasPrefix("//"), !comment.hasPrefix("///") else { break }
                    if lines[above].firstMatch(of: reason) != nil { explained = true }
                    above -= 1
                }
                if !explained { missing.append("\(path):\(index + 1)") }
            }
        }
        #expect(missing.isEmpty, """
            \(missing.count) of \(found) nonisolated(unsafe) without a `// Isolation unchecked: …` line above \
            (say what reaches it outside the main actor's checks and what keeps that safe, or use a checked \
            form: MainActor.assumeIsolated, an atomic, a Sendable value): \(missing.joined(separator: ", "))
            """)
        #expect(found <= uncheckedIsolationLimit, """
            \(found) nonisolated(unsafe) in the core, more than the \(uncheckedIsolationLimit) it keeps: \
            use a checked form \
            (or, if one more is truly needed, raise the limit with its reason)
            """)
    }
}
