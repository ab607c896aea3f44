import Foundation

/// A view controller whose view is shown as a responder's input view (``UIResponder/inputViewController``)
/// or accessory (``UIResponder/inputAccessoryViewController``) while that responder is first responder:
/// UIKit's `UIInputViewController`, for custom keyboards inside an app.
///
/// When its responder becomes first responder the input-view host gets its view ready and calls
/// `viewWillAppear(_:)`, shows it, then `viewDidAppear(_:)`; when the responder resigns (or the view is
/// replaced), `viewWillDisappear(_:)`, the view leaves, `viewDidDisappear(_:)` (B75).
/// ``textDocumentProxy`` types into whichever responder the input view serves, so a key button's
/// action is `textDocumentProxy.insertText("a")`, as in a keyboard extension.
///
/// Where UIKit differs: there are no keyboard extensions or input modes on Linux, so
/// ``advanceToNextInputMode()`` does nothing, and the proxy's document context is read from a
/// `UITextField` only (see docs/Differences-from-UIKit.md).
@preconcurrency @MainActor
open class UIInputViewController: UIViewController {
    /// The controller's view as a ``UIInputView`` (the view, when it is one). As in UIKit, this
    /// redeclares ``UIResponder/inputView``.
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }

    /// Types into the responder this controller's view serves.
    public private(set) lazy var textDocumentProxy: UITextDocumentProxy = InputViewTextProxy()

    /// Creates the view: a ``UIInputView`` of the keyboard style, the screen's width and 216 points
    /// high (the height of UIKit's portrait phone keyboard); overrides assign ``view`` themselves.
    open override func loadView() {
        view = UIInputView(
            frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 216), inputViewStyle: .keyboard)
    }

    /// Dismisses the input view: the responder it serves resigns first responder.
    open func dismissKeyboard() {
        UIApplication.shared.inputViewHost.currentTypist?.resignFirstResponder()
    }

    /// Switches to the next input mode; Linux has none, so this does nothing.
    open func advanceToNextInputMode() {}

    /// Whether the view should show a key to switch input modes; `false` on Linux (one input mode).
    open var needsInputModeSwitchKey: Bool { false }

    /// Called before the text of the served document changes; nothing by default.
    open func textWillChange(_ textInput: UITextInput?) {}
    /// Called after the text of the served document changed; nothing by default.
    open func textDidChange(_ textInput: UITextInput?) {}
}

/// What a ``UIInputViewController`` types through (UIKit's `UITextDocumentProxy`): the text entry
/// methods, and the text around the insertion point.
@preconcurrency @MainActor
public protocol UITextDocumentProxy: UIKeyInput {
    /// The text before the insertion point, or `nil` when the document gives none.
    var documentContextBeforeInput: String? { get }
    /// The text after the insertion point, or `nil` when the document gives none.
    var documentContextAfterInput: String? { get }
    /// The text selected in the document (ResponderKit selects nothing: always `nil`).
    var selectedText: String? { get }
    /// Moves the insertion point; ResponderKit's text field keeps it at the end, so this does nothing.
    func adjustTextPosition(byCharacterOffset offset: Int)
}

/// Forwards to the responder the shown input views serve — the input-view window's typist, or the
/// key window's first responder — when it adopts `UIKeyInput`.
@preconcurrency @MainActor
final class InputViewTextProxy: UITextDocumentProxy {
    private var target: UIKeyInput? { UIApplication.shared.inputViewHost.currentTypist as? UIKeyInput }
    var hasText: Bool { target?.hasText ?? false }
    func insertText(_ text: String) { target?.insertText(text) }
    func deleteBackward() { target?.deleteBackward() }
    var documentContextBeforeInput: String? { (target as? UITextField)?.text }
    var documentContextAfterInput: String? { target is UITextField ? "" : nil }
    var selectedText: String? { nil }
    func adjustTextPosition(byCharacterOffset offset: Int) {}
}
