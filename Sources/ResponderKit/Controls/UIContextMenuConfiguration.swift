import Foundation

/// Makes the menu of a context menu from the suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the preview shown above a context menu.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows — a menu of actions (and a preview) — made when the menu is about to
/// open. Table and collection views ask their delegates for one when a row or item is long-pressed
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`), and a `UIContextMenuInteraction` asks its
/// delegate.
///
/// Where ResponderKit differs: the preview is made but not shown; the menu is a column of buttons
/// (ContextMenuPresenter), with no blur or lift animation.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Identifies the configuration (a fresh UUID string when none was given, as UIKit).
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to show (the action provider's, with no suggested elements), or nil.
    func makeMenu() -> UIMenu? { actionProvider?([]) }
}
