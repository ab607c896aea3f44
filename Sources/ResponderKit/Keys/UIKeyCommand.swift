import Foundation

/// A hardware-keyboard shortcut — UIKit's `UIKeyCommand`: an input (a character, or one of the
/// `input…` constants), the modifier keys it needs, and the action it sends.
///
/// A responder offers commands through `UIResponder.keyCommands`. When a key goes down, the commands
/// of the key window's first responder and of every responder above it are searched in chain order;
/// the first command that matches and whose action someone on the chain can perform runs, and the key
/// is not delivered as a press (B138). A held key's autorepeat runs the command again.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The character to match, or one of the `input…` constants.
    open var input: String? { inputStorage }
    /// The modifier keys that must be held (Caps Lock and the keypad flag are not compared).
    open var modifierFlags: UIKeyModifierFlags { modifierStorage }
    /// The action sent, nil-targeted, when the command fires.
    open var action: Selector? { actionStorage }
    /// The label shown for the command.
    open var title: String
    /// A longer label, for discoverability.
    open var discoverabilityTitle: String?
    /// Whether the command wins over keys the system would otherwise consume (text editing). Commands
    /// are always tried before a key is typed here, so this changes nothing; kept for source
    /// compatibility. `false` by default.
    open var wantsPriorityOverSystemBehavior = false

    let inputStorage: String
    let modifierStorage: UIKeyModifierFlags
    let actionStorage: Selector

    /// A command for `input` with `modifierFlags` that sends `action`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.inputStorage = input
        self.modifierStorage = modifierFlags
        self.actionStorage = action
        self.title = ""
        super.init()
    }

    /// The iOS 13 form, with a title and the menu element's image, alternates, attributes and state
    /// (ResponderKit shows no menus: those are kept, and change nothing about matching keys).
    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.image = image
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// The image a menu would show.
    open var image: UIImage?
    /// A value the action can read to tell commands with the same action apart.
    open var propertyList: Any?
    /// The menu's alternates (the same command with other modifiers).
    open private(set) var alternates: [UICommandAlternate] = []
    /// How a menu would show the command.
    open var attributes: UIMenuElement.Attributes = []
    /// Whether a menu would show the command checked.
    open var state: UIMenuElement.State = .off

    /// Whether `key` is this command's key with exactly its modifiers.
    func matches(_ key: KeyInput) -> Bool {
        guard key.modifierFlags.chordFlags == modifierStorage.chordFlags else { return false }
        if let special = UIKeyCommand.specialInputs[key.keyCode] { return special == inputStorage }
        if key.charactersIgnoringModifiers.lowercased() == inputStorage.lowercased(),
            !key.charactersIgnoringModifiers.isEmpty
        {
            return true
        }
        if let letter = key.latinLetter { return letter == inputStorage.lowercased() }
        // Return is "\r" on iOS; a backend may report "\n".
        if key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keypadEnter { return inputStorage == "\r" }
        return false
    }

    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    public nonisolated static let inputHome = "UIKeyInputHome"
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    public nonisolated static let f1 = "UIKeyInputF1"
    public nonisolated static let f2 = "UIKeyInputF2"
    public nonisolated static let f3 = "UIKeyInputF3"
    public nonisolated static let f4 = "UIKeyInputF4"
    public nonisolated static let f5 = "UIKeyInputF5"
    public nonisolated static let f6 = "UIKeyInputF6"
    public nonisolated static let f7 = "UIKeyInputF7"
    public nonisolated static let f8 = "UIKeyInputF8"
    public nonisolated static let f9 = "UIKeyInputF9"
    public nonisolated static let f10 = "UIKeyInputF10"
    public nonisolated static let f11 = "UIKeyInputF11"
    public nonisolated static let f12 = "UIKeyInputF12"

    /// Keys whose command input is one of the constants above rather than a character — and whose
    /// `UIKey.characters` and `charactersIgnoringModifiers` are that constant, as on iOS (Apple's
    /// "Handling key presses made on a physical keyboard" compares `charactersIgnoringModifiers` with
    /// `UIKeyCommand.inputLeftArrow`).
    nonisolated static let specialInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: inputUpArrow, .keyboardDownArrow: inputDownArrow,
        .keyboardLeftArrow: inputLeftArrow, .keyboardRightArrow: inputRightArrow,
        .keyboardEscape: inputEscape, .keyboardPageUp: inputPageUp, .keyboardPageDown: inputPageDown,
        .keyboardHome: inputHome, .keyboardEnd: inputEnd, .keyboardDeleteForward: inputDelete,
        .keyboardF1: f1, .keyboardF2: f2, .keyboardF3: f3, .keyboardF4: f4, .keyboardF5: f5, .keyboardF6: f6,
        .keyboardF7: f7, .keyboardF8: f8, .keyboardF9: f9, .keyboardF10: f10, .keyboardF11: f11, .keyboardF12: f12,
    ]
}

/// An alternate of a menu command — the same command with other modifier keys and action (UIKit's
/// `UICommandAlternate`). Kept with its command; ResponderKit shows no menus.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The alternate's title.
    public let title: String
    /// The action it sends.
    public let action: Selector
    /// The modifier keys that select it.
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
