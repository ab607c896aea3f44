import Foundation

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
