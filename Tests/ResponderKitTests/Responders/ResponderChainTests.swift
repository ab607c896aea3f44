import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The responder chain: who is `next` of whom, and how the default event methods walk it
// (R1–R6, B55–B63).

/// An app delegate that is a plain responder, so it follows the application in the chain (B59).
@MainActor
private final class ResponderAppDelegate: UIResponder, UIApplicationDelegate {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init()
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("delegate.touchesBegan(\(touches.count))")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("delegate.touchesMoved(\(touches.count))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("delegate.touchesEnded(\(touches.count))")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("delegate.touchesCancelled(\(touches.count))")
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("delegate.motionBegan(\(motion))")
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("delegate.motionEnded(\(motion))")
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("delegate.motionCancelled(\(motion))")
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.record("delegate.remoteControlReceived(\(event?.subtype ?? .none))")
    }
}

/// A view that can become first responder and overrides no event method, so the defaults of
/// `UIResponder` are what run.
@MainActor
private final class PlainFirstResponderView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A view whose `next` is whatever the test says (B61).
@MainActor
private final class RedirectingView: UIView {
    weak var redirect: UIResponder?
    override var next: UIResponder? { redirect }
}

/// A view that handles a touch and then calls super, as R5 describes.
@MainActor
private final class HandleThenForwardView: UIView {
    let name: String
    let log: EventLog
    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name) handled touchesBegan")
        super.touchesBegan(touches, with: event)
        log.record("\(name) returned from super")
    }
}

@MainActor
@Suite("Responder chain (R1–R6, B55–B63)")
struct ResponderChainTests {
    // MARK: next

    @Test("UIView.next is its controller when it is the controller's root view, else its superview (R1, B56)")
    func viewNext() {
        let input = TestWorld.input()
        let detached = UIView()
        #expect(detached.next == nil)  // no superview, no controller

        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)

        let controller = UIViewController()
        let root: UIView = controller.view
        #expect(root.next === controller)
        root.addSubview(parent)
        #expect(parent.next === root)

        // A root view that is also in a window still answers its controller, not its superview.
        let window = TestWorld.window(root: controller)
        #expect(root.superview === window)
        #expect(root.next === controller)

