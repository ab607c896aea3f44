import Foundation
import ResponderKit

/// docs/Performance.md animate-views1k: 1,000 views each animated with `UIView.animate(withDuration: 1)`
/// (frame and alpha) started in one frame, then frames on the clock (`RawInput.timePassed`, as a
/// backend's loop sends them) with a hit-test query per frame. Once running, a frame must allocate
/// nothing: the animator interpolates flat arrays in place (Sources/ResponderKit/Animation/).
@MainActor
public final class AnimateViews1k {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var views: [UIView] = []
    var time: TimeInterval
    var query = 0
    /// Views the queries found (so the work cannot be optimised away).
    public private(set) var hits = 0

    /// A shown window holding 1,000 views of 20 × 20 points on a 40-point grid (25 × 40).
    public init(startTime: TimeInterval = 1_000_000) {
        time = startTime
        for k in 0..<1_000 {
            let view = UIView(frame: CGRect(x: CGFloat(k % 25) * 40, y: CGFloat(k / 25) * 25, width: 20, height: 20))
            views.append(view)
            window.addSubview(view)
        }
        window.isHidden = false
        _ = window.hitTest(CGPoint(x: 5, y: 5), with: nil)
    }

    /// The frame that starts the animations: each view moves 10 points right, grows by 10 and fades
    /// to half, over `duration` seconds (1 in docs/Performance.md) with the default curve.
    public func start(duration: TimeInterval = 1) {
        for view in views {
            let frame = view.frame
            UIView.animate(withDuration: duration) {
                view.frame = CGRect(
                    x: frame.minX + 10, y: frame.minY, width: frame.width + 10, height: frame.height + 10)
                view.alpha = 0.5
            }
        }
    }

    /// A new workload whose animations (of `duration` seconds) started and ran one frame.
    public static func running(duration: TimeInterval) -> AnimateViews1k {
        let workload = AnimateViews1k()
        workload.start(duration: duration)
        workload.run(frames: 1)
        return workload
    }

    /// `count` frames of 1/60 s, each followed by one query.
    public func run(frames count: Int) {
        let application = UIApplication.shared
        for _ in 0..<count {
            time += 1.0 / 60
            application.enqueue(.timePassed(timestamp: time))
            application.processPendingEvents()
            query = (query &+ 7919) % 1_000
            let point = CGPoint(x: CGFloat(query % 25) * 40 + 15, y: CGFloat(query / 25) * 25 + 5)
            if window.hitTest(point, with: nil) !== window { hits += 1 }
        }
    }

    /// Hides the window (so the next instance's queries do not see it).
    public func tearDown() {
        run(frames: 70)  // past the end: the animations finish
        window.isHidden = true
    }
}
