import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// UIEvent: kinds of event, one event per sequence and the event's touch sets (E1,
// B35–B42).

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
private func ids(_ touches: Set<UITouch>?) -> Set<ObjectIdentifier> {
    Set((touches ?? []).map(ObjectIdentifier.init))
}

@MainActor
@Suite("UIEvent: kinds, one event per sequence, the event's touches (E1, B35–B42)")
struct UIEventTests {
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

    @Test("E1 / B36: touches, motion and remote-control events are told apart by type and subtype")
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

    @Test("""
        B38: one UIEvent object for the whole sequence, across fingers and views; the next sequence reuses it, \
        with only its own touches
        """)
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

        // "UIKit reuses the same UIEvent instance for every event delivered to the application"
        // (UIEvent class reference): the next sequence gets the same object, holding only its touches.
        let earlierTouches = (left.calls + right.calls).flatMap(\.touches)
        var touchesInNext: Set<UITouch>?
        var phaseInNext: UITouch.Phase?
        left.onBegan = { _, _, event in
            touchesInNext = event?.allTouches
            phaseInNext = event?.allTouches?.first?.phase
        }
        let c = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.lift(c, at: CGPoint(x: 50, y: 50))
        let next = left.calls.last?.event
        #expect(next != nil)
        #expect(next === first)
        #expect(left.calls.suffix(2).allSatisfy { $0.event === next })
        #expect(touchesInNext?.count == 1)
        #expect(phaseInNext == .began)
        #expect(touchesInNext?.contains { touch in earlierTouches.contains { $0 === touch } } == false)
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

    @Test(
        "B42: coalescedTouches ends with a copy of the touch; predictedTouches omits it; both nil for a foreign touch")
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
}
