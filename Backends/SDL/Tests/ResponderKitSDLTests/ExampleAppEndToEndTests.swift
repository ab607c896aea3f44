import Foundation
import Testing

#if os(Linux)
private let runsOnLinux = true
#else
private let runsOnLinux = false
#endif

/// Issue 19: the example app (Examples/NotesApp) — an `@main` app delegate, a root view controller, a
/// presented sheet with a text field — started under Xvfb. It links ResponderKitSDL and never names
/// it, so this also shows that linking the backend is enough for UIApplicationMain to open a window.
/// scripts/test.sh builds it first (`swift build --package-path Examples/NotesApp`).
@Suite("The example app in a real window", .serialized, .enabled(if: runsOnLinux))
struct ExampleAppEndToEndTests {
    static var executable: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples/NotesApp/.build/debug/NotesApp")
    }

    /// The app on a new Xvfb display, once it is active; `nil` (with an issue recorded) when it is not built.
    static func launch() throws -> (XvfbDisplay, WindowProcess)? {
        let executable = Self.executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("\(executable.path) is not built: swift build --package-path Examples/NotesApp (scripts/test.sh does it)")
            return nil
        }
        let display = try XvfbDisplay()
        let app = try WindowProcess(executable: executable, arguments: [], windowName: "NotesApp", readyLine: "active", on: display)
        return (display, app)
    }

    @Test("Launch, click New note, type into the presented sheet, press Return: the note is saved and the sheet dismissed; closing terminates")
    func addANote() throws {
        guard let (display, app) = try Self.launch() else { return }
        let (x, y) = app.origin
        try display.xdotool("mousemove", "\(x + 100)", "\(y + 62)", "click", "1")
        try app.waitFor("editor shown")
        try display.xdotool("type", "--delay", "30", "Milk")
        try display.xdotool("key", "Return")
        try app.waitFor("editor closed")
        #expect(app.responderLines == ["launched", "active", "new note", "editor shown", "saved \"Milk\"; 1 note", "editor closed"])
        try app.close(expecting: "terminating")
        #expect(app.responderLines.last == "terminating")
    }

    @Test("Issue 27: Load starts an async read from its action; the list fills, a banner shows, and asyncAfter hides it — while the window keeps running")
    func loadWithAsyncAwait() throws {
        guard let (display, app) = try Self.launch() else { return }
        let (x, y) = app.origin
        try display.xdotool("mousemove", "\(x + 280)", "\(y + 62)", "click", "1")
        try app.waitFor("banner shown")
        // The banner (yellow, across the top) is on screen…
        let shown = try app.screenshot(until: { $0.pixel(x + 5, y + 5) == [255, 255, 0] })
        #expect(shown.pixel(x + 5, y + 5) == [255, 255, 0])
        // …until asyncAfter's second has passed.
        try app.waitFor("banner hidden")
        let hidden = try app.screenshot(until: { $0.pixel(x + 5, y + 5) != [255, 255, 0] })
        #expect(hidden.pixel(x + 5, y + 5) != [255, 255, 0])
        #expect(app.responderLines == ["launched", "active", "loading", "loaded 2 notes", "banner shown", "banner hidden"])
        try app.close(expecting: "terminating")
    }

    @Test("Issue 29: resize the window — the app hears viewWillTransition, the constraints move Load (pinned to the trailing edge) to the new right edge, and a click there loads; the banner spans the new width")
    func resizeMovesTheLoadButton() throws {
        guard let (display, app) = try Self.launch() else { return }
        let (x, y) = app.origin
        try app.resize(width: 600, height: 700)
        // Printed from the coordinator's completion: the new frames are laid out by then, and the
        // click below comes after it in the window's input.
        try app.waitFor("resized to 600×700")
        // Load: 160 × 44, 20 points from the trailing edge, 40 below the top: centred at (500, 62)
        // now, outside the 390-point window it started in.
        try display.xdotool("mousemove", "\(x + 500)", "\(y + 62)", "click", "1")
        try app.waitFor("banner shown")
        let shown = try app.screenshot(until: { $0.pixel(x + 595, y + 5) == [255, 255, 0] })
        #expect(shown.pixel(x + 595, y + 5) == [255, 255, 0], "the banner reaches the new right edge")
        try app.waitFor("banner hidden")
        #expect(app.responderLines == ["launched", "active", "resizing to 600×700", "resized to 600×700",
                                       "loading", "loaded 2 notes", "banner shown", "banner hidden"])
        try app.close(expecting: "terminating")
    }
}
