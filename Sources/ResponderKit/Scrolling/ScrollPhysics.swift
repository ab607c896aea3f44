import Foundation

/// The curves of scrolling, all on the frame clock (`RawInput.timePassed` and the touch frames'
/// timestamps), so a test or a replay gives the same positions every time. Written down, with the
/// constants, in docs/Differences-from-UIKit.md ("Scroll views").
enum ScrollPhysics {
    /// Past an edge, the content follows the finger less and less: an overshoot `x` shows as
    /// `(1 − 1 / (x · c / d + 1)) · d` for the scroll view's size `d` along the axis (UIKit's rubber band,
    /// as commonly measured; `c` = 0.55).
    static let rubberBandCoefficient: CGFloat = 0.55

    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// How far a flick carries: with the velocity kept at rate `r` per millisecond, `v · r^t` points per
    /// ms, it moves `−v / ln r` points in all (`v` in points per millisecond).
    static func projection(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return -velocity / log(rate)
    }

    /// Where a motion towards `target` is after `ms` milliseconds at rate `r`: the remaining distance
    /// shrinks by `r^ms` (the deceleration curve, aimed at its target).
    static func approach(from start: CGFloat, to target: CGFloat, rate: CGFloat, milliseconds: CGFloat) -> CGFloat {
        target - (target - start) * pow(rate, milliseconds)
    }

    /// How far an animation of `duration` seconds is after `elapsed`: the cubic ease-out of the share of
    /// time gone, and whether it is over.
    static func easeOut(elapsed: TimeInterval, duration: TimeInterval) -> (eased: CGFloat, done: Bool) {
        let progress = duration > 0 ? min(1, elapsed / duration) : 1
        return (CGFloat(1 - pow(1 - progress, 3)), progress >= 1)
    }

    /// Bounce-back and paging settle at this rate per millisecond (about a third of a second).
    static let settleRate: CGFloat = 0.985
    /// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` take this long.
    static let animationDuration: TimeInterval = 0.3
    /// A motion is over when it is closer than this to its target (points).
    static let restDistance: CGFloat = 0.5
    /// A flick faster than this (points per ms) turns the page even if it moved less than half of it.
    static let pageFlickVelocity: CGFloat = 0.3

    /// The offset nearest `visible.origin` that shows `rect`.
    static func offsetShowing(_ rect: CGRect, visible: CGRect, range: (min: CGPoint, max: CGPoint)) -> CGPoint {
        func axis(
            _ lo: CGFloat, _ hi: CGFloat, _ start: CGFloat, _ size: CGFloat, _ min: CGFloat, _ max: CGFloat
        ) -> CGFloat {
            var offset = start
            if hi > start + size { offset = hi - size }
            if lo < offset { offset = lo }
            return Swift.min(Swift.max(offset, min), max)
        }
        return CGPoint(x: axis(rect.minX, rect.maxX, visible.minX, visible.width, range.min.x, range.max.x),
                       y: axis(rect.minY, rect.maxY, visible.minY, visible.height, range.min.y, range.max.y))
    }
}

/// An axis of scrolling.
enum ScrollAxis {
    case horizontal, vertical
}

/// What moves the content while no finger does.
enum ScrollMotion {
    /// A flick slowing down towards its target (`rate` per ms), or a bounce back, or a page settling.
    case decelerating(from: CGPoint, to: CGPoint, rate: CGFloat)
    /// `setContentOffset(_:animated:)`: easing out over `duration` seconds.
    case animated(from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// A zoom scale animating (or springing back into its range).
    case zooming(from: CGFloat, to: CGFloat, anchor: CGPoint, duration: TimeInterval)
}

/// The scroll views whose content is moving on the frame clock. A motion that input started (a
/// release, a pinch's end) counts from that input's time; one that app code started
/// (`setContentOffset(_:animated:)`, which may come long after the last input) from the next tick.
@preconcurrency @MainActor
final class ScrollAnimator {
    /// Held weakly: a scroll view the app let go of stops moving (no motion keeps a view alive).
    /// In an unchecked cell (Support/UncheckedCell.swift; scroll10k is a fifth slower with the run-time
    /// check): `isIdle` reads it on every frame, and no access overlaps another — `tick` iterates a copy
    /// while the scroll views' code runs.
    private let movingCell = UncheckedCell<[(view: WeakScrollView, start: TimeInterval?)]>(
        [], name: "ScrollAnimator.moving")
    private var moving: [(view: WeakScrollView, start: TimeInterval?)] {
        _read { yield movingCell.value }
        _modify { yield &movingCell.value }
    }

    var isIdle: Bool { moving.isEmpty }

    func add(_ view: UIScrollView, start: TimeInterval?) {
        UIApplication.current.frameClockGotWork()
        if let index = moving.firstIndex(where: { $0.view.object === view }) {
            moving[index].start = start
        } else {
            moving.append((WeakScrollView(object: view), start))
        }
    }

    func remove(_ view: UIScrollView) {
        moving.removeAll { $0.view.object === view || $0.view.object == nil }
    }

    /// The frame clock ticked: each motion advances (a motion may end, or start another, meanwhile).
    func tick(to time: TimeInterval) {
        moving.removeAll { $0.view.object == nil }
        for index in moving.indices where moving[index].start == nil { moving[index].start = time }
        for (view, start) in moving {
            view.object?.advanceMotion(elapsed: max(0, time - (start ?? time)))
        }
    }
}

@preconcurrency @MainActor
struct WeakScrollView {
    weak var object: UIScrollView?
}
