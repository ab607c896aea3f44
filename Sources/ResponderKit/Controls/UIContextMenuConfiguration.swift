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

/// What a `UIContextMenuInteraction` asks its delegate.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu at `location` (in the interaction's view), or nil for none.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}

/// A context menu on any view: a long press (0.5 s) asks the delegate for a configuration and shows
/// its menu; a tap on an action runs it, a tap elsewhere closes the menu. The press's touches are
/// cancelled for the view's other handlers once the menu opens, as UIKit's are.
@MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    private let press = UILongPressGestureRecognizer()

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        press.handlers.append { [weak self] _ in self?.pressChanged() }
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(press)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Closes the menu, if one shows.
    open func dismissMenu() { ContextMenuPresenter.dismiss() }

    private func pressChanged() {
        guard press.state == .began, let view, let delegate else { return }
        let location = press.location(in: view)
        guard let menu = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)?.makeMenu()
        else { return }
        ContextMenuPresenter.present(menu, at: view.convert(location, to: nil), in: view.window)
    }
}
