import Foundation

/// A virtual X display (Xvfb) of its own for one test: a free display number, started and waited
/// for, stopped at the end.
final class XvfbDisplay: @unchecked Sendable {
    let number: Int
    private let process: Process

    var name: String { ":\(number)" }

    init(width: Int = 1024, height: Int = 900) throws {
        // Xvfb picks a free display number itself and tells it (-displayfd): no race with another
        // server starting at the same time.
        process = Process()
        process.executableURL = try Tools.find("Xvfb")
        let numberPipe = Pipe()
        // Xvfb writes the number to its standard output (descriptor 1), which is the pipe.
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        process.standardOutput = numberPipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let collected = OutputBuffer()
        let reader = Thread { collected.append(numberPipe.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let deadline = Date().addingTimeInterval(15)
        var number: Int?
        while number == nil {
            let text = String(decoding: collected.data, as: UTF8.self)
            if let line = text.split(separator: "\n").first, let value = Int(line.trimmingCharacters(in: .whitespaces))
            {
                number = value
            } else if !process.isRunning || Date() > deadline {
                process.terminate()
                throw E2EError("Xvfb did not start")
            } else {
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        self.number = number!
    }

    /// Runs `tool` with `arguments` on this display and returns what it printed.
    @discardableResult
    func run(_ tool: String, _ arguments: [String], timeout: TimeInterval = 10) throws -> Data {
        let child = Process()
        child.executableURL = try Tools.find(tool)
        child.arguments = arguments
        child.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()
        let collected = OutputBuffer()
        let reader = Thread {
            collected.append(output.fileHandleForReading.readDataToEndOfFile())
        }
        reader.start()
        let deadline = Date().addingTimeInterval(timeout)
        while child.isRunning {
            if Date() > deadline {
                child.terminate()
                throw E2EError("\(tool) \(arguments.joined(separator: " ")) took longer than \(timeout) s")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        while !collected.finished { Thread.sleep(forTimeInterval: 0.005) }
        guard child.terminationStatus == 0 else {
            throw E2EError("\(tool) \(arguments.joined(separator: " ")) exited with \(child.terminationStatus)")
        }
        return collected.data
    }

    /// xdotool, as a user's hands.
    func xdotool(_ arguments: String...) throws {
        try run("xdotool", arguments)
    }

    /// xdotool with a chain of commands in one run (`mousemove … sleep … mouseup`): the gesture's
    /// timing is xdotool's, not that of starting a process per step on a loaded machine.
    func xdotoolChain(_ arguments: [String]) throws {
        try run("xdotool", arguments)
    }

    deinit {
        // SIGTERM may be blocked in a process started from a libdispatch thread: kill it if it stays,
        // and remove what a killed server leaves behind so the number can be used again.
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        }
    }
}

/// Finds the tools the end-to-end tests drive.
enum Tools {
    static func find(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw E2EError("\(name) is not installed (Debian: apt-get install -y xvfb xdotool x11-apps)")
    }
}

/// Bytes collected from another thread.
final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = Data()
    private var done = false

    func append(_ data: Data) {
        lock.lock()
        storage.append(data)
        done = true
        lock.unlock()
    }

    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var finished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return done
    }
}

struct E2EError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
