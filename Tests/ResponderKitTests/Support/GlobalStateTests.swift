import Foundation
import Testing

/// No process-wide state the compiler cannot check. Every `static` or global variable in
/// Sources/ResponderKit is per-application state (Application/ApplicationContext.swift), main-actor
/// isolated, a lock (`Mutex`) or an atomic (`Atomic`) — none is `nonisolated(unsafe)`. Instance
/// stored properties and locals marked `nonisolated(unsafe)` are another matter and not counted here.
@Suite("Global state: no nonisolated(unsafe) static or global in the core")
struct GlobalStateTests {
    /// The `nonisolated(unsafe)` declarations of Sources/ResponderKit that are `static` or global
    /// (written at the start of a line, outside any type), as "File.swift:line: text".
    static func unsafeStaticsAndGlobals() throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ResponderKit")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        var scanned = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            scanned += 1
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), code.contains("nonisolated(unsafe)") else { continue }
                let isGlobal = !(line.first?.isWhitespace ?? true)
                let isStatic = code.contains("static ") || code.contains("class var ")
                if isGlobal || isStatic { found.append("\(url.lastPathComponent):\(number + 1): \(code)") }
            }
        }
        #expect(scanned > 200, "the scan found the sources (\(scanned) files at \(sources.path))")
        return found
    }

    @Test("no static or global in Sources/ResponderKit is nonisolated(unsafe)")
    func noUnsafeStaticsOrGlobals() throws {
        let found = try Self.unsafeStaticsAndGlobals()
        #expect(
            found.isEmpty,
            """
                process-wide state must be per application, main-actor isolated, a Mutex or an \
                Atomic:\n\(found.joined(separator: "\n"))
                """
        )
    }
}
