import Foundation

/// The name of an action — ResponderKit's Swift-native `Selector`.
///
/// Linux has no Objective-C runtime, so there is no `#selector` and no method lookup by name. An action
/// is identified by its name (UIKit's selector string, `"copy:"`), and a responder says how it performs
/// an action by overriding `UIResponder.actionMethod(for:)`. Everything UIKit builds on selectors —
/// `sendAction(_:to:from:for:)`, `target(forAction:withSender:)`, `canPerformAction(_:withSender:)`,
/// `UIControl.addTarget(_:action:for:)`, `UIKeyCommand` — takes a `Selector` here.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, as Objective-C spells the selector (`"copy:"`).
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

/// How a responder performs an action: called with the sender (a control, a key command) and the
/// event that caused it, if any — covering UIKit's three action shapes `()`, `(sender)` and
/// `(sender, event)`.
public typealias UIActionMethod = @MainActor (_ sender: Any?, _ event: UIEvent?) -> Void

extension Selector {
    /// Every responder performs these, as every Objective-C responder responds to them: the usual way
    /// to dismiss the keyboard is `sendAction(Selector("resignFirstResponder"), to: nil, …)`.
    static let resignFirstResponder = Selector("resignFirstResponder")
    static let becomeFirstResponder = Selector("becomeFirstResponder")
    /// `UIView.endEditing(_:)`, the usual action of a tap that dismisses the keyboard.
    static let endEditing = Selector("endEditing:")
}

/// An object that performs actions: every `UIResponder`, and any other object you make a control's
/// target (UIKit allows any object as a target).
@preconcurrency @MainActor
public protocol UIActionTarget: UIActionMethodMaking {
    /// How the object performs `action`, or `nil`.
    func actionMethod(for action: Selector) -> UIActionMethod?
}

extension UIResponder: UIActionTarget {}

/// What gives `UIActionTarget` its `method(_:)` helpers. It is not `@preconcurrency` (unlike
/// `UIActionTarget`) so that the helpers' result keeps its full type, `UIActionMethod`, in Swift 5
/// mode too: a stripped result converted back to it in an app's `actionMethod(for:)` draws a
/// warning ("converting non-Sendable function value") on every line of an action table.
@MainActor
public protocol UIActionMethodMaking: AnyObject {}

extension UIActionMethodMaking {
    /// An action method made from one of your methods of the `(sender)` shape:
    /// `case .copy: return method(Self.copy)`.
    public func method<Target: AnyObject>(_ body: @escaping (Target) -> (Any?) -> Void) -> UIActionMethod? {
        guard let target = self as? Target else { return nil }
        return { [weak target] sender, _ in if let target { body(target)(sender) } }
    }

    /// An action method made from one of your methods of the `(sender, event)` shape.
    public func method<Target: AnyObject>(_ body: @escaping (Target) -> (Any?, UIEvent?) -> Void) -> UIActionMethod? {
        guard let target = self as? Target else { return nil }
        return { [weak target] sender, event in if let target { body(target)(sender, event) } }
    }

    /// An action method made from one of your methods whose sender has a type of its own —
    /// iOS's `@objc func handlePan(_ pan: UIPanGestureRecognizer)` is `method(Self.handlePan)`. The
    /// sender is cast to that type; a sender of another type is reported as an `unhandledAction`
    /// diagnostic and the method is not called (UIKit would call it with the wrong object).
    public func method<Target: AnyObject, Sender>(_ body: @escaping (Target) -> (Sender) -> Void) -> UIActionMethod? {
        guard let target = self as? Target else { return nil }
        return { [weak target] sender, _ in
            guard let target else { return }
            guard let typed = sender as? Sender else {
                UIApplication.reportMistypedSender(sender, expected: Sender.self, target: target)
                return
            }
            body(target)(typed)
        }
    }

    /// An action method made from one of your methods of the `(sender, event)` shape whose sender
    /// (or event: `UIEvent` rather than `UIEvent?`) has a type of its own; cast as above.
    public func method<Target: AnyObject, Sender, Event>(
        _ body: @escaping (Target) -> (Sender, Event) -> Void
    ) -> UIActionMethod? {
        guard let target = self as? Target else { return nil }
        return { [weak target] sender, event in
            guard let target else { return }
            guard let typed = sender as? Sender else {
                UIApplication.reportMistypedSender(sender, expected: Sender.self, target: target)
                return
            }
            guard let typedEvent = event as? Event else {
                UIApplication.reportMistypedSender(event, expected: Event.self, target: target)
                return
            }
            body(target)(typed, typedEvent)
        }
    }

    /// An action method made from one of your methods of the `()` shape.
    public func method<Target: AnyObject>(_ body: @escaping (Target) -> () -> Void) -> UIActionMethod? {
        guard let target = self as? Target else { return nil }
        return { [weak target] _, _ in if let target { body(target)() } }
    }
}

/// The standard edit actions (UIKit's `UIResponderStandardEditActions`), as action names: a
/// responder that performs one returns a method for it from `actionMethod(for:)`.
extension Selector {
    public static let cut = Selector("cut:")
    public static let copy = Selector("copy:")
    public static let paste = Selector("paste:")
    public static let select = Selector("select:")
    public static let selectAll = Selector("selectAll:")
    public static let delete = Selector("delete:")
    public static let makeTextWritingDirectionLeftToRight = Selector("makeTextWritingDirectionLeftToRight:")
    public static let makeTextWritingDirectionRightToLeft = Selector("makeTextWritingDirectionRightToLeft:")
    public static let toggleBoldface = Selector("toggleBoldface:")
    public static let toggleItalics = Selector("toggleItalics:")
    public static let toggleUnderline = Selector("toggleUnderline:")
    public static let increaseSize = Selector("increaseSize:")
    public static let decreaseSize = Selector("decreaseSize:")
}

extension UIApplication {
    /// An action method whose parameter has a type of its own was sent something else.
    static func reportMistypedSender(_ sender: Any?, expected: Any.Type, target: AnyObject) {
        let sent = sender.map { "\(type(of: $0))" } ?? "nil"
        UIApplication.shared.report(.init(
            kind: .unhandledAction, resolution: .dropped,
                message:
                    "\(type(of: target))'s action method takes \(expected), but was sent \(sent): the method was "
                        + "not called"
            ))
    }

    /// B82–B86: see `sendAction(_:to:from:for:)`.
    func performSendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard let performer = target as? UIActionTarget, let method = performer.actionMethod(for: action) else {
                report(.init(kind: .unhandledAction, resolution: .dropped,
                             message: "\(type(of: target)) was sent \(action) but has no method for it"))
                return false
            }
            method(sender, event)
            return true
        }
        let start = typingTarget ?? keyWindowStorage?.firstResponderStorage ?? (sender as? UIResponder)
        guard let start else { return false }
        guard let found = start.target(forAction: action, withSender: sender) as? UIActionTarget,
              let method = found.actionMethod(for: action) else { return false }
        method(sender, event)
        return true
    }
}
