import Foundation

/// UIKit's keyboard notifications, posted when the first responder's input views (the on-screen
/// keyboard, a custom `inputView`, an `inputAccessoryView`) appear, change size or go (B173).
///
/// Order, as UIKit posts them: `keyboardWillChangeFrame`, `keyboardWillShow` (or `WillHide`),
/// `keyboardDidChangeFrame`, `keyboardDidShow` (or `DidHide`); the object is `nil`. The user info
/// holds `NSValue`s of `CGRect`s in screen coordinates — read them with `cgRectValue`:
/// `keyboardFrameBeginUserInfoKey` (below the screen when showing), `keyboardFrameEndUserInfoKey`
/// (full width at the bottom when shown; below the screen when hiding),
/// `keyboardAnimationDurationUserInfoKey` (an `NSNumber`, 0.25 s), `keyboardAnimationCurveUserInfoKey`
/// (an `NSNumber`, 7: the keyboard's own curve), `keyboardIsLocalUserInfoKey` (`true`), and the
/// older bounds and center keys. Sources: Apple's UIResponder keyboard notification and user-info key
/// documentation; the order as logged on devices (iOS 8–10: WillChangeFrame, WillShow, DidChangeFrame,
/// DidShow).
///
/// Where UIKit differs: the input views appear at once here, so the "did" notifications follow the
/// "will" ones directly rather than after the 0.25 s animation the user info announces.
extension UIResponder {
    public nonisolated static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = NSNotification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public nonisolated static let keyboardDidChangeFrameNotification = NSNotification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// An `NSValue` of the keyboard's frame before the change, in screen coordinates.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// An `NSValue` of the keyboard's frame after the change, in screen coordinates.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// An `NSNumber` of the animation's duration in seconds.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// An `NSNumber` of the animation's curve (a `UIView.AnimationCurve` raw value; 7 is the keyboard's).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// An `NSNumber` of a Boolean: whether the keyboard belongs to this app (always here).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// An `NSValue` of the keyboard's bounds (deprecated in UIKit; still filled).
    public nonisolated static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
    /// An `NSValue` of the keyboard's center before the change (deprecated in UIKit; still filled).
    public nonisolated static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    /// An `NSValue` of the keyboard's center after the change (deprecated in UIKit; still filled).
    public nonisolated static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
}

/// Posts the keyboard notifications for a change of the shown input views' frame.
@preconcurrency @MainActor
enum KeyboardNotifications {
    /// The duration UIKit announces for the keyboard's animation.
    static let animationDuration: TimeInterval = 0.25
    /// The curve UIKit announces: 7, the keyboard's private curve.
    static let animationCurve = 7

    /// The input views went from `old` to `new` (screen coordinates; `nil`: not shown). `screen` is
    /// where a hidden keyboard sits: just below it.
    static func post(from old: CGRect?, to new: CGRect?, screen: CGRect) {
        guard old != new, old != nil || new != nil else { return }
        func offScreen(_ frame: CGRect) -> CGRect {
            CGRect(x: frame.minX, y: screen.maxY, width: frame.width, height: frame.height)
        }
        let begin = old ?? offScreen(new!)
        let end = new ?? offScreen(old!)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            UIResponder.keyboardBoundsUserInfoKey: NSValue(cgRect: CGRect(origin: .zero, size: end.size)),
            UIResponder.keyboardCenterBeginUserInfoKey: NSValue(cgPoint: CGPoint(x: begin.midX, y: begin.midY)),
            UIResponder.keyboardCenterEndUserInfoKey: NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY)),
        ]
        // Showing, or changing size while shown, is a "show"; going away is a "hide".
        let showing = new != nil
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(
            name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
            object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(
            name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
            object: nil, userInfo: info)
    }
}

extension NSValue {
    /// A value holding a rectangle — UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle held — UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
    /// A value holding a point — UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point held — UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// A value holding a size — UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size held — UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
}
