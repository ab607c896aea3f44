import Foundation

/// A view made to be shown as an input view or accessory (UIKit's `UIInputView`): a plain view with
/// a style. ResponderKit draws no keyboard background, so the style is only recorded.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// How UIKit would draw the view's background.
    public enum Style: Int, Sendable {
        /// No background of its own.
        case `default` = 0
        /// The system keyboard's background.
        case keyboard = 1
    }

    /// The style the view was made with.
    public let inputViewStyle: Style

    /// Whether the view sizes itself (UIKit: from Auto Layout); ResponderKit keeps the height it is
    /// given either way.
    open var allowsSelfSizing = false

    /// Creates an input view with a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    public required init?(coder: NSCoder) {
        self.inputViewStyle = .default
        super.init(coder: coder)
    }
}
