import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Who receives what: responders only, touches to their window, the rest to the key window.
@MainActor
@Suite("Event routing (E2; B23, B37, B44, B53, B71)")
struct EventRoutingTests {
    /// A responder that counts the estimated-property updates it receives.
    final class EstimatingView: UIView {
        var estimatedUpdates = 0
        override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { estimatedUpdates += 1 }
    }

    @Test("E2: every receiver of events is a UIResponder — views, windows, controllers, the application")
    func onlyResponders() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log, passesOn: true)
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.log = log
        _ = TestWorld.window(window, root: controller)
        let view = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log, passesOn: true)
        controller.view.addSubview(view)
        log.clear()
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["view.touchesBegan(1)", "vc.touchesBegan(1)", "window.touchesBegan(1)",
                                "view.touchesEnded(1)", "vc.touchesEnded(1)", "window.touchesEnded(1)"])
        let receivers: [UIResponder] = [view, controller, window, UIApplication.shared]
        #expect(receivers.count == 4)  // each is a UIResponder by type: the compiler checked it
    }

    @Test("B23 (decision 2): touch.view stays the hit-test view for the whole touch, through moves and the end")
    func touchViewStays() throws {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let first = RecordingView("first", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let second = RecordingView("second", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        TestWorld.window(root: controller)
        let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(first.lastTouches.first)
        input.move(finger, to: CGPoint(x: 150, y: 50))
        #expect(touch.view === first)
        input.lift(finger, at: CGPoint(x: 150, y: 50))
        #expect(touch.view === first)
        #expect(log.entries == ["first.touchesBegan(1)", "first.touchesMoved(1)", "first.touchesEnded(1)"])
    }

    @Test("B37: UIEvent.timestamp is the input's time, for touches, motion and remote control")
    func eventTimestamps() throws {
        let input = TestWorld.input()
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        #expect(view.becomeFirstResponder() == false)  // a plain view cannot; use a recorder that can:
        let focus = FocusView("focus", frame: CGRect(x: 200, y: 200, width: 10, height: 10), log: log)
        controller.view.addSubview(focus)
        #expect(focus.becomeFirstResponder())

        let t = input.time
        input.send(.touches([TouchInput(id: 5, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: t + 0.5))
        #expect(view.lastEvent?.timestamp == t + 0.5)
        input.send(.touches([TouchInput(id: 5, phase: .ended, location: CGPoint(x: 10, y: 10))], timestamp: t + 0.75))
        #expect(view.lastEvent?.timestamp == t + 0.75)
        input.send(.motionBegan(.motionShake, timestamp: t + 1))
        #expect(focus.lastEvent?.timestamp == t + 1)
        input.send(.motionEnded(.motionShake, timestamp: t + 1.25))
        #expect(focus.lastEvent?.timestamp == t + 1.25)
        input.send(.remoteControl(.remoteControlPlay, timestamp: t + 2))
        #expect(focus.lastEvent?.timestamp == t + 2)
    }

    @Test("""
        B44, B71: touches go to the window they began in; motion and remote control to the key window's first \
        responder only
        """)
    func keyWindowRouting() {
        let input = TestWorld.input()
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        let log = EventLog()
        let back = UIViewController(), front = UIViewController()
        let backWindow = TestWorld.window(UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400)), root: back)
        let frontWindow = TestWorld.keepAlive(UIWindow(frame: CGRect(x: 0, y: 400, width: 390, height: 444)))
        frontWindow.rootViewController = front
        frontWindow.isHidden = false  // visible, but not key
        let backFocus = FocusView("backFocus", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        let frontFocus = FocusView("frontFocus", frame: CGRect(x: 0, y: 0, width: 390, height: 444), log: log)
        back.view.addSubview(backFocus)
        front.view.addSubview(frontFocus)
        #expect(backFocus.becomeFirstResponder())
        #expect(frontFocus.becomeFirstResponder())
        #expect(backWindow.isKeyWindow && !frontWindow.isKeyWindow)

        input.tap(at: CGPoint(x: 10, y: 500))   // in the front, non-key window
        input.shake()
        input.pressRemoteControl(.remoteControlPause)
        #expect(log.entries == ["frontFocus.touchesBegan(1)", "frontFocus.touchesEnded(1)",
                                "backFocus.motionBegan(motionShake)", "backFocus.motionEnded(motionShake)",
                                "backFocus.remoteControlReceived(remoteControlPause)"])
    }

    @Test("B53: touchesEstimatedPropertiesUpdated is never called: raw input has no estimated properties")
    func noEstimatedUpdates() {
        let input = TestWorld.input()
        let controller = UIViewController()
        let view = EstimatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 90))
        #expect(view.estimatedUpdates == 0)
        UIResponder().touchesEstimatedPropertiesUpdated([])  // the default does nothing and does not trap
    }
}

/// A recording view that can become first responder.
@MainActor
final class FocusView: RecordingView {
    override var canBecomeFirstResponder: Bool { true }
}
