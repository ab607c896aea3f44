import Foundation

/// Recognises a pointer hovering over a view — UIKit's `UIHoverGestureRecognizer` (iOS 13).
/// Continuous: `.began` when the pointer (no button down) comes over the view or one of its subviews,
/// `.changed` while it moves there, `.ended` when it leaves it or the window. `location(in:)` is the
/// pointer's. It takes no touches. Where UIKit differs: the stylus-hover members (`zOffset`,
/// `azimuthAngle(in:)`, `altitudeAngle`) are not provided — no backend reports a hovering pencil.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedTouchTypes = []
        allowedPressTypes = []
    }
}
