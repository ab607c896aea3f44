/// Keep-alive scopes: views removed from their parent while a call runs on them unretained are kept
/// until the outermost scope ends.
///
/// A view in a tree is held by its parent's list of subviews, and nothing else need hold it: when it
/// is removed, it is freed at once. A walk that calls each view's overridable methods — a hit-test
/// asking `hitTest(_:with:)` of child after child — would retain each view for its call (an atomic
/// increment and decrement, ~15 ns a level) only to survive an override that removes the view it is
/// running on, or one of its ancestors. Inside a scope, removal hands the view to ``keptAlive``
/// instead, and the scope's end lets go of them all: the same safety for one counter increment a
/// level. (UIKit has no such thing to show: Objective-C's retain/release and autorelease pools do
/// this job there.)
///
/// Main actor only; scopes nest. A removed ancestor keeps its subtree alive with it (its list of
/// subviews still holds them).
extension UIView {
    /// Open keep-alive scopes (0: removal frees at once, as everywhere else).
    // chain16: 8425 → 10950 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) nonisolated(unsafe) static var keepAliveDepth = 0
    /// The views removed inside the open scopes.
    // chain16: 8425 → 10950 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) nonisolated(unsafe) static var keptAlive: [UIView] = []

    @inline(__always)
    static func beginKeepAlive() { keepAliveDepth &+= 1 }

    /// Ends a scope; the outermost one lets go of the views removed inside (their `deinit` runs now,
    /// after the calls that were running on them returned).
    @inline(__always)
    static func endKeepAlive() {
        keepAliveDepth &-= 1
        if keepAliveDepth == 0, !keptAlive.isEmpty { releaseKeptAlive() }
    }

    static func keepAlive(_ view: UIView) {
        keptAlive.append(view)
    }

    private static func releaseKeptAlive() {
        // Swapped out first: a `deinit` that removes more views finds no scope open and frees them at once.
        var released: [UIView] = []
        swap(&released, &keptAlive)
        released.removeAll()
    }
}
