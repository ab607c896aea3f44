import Foundation

/// An action of an element beyond activating it — UIKit's `UIAccessibilityCustomAction`, which a screen
/// reader lists in its actions rotor ("Delete", "Flag") and the AT-SPI bridge offers by name.
///
/// Made with a handler, or with a target and an action as UIKit's (the `Selector` is ResponderKit's
/// Swift-native one: the target performs it through `actionMethod(for:)`, and the action then counts as
/// done, since a Swift action method returns nothing).
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What the action is called, as read out.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// The name with attributes.
    open var attributedName: NSAttributedString
    /// A picture for the action (Switch Control shows it); `nil` by default.
    open var image: UIImage?
    /// The object that performs `selector`; weak, as UIKit's.
    open weak var target: AnyObject?
    /// The action `target` performs.
    open var selector: Selector?
    /// The handler: it returns whether it did the action.
    open var actionHandler: (@MainActor (UIAccessibilityCustomAction) -> Bool)?
    /// A name that groups the action with others of its kind (iOS 18); `nil` by default.
    open var category: String?

    /// An action that `target` performs with `selector`.
    public init(name: String, target: Any?, selector: Selector) {
        attributedName = NSAttributedString(string: name)
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }
    /// An action with an attributed name that `target` performs with `selector`.
    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.attributedName = attributedName
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }
    /// An action that `actionHandler` performs.
    public init(name: String, actionHandler: (@MainActor (UIAccessibilityCustomAction) -> Bool)?) {
        attributedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
        super.init()
    }
    /// An action with an attributed name that `actionHandler` performs.
    public init(attributedName: NSAttributedString,
                actionHandler: (@MainActor (UIAccessibilityCustomAction) -> Bool)?) {
        self.attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }
    /// An action with a picture that `actionHandler` performs.
    public init(name: String, image: UIImage?,
                actionHandler: @escaping @MainActor (UIAccessibilityCustomAction) -> Bool) {
        attributedName = NSAttributedString(string: name)
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }
    /// An action with a picture that `target` performs with `selector`.
    public init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        attributedName = NSAttributedString(string: name)
        self.image = image
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// Performs the action as an assistive app does: the handler, else the target's method for the
    /// selector (with this action as the sender). `false` when neither performs it.
    func run() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target = target as? UIActionTarget, let method = target.actionMethod(for: selector)
        else { return false }
        method(self, nil)
        return true
    }
}
