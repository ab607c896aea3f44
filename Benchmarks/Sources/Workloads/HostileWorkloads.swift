import Foundation
import ResponderKit

/// What an app's own structure makes the library do — removing views one by one
/// from a huge parent, a tap through a long chain of failure requirements, a tap on a view with a
/// thousand recognizers. Each reports nanoseconds per operation (release build; responderkit-bench).
@MainActor
public enum HostileWorkloads {
    /// The streams of one process share a clock, so no workload sends time backwards.
    private static var clock: TimeInterval = 900_000

    /// A window with a plain root view, shown.
    private static func window() -> (UIWindow, UIView) {
        UIScreen.main.setBounds(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        window.makeKeyAndVisible()
        return (window, root)
    }

    /// A parent of `siblings` subviews; returns it and the views to remove (spread over the list).
    public static func crowd(siblings: Int, removing: Int) -> (parent: UIView, doomed: [UIView]) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var doomed: [UIView] = []
        let every = max(siblings / max(removing, 1), 1)
        for index in 0..<siblings {
            let view = UIView(
                frame: CGRect(x: Double(index % 100) * 10, y: Double(index / 100 % 100) * 10, width: 10, height: 10))
            parent.addSubview(view)
            if index % every == every / 2, doomed.count < removing { doomed.append(view) }
        }
        return (parent, doomed)
    }

    /// One tap (down, up) at the centre of `window`, then time enough for any recognizer waiting for
    /// a second tap to give up.
    private static func tap(_ window: UIWindow) {
        let application = UIApplication.shared
        clock += 1
        application.enqueue(
            .touches([TouchInput(id: 1, phase: .began, location: CGPoint(x: 500, y: 500))], timestamp: clock))
        clock += 0.05
        application.enqueue(
            .touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 500, y: 500))], timestamp: clock))
        clock += 1
        application.enqueue(.timePassed(timestamp: clock))
        application.processPendingEvents()
    }

    /// A view with a chain of `length` tap recognizers, each requiring the one before it to fail, the
    /// first a double tap; returns a tap on it and how many actions fired in all.
    public static func requirementChain(length: Int) -> (tap: () -> Void, fired: () -> Int) {
        let (window, root) = window()
        var fired = 0
        var previous = UITapGestureRecognizer { _ in fired += 1 }
        previous.numberOfTapsRequired = 2
        root.addGestureRecognizer(previous)
        for _ in 1..<max(length, 2) {
            let recognizer = UITapGestureRecognizer { _ in fired += 1 }
            recognizer.require(toFail: previous)
            root.addGestureRecognizer(recognizer)
            previous = recognizer
        }
        return ({ tap(window) }, { fired })
    }

    /// The hover line: a view with `count` hover recognizers; returns one pointer move over it
    /// (the first begins every hover, the others change it) and how many actions fired in all.
    public static func manyHoverRecognizers(count: Int) -> (move: () -> Void, fired: () -> Int) {
        let (window, root) = window()
        var fired = 0
        for _ in 0..<count { root.addGestureRecognizer(UIHoverGestureRecognizer { _ in fired += 1 }) }
        let application = UIApplication.shared
        var x: CGFloat = 100
        return ({
            _ = window  // the application holds windows weakly: the workload keeps it
            x = x == 100 ? 101 : 100
            clock += 0.016
            application.enqueue(.pointerMoved(location: CGPoint(x: x, y: 300), timestamp: clock))
            application.processPendingEvents()
        }, { fired })
    }

    /// A view with `count` tap recognizers; returns a tap on it and how many actions fired in all.
    public static func manyRecognizers(count: Int) -> (tap: () -> Void, fired: () -> Int) {
        let (window, root) = window()
        var fired = 0
        for _ in 0..<count { root.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 }) }
        return ({ tap(window) }, { fired })
    }
}

/// Scrolling must not make hit-testing cost work proportional to the content.
/// A 390 × 844 scroll view with 10,000 rows of 44 points (a row view each, with a label-sized
/// subview); one frame: the content offset moves down by one point (wrapping near the end) and the
/// finger's point is hit-tested.
@MainActor
public final class Scroll10k {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private var offset: CGFloat = 0
    /// How many frames' hit-tests found a view.
    public private(set) var found = 0

    public init() {
        scrollView.contentSize = CGSize(width: 390, height: 44 * 10_000)
        for index in 0..<10_000 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 390, height: 44))
            row.addSubview(UIView(frame: CGRect(x: 16, y: 8, width: 200, height: 28)))
            scrollView.addSubview(row)
        }
    }

    public func run(frames: Int) {
        for _ in 0..<frames {
            offset += 1
            if offset > 44 * 9_000 { offset = 0 }
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            // The finger rests at (100, 400) on the screen: in the scroll view's bounds, the offset down.
            if scrollView.hitTest(CGPoint(x: 100, y: offset + 400), with: nil) != nil { found += 1 }
        }
    }
}
