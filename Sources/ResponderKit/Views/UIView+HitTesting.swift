import Foundation

/// UIKit's default hit-testing (SPEC H1–H5, UIKIT-NOTES B1–B12).
///
/// The order of the checks is the documented one: first the view's own switches (hidden, alpha,
/// interaction — so `point(inside:with:)` is never asked of a view that cannot take touches), then
/// `point(inside:with:)` (a point outside the bounds prunes the whole branch, which is why a subview
/// sticking out of its parent cannot be touched there), then the subviews from front to back, each
/// asked through its own — possibly overridden — `hitTest(_:with:)` with the point converted into
/// its coordinates.
extension UIView {
    /// The alpha below which hit-testing skips a view (UIKit's documented "less than 0.01").
    public nonisolated static let minimumHitTestAlpha: CGFloat = 0.01

    /// Whether this view's own switches let touches in (not its ancestors').
    @inline(__always)
    var acceptsTouchesItself: Bool {
        !isHidden && isUserInteractionEnabled && alpha >= UIView.minimumHitTestAlpha
    }

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsTouchesItself else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        let children = subviewStorage
        var index = children.count
        while index > 0 {
            index -= 1
            let child = children[index]
            if let hit = child.hitTest(child.pointFromParentSpace(point), with: event) {
                return hit
            }
        }
        return self
    }
}
