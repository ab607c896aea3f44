import Foundation
import Testing

#if os(Linux)
private let runsOnLinux = true
#else
private let runsOnLinux = false
#endif

/// The example app (Examples/NotesApp) — an `@main` app delegate, a root view controller, a
/// presented sheet with a text field — started under Xvfb. It links ResponderKitSDL and never names
/// it, so this also shows that linking the backend is enough for UIApplicationMain to open a window.
/// scripts/test.sh builds it first (`swift build --package-path Examples/NotesApp`).
@Suite("The example app in a real window", .serialized, .enabled(if: runsOnLinux))
struct ExampleAppEndToEndTests {
    static var executable: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples/NotesApp/.build/debug/NotesApp")
    }

    /// The app on a new Xvfb display, once it is active; `nil` (with an issue recorded) when it is not built.
    static func launch() throws -> (XvfbDisplay, WindowProcess)? {
        let executable = Self.executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record(
                """
                    \(executable.path) is not built: swift build --package-path Examples/NotesApp (scripts/test.sh \
                    does it)
                    """
            )
            return nil
        }
        let display = try XvfbDisplay()
        let app = try WindowProcess(
            executable: executable, arguments: [], windowName: "NotesApp", readyLine: "active", on: display)
        return (display, app)
    }

    @Test(
        """
            Launch, click New note, type into the presented sheet, press Return: the note is saved and the sheet \
            dismissed; closing terminates
            """
    )
    func addANote() throws {
        guard let (display, app) = try Self.launch() else { return }
        let (x, y) = app.origin
        try display.xdotool("mousemove", "\(x + 100)", "\(y + 106)", "click", "1")
        try app.waitFor("editor shown")
        try display.xdotool("type", "--delay", "30", "Milk")
        try display.xdotool("key", "Return")
        try app.waitFor("editor closed")
        #expect(
            app.responderLines == [
                "launched", "active", "new note", "editor shown", "saved \"Milk\"; 1 note", "editor closed",
            ])
        try app.close(expecting: "terminating")
        #expect(app.responderLines.last == "terminating")
    }

    @Test(
        """
            Load starts an async read from its action; the list fills, a banner shows, and asyncAfter hides it — while \
            the window keeps running
            """
    )
    func loadWithAsyncAwait() throws {
        guard let (display, app) = try Self.launch() else { return }
        let (x, y) = app.origin
        try display.xdotool("mousemove", "\(x + 280)", "\(y + 106)", "click", "1")
        try app.waitFor("banner shown")
        // The banner (yellow, across the top of the screen, under the navigation bar) is on screen…
        let shown = try app.screenshot(until: { $0.pixel(x + 5, y + 50) == [255, 255, 0] })
        #expect(shown.pixel(x + 5, y + 50) == [255, 255, 0])
        // …until asyncAfter's second has passed.
        try app.waitFor("banner hidden")
        let hidden = try app.screenshot(until: { $0.pixel(x + 5, y + 50) != [255, 255, 0] })
        #expect(hidden.pixel(x + 5, y + 50) != [255, 255, 0])
        #expect(
            app.responderLines == ["launched", "active", "loading", "loaded 2 notes", "banner shown", "banner hidden"])
        try app.close(expecting: "terminating")
    }

    @Test(
        """
            Resize the window — the app hears viewWillTransition, the constraints move Load (pinned to the trailing \
            edge) to the new right edge, and a click there loads; the banner spans the new width
            """
    )
    func resizeMovesTheLoadButton() throws {
        guard let (display, app) = try Self.launch() else { return }
        let (x, y) = app.origin
        try app.resize(width: 600, height: 700)
        // Printed from the coordinator's completion: the new frames are laid out by then, and the
        // click below comes after it in the window's input.
        try app.waitFor("resized to 600×700")
        // Load: 160 × 44, 20 points from the trailing edge, 40 below the navigation bar: centred at
        // (500, 106) now, outside the 390-point window it started in.
        try display.xdotool("mousemove", "\(x + 500)", "\(y + 106)", "click", "1")
        try app.waitFor("banner shown")
        let shown = try app.screenshot(until: { $0.pixel(x + 595, y + 50) == [255, 255, 0] })
        #expect(shown.pixel(x + 595, y + 50) == [255, 255, 0], "the banner reaches the new right edge")
        try app.waitFor("banner hidden")
        #expect(app.responderLines == ["launched", "active", "resizing to 600×700", "resized to 600×700",
                                       "loading", "loaded 2 notes", "banner shown", "banner hidden"])
        try app.close(expecting: "terminating")
    }

    @Test(
        """
            The settings sheet — a segment, the slider's thumb dragged, a tap beside the page dots scrolls the tips, \
            Done springs and closes; pull-to-refresh on the list reloads
            """
    )
    func settingsAndPullToRefresh() throws {
        guard let (display, app) = try Self.launch() else { return }
        let (x, y) = app.origin
        // Pull the empty list down past the refresh control's threshold, slowly, as a finger does.
        try display.xdotool("mousemove", "\(x + 195)", "\(y + 250)")
        try display.xdotool("mousedown", "1")
        for step in 1...20 {
            try display.xdotool("mousemove", "\(x + 195)", "\(y + 250 + step * 20)")
        }
        try display.xdotool("mouseup", "1")
        try app.waitFor("refreshed 2 notes")

        // Settings, along the bottom (160 × 44, 20 points above the tab bar).
        try display.xdotool("mousemove", "\(x + 195)", "\(y + 753)", "click", "1")
        try app.waitFor("settings shown")
        // The sheet is a page sheet, 44 points down (UIKit's `.automatic` style). The sort control
        // (350 wide from x 20, 32 high from y 84): its second half.
        try display.xdotool("mousemove", "\(x + 283)", "\(y + 100)", "click", "1")
        try app.waitFor("sort oldest")
        // The slider (y 132…163): its 28-point thumb at 17 on 12…24 is centred at x 20 + 322 × 5/12 + 14 ≈ 168.
        try display.xdotool("mousemove", "\(x + 168)", "\(y + 147)")
        try display.xdotool("mousedown", "1")
        for step in 1...10 {
            try display.xdotool("mousemove", "\(x + 168 + step * 22)", "\(y + 147)")
        }
        try display.xdotool("mouseup", "1")
        try app.waitFor("text size 24")
        // The tips (y 179…339) show the first, teal; a tap right of the page dots (y 355…381) moves on.
        let teal = [48, 176, 199], orange = [255, 149, 0]
        let first = try app.screenshot(until: { $0.pixel(x + 195, y + 259) == teal })
        #expect(first.pixel(x + 195, y + 259) == teal)
        try display.xdotool("mousemove", "\(x + 340)", "\(y + 368)", "click", "1")
        try app.waitFor("tip 2")
        let second = try app.screenshot(until: { $0.pixel(x + 195, y + 259) == orange })
        #expect(second.pixel(x + 195, y + 259) == orange, "the tips scrolled to the second")
        // Done (y 397…441): animated feedback, then the sheet closes.
        try display.xdotool("mousemove", "\(x + 195)", "\(y + 419)", "click", "1")
        try app.waitFor("settings closed")
        #expect(
            app.responderLines == [
                "launched", "active", "refreshing", "refreshed 2 notes", "settings", "settings shown",
                                       "sort oldest", "text size 24", "tip 2", "done", "settings closed"])
        try app.close(expecting: "terminating")
    }

    @Test(
        """
            The notes in a table in a navigation controller in a tab bar — a row pushes its note, a swipe from the \
            left edge goes back, a swipe left deletes a row into the Archive tab
            """
    )
    func navigationTableAndTabs() throws {
        guard let (display, app) = try Self.launch() else { return }
        let (x, y) = app.origin
        // Fill the table: pull it down past the refresh control's threshold.
        try display.xdotool("mousemove", "\(x + 195)", "\(y + 250)")
        try display.xdotool("mousedown", "1")
        for step in 1...20 { try display.xdotool("mousemove", "\(x + 195)", "\(y + 250 + step * 20)") }
        try display.xdotool("mouseup", "1")
        try app.waitFor("refreshed 2 notes")
        // The list springs back from the pull; a tap while it still moves would only stop it (as on
        // iOS), so wait for it to settle.
        Thread.sleep(forTimeInterval: 1.0)
        // The table starts 144 points down (below the bar and the buttons); rows are 44 high.
        try display.xdotool("mousemove", "\(x + 195)", "\(y + 166)", "click", "1")
        try app.waitFor("showing Milk")
        // Back by a swipe from the left edge (the navigation controller's interactive pop).
        try display.xdotool("mousemove", "\(x + 2)", "\(y + 400)")
        try display.xdotool("mousedown", "1")
        for step in 1...15 { try display.xdotool("mousemove", "\(x + 2 + step * 20)", "\(y + 400)") }
        try display.xdotool("mouseup", "1")
        try app.waitFor("closed Milk")
        // Swipe Eggs (the second row) to the left: Delete (74 points) opens at the trailing edge.
        try display.xdotool("mousemove", "\(x + 300)", "\(y + 210)")
        try display.xdotool("mousedown", "1")
        for step in 1...8 { try display.xdotool("mousemove", "\(x + 300 - step * 18)", "\(y + 210)") }
        try display.xdotool("mouseup", "1")
        // The destructive action's button, in the system red, is drawn where the row slid away from.
        let red = [255, 59, 48]
        let open = try app.screenshot(until: { $0.pixel(x + 380, y + 200) == red })
        #expect(open.pixel(x + 380, y + 200) == red, "Delete is shown")
        if let directory = ProcessInfo.processInfo.environment["RESPONDERKIT_E2E_ARTIFACTS"] {
            try open.ppm(x: x, y: y, width: 390, height: 844).write(
                to: URL(fileURLWithPath: directory).appendingPathComponent("notes-swipe.ppm"))
        }
        try display.xdotool("mousemove", "\(x + 353)", "\(y + 210)", "click", "1")
        try app.waitFor("deleted Eggs")
        // The Archive tab: the tab bar's second half, 49 points along the bottom.
        try display.xdotool("mousemove", "\(x + 292)", "\(y + 819)", "click", "1")
        try app.waitFor("archive shows 1")
        #expect(
            app.responderLines == [
                "launched", "active", "refreshing", "refreshed 2 notes", "open Milk", "showing Milk",
                                       "closed Milk", "deleted Eggs", "archive shows 1"])
        try app.close(expecting: "terminating")
    }
}
