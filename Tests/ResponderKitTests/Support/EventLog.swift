import Foundation
import ResponderKit
import ResponderKitTesting

/// What the responders of a test received, in order, as short strings such as
/// `"red.touchesBegan(1)"` or `"vc.motionBegan(motionShake)"`.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// A view that records every event method it receives and, unless `passesOn` is false, calls
/// `super` (so the event continues up the chain) — the way a UIKit test double is written.
@MainActor
class RecordingView: UIView {
    let name: String
    let log: EventLog
    var passesOn: Bool
    /// The touches received by the last call of each method.
    var lastTouches: Set<UITouch> = []
    var lastEvent: UIEvent?

    init(_ name: String, frame: CGRect, log: EventLog, passesOn: Bool = false) {
        self.name = name
        self.log = log
        self.passesOn = passesOn
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesBegan", touches, event)
        if passesOn { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesMoved", touches, event)
        if passesOn { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesEnded", touches, event)
        if passesOn { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesCancelled", touches, event)
        if passesOn { super.touchesCancelled(touches, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        lastEvent = event
        log.record("\(name).motionBegan(\(motion))")
        if passesOn { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        lastEvent = event
        log.record("\(name).motionEnded(\(motion))")
        if passesOn { super.motionEnded(motion, with: event) }
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        lastEvent = event
        log.record("\(name).motionCancelled(\(motion))")
        if passesOn { super.motionCancelled(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        lastEvent = event
        log.record("\(name).remoteControlReceived(\(event?.subtype ?? .none))")
        if passesOn { super.remoteControlReceived(with: event) }
    }

    private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        lastTouches = touches
        lastEvent = event
        log.record("\(name).\(method)(\(touches.count))")
    }
}

/// A view controller that records the event methods and appearance callbacks it receives.
@MainActor
class RecordingViewController: UIViewController {
    let name: String
    let log: EventLog
    var passesOn: Bool
    var acceptsFirstResponder = false

    init(_ name: String, log: EventLog, passesOn: Bool = false) {
        self.name = name
        self.log = log
        self.passesOn = passesOn
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).touchesBegan(\(touches.count))")
        if passesOn { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).touchesMoved(\(touches.count))")
        if passesOn { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).touchesEnded(\(touches.count))")
        if passesOn { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).touchesCancelled(\(touches.count))")
        if passesOn { super.touchesCancelled(touches, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("\(name).motionBegan(\(motion))")
        if passesOn { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("\(name).motionEnded(\(motion))")
        if passesOn { super.motionEnded(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.record("\(name).remoteControlReceived(\(event?.subtype ?? .none))")
        if passesOn { super.remoteControlReceived(with: event) }
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad(window: \(view.window != nil))")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear(window: \(view.window != nil))")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear(window: \(view.window != nil))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear(window: \(view.window != nil))")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear(window: \(view.window != nil))")
    }
}

/// A window that records the touches that reach it (after the views below passed them on).
@MainActor
final class RecordingWindow: UIWindow {
    var log: EventLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("window.touchesBegan(\(touches.count))")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("window.touchesEnded(\(touches.count))")
        super.touchesEnded(touches, with: event)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log?.record("window.motionBegan(\(motion))")
        super.motionBegan(motion, with: event)
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log?.record("window.remoteControlReceived(\(event?.subtype ?? .none))")
        super.remoteControlReceived(with: event)
    }
}

/// Sets up a clean application for one test: no touches left over from an earlier test, no
/// delegate, remote control off, no diagnostic handler; and an `InputSimulator` whose clock starts
/// after every earlier test's, so tap counting never links two tests.
@MainActor
enum TestWorld {
    private static var nextStartTime: TimeInterval = 10_000

    static func input() -> InputSimulator {
        let application = UIApplication.shared
        application.inputDiagnosticHandler = nil
        // Cancels touches and a shake left in progress by an earlier test.
        application.enqueue(.cancelAllTouches(timestamp: nextStartTime))
        application.processPendingEvents()
        // Windows kept alive by an earlier test (a recorded touch holds its window, as in UIKit) must
        // not take part in this one: hide them, which also hands the key window on and finally clears it.
        for window in application.windows where !window.isHidden { window.isHidden = true }
        application.delegate = nil
        application.endReceivingRemoteControlEvents()
        if let key = application.keyWindow { key.resignFirstResponderOfWindow() }
        let input = InputSimulator(application: application, startTime: nextStartTime + 1)
        nextStartTime += 10_000
        return input
    }

    /// A visible key window the size of the screen (0, 0, 390, 844), with a plain root view
    /// controller whose view fills it.
    static func window(_ window: UIWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
                       root: UIViewController = UIViewController()) -> UIWindow {
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// Collects the diagnostics reported while `body` runs.
    static func diagnostics(_ body: () -> Void) -> [InputDiagnostic] {
        var collected: [InputDiagnostic] = []
        let application = UIApplication.shared
        let previous = application.inputDiagnosticHandler
        application.inputDiagnosticHandler = { collected.append($0) }
        defer { application.inputDiagnosticHandler = previous }
        body()
        return collected
    }
}

extension UIWindow {
    /// Clears whatever first responder a window from an earlier test left behind.
    @MainActor
    func resignFirstResponderOfWindow() {
        _ = endEditing(true)
    }
}
