import Foundation

/// A view that shows a line of text — the part of UIKit's `UILabel` that matters to events: its
/// `text`, and that it does not take touches (`isUserInteractionEnabled` is `false` by default), so
/// touches on it go to the view behind it (SPEC H6).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; `nil` by default.
    open var text: String?

    /// The colour of the text; black by default.
    open var textColor: UIColor! = .black

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
