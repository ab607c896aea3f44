import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// UIEvent and the delivery of touch events: kinds of event, one event per sequence, the event's
// touch sets, the sendEvent pipeline, grouping, multi-touch and exclusive touch, cancellation and the
// application's FIFO queue (SPEC E1–E5, T1, T2, UIKIT-NOTES B35–B52).

/// A root view controller that records the type and subtype of events without a location.
@MainActor
private final class EventKindController: UIViewController {
    var kinds: [(UIEvent.EventType, UIEvent.EventSubtype, Bool)] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let event { kinds.append((event.type, event.subtype, event.allTouches == nil)) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        if let event { kinds.append((event.type, event.subtype, event.allTouches == nil)) }
    }
}

/// An application whose sendEvent(_:) can swallow events (B43).
@MainActor
private final class GatekeeperApplication: UIApplication {
    var passesOn = true
    var log: EventLog?
    override func sendEvent(_ event: UIEvent) {
        log?.record("app.sendEvent(\(event.type))")
        if passesOn { super.sendEvent(event) }
    }
}

/// A window whose sendEvent(_:) can swallow events (B43).
@MainActor
private final class GatekeeperWindow: UIWindow {
    var passesOn = true
    var log: EventLog?
    override func sendEvent(_ event: UIEvent) {
        log?.record("window.sendEvent(\(event.type))")
        if passesOn { super.sendEvent(event) }
    }
}

@MainActor
@discardableResult
private func showWindow(with subviews: [UIView], frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
                        window: UIWindow? = nil) -> UIWindow {
    let controller = UIViewController()
    controller.view.frame = CGRect(origin: .zero, size: frame.size)
    for view in subviews { controller.view.addSubview(view) }
    return TestWorld.window(window ?? UIWindow(frame: frame), root: controller)
}

private func ids(_ touches: Set<UITouch>?) -> Set<ObjectIdentifier> {
    Set((touches ?? []).map(ObjectIdentifier.init))
}

/// Enqueues, from `threads` threads at once, one finger per thread: down, `steps` moves to y = 1…steps,
/// up. Runs off the main actor, as a backend's input threads would.
private func enqueueFromThreads(_ application: UIApplication, threads: Int, steps: Int, timestamp: TimeInterval) {
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        let id = 500 + thread
        let x = CGFloat(20 + thread * 40)
        application.enqueue(.touches([TouchInput(id: id, phase: .began, location: CGPoint(x: x, y: 0))], timestamp: timestamp))
        for step in 1...steps {
            application.enqueue(.touches([TouchInput(id: id, phase: .moved, location: CGPoint(x: x, y: CGFloat(step)))], timestamp: timestamp))
        }
        application.enqueue(.touches([TouchInput(id: id, phase: .ended, location: CGPoint(x: x, y: CGFloat(steps)))], timestamp: timestamp))
    }
}

@MainActor
@Suite("UIEvent and touch delivery")
struct EventAndDeliveryTests {
    // MARK: Kinds of event (E1, B35, B36)

