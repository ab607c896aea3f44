import Foundation

/// One button of an alert or action sheet — UIKit's `UIAlertAction`: a title, a style, whether it is
/// enabled, and the handler run when the person chooses it (docs/Alerts.md).
///
/// The handler runs once, after the alert's dismissal has finished, with the action as its argument
/// (``UIAlertController`` says when). A disabled action's button shows dimmed and ignores taps (Apple:
/// "When an action is disabled, taps on the corresponding button have no effect"); Return and Escape
/// skip it too. Difference: it does not adopt `NSCopying`.
@preconcurrency @MainActor
open class UIAlertAction: AccessibleObject, UIAccessibilityIdentification {
    /// How an action's button looks and where it goes — UIKit's `UIAlertAction.Style`, with its raw
    /// values. `.cancel` sits apart (left of a pair, last in a column) and answers Escape; an alert
    /// takes one at most.
    public enum Style: Int, Sendable {
        /// A plain choice.
        case `default` = 0
        /// Leaves things unchanged: Escape, and a tap outside an action sheet, choose it.
        case cancel = 1
        /// Might change or delete data (drawn in red).
        case destructive = 2
    }

    /// The title of the action's button.
    open var title: String? { titleStorage }
    /// The style given at creation.
    open var style: UIAlertAction.Style { styleStorage }
    /// Whether the action can be chosen; `true` by default. A disabled action's button is dimmed and
    /// taps on it have no effect.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { button?.isEnabled = isEnabled } }
    }

    let titleStorage: String?
    let styleStorage: Style
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The button that shows the action while its alert is loaded.
    weak var button: UIButton?

    /// An action titled `title` of `style`, whose `handler` (may be `nil`) runs when it is chosen.
    public init(title: String?, style: UIAlertAction.Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.titleStorage = title
        self.styleStorage = style
        self.handler = handler
        super.init()
    }
}
