import Foundation

/// Alignment rectangles: constraints align a view's alignment rectangle, not its frame (Apple: "The
/// constraint-based layout system uses alignment rectangles to align views, rather than their
/// frame"; AD:uiview/alignmentrect(forframe:)). The engine keeps each view's frame in its variables
/// and writes every attribute — edges, centres, width, height, the intrinsic size — with these
/// insets as constants, so a view with a shadow drawn outside its content lines its content up.
///
/// The insets are read from `alignmentRect(forFrame:)` (whose default applies
/// `alignmentRectInsets`), for a frame of the view's current size, when a constraint naming the view is
/// installed and when its intrinsic size is read: a view whose insets change should call
/// `invalidateIntrinsicContentSize()` or re-activate its constraints, as it would in UIKit.
extension UIView {
    /// How far the alignment rectangle is inside the frame, on each edge.
    var layoutAlignmentInsets: UIEdgeInsets {
        // The frame's size at the origin: the insets do not depend on where the view is (nor on a transform).
        let frame = CGRect(origin: .zero, size: bounds.size)
        let rect = alignmentRect(forFrame: frame)
        guard rect != frame else { return .zero }
        // Origins and sizes, not minX/maxX: a zero frame's alignment rectangle has a negative size.
        let insets = UIEdgeInsets(top: rect.origin.y - frame.origin.y, left: rect.origin.x - frame.origin.x,
                                  bottom: (frame.origin.y + frame.size.height) - (rect.origin.y + rect.size.height),
                                  right: (frame.origin.x + frame.size.width) - (rect.origin.x + rect.size.width))
        guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite else {
            return .zero
        }
        return insets
    }

    /// `frame(forAlignmentRect:)`'s default: `alignmentRect` outset by `alignmentRectInsets`.
    func frameAround(_ alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }
}