    @Test("B35: EventType and EventSubtype raw values")
    func rawValues() {
        _ = TestWorld.input()
        let types: [UIEvent.EventType] = [.touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3, 10, 11, 14])
        let subtypes: [UIEvent.EventSubtype] = [
            .none, .motionShake, .remoteControlPlay, .remoteControlPause, .remoteControlStop,
            .remoteControlTogglePlayPause, .remoteControlNextTrack, .remoteControlPreviousTrack,
            .remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward,
            .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
        ]
        #expect(subtypes.map(\.rawValue) == [0, 1, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109])
    }

    @Test("SPEC E1 / B36: touches, motion and remote-control events are told apart by type and subtype")
    func threeKindsOfEvent() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let controller = EventKindController()
        controller.view.addSubview(probe)
        TestWorld.window(root: controller)

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(probe.calls.count == 2)
        #expect(probe.calls.allSatisfy { $0.event?.type == .touches && $0.event?.subtype == UIEvent.EventSubtype.none })

        input.shake()
        input.application.beginReceivingRemoteControlEvents()
        input.pressRemoteControl(.remoteControlTogglePlayPause)
        let kinds = controller.kinds
        #expect(kinds.count == 2)
        #expect(kinds.first.map { $0.0 == .motion && $0.1 == .motionShake } == true)
        #expect(kinds.last.map { $0.0 == .remoteControl && $0.1 == .remoteControlTogglePlayPause } == true)
        // B39: allTouches is nil for events that are not touch events.
        #expect(kinds.allSatisfy { $0.2 })
    }

    // MARK: One event per sequence (B38)

    @Test("B38: one UIEvent object for the whole sequence, across fingers and views; a new one for the next sequence")
    func oneEventPerSequence() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        showWindow(with: [left, right])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 250, y: 50))
        input.lift(a, at: CGPoint(x: 50, y: 50))
        input.move(b, to: CGPoint(x: 260, y: 60))
        input.lift(b, at: CGPoint(x: 260, y: 60))
        let events = left.events + right.events
        #expect(events.count == 5)
        let first = events.first ?? nil
        #expect(first != nil)
        #expect(events.allSatisfy { $0 === first })

        input.tap(at: CGPoint(x: 50, y: 50))
        let next = left.calls.last?.event
        #expect(next != nil)
        #expect(next !== first)
        #expect(left.calls.suffix(2).allSatisfy { $0.event === next })
    }

    // MARK: The event's touches (B39–B42)

    @Test("B39: allTouches holds every touch of the sequence, also another view's stationary one")
    func allTouchesIncludesStationary() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        showWindow(with: [left, right])
        var seen: (all: Set<ObjectIdentifier>, leftPhase: UITouch.Phase?)?
        right.onMoved = { _, _, event in
            let leftTouch = left.calls.first?.touches.first
            seen = (ids(event?.allTouches), leftTouch?.phase)
        }

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 250, y: 50))
        input.move(b, to: CGPoint(x: 260, y: 70))
        let leftTouch = left.calls[0].touches.first!
        let rightTouch = right.calls[0].touches.first!
        #expect(seen?.all == [ObjectIdentifier(leftTouch), ObjectIdentifier(rightTouch)])
        #expect(seen?.leftPhase == .stationary)
        #expect(left.methods == ["touchesBegan"])
        input.lift([(a, CGPoint(x: 50, y: 50)), (b, CGPoint(x: 260, y: 70))])
    }

    @Test("B40 / B39: touches(for: window) holds the touches that began in that window")
    func touchesForWindow() {
        let input = TestWorld.input()
        let log = EventLog()
        let top = RecordingView("top", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        let bottom = RecordingView("bottom", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        let topWindow = showWindow(with: [top], frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let bottomWindow = showWindow(with: [bottom], frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        var sets: (top: Set<ObjectIdentifier>, bottom: Set<ObjectIdentifier>, all: Set<ObjectIdentifier>)?
        bottom.onBegan = { _, _, event in
            guard let event else { return }
            sets = (ids(event.touches(for: topWindow)), ids(event.touches(for: bottomWindow)), ids(event.allTouches))
        }

        let a = input.touchDown(at: CGPoint(x: 100, y: 100))
        let b = input.touchDown(at: CGPoint(x: 100, y: 500))
        let topTouch = top.calls[0].touches.first!
        let bottomTouch = bottom.calls[0].touches.first!
        #expect(sets?.top == [ObjectIdentifier(topTouch)])
        #expect(sets?.bottom == [ObjectIdentifier(bottomTouch)])
        #expect(sets?.all == [ObjectIdentifier(topTouch), ObjectIdentifier(bottomTouch)])
        input.lift([(a, CGPoint(x: 100, y: 100)), (b, CGPoint(x: 100, y: 500))])
    }

    @Test("B41: touches(for: view) holds the touches whose view is exactly that view, not its subviews'")
    func touchesForView() {
        let input = TestWorld.input()
        let log = EventLog()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        parent.addSubview(child)
        showWindow(with: [parent])
        let root = parent.superview!
        var sets: (parent: Set<ObjectIdentifier>?, child: Set<ObjectIdentifier>?, root: Set<UITouch>?)?
        parent.onBegan = { _, _, event in
            guard let event else { return }
            sets = (event.touches(for: parent).map(ids), event.touches(for: child).map(ids), event.touches(for: root))
        }

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))     // on child
        let b = input.touchDown(at: CGPoint(x: 200, y: 200))   // on parent only
        let childTouch = child.calls[0].touches.first!
        let parentTouch = parent.calls[0].touches.first!
        #expect(sets?.parent == [ObjectIdentifier(parentTouch)])
        #expect(sets?.child == [ObjectIdentifier(childTouch)])
        #expect(sets?.root?.isEmpty == true)
        input.lift([(a, CGPoint(x: 50, y: 50)), (b, CGPoint(x: 200, y: 200))])
    }

    @Test("B42: coalescedTouches ends with a copy of the touch; predictedTouches omits it; both nil for a foreign touch")
    func coalescedAndPredicted() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        input.tap(at: CGPoint(x: 10, y: 10))
        let foreign = probe.calls[0].touches.first!
        var checks: [String: Bool] = [:]
        probe.onMoved = { view, touches, event in
            guard let touch = touches.first, let event else { return }
            let coalesced = event.coalescedTouches(for: touch)
            checks["coalesced non-empty"] = coalesced?.isEmpty == false
            if let last = coalesced?.last {
                checks["last is a copy"] = last !== touch
                checks["same location"] = last.location(in: view) == touch.location(in: view)
                    && last.location(in: nil) == touch.location(in: nil)
                checks["same timestamp"] = last.timestamp == touch.timestamp
                checks["same phase"] = last.phase == touch.phase
            }
            checks["not in allTouches"] = !(event.allTouches?.contains { coalesced?.contains($0) == true } ?? true)
            let predicted = event.predictedTouches(for: touch)
            checks["predicted non-nil"] = predicted != nil
            checks["predicted omits touch"] = predicted?.contains { $0 === touch } == false
            checks["foreign coalesced nil"] = event.coalescedTouches(for: foreign) == nil
            checks["foreign predicted nil"] = event.predictedTouches(for: foreign) == nil
        }
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 130), steps: 1)
        #expect(checks.count == 10)
        for (name, ok) in checks.sorted(by: { $0.key < $1.key }) {
            #expect(ok, "\(name)")
        }
    }

    // MARK: The pipeline (E4, E5, B43–B45)

    @Test("SPEC E4 / E5 / B43: application.sendEvent → window.sendEvent → hit-test view; overrides without super stop delivery")
    func sendEventPipeline() {
        let input = TestWorld.input()
        let log = EventLog()
        let application = GatekeeperApplication()
        application.log = log
        UIApplication.withSharedApplication(application) {
            #expect(UIApplication.shared === application)
            let appInput = InputSimulator(application: application, startTime: input.time)
            let window = GatekeeperWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.log = log
            let probe = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            _ = showWindow(with: [probe], window: window)

            appInput.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == [
                "app.sendEvent(touches)", "window.sendEvent(touches)", "view.touchesBegan(1)",
                "app.sendEvent(touches)", "window.sendEvent(touches)", "view.touchesEnded(1)",
            ])

            // An application that does not call super delivers nothing.
            log.clear()
            application.passesOn = false
            appInput.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == ["app.sendEvent(touches)", "app.sendEvent(touches)"])

            // Nor does a window that does not call super.
            log.clear()
            application.passesOn = true
            window.passesOn = false
            appInput.advance(by: 1)
            appInput.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == ["app.sendEvent(touches)", "window.sendEvent(touches)",
                                    "app.sendEvent(touches)", "window.sendEvent(touches)"])

            // UIWindow.sendEvent can be called directly to dispatch an event (B43): with super on,
            // the next tap is delivered again.
            log.clear()
            window.passesOn = true
            appInput.advance(by: 1)
            appInput.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries.filter { $0.hasPrefix("view.") } == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
        }
        #expect(UIApplication.shared !== application)
    }

    // MARK: Grouping (T2, B46)

    @Test("SPEC T2 / B46: two fingers in one frame on a multi-touch view give one call with two touches")
    func groupingPerViewPerPhase() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("multi", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        probe.isMultipleTouchEnabled = true
        showWindow(with: [probe])

        let fingers = input.touchDown(atAll: [CGPoint(x: 50, y: 50), CGPoint(x: 200, y: 50)])
        #expect(log.entries == ["multi.touchesBegan(2)"])
        input.move(fingers[0], to: CGPoint(x: 60, y: 60))
        // The other finger did not move: it is not in touchesMoved.
        #expect(log.entries.last == "multi.touchesMoved(1)")
        #expect(probe.calls.last?.location == CGPoint(x: 60, y: 60))
        input.move([(fingers[0], CGPoint(x: 70, y: 70)), (fingers[1], CGPoint(x: 210, y: 60))])
        #expect(log.entries.last == "multi.touchesMoved(2)")
        input.lift([(fingers[0], CGPoint(x: 70, y: 70)), (fingers[1], CGPoint(x: 210, y: 60))])
        #expect(log.entries == ["multi.touchesBegan(2)", "multi.touchesMoved(1)", "multi.touchesMoved(2)", "multi.touchesEnded(2)"])

        // One after the other: two calls with one touch each.
        log.clear()
        let first = input.touchDown(at: CGPoint(x: 50, y: 50))
        let second = input.touchDown(at: CGPoint(x: 200, y: 50))
        input.lift(first, at: CGPoint(x: 50, y: 50))
        input.lift(second, at: CGPoint(x: 200, y: 50))
        #expect(log.entries == ["multi.touchesBegan(1)", "multi.touchesBegan(1)", "multi.touchesEnded(1)", "multi.touchesEnded(1)"])
    }

    @Test("B46: in one frame, each view gets one call per phase with its own touches")
    func groupingAcrossViewsAndPhases() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        left.isMultipleTouchEnabled = true
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        showWindow(with: [left, right])
        let t = input.time

        input.send(.touches([
            TouchInput(id: 1, phase: .began, location: CGPoint(x: 20, y: 20)),
            TouchInput(id: 2, phase: .began, location: CGPoint(x: 250, y: 20)),
            TouchInput(id: 3, phase: .began, location: CGPoint(x: 60, y: 20)),
        ], timestamp: t))
        #expect(log.entries.sorted() == ["left.touchesBegan(2)", "right.touchesBegan(1)"])
        log.clear()
        input.send(.touches([
            TouchInput(id: 1, phase: .moved, location: CGPoint(x: 25, y: 25)),
            TouchInput(id: 3, phase: .ended, location: CGPoint(x: 60, y: 20)),
        ], timestamp: t + 0.1))
        #expect(log.entries.sorted() == ["left.touchesEnded(1)", "left.touchesMoved(1)"])
        log.clear()
        input.send(.touches([
            TouchInput(id: 1, phase: .ended, location: CGPoint(x: 25, y: 25)),
            TouchInput(id: 2, phase: .ended, location: CGPoint(x: 250, y: 20)),
        ], timestamp: t + 0.2))
        #expect(log.entries.sorted() == ["left.touchesEnded(1)", "right.touchesEnded(1)"])
    }

    // MARK: Where later phases go (B47, B48)

    @Test("B47: moves and the end go to touch.view even outside its bounds and outside the window")
    func laterPhasesGoToTouchView() {
        let input = TestWorld.input()
        let log = EventLog()
        let small = RecordingView("small", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
        let other = RecordingView("other", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: log)
        showWindow(with: [small, other])

        input.drag(along: [CGPoint(x: 30, y: 30), CGPoint(x: 150, y: 150), CGPoint(x: 2000, y: -500)])
        #expect(log.entries == ["small.touchesBegan(1)", "small.touchesMoved(1)", "small.touchesMoved(1)", "small.touchesEnded(1)"])
        #expect(small.calls.allSatisfy { $0.touches.first?.view === small })
        #expect(small.calls.last?.touches.first?.location(in: small) == CGPoint(x: 1990, y: -510))
    }

    @Test("B48 / SPEC R4–R5: the default touches methods pass the same touches and event to next")
    func defaultForwarding() {
        let input = TestWorld.input()
        let log = EventLog()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let handler = RecordingView("handler", frame: CGRect(x: 150, y: 150, width: 100, height: 100), log: log)
        handler.passesOn = true
        parent.addSubview(plain)
        parent.addSubview(handler)
        showWindow(with: [parent])

        input.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 60), steps: 1)
        #expect(log.entries == ["parent.touchesBegan(1)", "parent.touchesMoved(1)", "parent.touchesEnded(1)"])
        #expect(parent.calls.allSatisfy { $0.touches.first?.view === plain })

        log.clear()
        input.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.entries == ["handler.touchesBegan(1)", "parent.touchesBegan(1)", "handler.touchesEnded(1)", "parent.touchesEnded(1)"])
        let handlerCalls = handler.calls.suffix(2), parentCalls = parent.calls.suffix(2)
        #expect(zip(handlerCalls, parentCalls).allSatisfy { $0.touches == $1.touches && $0.event === $1.event })
    }

    // MARK: Multiple and exclusive touch (B49, B50)

    @Test("B49: a view with isMultipleTouchEnabled false does not get a second finger, which is still in allTouches")
    func multipleTouchDisabled() {
        let input = TestWorld.input()
        let log = EventLog()
        let single = RecordingView("single", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 300, height: 300), log: log)
        #expect(single.isMultipleTouchEnabled == false)
        showWindow(with: [single, other])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 200, y: 200))
        let c = input.touchDown(at: CGPoint(x: 100, y: 500))  // other views still get their fingers
        #expect(log.entries == ["single.touchesBegan(1)", "other.touchesBegan(1)"])
        input.move(b, to: CGPoint(x: 210, y: 210))
        #expect(log.entries.count == 2)
        input.move(a, to: CGPoint(x: 60, y: 60))
        #expect(log.entries.last == "single.touchesMoved(1)")
        #expect(single.calls.last?.event?.allTouches?.count == 3)
        input.lift([(a, CGPoint(x: 60, y: 60)), (b, CGPoint(x: 210, y: 210)), (c, CGPoint(x: 100, y: 500))])
        #expect(log.entries.suffix(2).sorted() == ["other.touchesEnded(1)", "single.touchesEnded(1)"])
        #expect(single.calls.allSatisfy { $0.touches.count == 1 && $0.touches.first === single.calls[0].touches.first })
    }

    @Test("B50: while an exclusive-touch view tracks a touch, no other view in the window gets a new one")
    func exclusiveViewBlocksOthers() {
        let input = TestWorld.input()
        let log = EventLog()
        let exclusive = RecordingView("exclusive", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 300, height: 300), log: log)
        #expect(exclusive.isExclusiveTouch == false)
        exclusive.isExclusiveTouch = true
        showWindow(with: [exclusive, other])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 50, y: 500))
        input.move(b, to: CGPoint(x: 60, y: 510))
        input.lift(b, at: CGPoint(x: 60, y: 510))
        #expect(log.entries == ["exclusive.touchesBegan(1)"])
        input.lift(a, at: CGPoint(x: 50, y: 50))
        // Exclusivity ends with the exclusive view's touch.
        input.tap(at: CGPoint(x: 50, y: 500))
        #expect(log.entries == ["exclusive.touchesBegan(1)", "exclusive.touchesEnded(1)", "other.touchesBegan(1)", "other.touchesEnded(1)"])
    }

    @Test("B50: an exclusive-touch view gets no new touch while another view in the window tracks one")
    func exclusiveViewWaitsForOthers() {
        let input = TestWorld.input()
        let log = EventLog()
        let exclusive = RecordingView("exclusive", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        exclusive.isExclusiveTouch = true
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 300, height: 300), log: log)
        showWindow(with: [exclusive, other])

        let a = input.touchDown(at: CGPoint(x: 50, y: 500))
        let b = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.lift(b, at: CGPoint(x: 50, y: 50))
        input.lift(a, at: CGPoint(x: 50, y: 500))
        #expect(log.entries == ["other.touchesBegan(1)", "other.touchesEnded(1)"])
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.suffix(2) == ["exclusive.touchesBegan(1)", "exclusive.touchesEnded(1)"])
    }

    // MARK: Cancellation (T1, B51, B52)

    @Test("SPEC T1 / B51: a system interruption cancels every touch in flight; nothing follows")
    func interruptionCancels() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        showWindow(with: [left, right])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 250, y: 50))
        input.move(a, to: CGPoint(x: 60, y: 60))
        log.clear()
        input.interruption()
        #expect(log.entries.sorted() == ["left.touchesCancelled(1)", "right.touchesCancelled(1)"])
        #expect(left.calls.last?.touches.first?.phase == .cancelled)
        #expect(right.calls.last?.touches.first?.phase == .cancelled)
        #expect(left.calls.last?.touches.first === left.calls[0].touches.first)
        log.clear()
        _ = TestWorld.diagnostics {
            input.move(b, to: CGPoint(x: 260, y: 60))
            input.lift([(a, CGPoint(x: 60, y: 60)), (b, CGPoint(x: 260, y: 60))])
        }
        #expect(log.entries.isEmpty)
        // An interruption with no touches in flight delivers nothing.
        input.interruption()
        #expect(log.entries.isEmpty)
    }

    @Test("B52: a view removed from its window mid-touch gets touchesCancelled at once, then nothing; its old superview gets nothing")
    func removedViewIsCancelled() {
        let input = TestWorld.input()
        let log = EventLog()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        child.passesOn = true  // its touches reach the parent while it is in the tree
        parent.addSubview(child)
        showWindow(with: [parent])

        let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.move(finger, to: CGPoint(x: 55, y: 55))
        #expect(log.entries == ["child.touchesBegan(1)", "parent.touchesBegan(1)", "child.touchesMoved(1)", "parent.touchesMoved(1)"])
        log.clear()
        child.removeFromSuperview()
        #expect(log.entries == ["child.touchesCancelled(1)"])
        #expect(child.calls.last?.touches.first === child.calls[0].touches.first)
        #expect(child.calls.last?.touches.first?.phase == .cancelled)
        input.move(finger, to: CGPoint(x: 65, y: 65))
        input.lift(finger, at: CGPoint(x: 65, y: 65))
        #expect(log.entries == ["child.touchesCancelled(1)"])
    }

    @Test("B52: removing an ancestor of the touched view cancels its touches too")
    func removedAncestorCancels() {
        let input = TestWorld.input()
        let log = EventLog()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let leaf = RecordingView("leaf", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let bystander = RecordingView("bystander", frame: CGRect(x: 0, y: 400, width: 100, height: 100), log: log)
        container.addSubview(leaf)
        showWindow(with: [container, bystander])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 50, y: 450))
        container.removeFromSuperview()
        #expect(log.entries == ["leaf.touchesBegan(1)", "bystander.touchesBegan(1)", "leaf.touchesCancelled(1)"])
        input.lift([(a, CGPoint(x: 50, y: 50)), (b, CGPoint(x: 50, y: 450))])
        #expect(log.entries == ["leaf.touchesBegan(1)", "bystander.touchesBegan(1)", "leaf.touchesCancelled(1)", "bystander.touchesEnded(1)"])
    }

    @Test("B52: a view that removes itself in touchesBegan gets touchesCancelled and nothing more")
    func handlerRemovesItsOwnView() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        probe.onBegan = { view, _, _ in view.removeFromSuperview() }
        showWindow(with: [probe])

        input.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 80), steps: 2)
        #expect(log.entries == ["probe.touchesBegan(1)", "probe.touchesCancelled(1)"])
        #expect(probe.superview == nil)
    }

    @Test("B52: a view removed by another view's handler in the same frame never gets an ending without a beginning")
    func viewRemovedBeforeItsBeganRan() {
        let input = TestWorld.input()
        let log = EventLog()
        let first = RecordingView("first", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        let second = RecordingView("second", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        // Whichever view's touchesBegan runs first removes the other.
        first.onBegan = { _, _, _ in second.removeFromSuperview() }
        second.onBegan = { _, _, _ in first.removeFromSuperview() }
        showWindow(with: [first, second])

        let fingers = input.touchDown(atAll: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        input.lift([(fingers[0], CGPoint(x: 50, y: 50)), (fingers[1], CGPoint(x: 250, y: 50))])
        for view in [first, second] {
            let began = view.methods.filter { $0 == "touchesBegan" }.count
            let endings = view.methods.filter { $0 == "touchesEnded" || $0 == "touchesCancelled" }.count
            #expect(began == endings, "\(view.name): \(view.methods)")
        }
        #expect(log.entries.first?.hasSuffix("touchesBegan(1)") == true)
    }

    @Test("B54: while the application ignores interaction (nested), new touches reach no view; touches in flight still end")
    func ignoringInteractionEvents() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        probe.isMultipleTouchEnabled = true
        showWindow(with: [probe])
        let application = input.application
        #expect(application.isIgnoringInteractionEvents == false)

        let early = input.touchDown(at: CGPoint(x: 10, y: 10))
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        var depth = 2
        defer { for _ in 0..<depth { application.endIgnoringInteractionEvents() } }
        #expect(application.isIgnoringInteractionEvents)
        input.tap(at: CGPoint(x: 100, y: 100))
        input.lift(early, at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["probe.touchesBegan(1)", "probe.touchesEnded(1)"])

        application.endIgnoringInteractionEvents()
        depth -= 1
        #expect(application.isIgnoringInteractionEvents)  // still one level deep
        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.count == 2)

        application.endIgnoringInteractionEvents()
        depth -= 1
        #expect(application.isIgnoringInteractionEvents == false)
        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.suffix(2) == ["probe.touchesBegan(1)", "probe.touchesEnded(1)"])
        #expect(log.entries.count == 4)
    }

    // MARK: The FIFO queue (E3)

    @Test("SPEC E3: queued input is delivered oldest first, and only when the queue is processed")
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
        application.enqueue(.touches([TouchInput(id: 1, phase: .moved, location: CGPoint(x: 20, y: 10))], timestamp: t + 0.02))
        application.enqueue(.remoteControl(.remoteControlPause, timestamp: t + 0.03))
        application.enqueue(.touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 20, y: 10))], timestamp: t + 0.04))
        #expect(application.pendingInputCount == 5)
        #expect(log.entries.isEmpty)
        application.processPendingEvents()
        #expect(application.pendingInputCount == 0)
        #expect(log.entries == [
            "probe.touchesBegan(1)", "vc.remoteControlReceived(remoteControlPlay)", "probe.touchesMoved(1)",
            "vc.remoteControlReceived(remoteControlPause)", "probe.touchesEnded(1)",
        ])
    }

    @Test("SPEC E3: input enqueued inside a handler is delivered after the current event, not inside it")
    func inputFromAHandlerWaits() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let application = input.application
        let t = input.time
        var pendingInside: Int?
        probe.onBegan = { _, _, _ in
            application.enqueue(.touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10))], timestamp: t + 0.1))
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

    @Test("SPEC E3: input enqueued from many threads at once is delivered exactly once, each thread's in order")
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
}
