import Foundation

/// Tab and Shift-Tab that no key command and no responder handled move the focus, as they do on iOS
/// with a hardware keyboard — the step a person who cannot point takes from one thing to the next.
///
/// ```
///  Tab ─▶ key commands ─▶ first responder … application (pressesBegan) ─▶ end of the chain:
///          ├─ a screen reader runs (isVoiceOverRunning): the assistive focus moves to the next
///          │   element that responds to user interaction, in reading order (a text field it lands on
///          │   becomes first responder, so typing goes there; leaving a text input ends its editing)
///          └─ else, a text field is first responder: the next text input of the window becomes it
///             (a text view keeps its Tab: it types a tab character, as UIKit's does)
/// ```
///
/// Either way the order is the window's reading order (top to bottom, left to right), wrapping at the
/// ends; Shift-Tab goes the other way. An app that wants its own order defines a `UIKeyCommand` for
/// `"\t"`, which runs before the chain, as on iOS. UIKit documents neither order (its text-field
/// order follows the view tree on some versions and the screen on others); ResponderKit's is the order
/// VoiceOver reads.
@MainActor
enum KeyboardFocusNavigation {
    /// Moves the focus for `press` when it is an unhandled Tab; `true` when it was one.
    static func handle(_ press: UIPress, in application: UIApplication) -> Bool {
        let key = press.keyStorage
        guard key.keyCode == .keyboardTab, key.modifierFlags.isSubset(of: [.shift, .alphaShift, .numericPad])
        else { return false }
        let forward = !key.modifierFlags.contains(.shift)
        guard let window = press.windowStorage ?? application.keyWindowStorage else { return false }
        // A text view being typed into keeps its Tab (a tab character), screen reader or not.
        if press.responderStorage is UITextView { return false }
        if UIAccessibility.isVoiceOverRunning {
            moveAssistiveFocus(in: window, forward: forward)
            return true
        }
        guard let field = press.responderStorage as? UITextField else { return false }
        let inputs = AssistiveTechnology.elements(in: window).compactMap { $0 as? UIView }.filter(isTextInput)
        if let next = neighbour(of: field, in: inputs, forward: forward), next !== field {
            _ = next.becomeFirstResponder()
        }
        return true
    }

    private static func moveAssistiveFocus(in window: UIWindow, forward: Bool) {
        let all = AssistiveTechnology.elements(in: window)
        let current = AssistiveTechnology.focusedElement ?? AssistiveTechnology.keyboardFocus()
        // From where the focus is in reading order (on an element that does not respond, such as a
        // label, too) to the next one that responds, wrapping.
        let start = current.flatMap { focused in all.firstIndex { $0 === focused } }
        let order: [AccessibleObject]
        if let start {
            order = forward
                ? Array(all[(start + 1)...]) + Array(all[...start])
                : Array(all[..<start].reversed()) + Array(all[start...].reversed())
        } else {
            order = forward ? all : all.reversed()
        }
        guard let next = order.first(where: { $0.accessibilityRespondsToUserInteraction }) else { return }
        AssistiveTechnology.focus(next)
        // A text field it lands on takes the keyboard (Tab leaves it again); a text view waits to be
        // activated, since once editing it types its Tab.
        if let field = next as? UITextField, isTextInput(field) {
            _ = field.becomeFirstResponder()
        } else if let editing = window.firstResponderStorage as? UIView, isTextInput(editing) {
            _ = editing.resignFirstResponder()
        }
    }

    /// The item after (or before) `item` in `items`, wrapping; the first (or last) when `item` is not
    /// among them (a text field's next text input).
    private static func neighbour<Item: AnyObject>(of item: AnyObject, in items: [Item], forward: Bool) -> Item? {
        guard !items.isEmpty else { return nil }
        guard let index = items.firstIndex(where: { $0 === item }) else {
            return forward ? items.first : items.last
        }
        let next = forward ? index + 1 : index - 1
        return items[(next + items.count) % items.count]
    }

    private static func isTextInput(_ view: UIView) -> Bool {
        switch view {
        case let field as UITextField: return field.isEnabled && field.canBecomeFirstResponder
        case let text as UITextView: return text.isEditable && text.canBecomeFirstResponder
        default: return false
        }
    }
}
