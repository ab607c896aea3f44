import Foundation
import Testing

#if os(Linux)
private let runsOnLinux = true
#else
private let runsOnLinux = false
#endif

/// The example app (Examples/NotesApp) on Linux's accessibility bus, read and operated as a screen
/// reader does: scripts/atspi-end-to-end.sh starts a private D-Bus session with the AT-SPI bus, the app
/// under Xvfb, and scripts/atspi-client.py — pyatspi, the library Orca reads applications with — which
/// finds the app, walks its tree (names, roles, states, extents), clicks Load through the Action
/// interface and waits for the rows it loads.
@Suite("The example app on the accessibility bus", .serialized, .enabled(if: runsOnLinux))
struct AccessibilityBusEndToEndTests {
    static var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test("pyatspi finds the app, reads its window, heading, buttons and tabs, clicks Load, and sees the rows")
    func screenReaderReadsAndOperatesTheApp() throws {
        let executable = Self.root.appendingPathComponent("Examples/NotesApp/.build/debug/NotesApp")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("\(executable.path) is not built: swift build --package-path Examples/NotesApp")
            return
        }
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent("scripts/atspi-end-to-end.sh")
        process.arguments = [executable.path]
        var environment = ProcessInfo.processInfo.environment
        environment["ATSPI_END_TO_END_SESSION"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("ATSPI OK"), "\(text)")
        #expect(text.contains("rows: Milk, Eggs"), "\(text)")
        #expect(text.contains("'Load' push button"), "\(text)")
    }
}
