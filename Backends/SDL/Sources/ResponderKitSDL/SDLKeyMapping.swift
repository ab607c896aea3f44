import CSDL2
import Foundation
import ResponderKit

/// How SDL's keys map to UIKit's.
///
/// SDL's scancodes for the keyboard page are the USB HID usages that `UIKeyboardHIDUsage` names, so a
/// physical key maps one to one. Modifiers: Shift, Control, Alt (Option) and Caps Lock as
/// themselves; the Super (Windows) key is Command, as on a Mac keyboard plugged into an iPad. Keys of
/// the numeric keypad carry `.numericPad`, as in UIKit.
public enum SDLKeyMapping {
    /// The key input for a key, with the characters the key's symbol gives (`nil` for keys UIKit
    /// has no usage for). The backend replaces `characters` with SDL's text input when there is one.
    public static func keyInput(scancode: SDL_Scancode, symbol: SDL_Keycode, modifiers: UIKeyModifierFlags) -> KeyInput?
    {
        guard let usage = UIKeyboardHIDUsage(rawValue: Int(scancode.rawValue)) else { return nil }
        let plain = plainCharacters(usage: usage, symbol: symbol)
        var characters = plain
        if modifiers.contains(.shift) || modifiers.contains(.alphaShift) { characters = plain.uppercased() }
        return KeyInput(
            keyCode: usage, characters: characters, charactersIgnoringModifiers: plain, modifierFlags: modifiers)
    }

    /// The modifier flags of SDL's modifier state (and `.numericPad` for a keypad key).
    public static func modifiers(_ mod: SDL_Keymod, scancode: SDL_Scancode) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        let raw = mod.rawValue
        if raw & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if raw & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if raw & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if raw & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if raw & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        if (SDL_SCANCODE_KP_DIVIDE.rawValue...SDL_SCANCODE_KP_PERIOD.rawValue).contains(scancode.rawValue) {
            flags.insert(.numericPad)
        }
        return flags
    }

    /// The remote-control command of a media key, or `nil` for any other key.
    public static func remoteControl(_ scancode: SDL_Scancode) -> UIEvent.EventSubtype? {
        switch scancode {
        case SDL_SCANCODE_AUDIOPLAY: .remoteControlTogglePlayPause
        case SDL_SCANCODE_AUDIOSTOP: .remoteControlStop
        case SDL_SCANCODE_AUDIONEXT: .remoteControlNextTrack
        case SDL_SCANCODE_AUDIOPREV: .remoteControlPreviousTrack
        default: nil
        }
    }

    /// Whether a key is the shake chord's: Z with Control and Command (Super) held.
    public static func isShakeChord(_ scancode: SDL_Scancode, modifiers: UIKeyModifierFlags) -> Bool {
        scancode == SDL_SCANCODE_Z && modifiers.contains(.control) && modifiers.contains(.command)
    }

    /// The text a key types without modifiers: its symbol's character for keys that type one, the
    /// control characters UIKit reports for Return, Tab and Backspace, UIKit's input names for the
    /// arrows, Escape, Page Up/Down, Home, End, forward Delete and F1–F12 (`UIKeyCommand.inputEscape` …),
    /// and "" for the rest (modifiers are known by their key code).
    static func plainCharacters(usage: UIKeyboardHIDUsage, symbol: SDL_Keycode) -> String {
        switch usage {
        case .keyboardReturnOrEnter, .keypadEnter: return "\r"
        case .keyboardTab: return "\t"
        case .keyboardDeleteOrBackspace: return "\u{8}"
        default: break
        }
        // `KeyInput` gives the special keys their UIKit input names.
        if let special = KeyInput(keyCode: usage).specialInputName { return special }
        // Symbols below SDLK_SCANCODE_MASK are the Unicode scalar of the key on the user's layout.
        guard symbol > 0x1F, symbol & Int32(1 << 30) == 0, symbol != 0x7F,
              let scalar = Unicode.Scalar(UInt32(symbol)) else { return "" }
        return String(Character(scalar))
    }
}
