import Foundation

/// The distances and times UIKit uses but does not document, as named constants
/// (decision 5). Their values are listed in docs/Differences-from-UIKit.md.
public enum EventThresholds {
    /// Two touches count as successive taps (`tapCount` + 1) when the second touches down at most
    /// this long after the first lifted…
    public static let multipleTapInterval: TimeInterval = 0.35
    /// …and at most this far (points) from where the first touched down, and the first did not move
    /// farther than this while down.
    public static let multipleTapSlop: CGFloat = 45
    /// At most this many touches are down at once; contacts that begin beyond it are ignored until
    /// they lift (diagnostic `tooManyTouches`). Screens report 10 or 20; this bounds the cost of a
    /// faulty source.
    public static let maximumTouches = 64
    /// While a control tracks a touch, "inside" means within its bounds grown by this much on every
    /// side (UIKit behaves so but does not document the value; 70 pt is the commonly measured one).
    public static let controlTrackingGutter: CGFloat = 70
    /// A tap fails when a finger moves farther than this (points) from where it touched down.
    public static let tapMovementSlop: CGFloat = 10
    /// A pan begins once its touches' centroid moved this far (points).
    public static let panStartDistance: CGFloat = 10
    /// A pan's and a swipe's velocity is estimated over this much recent time (seconds).
    public static let velocityWindow: TimeInterval = 0.1
    /// How far one line of a mouse wheel scrolls, in points.
    public static let scrollLineHeight: CGFloat = 30
    /// A swipe is recognised when it covers this distance (points) in an allowed direction…
    public static let swipeMinimumDistance: CGFloat = 50
    /// …within this time (seconds)…
    public static let swipeMaximumDuration: TimeInterval = 0.5
    /// …while straying sideways by at most this fraction of the distance covered (about 27°).
    public static let swipeMaximumDeviation: CGFloat = 0.5
    /// A pinch begins once the distance between the fingers changed by this much (points).
    public static let pinchStartDistance: CGFloat = 5
    /// A rotation begins once the line between the fingers turned by this much (radians, about 3°).
    public static let rotationStartAngle: CGFloat = 0.05
    /// A screen-edge pan must begin this close (points) to an edge of the window.
    public static let screenEdgeWidth: CGFloat = 20
}
