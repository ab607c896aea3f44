import Foundation

/// The handler of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action — UIKit's `UIAction` (iOS 14), the Selector-free way to react to a
/// control: `button.addAction(UIAction { _ in save() }, for: .touchUpInside)`.
///
/// It is a ``UIMenuElement`` with UIKit's initializer (title, image, identifier, attributes, state).
/// ResponderKit shows no menus, so the image, attributes and state are only kept: a control runs an
/// action it was given whatever they say.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Identifies the action on a control: adding another action with the same identifier replaces
    /// it, and `removeAction(identifiedBy:for:)` removes it.
    open var identifier: UIAction.Identifier { identifierStorage }
    /// A longer description.
    open var discoverabilityTitle: String?
    /// How the action is shown in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows as on, off or mixed.
    open var state: UIMenuElement.State
    /// The control the handler runs for, while it runs.
    open var sender: Any? { senderStorage }

    let identifierStorage: UIAction.Identifier
    let handler: UIActionHandler
    var senderStorage: Any?

    /// An action; without an identifier it gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifierStorage = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as ``sender``.
    func perform(sender: Any?) {
        senderStorage = sender
        defer { senderStorage = nil }
        handler(self)
    }
}

extension UIAction {
    /// The name of an action on a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
