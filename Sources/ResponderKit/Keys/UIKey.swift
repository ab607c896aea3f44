import Foundation

/// A key of a hardware keyboard, as a press carries it — UIKit's `UIKey`.
///
/// `keyCode` is the physical key (layout-independent); `characters` is the text it makes with the
/// modifiers held ("A" with Shift); `charactersIgnoringModifiers` the text without them ("a"), empty
/// for a modifier key on its own. There is no public initialiser: keys come from raw input.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The text the key produces with the held modifiers.
    open var characters: String { input.characters }
    /// The text the key produces without modifiers.
    open var charactersIgnoringModifiers: String { input.charactersIgnoringModifiers }
    /// The modifier keys held.
    open var modifierFlags: UIKeyModifierFlags { input.modifierFlags }
    /// The physical key.
    open var keyCode: UIKeyboardHIDUsage { input.keyCode }

    let input: KeyInput

    init(input: KeyInput) {
        self.input = input
        super.init()
    }

    open override var description: String {
        mainActorDescription(of: self) {
            "<UIKey keyCode = \(self.keyCode); characters = \"\(self.characters)\"; modifiers = "
                + "\(self.modifierFlags.rawValue)>"
        }
    }
}
