import Foundation

/// A segmented control's title attributes per state — UIKit's `setTitleTextAttributes(_:for:)` and
/// `titleTextAttributes(for:)` (AD:uikit/uisegmentedcontrol/settitletextattributes(_:for:): "the text
/// attributes for the title of the segmented control for the specified state"). An appearance setter:
/// `UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)`.
///
/// The `.normal` font sizes the segments (a larger font makes wider segments, as in UIKit); colours
/// are stored for a renderer.
extension UISegmentedControl {
    /// Sets the titles' attributes for `state`; `nil` removes them.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        appearanceSetterCalled(.titleTextAttributes, state: state.rawValue) {
            $1.setTitleTextAttributes($0.titleTextAttributes(for: state), for: state)
        }
        invalidateIntrinsicContentSize()
    }

    /// The titles' attributes for `state`, as set; `nil` if none were.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The titles' font in `state`: the attributes' for it, else `.normal`'s, else 13-point system.
    func titleFont(for state: UIControl.State) -> UIFont {
        (titleAttributesByState[state.rawValue]?[.font] as? UIFont)
            ?? (titleAttributesByState[UIControl.State.normal.rawValue]?[.font] as? UIFont)
            ?? Self.titleFont
    }
}
