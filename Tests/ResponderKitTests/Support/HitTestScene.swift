import Foundation
import ResponderKit

// The scene of the hit-testing tests, and what they share.

/// What a responder named `name` logs for a tap (began, then ended).
func tapped(_ name: String) -> [String] {
    ["\(name).touchesBegan(1)", "\(name).touchesEnded(1)"]
}

/// `RecordingView` keeps touches, and a `UITouch` retains its window and view (as in
/// UIKit), so a window whose recording views were touched would outlive its test and, still visible,
/// take the touches of later tests. Every window a test shows is torn down here: a scene's when the
/// next test starts, the others at the end of their test.
@MainActor
func tearDown(_ window: UIWindow) {
    window.isHidden = true
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
        (view as? RecordingView)?.forgetTouches()
        pending.append(contentsOf: view.subviews)
    }
}

/// A shown key window whose root is a recording view controller; its root view fills the window
/// (and, with the default frame, the screen, so root-view coordinates are screen coordinates).
@MainActor
final class HitTestScene {
    let log: EventLog
    let controller: RecordingViewController
    let window: UIWindow
    var root: UIView { controller.view }

    init(
        _ window: UIWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
        controller name: String = "vc", log: EventLog = EventLog()
    ) {
        self.log = log
        controller = RecordingViewController(name, log: log)
        self.window = TestWorld.window(window, root: controller)
        log.clear()  // the controller's appearance callbacks; tests look at touches only
        TestWorld.keepAlive(self)  // torn down when the next test starts
    }

    isolated deinit {
        tearDown(window)
    }

    @discardableResult
    func add<V: UIView>(_ view: V, to parent: UIView? = nil) -> V {
        (parent ?? root).addSubview(view)
        return view
    }
}
