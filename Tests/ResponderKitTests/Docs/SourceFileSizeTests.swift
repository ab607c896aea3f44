import Foundation
import Testing

// Small files, one concept each — no source file over 400 lines — and no line wider than 120 columns.

/// The repository's root, found from this file's place in it.
private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

// No exceptions: UIView.swift, whose class body must declare every member an app overrides (Swift
// without the Objective-C runtime cannot override a member declared in an extension), keeps each
// as a one-line entry point into the file of its concept and stays under the limit too.

@Suite("Source files stay small")
struct SourceFileSizeTests {
    @Test("No Swift file under Sources/, Tools/ or the packages' Sources/ is over 400 lines, UIView.swift included")
    func noFileOver400Lines() throws {
        var over: [String] = []
        var checked = 0
        for folder in [
            "Sources", "Backends/SDL/Sources", "Tools/responderkit-port/Sources", "Examples/NotesApp/Sources",
            "Tools/responderkit-solver-bench", "Tools/responderkit-solver-check",
        ] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = "\(folder)/\(relative)"
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                let lines =
                    text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                checked += 1
                if lines > 400 { over.append("\(path): \(lines) lines") }
            }
        }
        #expect(checked > 300, "the scan found only \(checked) files: is the root right?")
        #expect(over.isEmpty, "split these into files of one concept each: \(over)")
    }

    @Test("No line of Swift in the repository is wider than 120 columns, outside a multi-line string's text")
    func noLineOver120Columns() throws {
        var wide: [String] = []
        var checked = 0
        let folders = ["Sources", "Tests", "Backends/SDL", "Tools", "Examples/NotesApp", "Benchmarks"]
        for folder in folders {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift"), !relative.contains(".build/") else { continue }
                // The port tool's inputs and golden outputs are data: iOS code as its authors wrote it, and the
                // files the tool writes, compared byte for byte.
                let data = ["Fixtures/", "PortedStoryboardApp/", "PortedExampleApp/"]
                if data.contains(where: { relative.contains($0) }) { continue }
                let path = "\(folder)/\(relative)"
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                checked += 1
                // A multi-line string's text is data (a fixture, generated code, a template): its lines are
                // what they must be. Its delimiters toggle the state; the lines that hold one are code.
                var insideString = false
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let delimiters = line.ranges(of: "\"\"\"").count
                    let isText = insideString && delimiters == 0
                    if delimiters % 2 == 1 { insideString.toggle() }
                    if !isText && line.count > 120 { wide.append("\(path):\(number + 1) (\(line.count))") }
                }
            }
        }
        #expect(checked > 600, "the scan found only \(checked) files: is the root right?")
        #expect(wide.isEmpty, "wrap these lines at 120 columns (swift-format with .swift-format does most): \(wide)")
    }
}
