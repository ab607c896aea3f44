@testable import ResponderKit
import Testing

/// Touch delivery's fast paths (Delivery/TouchDelivery.swift: the event's own list, one view, one
/// touch, reused sets) must deliver exactly what the general path delivers. The stress test's random
/// worlds — recognizers, controls, multi-touch, bad input, handlers that move and remove views — run
/// twice per seed, fast paths on and off, and the full logs of every view call and every recognizer
/// action must be the same.
@MainActor
@Suite("Touch delivery: the fast paths deliver what the general path delivers")
struct TouchDeliveryFastPathTests {
    static func events(seed: UInt64, steps: Int, fastPaths: Bool, fingers: Int = 5) -> StressTests.Outcome {
        dispatchSwitches.deliveryFastPaths = fastPaths
        StressTests.Checker.touchLabel = { $0.inputID }
        defer {
            dispatchSwitches.deliveryFastPaths = true
            StressTests.Checker.touchLabel = nil
        }
        return StressTests.run(seed: seed, steps: steps, fingers: fingers)
    }

    @Test("200 random worlds give the same full event log with the fast paths on and off")
    func sameLogBothWays() {
        var compared = 0
        var calls = 0
        for index in 1...200 {
            let seed = UInt64(index) &* 0x2545_F491_4F6C_DD1D
            let fast = TouchDeliveryFastPathTests.events(seed: seed, steps: 120, fastPaths: true)
            let general = TouchDeliveryFastPathTests.events(seed: seed, steps: 120, fastPaths: false)
            #expect(
                fast.violations.isEmpty && general.violations.isEmpty,
                "seed \(seed): \((fast.violations + general.violations).prefix(2))")
            if fast.events != general.events {
                let first =
                    Array(zip(fast.events, general.events)).firstIndex { $0 != $1 }
                    ?? min(fast.events.count, general.events.count)
                Issue.record("""
                    seed \(seed): the logs part at call \(first): fast \(fast.events.dropFirst(first).prefix(3)) \
                    vs general \(general.events.dropFirst(first).prefix(3))
                    """)
                break
            }
            compared += 1
            calls += fast.events.count
        }
        #expect(compared == 200)
        #expect(calls > 200 * 10, "the worlds must actually deliver touches (\(calls) calls)")
    }

    @Test(
        "One finger (the one-touch lane: an event of one touch, its window and view unretained): the same log both ways"
    )
    func oneFingerSameLogBothWays() {
        var calls = 0
        for index in 1...200 {
            let seed = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
            let fast = TouchDeliveryFastPathTests.events(seed: seed, steps: 500, fastPaths: true, fingers: 1)
            let general = TouchDeliveryFastPathTests.events(seed: seed, steps: 500, fastPaths: false, fingers: 1)
            #expect(
                fast.violations.isEmpty && general.violations.isEmpty,
                "seed \(seed): \((fast.violations + general.violations).prefix(2))")
            guard fast.events == general.events else {
                let first =
                    Array(zip(fast.events, general.events)).firstIndex { $0 != $1 }
                    ?? min(fast.events.count, general.events.count)
                Issue.record("""
                    seed \(seed): the logs part at call \(first): fast \(fast.events.dropFirst(first).prefix(3)) \
                    vs general \(general.events.dropFirst(first).prefix(3))
                    """)
                return
            }
            calls += fast.events.count
        }
        #expect(calls > 200 * 10, "the worlds must actually deliver touches (\(calls) calls)")
    }

    final class DrainingRecognizer: UIGestureRecognizer {
        var onMoved: (() -> Void)?
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            let work = onMoved
            onMoved = nil
            work?()
        }
    }

    final class SavingView: UIView {
        var saved: UIEvent?
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        var onMoved: (() -> Void)?
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            saved = event
            log.append("moved")
            let work = onMoved
            onMoved = nil
            work?()
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    /// Found by review: the one-touch lane once used the event's touch unretained, trusting the tracker
    /// to hold it. An event the app saved and sends again outside the queue's drain (as a `sendEvent`
    /// override that defers `super` does), whose recognizer drains the queue — lifting the finger —
    /// freed the touch under the lane (AddressSanitizer: heap-use-after-free).
    @Test("""
        A saved event sent again outside the drain, whose recognizer drains the queue and lifts the finger: \
        delivered without touching freed memory
        """)
    func savedEventSentAgain() throws {
        let application = UIApplication.shared
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = SavingView(frame: window.bounds)
        window.addSubview(view)
        let recognizer = DrainingRecognizer(target: nil, action: nil)
        recognizer.delaysTouchesEnded = false
        view.addGestureRecognizer(recognizer)
        application.enqueue(
            .touches([TouchInput(id: 91, phase: .began, location: CGPoint(x: 50, y: 50))], timestamp: 1))
        application.enqueue(
            .touches([TouchInput(id: 91, phase: .moved, location: CGPoint(x: 60, y: 50))], timestamp: 1.1))
        application.processPendingEvents()
        let event = try #require(view.saved)
        recognizer.onMoved = {
            application.enqueue(
                .touches([TouchInput(id: 91, phase: .ended, location: CGPoint(x: 60, y: 50))], timestamp: 1.2))
            application.processPendingEvents()
        }
        window.sendEvent(event)
        #expect(view.log.prefix(2) == ["began", "moved"])
        #expect(view.log.last == "ended")
    }

    /// Found by review: touch sequences reuse one event (B38). A saved event of two windows sent again
    /// outside the drain, whose first window's handler drains the queue into the next sequence, once got
    /// that sequence started in the very event still being handed to the second window — which then
    /// got the new finger's move twice.
    @Test("""
        A saved two-window event sent again, whose handler drains the queue into the next sequence: the new \
        finger's move is delivered once
        """)
    func savedEventOfTwoWindowsDrainsIntoNextSequence() throws {
        let application = UIApplication.shared
        let a = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        a.makeKeyAndVisible()
        b.isHidden = false
        defer { a.isHidden = true; b.isHidden = true }
        let inA = SavingView(frame: a.bounds), inB = SavingView(frame: b.bounds)
        a.addSubview(inA)
        b.addSubview(inB)
        func contact(_ id: Int, _ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat) -> TouchInput {
            TouchInput(id: id, phase: phase, location: CGPoint(x: x, y: y))
        }
        application.enqueue(.touches([contact(81, .began, 50, 50), contact(82, .began, 150, 50)], timestamp: 2))
        application.enqueue(.touches([contact(81, .moved, 55, 50), contact(82, .moved, 155, 50)], timestamp: 2.1))
        application.processPendingEvents()
        let saved = try #require(inA.saved)
        inA.onMoved = {
            application.enqueue(.touches([contact(81, .ended, 55, 50), contact(82, .ended, 155, 50)], timestamp: 2.2))
            application.enqueue(.touches([contact(83, .began, 150, 60)], timestamp: 2.3))
            application.enqueue(.touches([contact(83, .moved, 160, 60)], timestamp: 2.4))
            application.processPendingEvents()
        }
        application.sendEvent(saved)
        #expect(inB.log.suffix(3) == ["ended", "began", "moved"])
        application.enqueue(.touches([contact(83, .ended, 160, 60)], timestamp: 2.5))
        application.processPendingEvents()
        #expect(inB.log.suffix(4) == ["ended", "began", "moved", "ended"])
    }
}
