import Foundation

/// What a text view asks of and tells its delegate — UIKit's `UITextViewDelegate`, which refines
/// `UIScrollViewDelegate` (a text view scrolls). Every method has a default implementation doing
/// what iOS does when the delegate leaves it out (AD:uitextviewdelegate).
///
/// Assign it to the text view's `delegate` (typed `UIScrollViewDelegate?`, as the scroll view's;
/// docs/Differences-from-UIKit.md): the text view casts it.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (`true` by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (`true` by default); `false` keeps the text view first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit — `text` replacing `range` (UTF-16 units) — may happen. Return is
    /// offered as `"\n"`, Delete as `""` over the character before the caret.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not called when code sets `text`).
    func textViewDidChange(_ textView: UITextView)
    /// The selection (or the caret) moved; read `selectedRange`.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
