import Foundation
import Logging
import ResponderKit
import Workloads

// responderkit-soak: ten million raw inputs through the app1k tree — touch sequences of one to ten
// fingers, keys, shakes, time ticks, interruptions and bad input (NaN locations, time running back,
// moves of fingers that never went down) — with resident memory measured after a warm-up and every
// million inputs. Memory that grows with the number of inputs is a leak; this prints it.
//
//   swift run -c release --package-path Benchmarks responderkit-soak [INPUTS]
//   swift run -c release --package-path Benchmarks responderkit-soak table [FRAMES]   (a flicked 100,000-row table)

/// Resident memory in MiB (Linux: /proc/self/statm; elsewhere 0).
func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

if CommandLine.arguments.dropFirst().first == "table" {
    let frames = Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 1_000_000
    MainActor.assumeIsolated { soakTable(frames: frames) }
    exit(0)
}
let total = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10_000_000
// The bad input is meant: its diagnostics are counted, not logged one by one.
LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }

MainActor.assumeIsolated {
    let application = UIApplication.shared
    var diagnostics = 0
    application.diagnosticHandler = { _ in diagnostics += 1 }
    UIScreen.main.setBounds(CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let root = Workloads.app1k()
    root.addGestureRecognizer(UIPanGestureRecognizer())
    root.subviews.first?.addGestureRecognizer(UITapGestureRecognizer())
    window.addSubview(root)
    window.makeKeyAndVisible()

    var state: UInt64 = 0x5EED
    func random(_ n: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(n))
    }
    var time: TimeInterval = 1
    var sent = 0
    var down: [Int: CGPoint] = [:]
    var nextID = 1
    @MainActor func send(_ input: RawInput) {
        application.enqueue(input)
        sent += 1
        if sent % 64 == 0 { application.processPendingEvents() }
    }
    let warmUp = min(total / 10, 500_000)
    var baseline = 0.0
    var nextReport = 1_000_000
    let start = Date()
    print("inputs        resident MiB")
    while sent < total {
        time += 1.0 / 120
        switch random(100) {
        case 0..<30 where down.count < 10:
            let point = CGPoint(x: Double(random(1000)) + 0.5, y: Double(random(1000)) + 0.5)
            down[nextID] = point
            send(.touches([TouchInput(id: nextID, phase: .began, location: point)], timestamp: time))
            nextID += 1
        case 0..<70:
            let contacts = down.map { id, point in
                TouchInput(
                    id: id, phase: .moved,
                    location: CGPoint(x: point.x + Double(random(7)) - 3, y: point.y + Double(random(7)) - 3))
            }
            if !contacts.isEmpty {
                send(.touches(contacts, timestamp: time))
            } else {
                send(.timePassed(timestamp: time))
            }
        case 70..<88:
            if let id = down.keys.first {
                let point = down.removeValue(forKey: id)!
                send(
                    .touches(
                        [TouchInput(id: id, phase: random(10) == 0 ? .cancelled : .ended, location: point)],
                        timestamp: time))
            } else {
                send(.timePassed(timestamp: time))
            }
        case 88..<92:
            let key = KeyInput(keyCode: .keyboardA, characters: "a")
            send(.keyDown(key, timestamp: time))
            send(.keyUp(key, timestamp: time))
        case 92..<94:
            send(.motionBegan(.motionShake, timestamp: time))
            send(.motionEnded(.motionShake, timestamp: time))
        case 94:
            send(.cancelAllTouches(timestamp: time))
            down.removeAll()
        case 95:
            // Bad input: a NaN location, a finger that never went down, time running backwards.
            send(
                .touches(
                    [TouchInput(id: 999_999, phase: .moved, location: CGPoint(x: CGFloat.nan, y: 1))], timestamp: time))
            send(.timePassed(timestamp: time - 10))
        default:
            send(.timePassed(timestamp: time))
        }
        if sent >= warmUp && baseline == 0 {
            application.processPendingEvents()
            baseline = residentMiB()
            let count = String(sent).padding(toLength: 14, withPad: " ", startingAt: 0)
            print("\(count)\(String(format: "%.1f", baseline))   (after warm-up: the baseline)")
        }
        if sent >= nextReport && baseline > 0 {
            application.processPendingEvents()
            let count = String(sent).padding(toLength: 14, withPad: " ", startingAt: 0)
            print("\(count)\(String(format: "%.1f", residentMiB()))")
            nextReport += 1_000_000
        }
    }
    application.processPendingEvents()
    let end = residentMiB()
    print(
        String(
            format:
                "%d inputs in %.1f s; resident %.1f MiB after warm-up, %.1f MiB at the end (%+.1f MiB); %d diagnostics",
                 sent, Date().timeIntervalSince(start), baseline, end, end - baseline, diagnostics))
}
