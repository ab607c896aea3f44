import Foundation
import ResponderKit
import ResponderKitTesting

/// Sets up a clean application for one test: no touches left over from an earlier test, no
/// delegate, remote control off, no diagnostic handler; and an `InputSimulator` whose clock starts
/// after every earlier test's, so tap counting never links two tests.
@MainActor
enum TestWorld {
    private static var nextStartTime: TimeInterval = 10_000

    /// What the fixtures made for the current test that the application holds only weakly — the
    /// windows `window(_:root:)` shows — so that a test need not hold them itself until its end.
    /// The next test's `input()` lets them go.
    private(set) static var keptAlive: [AnyObject] = []

    static func input() -> InputSimulator {
        let application = UIApplication.shared
        application.diagnosticHandler = nil
        // Cancels touches and a shake left in progress by an earlier test.
        application.enqueue(.cancelAllTouches(timestamp: nextStartTime))
        // A test that turned the system dark leaves it light again.
        application.enqueue(.userInterfaceStyleChanged(.light, timestamp: nextStartTime))
        // And one that changed the text size leaves it at the default.
        application.enqueue(.contentSizeCategoryChanged(.large, timestamp: nextStartTime))
        application.processPendingEvents()
        // Windows kept alive by an earlier test (a recorded touch holds its window, as in UIKit) must
        // not take part in this one: hide them, which also hands the key window on and finally clears it.
        for window in application.windows where !window.isHidden { window.isHidden = true }
        keptAlive.removeAll()
        application.delegate = nil
        application.endReceivingRemoteControlEvents()
        if let key = application.keyWindow { key.resignFirstResponderOfWindow() }
        let input = InputSimulator(application: application, startTime: nextStartTime + 1)
        nextStartTime += 10_000
        return input
    }

    /// Keeps `object` alive until the next test's `input()`.
    @discardableResult
    static func keepAlive<Object: AnyObject>(_ object: Object) -> Object {
        keptAlive.append(object)
        return object
    }

    /// A visible key window the size of the screen (0, 0, 390, 844), with a plain root view
    /// controller whose view fills it; kept alive until the next test unless `keep` is false (for
    /// a test about what happens when the app lets its window go).
    @discardableResult
    static func window(_ window: UIWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
                       root: UIViewController = UIViewController(), keep: Bool = true) -> UIWindow {
        window.rootViewController = root
        window.makeKeyAndVisible()
        return keep ? keepAlive(window) : window
    }

    /// Collects the diagnostics reported while `body` runs.
    static func diagnostics(_ body: () -> Void) -> [Diagnostic] {
        var collected: [Diagnostic] = []
        let application = UIApplication.shared
        let previous = application.diagnosticHandler
        application.diagnosticHandler = { collected.append($0) }
        defer { application.diagnosticHandler = previous }
        body()
        return collected
    }
}

/// A shown key window — `window` if given, else a new one of `frame` — whose root view controller
/// (a plain one unless given) has a view the size of `frame` holding `subviews`; kept alive until
/// the next test.
@MainActor
@discardableResult
func showWindow(with subviews: [UIView], root: UIViewController = UIViewController(),
                frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), window: UIWindow? = nil) -> UIWindow {
    root.view.frame = CGRect(origin: .zero, size: frame.size)
    for view in subviews { root.view.addSubview(view) }
    return TestWorld.window(window ?? UIWindow(frame: frame), root: root)
}

/// Hides windows that earlier tests (of any file) left visible, so they cannot take this test's
/// touches or the key window.
@MainActor
func hideLeftoverWindows() {
    for window in UIApplication.shared.windows where !window.isHidden {
        window.isHidden = true
    }
}

extension UIWindow {
    /// Clears whatever first responder a window from an earlier test left behind.
    @MainActor
    func resignFirstResponderOfWindow() {
        _ = endEditing(true)
    }
}
