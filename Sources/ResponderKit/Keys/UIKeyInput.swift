import Foundation

/// The smallest text-entry protocol — UIKit's `UIKeyInput`. A first responder that adopts it gets
/// typed text as ``insertText(_:)`` and Backspace as ``deleteBackward()``: from hardware keys that no
/// responder on the chain handled (B140), and from the on-screen keyboard, which the
/// input-view host shows for it when it has no `inputView` of its own.
///
/// UIKit's `UITextInputTraits` (keyboard type, return key …) is not adopted: ResponderKit honours no
/// trait yet.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (`"\n"` for Return).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
