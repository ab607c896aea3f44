import Foundation

/// `responderkit-window` running on a virtual display, its standard output read line by line.
final class WindowProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var text = ""
    private var errors = ""
    /// Kept alive as long as the app runs on it.
    private let display: XvfbDisplay

    /// The window's top-left corner on the display.
    private(set) var origin = (x: 0, y: 0)
    /// The window's X id (xdotool's window argument).
    private(set) var windowID = 0

    convenience init(scenario: String, on display: XvfbDisplay, environment extra: [String: String] = [:]) throws {
        try self.init(
            executable: WindowProcess.executable, arguments: ["--scenario", scenario], windowName: "ResponderKit",
                      readyLine: "try:", on: display, environment: extra)
    }

    /// Any windowed program: `windowName` finds its window, `readyLine` says it is ready for input;
    /// `extra` is added to the test run's environment.
    init(executable: URL, arguments: [String], windowName: String, readyLine: String, on display: XvfbDisplay,
         environment extra: [String: String] = [:]) throws {
        self.display = display
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["DISPLAY"] = display.name
        environment["SDL_VIDEODRIVER"] = nil  // the X11 driver, whatever the test run was given
        process.environment = environment
        // Standard output only is asserted on: what a library or the X server's client libraries
        // write to standard error (warnings) must not break the comparison.
        let pipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = pipe
        process.standardError = errorPipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.text += String(decoding: data, as: UTF8.self)
            self.lock.unlock()
        }
        errorPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.errors += String(decoding: data, as: UTF8.self)
            self.lock.unlock()
        }
        try process.run()
        let geometry = String(
            decoding: try display.run(
                "xdotool", ["search", "--sync", "--name", windowName, "getwindowgeometry", "--shell"]),
                              as: UTF8.self)
        var values: [String: Int] = [:]
        for line in geometry.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let id = values["WINDOW"] else {
            throw E2EError("no window geometry in \(geometry)")
        }
        origin = (x, y)
        windowID = id
        try waitFor(readyLine)
    }

    /// The built `responderkit-window`, beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("responderkit-window")
    }

    /// Everything printed so far.
    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }

    /// What it wrote to standard error (shown when a test fails).
    var errorOutput: String {
        lock.lock()
        defer { lock.unlock() }
        return errors
    }

    /// The printed lines, without the tracer's explanations and the app's own remarks.
    var responderLines: [String] {
        output.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("trace:") && !$0.hasPrefix("scenario:") && !$0.hasPrefix("try:")
                && !$0.hasPrefix("closed after")
        }
    }

    /// Moves the pointer into the window, which gives it the keyboard (X's focus follows the
    /// pointer when no window manager runs).
    func focus() throws {
        try display.xdotool("mousemove", "\(origin.x + 5)", "\(origin.y + 5)")
    }

    /// Resizes the window as a user dragging its corner would (xdotool's `windowsize`), and waits
    /// until the X server has it at the new size; that the app has laid out for it is for the caller
    /// to wait for (a line the app prints).
    func resize(width: Int, height: Int, timeout: TimeInterval = 5) throws {
        try display.xdotool("windowsize", "\(windowID)", "\(width)", "\(height)")
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let geometry = String(
                decoding: try display.run("xdotool", ["getwindowgeometry", "--shell", "\(windowID)"]), as: UTF8.self)
            if geometry.contains("WIDTH=\(width)\n"), geometry.contains("HEIGHT=\(height)\n") { return }
            guard Date() < deadline else {
                throw E2EError("the window is not \(width)×\(height) within \(timeout) s: \(geometry)")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Takes screenshots until `check` accepts one (the frame after an input is drawn within a
    /// frame or two), or returns the last after `timeout`.
    func screenshot(until check: (XWDImage) -> Bool, timeout: TimeInterval = 5) throws -> XWDImage {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let shot = try XWDImage(display.run("xwd", ["-root", "-silent"]))
            if check(shot) || Date() > deadline { return shot }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Waits until the output contains `fragment`.
    func waitFor(_ fragment: String, timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !output.contains(fragment) {
            guard process.isRunning else {
                throw E2EError("responderkit-window exited; it printed:\n\(output)\n\(errorOutput)")
            }
            guard Date() < deadline else {
                throw E2EError("no \"\(fragment)\" within \(timeout) s; printed:\n\(output)\n\(errorOutput)")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Asks the window to close (SIGTERM becomes SDL's quit) and waits for it.
    func close(expecting lastLine: String = "closed after") throws {
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                throw E2EError(
                    "\(process.executableURL?.lastPathComponent ?? "the app") did not quit on SIGTERM within 5 s")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        try waitFor(lastLine, timeout: 2)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
