import Foundation

/// Where a picker view's counts come from — UIKit's `UIPickerViewDataSource`: both methods are
/// required, as in UIKit. A negative count is taken as 0, with an `invalidPickerUse` diagnostic
/// (UIKit's behaviour with one is undefined).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// How many wheels (components) the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows `component` has.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view shows in its rows and whom it tells about the user's choices — UIKit's
/// `UIPickerViewDelegate` (AD:uipickerviewdelegate). Every method is optional in UIKit; here each
/// has a default implementation that does what UIKit does when the delegate leaves it out:
///
/// - a row shows the delegate's view if it gives one, else its attributed title, else its title
///   (UIKit: "if viewForRow is implemented, titleForRow isn't called"); the default
///   ``pickerView(_:viewForRow:forComponent:reusing:)`` makes the label from the titles, so an
///   override of it wins exactly as in UIKit;
/// - components share the picker's width when no width is given, and rows are 32 points high.
///
/// Where UIKit asks `respondsToSelector:` (Swift has no optional requirements outside `@objc`), the
/// defaults stand in: docs/Differences-from-UIKit.md.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`'s wheel.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of each row of `component`.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The text of a row (used when neither the attributed title nor a view is given).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled text of a row (used before the plain title).
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    /// The view a row shows; `view` is one the picker used for a row that scrolled away, to reuse.
    /// The picker centres the returned view in the row.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// The user brought `row` of `component` to the selection band (by spinning the wheel or by
    /// tapping the row). Not called for ``UIPickerView/selectRow(_:inComponent:animated:)``.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.sharedComponentWidth
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        pickerView.titleLabel(forRow: row, forComponent: component, reusing: view, delegate: self)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
