import Foundation

/// What an edit menu interaction asks of the app — UIKit's `UIEditMenuInteractionDelegate`.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show: `nil` shows the suggested actions (UIKit's default system menu); an empty
    /// menu shows nothing.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
}

/// The standard edit actions an edit menu suggests, in iOS's order, with their titles.
@MainActor
enum StandardEditMenu {
    static let actions: [(Selector, String)] = [
        (.cut, "Cut"), (.copy, "Copy"), (.paste, "Paste"), (.delete, "Delete"),
        (.select, "Select"), (.selectAll, "Select All"),
    ]

    /// Whether someone up the first responder's chain can perform `action` (`canPerformAction`), as
    /// iOS asks before showing an edit menu item.
    static func canPerform(_ action: Selector, sender: Any?) -> Bool {
        let application = UIApplication.shared
        guard let start = application.typingTarget ?? application.keyWindow?.firstResponderStorage else { return false }
        return start.target(forAction: action, withSender: sender) != nil
    }
}

/// The cut/copy/paste menu — UIKit's `UIEditMenuInteraction` (iOS 16), added to a view with
/// `addInteraction(_:)` and shown with ``presentEditMenu(with:)`` (usually from a long press).
///
/// The suggested actions are the standard edit actions (cut:, copy:, paste:, delete:, select:,
/// selectAll:) that the first responder's chain can perform (`canPerformAction(_:withSender:)`), as
/// on iOS. Performing one sends its action up the chain from the first responder
/// (`UIApplication.sendAction(_:to: nil, from:for:)`) and dismisses the menu.
///
/// Differences: ResponderKit draws no menu; ``presentedMenu`` and ``perform(_:)`` are ResponderKit
/// additions through which a backend shows the menu and a test (or the backend, on a tap) picks an
/// item. Suggested actions are `UIAction`s (UIKit uses `UICommand`s).
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The delegate; not retained.
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// The menu on screen, or `nil` (ResponderKit addition).
    public private(set) var presentedMenu: UIMenu?
    /// The configuration it was presented with, or `nil` (ResponderKit addition).
    public private(set) var presentedConfiguration: UIEditMenuConfiguration?

    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// The standard edit actions the first responder's chain can perform now.
    func suggestedActions() -> [UIMenuElement] {
        StandardEditMenu.actions.compactMap { selector, title in
            guard StandardEditMenu.canPerform(selector, sender: self) else { return nil }
            return UIAction(title: title, identifier: UIAction.Identifier(selector.name)) { action in
                UIApplication.shared.sendAction(selector, to: nil, from: action.sender, for: nil)
            }
        }
    }

    /// Shows the menu the delegate gives for `configuration` (dismissing one already shown); with
    /// nothing to show — no view, no suggested actions and no delegate menu, or an empty menu — none.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard view?.window != nil else { return }
        let suggested = suggestedActions()
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        guard !menu.children.isEmpty else { return }
        presentedMenu = menu
        presentedConfiguration = configuration
    }

    /// Dismisses the menu, if one shows.
    open func dismissMenu() {
        presentedMenu = nil
        presentedConfiguration = nil
    }

    /// Where the menu was presented from, in `view`'s coordinates (the source point converted).
    open func location(in view: UIView?) -> CGPoint {
        guard let configuration = presentedConfiguration, let own = self.view else { return .zero }
        return own.convert(configuration.sourcePoint, to: view)
    }

    /// Performs `action`, one of the presented menu's, as a tap on it does: its handler runs with the
    /// interaction as sender, then the menu is dismissed (unless the action keeps it presented).
    /// An action that is not in the menu, or is disabled, does nothing (ResponderKit addition).
    open func perform(_ action: UIAction) {
        guard let menu = presentedMenu, menu.allActions.contains(where: { $0 === action }),
              !action.attributes.contains(.disabled) else { return }
        if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
        action.perform(sender: self)
    }
}
