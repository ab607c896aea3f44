extension UIEvent {
    /// The pointer buttons held during an event; button n is bit n − 1.
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button `buttonNumber`, counted from 1: `.button(1) == .primary`.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard buttonNumber >= 1, buttonNumber <= Int.bitWidth else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }
}