        // Once the controller has another view, the old one is an ordinary view again.
        let replacement = UIView()
        controller.view = replacement
        #expect(root.next === window)
        #expect(replacement.next === controller)
        _ = input
    }

    @Test("UIViewController.next: root controller → window; child controller → parent's view tree → parent (R2, B57)")
    func controllerNext() {
        let input = TestWorld.input()
        let parent = UIViewController()
        let window = TestWorld.window(root: parent)
        #expect(parent.next === window)  // a window's root view controller

        // A child whose view sits in a container view inside the parent's root view.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.view.addSubview(container)
        let child = UIViewController()
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.next === container)
        #expect(container.next === parent.view)
        #expect(parent.view.next === parent)

        // A child whose view is directly in the parent's root view leads to that view, then the parent.
        let direct = UIViewController()
        parent.addChild(direct)
        parent.view.addSubview(direct.view)
        direct.didMove(toParent: parent)
        #expect(direct.next === parent.view)
        #expect(direct.next?.next === parent)

        // A controller whose view is not loaded has no next, and asking does not load the view.
        let unloaded = UIViewController()
        #expect(unloaded.next == nil)
        #expect(!unloaded.isViewLoaded)
        _ = input
    }

    @Test("UIWindow.next is UIApplication.shared (R3, B58)")
    func windowNext() {
        let input = TestWorld.input()
        let window = TestWorld.window(root: UIViewController())
        #expect(window.next === UIApplication.shared)
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(hidden.next === UIApplication.shared)
        _ = input
    }

    @Test("UIResponder stores no next responder: UIResponder().next == nil (R6, B55)")
    func plainResponderNext() {
        let input = TestWorld.input()
        let responder = UIResponder()
        #expect(responder.next == nil)
        // Its default event methods have nowhere to go and must simply return.
        responder.touchesBegan([], with: nil)
        responder.motionBegan(.motionShake, with: nil)
        responder.remoteControlReceived(with: nil)
        #expect(responder.next == nil)
        _ = input
    }

    // MARK: Default forwarding, through real input

    @Test("""
        Touches walk the whole chain: view → superview → root view → controller → window → application → delegate \
        (R4, B60, B62)
        """)
    func touchesWalkTheWholeChain() {
        let input = TestWorld.input()
        let log = EventLog()
        let delegate = ResponderAppDelegate(log: log)
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }

        let controller = RecordingViewController("vc", log: log, passesOn: true)
        let root = RecordingView("root", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log, passesOn: true)
        controller.view = root
        let superview = RecordingView(
            "superview", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log, passesOn: true)
        let view = RecordingView("view", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log, passesOn: true)
        controller.view.addSubview(superview)
        superview.addSubview(view)
        defer { for recorder in [view, superview, root] { recorder.forgetTouches() } }
        let recordingWindow = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        recordingWindow.log = log
        TestWorld.window(recordingWindow, root: controller)
        log.clear()

        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == [
            "view.touchesBegan(1)", "superview.touchesBegan(1)", "root.touchesBegan(1)", "vc.touchesBegan(1)",
            "window.touchesBegan(1)", "delegate.touchesBegan(1)",
            "view.touchesEnded(1)", "superview.touchesEnded(1)", "root.touchesEnded(1)", "vc.touchesEnded(1)",
            "window.touchesEnded(1)", "delegate.touchesEnded(1)",
        ])

        // Moves and cancellations travel the same way.
        log.clear()
        let finger = input.touchDown(at: CGPoint(x: 100, y: 100))
        input.move(finger, to: CGPoint(x: 110, y: 110))
        input.interruption()
        #expect(log.entries.filter { $0.contains("Moved") } == [
            "view.touchesMoved(1)", "superview.touchesMoved(1)", "root.touchesMoved(1)", "vc.touchesMoved(1)",
            "delegate.touchesMoved(1)",
        ])
        #expect(log.entries.filter { $0.contains("Cancelled") } == [
            "view.touchesCancelled(1)", "superview.touchesCancelled(1)", "root.touchesCancelled(1)",
            "vc.touchesCancelled(1)", "delegate.touchesCancelled(1)",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test("A view that overrides nothing passes touches on to its superview (R4, B62)")
    func plainViewForwardsTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        defer { parent.forgetTouches() }
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(parent)
        parent.addSubview(plain)
        TestWorld.window(root: controller)

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["parent.touchesBegan(1)", "parent.touchesEnded(1)"])
        // The touch's view is still the plain view (it was the hit-test view), only the handling moved up.
        #expect(parent.lastTouches.first?.view === plain)
    }

    @Test("Default motion and remote-control methods forward to next up to the delegate (R4, B62, B63)")
    func motionAndRemoteForward() {
        let input = TestWorld.input()
        let log = EventLog()
        let delegate = ResponderAppDelegate(log: log)
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }

        let controller = RecordingViewController("vc", log: log, passesOn: true)
        let parent = RecordingView(
            "parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log, passesOn: true)
        let firstResponder = PlainFirstResponderView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(parent)
        parent.addSubview(firstResponder)
        let recordingWindow = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        recordingWindow.log = log
        TestWorld.window(recordingWindow, root: controller)
        #expect(firstResponder.becomeFirstResponder())
        log.clear()

        input.shake()
        // The controller's root view is a plain UIView: it forwards too, unseen.
        #expect(log.entries == [
            "parent.motionBegan(motionShake)", "vc.motionBegan(motionShake)", "window.motionBegan(motionShake)",
            "delegate.motionBegan(motionShake)",
            "parent.motionEnded(motionShake)", "vc.motionEnded(motionShake)", "delegate.motionEnded(motionShake)",
        ])

        log.clear()
        input.pressRemoteControl(.remoteControlTogglePlayPause)  // B63: forwarded like the others
        #expect(log.entries == [
            "parent.remoteControlReceived(remoteControlTogglePlayPause)",
            "vc.remoteControlReceived(remoteControlTogglePlayPause)",
            "window.remoteControlReceived(remoteControlTogglePlayPause)",
            "delegate.remoteControlReceived(remoteControlTogglePlayPause)",
        ])

        // Called directly, the defaults forward too — motionCancelled included.
        log.clear()
        firstResponder.motionCancelled(.motionShake, with: nil)
        #expect(log.entries.first == "parent.motionCancelled(motionShake)")
        #expect(log.entries.last == "delegate.motionCancelled(motionShake)")
        #expect(firstResponder.resignFirstResponder())
        withExtendedLifetime(delegate) {}
    }

    // MARK: super, overrides of next, the end of the chain

    @Test("Calling super inside an override passes the event on, so several responders handle it (R5)")
    func superPassesOn() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let outer = HandleThenForwardView("outer", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let inner = HandleThenForwardView("inner", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        TestWorld.window(root: controller)

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == [
            "inner handled touchesBegan", "outer handled touchesBegan",
            "outer returned from super", "inner returned from super",
        ])

        // An override that does not call super stops the event there (B62).
        log.clear()
        let stopper = RecordingView(
            "stopper", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log, passesOn: false)
        defer { stopper.forgetTouches() }
        inner.addSubview(stopper)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["stopper.touchesBegan(1)", "stopper.touchesEnded(1)"])
    }

    @Test("Overriding next changes the chain (B61)")
    func overridingNext() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let realParent = RecordingView("realParent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let redirected = RedirectingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let elsewhere = RecordingViewController("elsewhere", log: log)
        redirected.redirect = elsewhere
        controller.view.addSubview(realParent)
        realParent.addSubview(redirected)
        TestWorld.window(root: controller)

        #expect(redirected.next === elsewhere)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["elsewhere.touchesBegan(1)", "elsewhere.touchesEnded(1)"])

        // Returning nil ends the chain right there.
        log.clear()
        redirected.redirect = nil
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        withExtendedLifetime(elsewhere) {}
    }

    @Test("At the end of the chain an event is dropped silently (R4)")
    func droppedAtTheEnd() {
        let input = TestWorld.input()
        #expect(UIApplication.shared.next == nil)
        let window = TestWorld.window(root: UIViewController())
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController?.view.addSubview(plain)
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }

        let diagnostics = TestWorld.diagnostics {
            input.tap(at: CGPoint(x: 50, y: 50))
            input.shake()
            input.pressRemoteControl(.remoteControlPlay)
        }
        #expect(diagnostics.isEmpty)
        #expect(UIApplication.shared.pendingInputCount == 0)
    }
}
