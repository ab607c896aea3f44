import Foundation

/// The handler of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action — UIKit's `UIAction` (iOS 14), the Selector-free way to react to a
/// control: `button.addAction(UIAction { _ in save() }, for: .touchUpInside)`.
///
/// Menus, images, attributes and states are out of scope, so it derives from `NSObject` directly
/// rather than from `UIMenuElement`.
@MainActor
open class UIAction: NSObject {
    /// The title.
    open var title: String
    /// Identifies the action on a control: adding another action with the same identifier replaces
    /// it, and `removeAction(identifiedBy:for:)` removes it.
    open var identifier: UIAction.Identifier { identifierStorage }
    /// A longer description.
    open var discoverabilityTitle: String?
    /// The control the handler runs for, while it runs.
    open var sender: Any? { senderStorage }

    let identifierStorage: UIAction.Identifier
    let handler: UIActionHandler
    var senderStorage: Any?

    /// An action; without an identifier it gets a unique one.
    public init(title: String = "", identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.identifierStorage = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
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
