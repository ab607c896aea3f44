import Foundation

/// An action shown when a row is swiped — UIKit's `UIContextualAction`: a title, a style, a colour,
/// and a handler the table view calls when the action's button is tapped (or the row is swiped all
/// the way). The handler gets a completion to call, at once or later, with whether the action was
/// performed; the row closes when it is called.
///
/// Where it differs from UIKit: the button is a plain `UIButton` (nothing is drawn); `image` is kept.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks.
    public enum Style: Int, Sendable {
        case normal = 0, destructive
    }

    /// What the table view calls: the action, the view showing it (its button) and the completion.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
