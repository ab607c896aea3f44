import Foundation

/// A layout guide whose frame follows something outside the view — UIKit's `UITrackingLayoutGuide`,
/// the base of ``UIKeyboardLayoutGuide``.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The part of a view the on-screen keyboard covers — UIKit's `UIKeyboardLayoutGuide`, reached as
/// `view.keyboardLayoutGuide`. Pin content above it and it moves with the keyboard:
///
///     inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
///
/// As Apple documents it: with the keyboard shown, the guide is the keyboard's frame within the view
/// (its top is the keyboard's top); with it hidden, the guide's top is the view's safe area bottom
/// (`usesBottomSafeArea`, `true` by default; `false`: the view's bottom). The guide follows every
/// input view the app shows (`inputView`, `inputAccessoryView`), which ResponderKit docks at the
/// bottom of the screen; `followsUndockedKeyboard` is kept (there is no floating keyboard here).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a keyboard that is undocked or floating; `false` by default.
    open var followsUndockedKeyboard = false
    /// Whether the guide rests on the safe area's bottom while the keyboard is hidden; `true`.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { insetsChanged() } }
    }
    /// How far above the keyboard a drag may dismiss it; 0 by default (stored).
    open var keyboardDismissPadding: CGFloat = 0

    /// The guides made so far (weakly), moved when the keyboard does.
    private static var made: [Weak<UIKeyboardLayoutGuide>] = []

    static func register(_ guide: UIKeyboardLayoutGuide) {
        made.removeAll { $0.object == nil }
        if !made.contains(where: { $0.object === guide }) { made.append(Weak(guide)) }
    }

    /// The keyboard (or another input view) appeared, moved or left: every guide takes its frame.
    static func keyboardMoved() {
        made.removeAll { $0.object == nil }
        for entry in made { entry.object?.insetsChanged() }
    }
}

extension UIView {
    /// The guide that follows the on-screen keyboard over this view (made on first use).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let guide = systemGuide(\.keyboardGuide, "UIViewKeyboardLayoutGuide", make: { UIKeyboardLayoutGuide() }) {
            $0.keyboardGuideInsets
        }
        // Always made as a keyboard guide above (the slot is only ever filled here).
        let keyboard = guide as? UIKeyboardLayoutGuide ?? UIKeyboardLayoutGuide()
        UIKeyboardLayoutGuide.register(keyboard)
        return keyboard
    }

    /// The keyboard guide's insets from the view's bounds: everything above the keyboard's top (or
    /// the safe area's bottom while no keyboard covers the view) is outside it.
    var keyboardGuideInsets: UIEdgeInsets {
        let usesSafeArea = (layoutStorage?.keyboardGuide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
        var covered = usesSafeArea ? safeAreaInsets.bottom : 0
        if let keyboard = UIApplication.shared.inputViewHost.shownInputFrame, window != nil {
            let top = convert(keyboard, from: nil).minY
            covered = max(covered, bounds.maxY - top)
        }
        let height = min(max(covered, 0), bounds.height)
        return UIEdgeInsets(top: bounds.height - height, left: 0, bottom: 0, right: 0)
    }
}
