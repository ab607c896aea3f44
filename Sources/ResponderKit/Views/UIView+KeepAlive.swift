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
/// Main actor only; scopes nest. The pool belongs to the current application's context
/// (Application/ApplicationContext.swift), which hands open scopes on if the application changes.
/// A removed ancestor keeps its subtree alive with it (its list of subviews still holds them).
extension UIView {
    /// Open keep-alive scopes (0: removal frees at once, as everywhere else).
    static var keepAliveDepth: Int {
        @inline(__always) get { ApplicationContext.live.pointee.keepAliveDepth }
    }

    @inline(__always)
    static func beginKeepAlive() { ApplicationContext.live.pointee.keepAliveDepth &+= 1 }

    /// Ends a scope; the outermost one lets go of the views removed inside (their `deinit` runs now,
    /// after the calls that were running on them returned).
    @inline(__always)
    static func endKeepAlive() {
        let live = ApplicationContext.live
        live.pointee.keepAliveDepth &-= 1
        if live.pointee.keepAliveDepth == 0, !live.pointee.keptAlive.isEmpty { releaseKeptAlive(live) }
    }

    static func keepAlive(_ view: UIView) {
        ApplicationContext.live.pointee.keptAlive.append(view)
    }

    private static func releaseKeptAlive(_ live: UnsafeMutablePointer<ApplicationContext.Live>) {
        // Swapped out first: a `deinit` that removes more views finds no scope open and frees them at once.
        var released: [UIView] = []
        swap(&released, &live.pointee.keptAlive)
        released.removeAll()
    }
}
