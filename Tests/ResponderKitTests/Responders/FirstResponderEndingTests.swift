import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// How first-responder status ends: endEditing, removal from the window; and where coordinate-less
// events go when there is no first responder (B72–B74).

@MainActor
@Suite("First responder: endEditing, removal and no first responder (B72–B74)")
struct FirstResponderEndingTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    // MARK: endEditing and removal (B73, B74)

    @Test("endEditing(false) asks the first responder to resign; endEditing(true) forces it (B73)")
    func endEditing() {
        let input = TestWorld.input()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        field.customInputView = keyboard
        container.addSubview(field)
        let unrelated = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        let window = showWindow(with: [container, unrelated])

        // A willing first responder resigns.
        #expect(field.becomeFirstResponder())
        #expect(container.endEditing(false))
        #expect(!field.isFirstResponder)
        #expect(field.resignCalls == 1)

        // A first responder outside the receiver's subtree is left alone.
        #expect(field.becomeFirstResponder())
        _ = unrelated.endEditing(false)
        #expect(field.isFirstResponder)

        // A refusing one stays with endEditing(false) …
        field.refusesResign = true
        #expect(!window.endEditing(false))
        #expect(field.isFirstResponder)
        // … and so does one whose canResignFirstResponder is false.
        field.refusesResign = false
        field.allowsResign = false
        #expect(!window.endEditing(false))
        #expect(field.isFirstResponder)

        // endEditing(true) ignores both.
        field.refusesResign = true
        #expect(window.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(keyboard.window == nil)
        #expect(window.findFirstResponder() == nil)
        _ = input
    }

    @Test("Removing the first responder from its window makes it resign, even if it refuses (B74)")
    func removalResigns() {
        let input = TestWorld.input()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        field.customInputView = keyboard
        container.addSubview(field)
        let next = FirstResponderView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        let window = showWindow(with: [container, next])

        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(field.resignCalls == 1)
        #expect(!field.isFirstResponder)
        #expect(keyboard.window == nil)

        // Removing an ancestor counts too, and a refusal does not keep it.
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.refusesResign = true
        field.allowsResign = false
        container.removeFromSuperview()
        #expect(field.resignCalls == 2)
        #expect(!field.isFirstResponder)
        #expect(window.findFirstResponder() == nil)
        #expect(keyboard.window == nil)
        #expect(next.becomeFirstResponder())  // the window is free for another
        #expect(next.resignFirstResponder())
        _ = input
    }

    @Test("B74: a callback that moves the view through another window leaves no stale first responder")
    func callbackMovesViewThroughAnotherWindow() {
        _ = TestWorld.input()
        final class Wanderer: UIView {
            var detour: UIView?
            var becomeOnArrival = false
            override var canBecomeFirstResponder: Bool { true }
            override func willMove(toSuperview newSuperview: UIView?) {
                if let detour, newSuperview !== detour {
                    self.detour = nil
                    detour.addSubview(self)
                }
            }
            override func didMoveToWindow() {
                if becomeOnArrival, window != nil { becomeFirstResponder() }
            }
        }
        let w1 = TestWorld.window(root: UIViewController())
        let w2 = TestWorld.keepAlive(UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
        w2.rootViewController = UIViewController()
        w2.isHidden = false
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        w1.rootViewController!.view.addSubview(a)
        w1.rootViewController!.view.addSubview(b)
        let view = Wanderer(frame: .zero)
        a.addSubview(view)
        view.detour = w2.rootViewController!.view
        view.becomeOnArrival = true
        b.addSubview(view)  // its willMove sends it to w2 first, where it becomes first responder
        #expect(view.window === w1)
        #expect(view.superview === b)
        let w2Responder = w2.rootViewController!.view.findFirstResponder()
        #expect(w2Responder == nil)
        #expect(!view.isFirstResponder || view.window === w1)
    }

    // MARK: No first responder (B72)

    @Test("""
        With no first responder, motion and remote control go to the key window's root view controller, then the \
        window (B72)
        """)
    func noFirstResponderGoesToRootController() {
        let input = TestWorld.input()
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log, passesOn: true)
        let recordingWindow = RecordingWindow(frame: Self.screen)
        recordingWindow.log = log
        let window = TestWorld.window(recordingWindow, root: controller)
        log.clear()

        input.shake()
        input.pressRemoteControl(.remoteControlPlay)
        #expect(log.entries == [
            "vc.motionBegan(motionShake)", "window.motionBegan(motionShake)",
            "vc.motionEnded(motionShake)",
            "vc.remoteControlReceived(remoteControlPlay)", "window.remoteControlReceived(remoteControlPlay)",
        ])

        // With no root view controller, the window itself is the start.
        window.rootViewController = nil
        log.clear()
        input.shake()
        input.pressRemoteControl(.remoteControlPause)
        #expect(log.entries == [
            "window.motionBegan(motionShake)", "window.remoteControlReceived(remoteControlPause)",
        ])
    }

    @Test("With no key window, motion and remote control are dropped (B72)")
    func noKeyWindowDrops() throws {
        let input = TestWorld.input()
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log, passesOn: true)
        let recordingWindow = RecordingWindow(frame: Self.screen)
        recordingWindow.log = log
        let window = TestWorld.window(recordingWindow, root: controller)
        // Windows an earlier test left alive could take over as key: hide them for this test.
        let others = UIApplication.shared.windows.filter { $0 !== window && !$0.isHidden }
        for other in others { other.isHidden = true }
        defer { for other in others { other.isHidden = false } }
        window.isHidden = true  // the key window goes away; no other window can take over
        try #require(UIApplication.shared.keyWindow == nil)
        window.isHidden = false  // visible again, but not key
        #expect(!window.isKeyWindow)
        log.clear()

        input.shake()
        input.pressRemoteControl(.remoteControlPlay)
        #expect(log.entries.isEmpty)
    }
}
