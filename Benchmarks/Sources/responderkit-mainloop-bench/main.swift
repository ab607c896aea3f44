import Foundation
import ResponderKit

// responderkit-mainloop-bench: the main loop's figures, each measured on a real app
// process started by UIApplicationMain (this program runs itself as the app):
//
//   idle     docs/Performance.md `idle`: an app with one repeating 1 s Timer, left alone 10 s — CPU time used
//            (percent of one core, from /proc/PID/stat) and how often its main thread woke
//            (voluntary context switches, /proc/PID/task/PID/status).
//   latency  enqueue on another thread → touchesBegan on the main thread in the running (sleeping)
//            headless loop, over 10,000 inputs spaced 300 µs apart: median and 99th percentile.
//
//   swift run -c release --package-path Benchmarks responderkit-mainloop-bench [idle] [latency] [--seconds S]
//
// Lines: `responderkit idle cpu_percent=… wakeups_per_second=…`,
//        `responderkit mainloop-latency median_us=… p99_us=… max_us=…`.

func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// Nanoseconds of the monotonic clock.
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

// MARK: The app side

/// The idle app: one repeating timer, nothing else.
final class IdleAppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?
    var ticks = 0
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            MainActor.assumeIsolated { self.ticks += 1 }
        }
        line("ready")
        return true
    }
    func applicationWillTerminate(_ application: UIApplication) { line("ticks=\(ticks)") }
}

/// Send times, written by the producer thread before it enqueues, read on the main thread.
final class SendTimes: @unchecked Sendable {
    let count: Int
    let times: UnsafeMutablePointer<UInt64>
    init(count: Int) {
        self.count = count
        times = .allocate(capacity: count)
        times.initialize(repeating: 0, count: count)
    }
}

/// Records each touch's latency from its send time.
final class LatencyView: UIView {
    var latencies: [UInt64] = []
    var sendTimes: SendTimes?
    var onDone: (() -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let arrived = now()
        // Touches begin in the order they were sent: the n-th began is the n-th sent.
        guard let sendTimes else { return }
        let index = latencies.count
        guard index < sendTimes.count else { return }
        latencies.append(arrived - sendTimes.times[index])
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if latencies.count == sendTimes?.count { onDone?() }
    }
}

final class LatencyAppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?
    static let inputs = 10_000

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let view = LatencyView(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        controller.view = view
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        let sendTimes = SendTimes(count: LatencyAppDelegate.inputs)
        view.sendTimes = sendTimes
        view.onDone = {
            let sorted = view.latencies.sorted()
            func micro(_ value: UInt64) -> String { String(format: "%.1f", Double(value) / 1000) }
            line("""
                responderkit mainloop-latency median_us=\(micro(sorted[sorted.count / 2])) \
                p99_us=\(micro(sorted[sorted.count * 99 / 100])) max_us=\(micro(sorted.last!))   (\(sorted.count) \
                inputs enqueued on another thread, 300 us apart, to touchesBegan in the sleeping headless loop)
                """)
            UIApplication.shared.terminate()
        }
        let application = UIApplication.shared
        // The producer: a backend's input thread. Each touch begins and ends; its send time is
        // written before it is enqueued (the queue's lock orders the two for the main thread).
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.2)
            var time = ProcessInfo.processInfo.systemUptime
            for index in 0..<sendTimes.count {
                let id = index + 1
                sendTimes.times[index] = now()
                application.enqueue(
                    .touches([TouchInput(id: id, phase: .began, location: CGPoint(x: 100, y: 100))], timestamp: time))
                application.enqueue(
                    .touches(
                        [TouchInput(id: id, phase: .ended, location: CGPoint(x: 100, y: 100))], timestamp: time + 0.0001
                    ))
                time += 0.0003
                usleep(300)
            }
        }
        return true
    }
}

// MARK: The measuring side

/// Clock ticks (1/100 s) of user and system time of `pid`.
func cpuTicks(_ pid: Int32) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the name: state is field 3, utime 14 and stime 15 (1-based over the whole line).
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
}

/// Voluntary context switches of `pid`'s main thread: how often it went to sleep and woke.
func mainThreadWakeups(_ pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8) else {
        return nil
    }
    for row in status.split(separator: "\n") where row.hasPrefix("voluntary_ctxt_switches:") {
        return Int(row.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
    }
    return nil
}

/// Runs this program as the app in `mode`; returns the process and a way to read what it printed.
func startApp(_ mode: String) throws -> (Process, () -> String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--app", mode]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    let lock = NSLock()
    nonisolated(unsafe) var text = ""
    pipe.fileHandleForReading.readabilityHandler = { handle in
        let data = handle.availableData
        lock.lock()
        text += String(decoding: data, as: UTF8.self)
        lock.unlock()
    }
    try process.run()
    return (process, {
        lock.lock()
        defer { lock.unlock() }
        return text
    })
}

func waitFor(_ fragment: String, in output: () -> String, timeout: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !output().contains(fragment) {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return true
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--app" {
    let mode = arguments.dropFirst().first
    MainActor.assumeIsolated {
        if mode == "latency" {
            _ = UIApplicationMain(UIApplication.self, delegate: LatencyAppDelegate())
        } else {
            _ = UIApplicationMain(UIApplication.self, delegate: IdleAppDelegate())
        }
    }
} else {
    var seconds = 10.0
    if let at = arguments.firstIndex(of: "--seconds"), at + 1 < arguments.count, let value = Double(arguments[at + 1]) {
        seconds = value
        arguments.removeSubrange(at...(at + 1))
    }
    let chosen = arguments.isEmpty ? ["idle", "latency"] : arguments
    if chosen.contains("idle") {
        let (app, output) = try startApp("idle")
        guard waitFor("ready", in: output, timeout: 10) else { fatalError("the idle app did not start") }
        let ticksBefore = cpuTicks(app.processIdentifier) ?? 0
        let wakeupsBefore = mainThreadWakeups(app.processIdentifier) ?? 0
        Thread.sleep(forTimeInterval: seconds)
        let ticks = (cpuTicks(app.processIdentifier) ?? 0) - ticksBefore
        let wakeups = (mainThreadWakeups(app.processIdentifier) ?? 0) - wakeupsBefore
        app.terminate()
        app.waitUntilExit()
        _ = waitFor("ticks=", in: output, timeout: 2)
        let timerTicks = output().split(separator: "\n").first { $0.hasPrefix("ticks=") } ?? "ticks=?"
        line("""
            responderkit idle cpu_percent=\(String(format: "%.2f", Double(ticks) / seconds)) \
            wakeups_per_second=\(String(format: "%.1f", Double(wakeups) / seconds))   (\(ticks) clock ticks of 10 \
            ms in \(Int(seconds)) s; the app's 1 s timer fired \(timerTicks.dropFirst(6)) times)
            """)
    }
    if chosen.contains("latency") {
        let (app, output) = try startApp("latency")
        app.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.1)
        for row in output().split(separator: "\n") where row.hasPrefix("responderkit ") { line(String(row)) }
    }
}
