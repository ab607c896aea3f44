import Foundation
import Testing

#if os(Linux)
private let runsOnLinux = true
#else
private let runsOnLinux = false  // the test drives X11 through Xvfb; macOS has neither by default
#endif

/// `responderkit-window` on a virtual X display, driven by xdotool as a user would drive it: real X
/// pointer and key events, through SDL, into ResponderKit. The tests assert on what the app printed
/// (which responder got what) and, for the drag, on a screenshot of the display.
///
/// Needs Debian's xvfb, xdotool and x11-apps (xwd). A screenshot of the drag is written to
/// `$RESPONDERKIT_E2E_ARTIFACTS` (default: a folder in the temporary directory) as `drag.ppm` (the
/// window) and `drag-display.ppm` (the whole display); `scripts/window-screenshot.sh` makes the
/// README's PNG of it.
@Suite("Real window, real X input", .serialized, .enabled(if: runsOnLinux))
struct WindowEndToEndTests {
    @Test("Dragging the red view with the mouse moves it: the app says where, and the screenshot shows red there")
    func dragTheRedView() throws {
        let display = try XvfbDisplay()
        let app = try WindowProcess(scenario: "drag", on: display)
        let (x, y) = app.origin
        try display.xdotool("mousemove", "\(x + 150)", "\(y + 150)")
        try display.xdotool("mousedown", "1")
        for step in 1...10 {
            try display.xdotool("mousemove", "\(x + 150 + step * 10)", "\(y + 150 + step * 15)")
        }
        try display.xdotool("mouseup", "1")
        try app.waitFor("frame.origin is now")
        #expect(app.responderLines == ["摸我干啥！", "手放开还能继续玩耍！ frame.origin is now (200, 250)"])
        #expect(app.output.contains("trace: The touch at (150, 150) in UIWindow went to DraggableView."))

        let shot = try app.screenshot {
            $0.pixel(x + 250, y + 300) == [255, 0, 0] && $0.pixel(x + 150, y + 150) == [255, 255, 255]
        }
        try saveArtifact(shot.ppm(), named: "drag-display.ppm")
        try saveArtifact(shot.ppm(x: x, y: y, width: 390, height: 844), named: "drag.ppm")
        #expect(shot.pixel(x + 250, y + 300) == [255, 0, 0], "the red view's centre is where the finger let go")
        #expect(shot.pixel(x + 205, y + 255) == [255, 0, 0])
        #expect(shot.pixel(x + 150, y + 150) == [255, 255, 255], "and no longer where it started")
        #expect(shot.pixel(x + 195, y + 245) == [255, 255, 255])
        try app.close()
    }

