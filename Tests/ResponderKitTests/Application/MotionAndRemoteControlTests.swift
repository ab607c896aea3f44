import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Motion (shake) and remote-control events: to the first responder, then up the chain
// (M1–M2, B77–B81).

/// One call a motion/remote-control recorder received.
@MainActor
private struct ReceivedEvent {
    let responder: String
    let method: String
    let motion: UIEvent.EventSubtype?
    let event: UIEvent?
}

@MainActor
private final class EventRecorder {
    var received: [ReceivedEvent] = []
    var summary: [String] { received.map { "\($0.responder).\($0.method)" } }
}

/// A first-responder view that records the motion and remote-control calls with their arguments
/// and passes them on with `super`.
@MainActor
private final class MotionView: UIView {
    let name: String
    let recorder: EventRecorder
    var acceptsFirstResponder = true
    init(_ name: String, frame: CGRect, recorder: EventRecorder) {
        self.name = name
        self.recorder = recorder
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        recorder.received.append(.init(responder: name, method: "motionBegan", motion: motion, event: event))
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        recorder.received.append(.init(responder: name, method: "motionEnded", motion: motion, event: event))
        super.motionEnded(motion, with: event)
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        recorder.received.append(.init(responder: name, method: "motionCancelled", motion: motion, event: event))
        super.motionCancelled(motion, with: event)
    }
    override func remoteControlReceived(with event: UIEvent?) {
        recorder.received.append(.init(responder: name, method: "remoteControlReceived", motion: nil, event: event))
        super.remoteControlReceived(with: event)
    }
}

/// An app delegate that is a plain responder (so it ends the chain, B59) and records what reaches it.
@MainActor
private final class MotionAppDelegate: UIResponder, UIApplicationDelegate {
    let recorder: EventRecorder
    init(recorder: EventRecorder) {
        self.recorder = recorder
        super.init()
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        recorder.received.append(.init(responder: "delegate", method: "motionBegan", motion: motion, event: event))
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        recorder.received.append(.init(responder: "delegate", method: "motionEnded", motion: motion, event: event))
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        recorder.received.append(.init(responder: "delegate", method: "motionCancelled", motion: motion, event: event))
    }
    override func remoteControlReceived(with event: UIEvent?) {
        recorder.received.append(
            .init(responder: "delegate", method: "remoteControlReceived", motion: nil, event: event))
    }
}

/// A window whose first responder is `field`, inside `parent`, inside a recording controller's view.
@MainActor
private struct MotionScene {
    let recorder = EventRecorder()
    let log = EventLog()
    let controller: RecordingViewController
    let parent: MotionView
    let field: MotionView
    let window: UIWindow

    init() {
        controller = RecordingViewController("vc", log: log, passesOn: true)
        parent = MotionView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), recorder: recorder)
        parent.acceptsFirstResponder = false
        field = MotionView("field", frame: CGRect(x: 0, y: 0, width: 200, height: 44), recorder: recorder)
        controller.view.addSubview(parent)
        parent.addSubview(field)
        let recordingWindow = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        recordingWindow.log = log
        window = TestWorld.window(recordingWindow, root: controller)
    }
}

