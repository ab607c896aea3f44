import Foundation
import ResponderKit
import Testing

// Written as an iOS app's code would be: ResponderKit and Foundation, raw input sent through the application,
// what each responder saw checked in order.

/// Sends raw touch frames through the application, as a backend does.
@MainActor
private final class Screen {
    private var time: TimeInterval
    private static var nextStart: TimeInterval = 900_000
    /// The windows `window()` showed: the application holds windows weakly, so they are kept here
    /// until the next test's `Screen()`.
    private static var shown: [UIWindow] = []

    init() {
        Screen.nextStart += 10_000
        time = Screen.nextStart
        let application = UIApplication.shared
        application.diagnosticHandler = nil
        application.enqueue(.cancelAllTouches(timestamp: time))
        application.processPendingEvents()
        for window in application.windows where !window.isHidden { window.isHidden = true }
        Screen.shown.removeAll()
        time += 1
    }

    func frame(_ contacts: [TouchInput]) {
        UIApplication.shared.enqueue(.touches(contacts, timestamp: time))
        UIApplication.shared.processPendingEvents()
        time += 1.0 / 60
    }

    func down(_ id: Int, _ x: CGFloat, _ y: CGFloat, force: CGFloat = 0) {
        frame([TouchInput(id: id, phase: .began, location: CGPoint(x: x, y: y), force: force)])
    }
    func move(_ id: Int, _ x: CGFloat, _ y: CGFloat, force: CGFloat = 0, radius: CGFloat = 0) {
        frame([TouchInput(id: id, phase: .moved, location: CGPoint(x: x, y: y), force: force, majorRadius: radius)])
    }
    func up(_ id: Int, _ x: CGFloat, _ y: CGFloat) {
        frame([TouchInput(id: id, phase: .ended, location: CGPoint(x: x, y: y))])
    }

    func wait(_ seconds: TimeInterval) {
        time += seconds
        UIApplication.shared.enqueue(.timePassed(timestamp: time))
        UIApplication.shared.processPendingEvents()
    }

    /// A shown key window with one root view filling it, kept until the next test.
    static func window() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        shown.append(window)
        return (window, root.view)
    }
}

/// A view that writes down every touch call it gets, and passes nothing on.
@MainActor
private final class Pad: UIView {
    var calls: [String] = []
    var forces: [CGFloat] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("moved")
        forces.append(touches.first?.force ?? -1)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

/// A custom recognizer written the common way: it sets `state` first, then the property its action
/// reads.
@MainActor
private final class TwistRecognizer: UIGestureRecognizer {
    var twist: CGFloat = 0
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        state = state == .possible ? .began : .changed
        twist = touch.location(in: nil).x
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
        twist = -1
    }
}

/// A recognizer that recognises as soon as a finger touches down, and counts what it hears after.
@MainActor
private final class TouchDownRecognizer: UIGestureRecognizer {
    var heardAfterRecognising: [String] = []
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .recognized }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { heardAfterRecognising.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        heardAfterRecognising.append("ended")
        state = .failed  // what a touch-down recognizer written for UIKit does on lift
    }
    override func reset() {
        super.reset()
        resets += 1
    }
}

/// A target whose action method reads the recognizer.
@MainActor
private final class TwistTarget: UIResponder {
    let label: String
    var seen: [String] = []
    init(_ label: String) { self.label = label }
    func twisted(_ sender: Any?) {
        guard let recognizer = sender as? TwistRecognizer else { return }
        seen.append("\(label) \(recognizer.state) \(Int(recognizer.twist))")
    }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        action == Selector("twisted:") ? method(TwistTarget.twisted) : super.actionMethod(for: action)
    }
}

@MainActor
@Suite("A touch's life: UIKit's timing for recognizers, force changes as moves")
struct TouchLifecycleTests {
    @Test(
        "B109: actions run after the touches method that set the state returns, so they read what it set after `state`")
    func actionsRunAfterTheTouchesMethod() {
        let screen = Screen()
        let (_, root) = Screen.window()
        let recognizer = TwistRecognizer()
        let first = TwistTarget("first"), second = TwistTarget("second")
        recognizer.addTarget(first, action: Selector("twisted:"))
        recognizer.addTarget(second, action: Selector("twisted:"))
        root.addGestureRecognizer(recognizer)

        screen.down(1, 100, 100)
        screen.move(1, 120, 100)
        screen.move(1, 140, 100)
        screen.up(1, 140, 100)

        #expect(first.seen == ["first began 120", "first changed 140", "first ended -1"])
        #expect(
            second.seen == ["second began 120", "second changed 140", "second ended -1"],
            "every target, in the order added")
    }

    @Test("B108, B109: two assignments in one touches method send two actions, each reading the state it was sent for")
    func eachActionReadsItsOwnState() {
        final class BeganAndChanged: UIGestureRecognizer {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                if state == .possible { state = .began }
                state = .changed
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        }
        let screen = Screen()
        let (_, root) = Screen.window()
        var seen: [UIGestureRecognizer.State] = []
        let recognizer = BeganAndChanged()
        root.addGestureRecognizer(recognizer)
        let observer = ClosureTarget { seen.append(recognizer.state) }
        recognizer.addTarget(observer, action: ClosureTarget.action)

        screen.down(1, 100, 100)
        screen.move(1, 120, 100)
        screen.up(1, 120, 100)
        #expect(seen == [.began, .changed, .ended])
    }

    @Test("""
        B110: a recognizer that recognised on touch-down is back at .possible while the finger is down, and hears \
        no more of it
        """)
    func resetBeforeTheNextEvent() {
        let screen = Screen()
        let (_, root) = Screen.window()
        var diagnostics: [Diagnostic] = []
        UIApplication.shared.diagnosticHandler = { diagnostics.append($0) }
        defer { UIApplication.shared.diagnosticHandler = nil }
        var actions = 0
        let recognizer = TouchDownRecognizer()
        let observer = ClosureTarget { actions += 1 }
        recognizer.addTarget(observer, action: ClosureTarget.action)
        root.addGestureRecognizer(recognizer)

        screen.down(1, 100, 100)
        #expect(actions == 1)
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
        screen.move(1, 130, 100)
        screen.up(1, 130, 100)
        #expect(recognizer.heardAfterRecognising.isEmpty)
        #expect(!diagnostics.contains { $0.kind == .illegalGestureTransition })

        // It takes part again with the next touch that begins.
        screen.down(2, 100, 100)
        #expect(actions == 2)
        screen.up(2, 100, 100)
    }

    @Test("A change of force (or contact size) alone is a move: touchesMoved with the new force")
    func forceChangeIsAMove() {
        let screen = Screen()
        let (_, root) = Screen.window()
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(pad)

        screen.down(1, 100, 100, force: 0.5)
        screen.move(1, 100, 100, force: 2.0)
        screen.move(1, 100, 100, force: 2.0)
        screen.move(1, 100, 100, force: 2.0, radius: 12)
        screen.up(1, 100, 100)
        #expect(
            pad.calls == ["began", "moved", "moved", "ended"], "the repeated report with nothing changed is stationary")
        #expect(pad.forces == [2.0, 2.0])
    }
}

/// A target that runs a closure (an app's small helper object).
@MainActor
private final class ClosureTarget: UIResponder {
    static let action = Selector("fire")
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    func fire() { body() }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        guard action == ClosureTarget.action else { return super.actionMethod(for: action) }
        return method(ClosureTarget.fire)
    }
}
