import Foundation
import Testing

#if os(Linux)
private let runsOnLinux = true
#else
private let runsOnLinux = false
#endif

/// A whole iOS app in a real window: Examples/TasksApp — an Xcode project with Main.storyboard, a
/// nib, an asset catalog, an Info.plist with a scene manifest and a scene delegate — ported into a
/// package by responderkit-port and built (scripts/test.sh does both, into .build-ported/TasksApp).
/// Launched, its scene connects with the storyboard's navigation controller in the window; clicks
/// go through the cell's segue, the switch's action, the Rename button's modal segue and the Cancel
/// item's unwind. The app's own lines (its `say`) tell what each screen did.
@Suite("The ported storyboard app in a real window", .serialized, .enabled(if: runsOnLinux))
struct PortedAppEndToEndTests {
    static var executable: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent(".build-ported/TasksApp/.build/debug/Tasks")
    }

    @Test(
        """
            Launch from the scene; a cell shows its detail; the switch; Rename presents the editor; Cancel unwinds; \
            Settings shows its static cells; closing terminates
            """
    )
    func clickThrough() throws {
        let executable = Self.executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("\(executable.path) is not built: scripts/test.sh ports Examples/TasksApp and builds it")
            return
        }
        let display = try XvfbDisplay()
        let app = try WindowProcess(
            executable: executable, arguments: [], windowName: "Tasks", readyLine: "active", on: display)
        let (x, y) = app.origin
        try app.waitFor("list: Buy milk, Call Ada, Water the plants")
        // The second row: under the 44-point bar and the nib's 60-point header, rows of 52 points.
        try display.xdotool("mousemove", "\(x + 100)", "\(y + 44 + 60 + 52 + 26)", "click", "1")
        try app.waitFor("detail: Call Ada")
        // The switch, the stack view's second row, under the title.
        try display.xdotool("mousemove", "\(x + 40)", "\(y + SwitchRow.y)", "click", "1")
        try app.waitFor("done: Call Ada on")
        // Rename, the stack view's third row.
        try display.xdotool("mousemove", "\(x + 195)", "\(y + SwitchRow.y + 47)", "click", "1")
        try app.waitFor("editor: Call Ada")
        // Cancel, the editor's left bar button item.
        try display.xdotool("mousemove", "\(x + 30)", "\(y + 22)", "click", "1")
        try app.waitFor("unwound: cancel")
        // The list appears again once the dismissal and the pop have finished.
        let deadline = Date().addingTimeInterval(10)
        while app.responderLines.filter({ $0.hasPrefix("list:") }).count < 2, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        // Settings, the list's left bar button item: a table of static cells from the storyboard.
        try display.xdotool("mousemove", "\(x + 40)", "\(y + 22)", "click", "1")
        try app.waitFor("settings: Display, About, version 1.0")
        try app.close(expecting: "terminating")
        // As on iOS, the scene becomes active before the first screen's viewDidAppear.
        #expect(app.responderLines == [
            "active", "list: Buy milk, Call Ada, Water the plants", "detail: Call Ada", "done: Call Ada on",
            "editor: Call Ada", "unwound: cancel", "list: Buy milk, Call Ada, Water the plants",
            "settings: Display, About, version 1.0", "terminating",
        ])
    }

    /// Where the detail screen's switch is: 44 (the bar) + 20 (the stack view's top) + the title's
    /// height + 12 (spacing) + half the switch's 31.
    private enum SwitchRow {
        static let y = 44 + 20 + 29 + 12 + 15
    }
}