    @Test("Taps on the whiteView example reach green, then red (whose hitTest returns self), then nobody")
    func tapTheWhiteViewExample() throws {
        let display = try XvfbDisplay()
        let app = try WindowProcess(scenario: "white-red-green-red-returns-self", on: display)
        let (x, y) = app.origin
        for (px, py) in [(215, 275), (320, 120), (20, 600)] {
            try display.xdotool("mousemove", "\(x + px)", "\(y + py)", "click", "1")
            try app.waitFor("trace: The touch at (\(px), \(py))")
        }
        #expect(app.responderLines == ["green-touch", "red-touch"])
        let hits = app.output.split(separator: "\n").filter { $0.contains("went to") }
        #expect(hits == [
            "trace: The touch at (215, 275) in UIWindow went to GreenView.",
            "trace: The touch at (320, 120) in UIWindow went to SelfishRedView.",
            "trace: The touch at (20, 600) in UIWindow went to UIView.",
        ])
        try app.close()
    }

    @Test("Typing: tap the field, type on the keyboard, tap an on-screen key, press Return")
    func typeIntoTheTextField() throws {
        let display = try XvfbDisplay()
        let app = try WindowProcess(scenario: "typing", on: display)
        let (x, y) = app.origin
        try display.xdotool("mousemove", "\(x + 195)", "\(y + 102)", "click", "1")
        try app.waitFor("textFieldDidBeginEditing")
        try display.xdotool("type", "--delay", "30", "Hi")
        try app.waitFor("text = \"Hi\"")
        // The on-screen keyboard's "t" key (ResponderKit's keyboard, in its own window at the bottom).
        try display.xdotool("mousemove", "\(x + 175)", "\(y + 655)", "click", "1")
        try app.waitFor("text = \"Hit\"")
        let shot = try app.screenshot { $0.pixel(x + 195, y + 844 - 108) != [255, 255, 255] }
        try saveArtifact(shot.ppm(x: x, y: y, width: 390, height: 844), named: "typing.ppm")
        #expect(shot.pixel(x + 195, y + 844 - 108) != [255, 255, 255], "the on-screen keyboard is drawn at the bottom")
        try display.xdotool("key", "Return")
        try app.waitFor("textFieldDidEndEditing")
        #expect(app.responderLines == [
            "delegate: textFieldDidBeginEditing",
            "editingChanged: text = \"H\"",
            "editingChanged: text = \"Hi\"",
            "editingChanged: text = \"Hit\"",
            "delegate: textFieldShouldReturn → true",
            "delegate: textFieldDidEndEditing, text = \"Hit\"",
        ])
        #expect(app.output.contains("in InputViewHostWindow went to key:t."))
        try app.close()
    }

    @Test("Control-Super-Z shakes; media keys are remote-control events")
    func shakeAndMediaKeys() throws {
        let display = try XvfbDisplay()
        let shake = try WindowProcess(scenario: "shake", on: display)
        try shake.focus()
        try display.xdotool("key", "ctrl+super+z")
        try shake.waitFor("shaken!")
        #expect(
            shake.responderLines == [
                "ShakeViewController: motionBegan(.motionShake)",
                "ShakeViewController: motionEnded(.motionShake) — shaken!",
            ])
        try shake.close()

        let player = try WindowProcess(scenario: "remote-control", on: display)
        try player.focus()
        try display.xdotool("key", "XF86AudioPlay", "XF86AudioNext", "XF86AudioPrev")
        try player.waitFor("previous track")
        #expect(
            player.responderLines == [
                "PlayerViewController: play/pause", "PlayerViewController: next track",
                "PlayerViewController: previous track",
            ])
        try player.close()
    }

    @Test(
        """
            A list of 1,000 rows: the wheel scrolls it, a mouse drag flicks it, a click presses a row's button; the \
            screenshot shows the rows moved
            """
    )
    func scrollTheList() throws {
        let display = try XvfbDisplay()
        // The flick is measured from the moves' timing, which a slow frame can bunch together: this
        // test keeps a debug build's frames of 1,000 rows short by drawing with SDL's primitives;
        // the other end-to-end tests draw through Cairo and Pango.
        let app = try WindowProcess(
            scenario: "scroll-list", on: display, environment: ["RESPONDERKIT_RENDERER": "displaylist"])
        let (x, y) = app.origin
        // Rows are 60 points, white and light grey in turn; at y = 30 the first row (white) shows.
        let before = try app.screenshot { $0.pixel(x + 300, y + 30) == [255, 255, 255] }
        #expect(before.pixel(x + 300, y + 30) == [255, 255, 255])
        try display.xdotool("mousemove", "\(x + 300)", "\(y + 300)")
        try display.xdotool("click", "5")  // one notch towards the user: the content moves up 30 points
        try app.waitFor("list at y = 30")
        try display.xdotool("click", "5")
        try app.waitFor("list at y = 60")
        // The second row (light grey) is now under y = 30.
        let scrolled = try app.screenshot { $0.pixel(x + 300, y + 30) == [170, 170, 170] }
        try saveArtifact(scrolled.ppm(x: x, y: y, width: 390, height: 844), named: "scroll-list.ppm")
        #expect(scrolled.pixel(x + 300, y + 30) == [170, 170, 170])
        // A quick drag upwards with the button down: a flick, which decelerates on the frame clock.
        // The app reports the list's offset as it moves; under load the reports come late, so wait for
        // the flick to pass the drag's end and then for the list to come to rest.
        func latest() -> Int {
            app.responderLines.last { $0.hasPrefix("list at y = ") }.flatMap { Int($0.dropFirst("list at y = ".count)) }
                ?? 0
        }
        func flickAndRest(from start: Int) throws -> Int {
            try display.xdotool("mousemove", "\(x + 300)", "\(y + 700)")
            // One xdotool run, 16 ms between moves, the lift right after the last one, as a flicking
            // finger's: a process per step left so long before the lift that the speed fell to nothing.
            var flick = ["mousedown", "1"]
            for step in 1...6 {
                if step > 1 { flick += ["sleep", "0.016"] }
                flick += ["mousemove", "\(x + 300)", "\(y + 700 - step * 60)"]
            }
            flick += ["mouseup", "1"]
            try display.xdotoolChain(flick)
            let deadline = Date().addingTimeInterval(10)
            while latest() <= start + 360, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            var resting = latest(), restingSince = Date()
            while Date() < deadline, Date().timeIntervalSince(restingSince) < 0.5 {
                Thread.sleep(forTimeInterval: 0.05)
                if latest() != resting { resting = latest(); restingSince = Date() }
            }
            return latest()
        }
        // A busy X server may hand the app the moves and the lift in one batch, at one time, which
        // leaves no speed to measure: then the user flicks again (at most three times in all).
        var start = 60
        var flicked = try flickAndRest(from: start)
        for _ in 1..<3 where flicked <= start + 360 {
            start = flicked
            flicked = try flickAndRest(from: start)
        }
        #expect(flicked > start + 360, "the flick carried the list past the drag's own 360 points")
        // A click on the button of the row now at the top.
        let row = (flicked + 30) / 60
        try display.xdotool("mousemove", "\(x + 100)", "\(y + row * 60 + 30 - flicked)", "click", "1")
        try app.waitFor("row \(row) tapped")
        #expect(
            app.responderLines.filter { $0.hasSuffix("tapped") } == ["row \(row) tapped"], "the drag pressed no button")
        try app.close()
    }

    private func saveArtifact(_ data: Data, named name: String) throws {
        let directory =
            ProcessInfo.processInfo.environment["RESPONDERKIT_E2E_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("responderkit-e2e")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try data.write(to: file)
        print("screenshot: \(file.path)")
    }
}
