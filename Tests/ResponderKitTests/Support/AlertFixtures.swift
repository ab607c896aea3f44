import Foundation
import ResponderKit
import ResponderKitTesting

/// A screen that shows alerts, as app code writes it: a root view controller whose view holds a
/// recording view under where the alert's box goes, a log of what happened, and helpers that find an
/// alert's button by its title the way a UI test would (walking the alert's view for a `UIButton`).
@MainActor
final class AlertScreen {
    let input: InputSimulator
    let log = EventLog()
    let home: UIViewController
    let window: UIWindow
    /// A view filling the home screen: it records any touch that gets past an alert.
    let underneath: RecordingView

    init(root: UIViewController = UIViewController(), frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        input = TestWorld.input()
        home = root
        underneath = RecordingView("underneath", frame: CGRect(origin: .zero, size: frame.size), log: log)
        window = showWindow(with: [underneath], root: root, frame: frame)
    }

    /// Presents `alert` from the home screen and lets the presentation finish.
    func present(_ alert: UIAlertController) {
        home.present(alert, animated: true)
        finishTransition()
    }

    /// The button titled `title` in `alert`'s view, or `nil`.
    func button(_ title: String, in alert: UIAlertController) -> UIButton? {
        alert.view.layoutIfNeeded()
        return allViews(of: alert.view).compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }

    /// Where the button titled `title` is, in screen coordinates (the middle of it).
    func point(of title: String, in alert: UIAlertController) -> CGPoint {
        guard let button = button(title, in: alert) else { return CGPoint(x: -1, y: -1) }
        return input.screenPoint(of: button)
    }

    /// Taps the button titled `title`.
    func tap(_ title: String, in alert: UIAlertController) {
        input.tap(at: point(of: title, in: alert))
    }

    /// Lets an animated presentation or dismissal (0.3 s of the frame clock) finish: the clock ticks
    /// at 60 Hz for 0.4 s, as a backend's would.
    func finishTransition() {
        for _ in 0..<24 { input.advance(by: 1.0 / 60.0) }
    }

    private func allViews(of view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap { allViews(of: $0) }
    }
}
