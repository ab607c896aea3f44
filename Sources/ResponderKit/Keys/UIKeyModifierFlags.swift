/// The modifier keys held with a key — UIKit's `UIKeyModifierFlags`, with its bit layout.
///
/// On Linux keyboards the Super (Windows) key is `.command` and Alt is `.alternate`; backends map
/// them so (docs/Differences-from-UIKit.md).
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is engaged.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option / Alt.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (⌘); Super on Linux keyboards.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags a key command compares: Caps Lock and the keypad flag are not part of a chord.
    var chordFlags: UIKeyModifierFlags { intersection([.shift, .control, .alternate, .command]) }
}
