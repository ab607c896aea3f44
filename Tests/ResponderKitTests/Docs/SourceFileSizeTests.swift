import Foundation
import Testing

// Small files, one concept each — no source file over 400 lines.

/// The repository's root, found from this file's place in it.
private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

// No exceptions: UIView.swift, whose class body must declare every member an app overrides (Swift
// without the Objective-C runtime cannot override a member declared in an extension), keeps each
// as a one-line entry point into the file of its concept and stays under the limit too.

@Suite("Source files stay small")
struct SourceFileSizeTests {
    @Test("No Swift file under Sources/ or the packages' Sources/ is over 400 lines, UIView.swift included")
    func noFileOver400Lines() throws {
        var over: [String] = []
        var checked = 0
        for folder in ["Sources", "Backends/SDL/Sources", "Tools/responderkit-port/Sources", "Examples/NotesApp/Sources"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = "\(folder)/\(relative)"
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                checked += 1
                if lines > 400 { over.append("\(path): \(lines) lines") }
            }
        }
        #expect(checked > 300, "the scan found only \(checked) files: is the root right?")
        #expect(over.isEmpty, "split these into files of one concept each: \(over)")
    }
}
