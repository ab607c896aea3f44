import Foundation

/// The distances and times UIKit uses but does not document, as named constants
/// (UIKIT-NOTES decision 5). Their values are listed in docs/Differences-from-UIKit.md.
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
}
