import Foundation
import Testing

#if os(Linux)
private let scenesRunOnLinux = true
#else
private let scenesRunOnLinux = false
#endif

/// Several scenes on a real X display (`responderkit-window --scenes`): the first window's "New
/// Window" button asks for a scene, which opens a desktop window of its own, titled by the scene; a
/// click in each window reaches that window's scene (both windows fill the same screen points);
/// SIGTERM ends the app with every scene disconnected.
@Suite("Scenes in real windows", .serialized, .enabled(if: scenesRunOnLinux))
struct ScenesEndToEndTests {
    @Test("New Window opens a second desktop window; clicks reach the scene of the window they are in")
    func twoWindows() throws {
        let display = try XvfbDisplay()
        let app = try WindowProcess(
            executable: WindowProcess.executable, arguments: ["--scenes"], windowName: "ResponderKit|main",
                                    readyLine: "active main", on: display)
        try app.waitFor("active main")
        let (x, y) = app.origin
        // The button, 20…220 × 100…144 in the first window.
        try display.xdotool("mousemove", "\(x + 120)", "\(y + 122)", "click", "1")
        try app.waitFor("active note 2")
        let found = String(
            decoding: try display.run(
                "xdotool", ["search", "--sync", "--name", "note 2", "getwindowgeometry", "--shell"]),
                           as: UTF8.self)
        var values: [String: Int] = [:]
        for line in found.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        let second = try #require(values["WINDOW"], "no second window: \(found)")
        // The same point below the button in each window: each scene hears its own tap.
        try display.xdotool("mousemove", "--window", "\(second)", "100", "400", "click", "1")
        try app.waitFor("tap in note 2")
        // The first window brought to the front again (it is under the second, cascaded from it).
        try display.xdotool("windowraise", "\(app.windowID)")
        Thread.sleep(forTimeInterval: 0.2)
        try display.xdotool("mousemove", "--window", "\(app.windowID)", "100", "400", "click", "1")
        try app.waitFor("tap in main")
        // The second window is cascaded from the first, not on top of it.
        #expect(values["X"] != x || values["Y"] != y, "\(found)")
        try app.close(expecting: "terminating")
        let lines = app.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("connect note 2") && lines.contains("disconnect note 2") && lines.contains("disconnect main")
        )
        #expect(lines.firstIndex(of: "tap in note 2")! < lines.firstIndex(of: "tap in main")!)
        #expect(!lines.contains { $0.hasPrefix("refused") })
    }
}
