import Foundation
import Testing

// An app whose main.swift calls UIKit's UIApplicationMain(argc, argv, nil, delegate class
// name), run as a process (Tests/responderkit-lifecycle-probe): what its main loop runs, and how it
// ends — by itself, by SIGTERM during a slow launch, by SIGINT — seen from outside, where only a real
// process can show it.

/// Reads a pipe on a thread of its own until its other end closes. (Not through a readability
/// handler: on Linux, tearing one down can race libdispatch's epoll bookkeeping and crash the whole
/// test process with SIGSEGV — swift-corelibs-libdispatch bug #949.)
private final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let finished = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            // (read(2) returns what has arrived; FileHandle's reads wait for a whole count.)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                lock.lock()
                data.append(contentsOf: buffer[0..<count])
                lock.unlock()
            }
            finished.signal()
        }
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits until everything written was read (the writer closed its end), `seconds` at most.
    func waitForEnd(seconds: Double) {
        _ = finished.wait(timeout: .now() + seconds)
    }
}

/// The probe app, started with a mode; collects what it prints.
private final class ProbeProcess: @unchecked Sendable {
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("responderkit-lifecycle-probe")
    }

    let process = Process()
    private let reader: PipeReader

    init(mode: String) throws {
        process.executableURL = ProbeProcess.executable
        var environment = ProcessInfo.processInfo.environment
        environment["PROBE_MODE"] = mode
        environment["DISPLAY"] = nil  // the headless loop, whatever backends are linked
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        reader = PipeReader(pipe.fileHandleForReading)
        try process.run()
    }

    var lines: [String] {
        reader.text.split(separator: "\n").map(String.init)
    }

    /// Waits until a line `line` was printed (or the process ended, or 10 s passed).
    func waitFor(_ line: String) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 10)
        while !lines.contains(line) {
            guard process.isRunning, Date() < deadline else { return lines.contains(line) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Waits for the process to end (10 s at most, then kills it); returns its status.
    func exitStatus() -> Int32? {
        let deadline = Date(timeIntervalSinceNow: 10)
        while process.isRunning {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                return nil
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        // The last lines may still be in the pipe.
        reader.waitForEnd(seconds: 2)
        return process.terminationStatus
    }
}

@Suite(
    """
        An app process: UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self)), its main loop and its \
        end
        """,
    .serialized)
struct LifecycleProcessTests {
    @Test("""
        didFinishLaunching's RunLoop.main.perform, main-queue block, Task, Timer and asyncAfter all run, in order; \
        terminate() ends the process
        """)
    func mainLoopRunsTheWork() throws {
        let app = try ProbeProcess(mode: "run")
        #expect(app.exitStatus() == 0)
        #expect(app.lines == ["launched", "active", "run loop perform", "main queue", "task", "timer", "asyncAfter",
                              "resigning", "terminating", "notified: terminating"])
    }

    @Test(
        "SIGTERM during a slow launch: the launch finishes, no didBecomeActive, applicationWillTerminate once, exit 0")
    func sigtermDuringLaunch() throws {
        let app = try ProbeProcess(mode: "slow-launch")
        #expect(app.waitFor("launching slowly"))
        kill(app.process.processIdentifier, SIGTERM)
        #expect(app.exitStatus() == 0)
        #expect(app.lines == ["launched", "launching slowly", "launch done", "terminating", "notified: terminating"])
    }

    @Test("""
        SIGTERM the moment the launch begins, five times over: every run ends cleanly with \
        applicationWillTerminate once
        """)
    func sigtermAtTheStartOfTheLaunch() throws {
        for _ in 0..<5 {
            let app = try ProbeProcess(mode: "slow-launch")
            #expect(app.waitFor("launched"))
            kill(app.process.processIdentifier, SIGTERM)
            #expect(app.exitStatus() == 0)
            #expect(app.process.terminationReason == .exit)
            #expect(app.lines.filter { $0 == "terminating" }.count == 1)
            #expect(!app.lines.contains("active"))
        }
    }

    @Test("SIGTERM while the main thread is blocked: the process still ends, by the signal, within a few seconds")
    func sigtermWhileBlocked() throws {
        let app = try ProbeProcess(mode: "blocked")
        #expect(app.waitFor("blocking"))
        let sent = Date()
        kill(app.process.processIdentifier, SIGTERM)
        _ = app.exitStatus()
        #expect(!app.process.isRunning)
        #expect(app.process.terminationReason == .uncaughtSignal)
        #expect(app.process.terminationStatus == SIGTERM)
        #expect(Date().timeIntervalSince(sent) < 9)
        #expect(!app.lines.contains("unblocked"))
    }

    @Test("A second SIGTERM during a slow launch ends the process at once, as the signal's default action")
    func secondSigtermEndsAtOnce() throws {
        let app = try ProbeProcess(mode: "slow-launch")
        #expect(app.waitFor("launching slowly"))
        kill(app.process.processIdentifier, SIGTERM)
        Thread.sleep(forTimeInterval: 0.1)
        kill(app.process.processIdentifier, SIGTERM)
        _ = app.exitStatus()
        #expect(app.process.terminationReason == .uncaughtSignal)
        #expect(!app.lines.contains("launch done"))
    }

    @Test("SIGINT while the app waits idle: resign active, applicationWillTerminate once, exit 0")
    func sigintWhileRunning() throws {
        let app = try ProbeProcess(mode: "wait")
        #expect(app.waitFor("active"))
        kill(app.process.processIdentifier, SIGINT)
        #expect(app.exitStatus() == 0)
        #expect(app.lines == ["launched", "active", "resigning", "terminating", "notified: terminating"])
    }

    @Test("terminate() inside didFinishLaunching: no didBecomeActive, no loop, exit 0")
    func terminateDuringLaunch() throws {
        let app = try ProbeProcess(mode: "terminate-in-launch")
        #expect(app.exitStatus() == 0)
        #expect(app.lines == ["launched", "terminating", "notified: terminating"])
    }

    @Test("""
        UIApplicationMain again from didFinishLaunching returns 1; the first app runs on; terminate() twice ends \
        it once
        """)
    func reentry() throws {
        let app = try ProbeProcess(mode: "reenter")
        #expect(app.exitStatus() == 0)
        #expect(
            app.lines == [
                "launched", "nested UIApplicationMain returned 1", "active", "resigning", "terminating",
                "notified: terminating",
            ])
    }
}
