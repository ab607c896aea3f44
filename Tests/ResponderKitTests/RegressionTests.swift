import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Behaviour an independent review found wrong, each pinned by a test.
@MainActor
@Suite("Regressions")
struct RegressionTests {
    /// iOS code often removes observers in a plain `deinit`; a view subclass must allow one.
    final class ObservingView: UIView {
        nonisolated(unsafe) static var deinits = 0
        deinit { ObservingView.deinits += 1 }
    }

    final class FieldView: UIView {
        var customInputView: UIView?
        override var canBecomeFirstResponder: Bool { true }
        override var inputView: UIView? { customInputView }
    }

    @Test("A UIView subclass can have a plain deinit; a parent released first leaves the child detached")
    func plainDeinit() {
        _ = TestWorld.input()
        let before = ObservingView.deinits
        var child: ObservingView? = ObservingView(frame: .zero)
        do {
            let parent = ObservingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(child!)
            #expect(child?.superview === parent)
        }
        #expect(child?.superview == nil)
        #expect(ObservingView.deinits == before + 1)
        child = nil
        #expect(ObservingView.deinits == before + 2)
    }

    @Test("B1, B9: a view scaled to zero covers no area and takes no touch")
    func collapsedViewTakesNothing() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let background = RecordingView("background", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        let popup = RecordingView("popup", frame: CGRect(x: 100, y: 300, width: 200, height: 200), log: log)
        controller.view.addSubview(background)
        controller.view.addSubview(popup)
        TestWorld.window(root: controller)
        for scale in [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(scaleX: 1, y: 0)] {
            popup.transform = scale
            log.clear()
            input.tap(at: CGPoint(x: 10, y: 10))
            input.tap(at: CGPoint(x: 200, y: 400))
            #expect(log.entries == ["background.touchesBegan(1)", "background.touchesEnded(1)",
                                    "background.touchesBegan(1)", "background.touchesEnded(1)"])
        }
        popup.transform = .identity
        log.clear()
        input.tap(at: CGPoint(x: 200, y: 400))
        #expect(log.entries == ["popup.touchesBegan(1)", "popup.touchesEnded(1)"])
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
    }

    @Test("F8, B71: when the app releases its key window, that window's input views do not stay on screen")
    func releasedWindowTakesItsInputViews() {
        let input = TestWorld.input()
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 300))
        do {
            let controller = UIViewController()
            let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            field.customInputView = keyboard
            controller.view.addSubview(field)
            let window = TestWorld.window(root: controller, keep: false)
            #expect(field.becomeFirstResponder())
            #expect(keyboard.window != nil)
            _ = window
        }
        let log = EventLog()
        let controller = UIViewController()
        let background = RecordingView("background", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        controller.view.addSubview(background)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.isHidden = false  // visible, not made key: the released window left no key window
        input.tap(at: CGPoint(x: 200, y: 800))
        #expect(keyboard.window == nil)
        #expect(log.entries == ["background.touchesBegan(1)", "background.touchesEnded(1)"])
    }

    @Test("B71: input views follow the key window's first responder; each window keeps its own first responder")
    func inputViewsFollowTheKeyWindow() {
        _ = TestWorld.input()
        let keyboard1 = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        let keyboard2 = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 250))
        let c1 = UIViewController(), c2 = UIViewController()
        let field1 = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let field2 = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field1.customInputView = keyboard1
        field2.customInputView = keyboard2
        c1.view.addSubview(field1)
        c2.view.addSubview(field2)
        let w1 = TestWorld.window(root: c1)
        let w2 = TestWorld.keepAlive(UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
        w2.rootViewController = c2
        w2.isHidden = false
        #expect(field1.becomeFirstResponder())
        #expect(field2.becomeFirstResponder())
        #expect(field1.isFirstResponder && field2.isFirstResponder)
        #expect(keyboard1.window != nil && keyboard2.window == nil, "only the key window's responder shows its views")
        w2.makeKey()
        #expect(keyboard1.window == nil && keyboard2.window != nil)
        #expect(field2.resignFirstResponder())
        w1.makeKey()
        #expect(keyboard1.window != nil, "field 1 is still first responder of the key window")
    }

    @Test("F3, B69: a responder inside the shown input view can become first responder without tearing it down")
    func responderInsideInputView() {
        _ = TestWorld.input()
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 300))
        let search = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        keyboard.addSubview(search)
        let controller = UIViewController()
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.customInputView = keyboard
        controller.view.addSubview(field)
        TestWorld.window(root: controller)
        #expect(field.becomeFirstResponder())
        #expect(search.becomeFirstResponder())
        #expect(search.isFirstResponder)
        #expect(search.window != nil)
        #expect(field.isFirstResponder, "the key window keeps its own first responder")
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

    @Test("B144: in viewDidAppear of a window's root controller, the window is already key")
    func keyBeforeDidAppear() {
        _ = TestWorld.input()
        final class Checking: UIViewController {
            var keyInDidAppear: Bool?
            var keyWindowInDidAppear: UIWindow?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                keyInDidAppear = view.window?.isKeyWindow
                keyWindowInDidAppear = UIApplication.shared.keyWindow
            }
        }
        let controller = Checking()
        let window = TestWorld.window(root: controller)
        #expect(controller.keyInDidAppear == true)
        #expect(controller.keyWindowInDidAppear === window)
    }

    @Test("B142: viewIsAppearing runs once, after the view is in the window and before viewDidAppear")
    func viewIsAppearing() {
        _ = TestWorld.input()
        final class Checking: UIViewController {
            var calls: [String] = []
            override func viewWillAppear(_ animated: Bool) { calls.append("will(\(view.window != nil))") }
            override func viewIsAppearing(_ animated: Bool) { calls.append("is(\(view.window != nil))") }
            override func viewDidAppear(_ animated: Bool) { calls.append("did(\(view.window != nil))") }
        }
        let controller = Checking()
        TestWorld.window(root: controller)
        #expect(controller.calls == ["will(false)", "is(true)", "did(true)"])
    }

    @Test("Contacts beyond EventThresholds.maximumTouches are ignored until they lift, with one diagnostic per frame")
    func tooManyTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        view.isMultipleTouchEnabled = true
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let count = EventThresholds.maximumTouches + 36
        let down = (0..<count).map { TouchInput(id: 5000 + $0, phase: .began, location: CGPoint(x: 1 + Double($0), y: 10)) }
        let up = (0..<count).map { TouchInput(id: 5000 + $0, phase: .ended, location: CGPoint(x: 1 + Double($0), y: 10)) }
        let diagnostics = TestWorld.diagnostics {
            input.sendFrame(down)
            input.sendFrame(up)
        }
        #expect(diagnostics.map(\.kind) == [.tooManyTouches])
        #expect(view.lastTouches.count == EventThresholds.maximumTouches)
        #expect(log.entries == ["v.touchesBegan(\(EventThresholds.maximumTouches))", "v.touchesEnded(\(EventThresholds.maximumTouches))"])
    }

    @Test("B27: in an interruption, a stationary touch's previous location equals its location")
    func stationaryDuringCancel() throws {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        view.isMultipleTouchEnabled = true
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let fingers = input.touchDown(atAll: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        input.move(fingers[1], to: CGPoint(x: 120, y: 120))
        input.move(fingers[0], to: CGPoint(x: 20, y: 20))
        let second = try #require(view.lastEvent?.allTouches?.first { $0.location(in: nil) == CGPoint(x: 120, y: 120) })
        #expect(second.phase == .stationary)
        #expect(second.previousLocation(in: nil) == second.location(in: nil))
        input.interruption()
        #expect(second.phase == .cancelled)
    }

    @Test("UIWindow.Level arithmetic and notification names usable outside the main actor")
    func levelArithmetic() {
        #expect(UIWindow.Level.alert + 1 == UIWindow.Level(rawValue: 2001))
        #expect(UIWindow.Level.normal - 1 < .normal)
        #expect(RegressionTests.notificationName() == "UIWindowDidBecomeKeyNotification")
    }

    nonisolated static func notificationName() -> String {
        UIWindow.didBecomeKeyNotification.rawValue
    }

    @Test("InputSimulator describes non-finite points without trapping")
    func simulatorNonFinite() {
        let input = TestWorld.input()
        var described: [String] = []
        input.onInput = { described.append($0) }
        _ = TestWorld.diagnostics { input.tap(at: CGPoint(x: CGFloat.infinity, y: 0)) }
        #expect(described.count == 1)
    }
}

extension UIView {
    /// The seed's depth-first first-responder search (SPEC F6).
    fileprivate func findFirstResponder() -> UIView? {
        if isFirstResponder { return self }
        for subview in subviews {
            if let responder = subview.findFirstResponder() { return responder }
        }
        return nil
    }
}