@MainActor
@Suite("Motion and remote-control events (M1–M2, B77–B81)")
struct MotionAndRemoteControlTests {
    @Test("A shake goes to the first responder, then up the chain, as .motion/.motionShake (M1, B77, B78)")
    func shakeGoesUpTheChain() throws {
        let input = TestWorld.input()
        let scene = MotionScene()
        let delegate = MotionAppDelegate(recorder: scene.recorder)
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        #expect(scene.field.becomeFirstResponder())
        scene.log.clear()

        input.shake()
        #expect(scene.recorder.summary == [
            "field.motionBegan", "parent.motionBegan", "delegate.motionBegan",
            "field.motionEnded", "parent.motionEnded", "delegate.motionEnded",
        ])
        // The controller and the window sit between the views and the delegate.
        #expect(scene.log.entries == [
            "vc.motionBegan(motionShake)", "window.motionBegan(motionShake)", "vc.motionEnded(motionShake)",
        ])
        for call in scene.recorder.received {
            let event = try #require(call.event)
            #expect(event.type == .motion)
            #expect(event.subtype == .motionShake)
            #expect(call.motion == event.subtype)  // the motion argument is the event's subtype (B78)
        }
        #expect(scene.field.resignFirstResponder())
        withExtendedLifetime(delegate) {}
    }

    @Test("Began and ended of one shake carry the same UIEvent object (B77)")
    func sameEventObject() throws {
        let input = TestWorld.input()
        let scene = MotionScene()
        #expect(scene.field.becomeFirstResponder())

        let start = input.time
        input.shake(duration: 0.5)
        let calls = scene.recorder.received.filter { $0.responder == "field" }
        #expect(calls.map(\.method) == ["motionBegan", "motionEnded"])
        let began = try #require(calls.first?.event)
        let ended = try #require(calls.last?.event)
        #expect(began === ended)
        #expect(abs(ended.timestamp - (start + 0.5)) < 1e-9)  // updated to the end of the shake
        // Every responder along the chain sees that one event.
        #expect(scene.recorder.received.allSatisfy { $0.event === began })

        // A second shake is a new event.
        scene.recorder.received.removeAll()
        input.shake()
        let second = try #require(scene.recorder.received.first?.event)
        #expect(second !== began)
        #expect(scene.field.resignFirstResponder())
    }

    @Test("An interruption (.cancelAllTouches) during a shake sends motionCancelled with the shake's event (B77)")
    func interruptionCancelsShake() throws {
        let input = TestWorld.input()
        let scene = MotionScene()
        #expect(scene.field.becomeFirstResponder())

        input.send(.motionBegan(.motionShake, timestamp: input.time))
        input.advance(by: 0.2)
        input.interruption()
        #expect(scene.recorder.summary == [
            "field.motionBegan", "parent.motionBegan", "field.motionCancelled", "parent.motionCancelled",
        ])
        let began = try #require(scene.recorder.received.first?.event)
        let cancelled = try #require(scene.recorder.received.last?.event)
        #expect(began === cancelled)
        #expect(scene.recorder.received.last?.motion == .motionShake)

        // The shake is over: a late end is reported and dropped, not delivered.
        scene.recorder.received.removeAll()
        let diagnostics = TestWorld.diagnostics {
            input.send(.motionEnded(.motionShake, timestamp: input.time))
        }
        #expect(scene.recorder.received.isEmpty)
        #expect(diagnostics.map(\.kind) == [.unbalancedMotion])

        // An interruption with no shake in progress sends no motion call.
        input.interruption()
        #expect(scene.recorder.received.isEmpty)
        #expect(scene.field.resignFirstResponder())
    }

    @Test("Remote-control events arrive only between begin- and endReceivingRemoteControlEvents (M2, B80)")
    func remoteControlOnlyWhileReceiving() {
        let input = TestWorld.input()
        let application = UIApplication.shared
        defer { application.endReceivingRemoteControlEvents() }
        let scene = MotionScene()
        #expect(scene.field.becomeFirstResponder())

        input.pressRemoteControl(.remoteControlPlay)  // before begin: dropped
        #expect(scene.recorder.received.isEmpty)
        #expect(scene.log.entries.filter { $0.contains("remote") }.isEmpty)

        application.beginReceivingRemoteControlEvents()
        input.pressRemoteControl(.remoteControlPlay)
        #expect(scene.recorder.summary == ["field.remoteControlReceived", "parent.remoteControlReceived"])
        #expect(scene.log.entries.filter { $0.contains("remote") } == [
            "vc.remoteControlReceived(remoteControlPlay)", "window.remoteControlReceived(remoteControlPlay)",
        ])

        application.endReceivingRemoteControlEvents()
        scene.recorder.received.removeAll()
        scene.log.clear()
        input.pressRemoteControl(.remoteControlPause)  // after end: dropped
        #expect(scene.recorder.received.isEmpty)
        #expect(scene.log.entries.isEmpty)
        #expect(scene.field.resignFirstResponder())
    }

    @Test("""
        Every remote-control subtype (100–109) reaches the first responder as .remoteControl, then the chain (M2, \
        B80, B81)
        """)
    func allRemoteControlSubtypes() throws {
        let input = TestWorld.input()
        let application = UIApplication.shared
        application.beginReceivingRemoteControlEvents()
        defer { application.endReceivingRemoteControlEvents() }
        let scene = MotionScene()
        let delegate = MotionAppDelegate(recorder: scene.recorder)
        application.delegate = delegate
        defer { application.delegate = nil }
        #expect(scene.field.becomeFirstResponder())

        let subtypes: [UIEvent.EventSubtype] = [
            .remoteControlPlay, .remoteControlPause, .remoteControlStop, .remoteControlTogglePlayPause,
            .remoteControlNextTrack, .remoteControlPreviousTrack,
            .remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward,
            .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
        ]
        #expect(subtypes.map(\.rawValue) == Array(100...109))
        for subtype in subtypes { input.pressRemoteControl(subtype) }

        let atField = scene.recorder.received.filter { $0.responder == "field" }
        #expect(atField.count == subtypes.count)
        for (call, subtype) in zip(atField, subtypes) {
            let event = try #require(call.event)
            #expect(event.type == .remoteControl)
            #expect(event.subtype == subtype)
        }
        // Each one continued up the chain to the delegate (B63, B81).
        #expect(
            scene.recorder.received.filter { $0.responder == "delegate" }.compactMap { $0.event?.subtype } == subtypes)
        #expect(scene.log.entries.filter { $0.hasPrefix("vc.remoteControlReceived") }.count == subtypes.count)
        #expect(scene.field.resignFirstResponder())
        withExtendedLifetime(delegate) {}
    }

    @Test("Motion goes to the first responder, not to the view under a finger (M1, B70)")
    func motionIgnoresTouches() {
        let input = TestWorld.input()
        let scene = MotionScene()
        let other = MotionView("other", frame: CGRect(x: 0, y: 400, width: 100, height: 100), recorder: scene.recorder)
        scene.controller.view.addSubview(other)
        #expect(scene.field.becomeFirstResponder())

        let finger = input.touchDown(at: CGPoint(x: 50, y: 450))  // a finger rests on `other`
        input.shake()
        input.lift(finger, at: CGPoint(x: 50, y: 450))
        #expect(scene.recorder.summary == [
            "field.motionBegan", "parent.motionBegan", "field.motionEnded", "parent.motionEnded",
        ])
        #expect(scene.field.resignFirstResponder())
    }
}
