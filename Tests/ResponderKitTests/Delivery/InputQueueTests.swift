import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// The application's FIFO input queue (E3): oldest first, only when processed, input from a
// handler after the current event, and from many threads at once.

/// Enqueues, from `threads` threads at once, one finger per thread: down, `steps` moves to y = 1…steps,
/// up. Runs off the main actor, as a backend's input threads would.
private func enqueueFromThreads(_ application: UIApplication, threads: Int, steps: Int, timestamp: TimeInterval) {
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        let id = 500 + thread
        let x = CGFloat(20 + thread * 40)
        application.enqueue(
            .touches([TouchInput(id: id, phase: .began, location: CGPoint(x: x, y: 0))], timestamp: timestamp))
        for step in 1...steps {
            application.enqueue(
                .touches(
                    [TouchInput(id: id, phase: .moved, location: CGPoint(x: x, y: CGFloat(step)))], timestamp: timestamp
                ))
        }
        application.enqueue(
            .touches(
                [TouchInput(id: id, phase: .ended, location: CGPoint(x: x, y: CGFloat(steps)))], timestamp: timestamp))
    }
}

@MainActor
@Suite("The application's input queue (E3)")
struct InputQueueTests {
    // MARK: The FIFO queue (E3)

    @Test("E3: queued input is delivered oldest first, and only when the queue is processed")
    func fifoOrder() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let controller = RecordingViewController("vc", log: log)
        controller.view.addSubview(probe)
        TestWorld.window(root: controller)
        let application = input.application
        application.beginReceivingRemoteControlEvents()
        log.clear()
        let t = input.time

        application.enqueue(.touches([TouchInput(id: 1, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: t))
        application.enqueue(.remoteControl(.remoteControlPlay, timestamp: t + 0.01))
        application.enqueue(
            .touches([TouchInput(id: 1, phase: .moved, location: CGPoint(x: 20, y: 10))], timestamp: t + 0.02))
        application.enqueue(.remoteControl(.remoteControlPause, timestamp: t + 0.03))
        application.enqueue(
            .touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 20, y: 10))], timestamp: t + 0.04))
        #expect(application.pendingInputCount == 5)
        #expect(log.entries.isEmpty)
        application.processPendingEvents()
        #expect(application.pendingInputCount == 0)
        #expect(log.entries == [
            "probe.touchesBegan(1)", "vc.remoteControlReceived(remoteControlPlay)", "probe.touchesMoved(1)",
            "vc.remoteControlReceived(remoteControlPause)", "probe.touchesEnded(1)",
        ])
    }

    @Test("E3: input enqueued inside a handler is delivered after the current event, not inside it")
    func inputFromAHandlerWaits() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let application = input.application
        let t = input.time
        var pendingInside: Int?
        probe.onBegan = { _, _, _ in
            application.enqueue(
                .touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10))], timestamp: t + 0.1))
            application.processPendingEvents()  // returns at once: the running drain delivers it
            pendingInside = application.pendingInputCount
            log.record("handler returns")
        }
        showWindow(with: [probe])

        input.send(.touches([TouchInput(id: 1, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: t))
        #expect(log.entries == ["probe.touchesBegan(1)", "handler returns", "probe.touchesEnded(1)"])
        #expect(pendingInside == 1)
        #expect(application.pendingInputCount == 0)
    }

    @Test("E3: input enqueued from many threads at once is delivered exactly once, each thread's in order")
    func manyThreadsEnqueue() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        probe.isMultipleTouchEnabled = true
        showWindow(with: [probe])
        let application = input.application
        let threads = 8, steps = 40

        enqueueFromThreads(application, threads: threads, steps: steps, timestamp: input.time)
        #expect(application.pendingInputCount == threads * (steps + 2))
        #expect(probe.calls.isEmpty)
        application.processPendingEvents()
        #expect(application.pendingInputCount == 0)

        // Per finger (identified by its x), what its view received, in order.
        var history: [Int: [String]] = [:]
        for call in probe.calls {
            #expect(call.touches.count == 1)
            guard let p = call.location else { continue }
            let thread = Int((p.x - 20) / 40)
            switch call.method {
            case "touchesBegan": history[thread, default: []].append("began")
            case "touchesMoved": history[thread, default: []].append("moved \(Int(p.y))")
            default: history[thread, default: []].append(call.method)
            }
        }
        let expected = ["began"] + (1...steps).map { "moved \($0)" } + ["touchesEnded"]
        #expect(history.count == threads)
        for thread in 0..<threads {
            #expect(history[thread] == expected, "thread \(thread)")
        }
    }

    @Test("E3: a drain that handlers keep ahead of still delivers everything once, in order")
    func handlersKeepTheQueueFull() {
        // A backlog of 100 moves, and each move's handler enqueues one more while the drain runs: the
        // queue stays 100 long while its taken front grows, past the point where it compacts it.
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        showWindow(with: [probe])
        let application = input.application
        let t = input.time
        var enqueued = 0
        let total = 600
        func enqueueMove() {
            guard enqueued < total else { return }
            enqueued += 1
            let y = CGFloat(enqueued)
            application.enqueue(
                .touches(
                    [TouchInput(id: 1, phase: .moved, location: CGPoint(x: 10, y: y))],
                    timestamp: t + Double(enqueued) * 0.001))
        }
        probe.onMoved = { _, _, _ in enqueueMove() }
        application.enqueue(.touches([TouchInput(id: 1, phase: .began, location: CGPoint(x: 10, y: 0))], timestamp: t))
        for _ in 0..<100 { enqueueMove() }
        application.processPendingEvents()
        #expect(application.pendingInputCount == 0)
        #expect(enqueued == total)
        let moves = probe.calls.filter { $0.method == "touchesMoved" }.compactMap { $0.location.map { Int($0.y) } }
        #expect(moves == Array(1...total))
    }
}
