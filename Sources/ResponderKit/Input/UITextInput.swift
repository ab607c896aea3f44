import Foundation

// UIKit's UITextInput.h: the protocol an input-view controller sees the document through, and the
// keyboard's input modes.

/// The text-input protocol UIKit's input-view controllers see the document through; ResponderKit's
/// stands for it without UIKit's selection and marked-text members.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {}

/// A keyboard's input mode — UIKit's `UITextInputMode`. ResponderKit has one: the hardware keyboard
/// with the system's first preferred language (the backend's layout decides what keys type).
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    /// The language of the mode as a BCP 47 tag (`"en-US"`).
    open var primaryLanguage: String? { primaryLanguageStorage }
    let primaryLanguageStorage: String

    init(primaryLanguage: String) {
        self.primaryLanguageStorage = primaryLanguage
        super.init()
    }

    /// The input modes the user has turned on: the one mode.
    open class var activeInputModes: [UITextInputMode] { [current] }

    static let current = UITextInputMode(
        primaryLanguage: (Locale.preferredLanguages.first ?? "en-US").replacingOccurrences(of: "_", with: "-"))
}
