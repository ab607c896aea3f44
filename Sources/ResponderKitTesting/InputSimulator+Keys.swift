import Foundation
import ResponderKit

/// Keys: a hardware keyboard, and the on-screen keyboard.
extension InputSimulator {
    /// Sends a key down (again while held: autorepeat).
    public func keyDown(_ key: KeyInput) {
        onInput?("key down \(describe(key))")
        send(.keyDown(key, timestamp: time))
        time += frameInterval
    }

    /// Sends a key up.
    public func keyUp(_ key: KeyInput) {
        onInput?("key up \(describe(key))")
        send(.keyUp(key, timestamp: time))
        time += frameInterval
    }

    /// Presses and releases a key.
    public func press(_ key: KeyInput) {
        onInput?("key \(describe(key))")
        send(.keyDown(key, timestamp: time))
        time += frameInterval
        send(.keyUp(key, timestamp: time))
        time += frameInterval
    }

    /// Presses and releases the key `keyCode` with `modifiers` held: `pressKey(.keyboardC, modifiers: .command)`.
    public func pressKey(_ keyCode: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], characters: String? = nil) {
        let plain = characters ?? InputSimulator.characters(of: keyCode)
        press(KeyInput(keyCode: keyCode, characters: modifiers.contains(.shift) ? plain.uppercased() : plain,
                       charactersIgnoringModifiers: plain, modifierFlags: modifiers))
    }

    /// Types `text` on a hardware keyboard (a US layout), one key press per character; `"\n"` is
    /// Return and `"\u{8}"` is Backspace.
    public func type(_ text: String) {
        for character in text { press(InputSimulator.keyInput(for: character)) }
    }

    /// Types `text` by tapping the keys of the on-screen keyboard (which must be shown): letters
    /// (upper case through ⇧), space, `"\n"` (return) and `"\u{8}"` (delete). Returns whether every
    /// character had a key.
    @discardableResult
    public func typeOnScreen(_ text: String) -> Bool {
        var typedAll = true
        for character in text {
            guard let keyboard = application.onScreenKeyboard else { return false }
            let input: String
            switch character {
            case " ": input = "space"
            case "\n": input = "return"
            case "\u{8}": input = "delete"
            default: input = String(character).lowercased()
            }
            if character.isUppercase, let shift = keyboard.key(for: "shift") {
                tap(at: screenPoint(of: shift))
            }
            guard let key = keyboard.key(for: input) else {
                typedAll = false
                continue
            }
            tap(at: screenPoint(of: key))
        }
        return typedAll
    }

    /// The key of a US keyboard that types `character`, with Shift for upper case and shifted symbols.
    public static func keyInput(for character: Character) -> KeyInput {
        if character == "\n" || character == "\r" {
            return KeyInput(keyCode: .keyboardReturnOrEnter, characters: "\r")  // iOS reports Return as "\r"
        }
        if character == "\u{8}" {
            return KeyInput(keyCode: .keyboardDeleteOrBackspace, characters: "\u{8}")
        }
        let text = String(character)
        let lower = text.lowercased()
        if let keyCode = usKeys[lower] {
            return KeyInput(keyCode: keyCode, characters: text, charactersIgnoringModifiers: lower,
                            modifierFlags: character.isUppercase ? .shift : [])
        }
        if let (keyCode, plain) = shiftedSymbols[text] {
            return KeyInput(
                keyCode: keyCode, characters: text, charactersIgnoringModifiers: plain, modifierFlags: .shift)
        }
        // Not on a US keyboard: sent as text with no physical key, as an input method would.
        return KeyInput(keyCode: .keyboardErrorUndefined, characters: text, charactersIgnoringModifiers: text)
    }

    private static let usKeys: [String: UIKeyboardHIDUsage] = {
        var table: [String: UIKeyboardHIDUsage] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            table[String(letter)] = UIKeyboardHIDUsage(rawValue: 0x04 + offset)!
        }
        for (offset, digit) in "1234567890".enumerated() {
            table[String(digit)] = UIKeyboardHIDUsage(rawValue: 0x1E + offset)!
        }
        let others: [(String, UIKeyboardHIDUsage)] = [
            ("\r", .keyboardReturnOrEnter), ("\t", .keyboardTab), (" ", .keyboardSpacebar), ("-", .keyboardHyphen),
            ("=", .keyboardEqualSign), ("[", .keyboardOpenBracket), ("]", .keyboardCloseBracket),
            ("\\", .keyboardBackslash), (";", .keyboardSemicolon), ("'", .keyboardQuote),
            ("`", .keyboardGraveAccentAndTilde), (",", .keyboardComma), (".", .keyboardPeriod), ("/", .keyboardSlash),
        ]
        for (text, key) in others { table[text] = key }
        return table
    }()

    private static let shiftedSymbols: [String: (UIKeyboardHIDUsage, String)] = [
        "!": (.keyboard1, "1"), "@": (.keyboard2, "2"), "#": (.keyboard3, "3"), "$": (.keyboard4, "4"),
        "%": (.keyboard5, "5"), "^": (.keyboard6, "6"), "&": (.keyboard7, "7"), "*": (.keyboard8, "8"),
        "(": (.keyboard9, "9"), ")": (.keyboard0, "0"), "_": (.keyboardHyphen, "-"), "+": (.keyboardEqualSign, "="),
        "{": (.keyboardOpenBracket, "["), "}": (.keyboardCloseBracket, "]"), "|": (.keyboardBackslash, "\\"),
        ":": (.keyboardSemicolon, ";"), "\"": (.keyboardQuote, "'"), "~": (.keyboardGraveAccentAndTilde, "`"),
        "<": (.keyboardComma, ","), ">": (.keyboardPeriod, "."), "?": (.keyboardSlash, "/"),
    ]

    /// What a key types without modifiers, for `pressKey`.
    static func characters(of keyCode: UIKeyboardHIDUsage) -> String {
        switch keyCode {
        case .keyboardReturnOrEnter, .keypadEnter: return "\r"
        case .keyboardDeleteOrBackspace: return "\u{8}"
        case .keyboardTab: return "\t"
        case .keyboardSpacebar: return " "
        case .keyboardEscape: return UIKeyCommand.inputEscape
        default:
            if let entry = usKeys.first(where: { $0.value == keyCode }) { return entry.key }
            return ""
        }
    }

    private func describe(_ key: KeyInput) -> String {
        var parts: [String] = []
        if key.modifierFlags.contains(.command) { parts.append("⌘") }
        if key.modifierFlags.contains(.control) { parts.append("⌃") }
        if key.modifierFlags.contains(.alternate) { parts.append("⌥") }
        if key.modifierFlags.contains(.shift) { parts.append("⇧") }
        let visible = key.characters.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
        parts.append(visible && !key.characters.isEmpty ? "\"\(key.characters)\"" : "\(key.keyCode)")
        return parts.joined()
    }
}
