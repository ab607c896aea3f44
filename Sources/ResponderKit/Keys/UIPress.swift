import Foundation

/// One button or key press, from down to up — UIKit's `UIPress`.
///
/// The same object stands for the same press while the key is held, updated in place, as a `UITouch`
/// does for a finger. For a hardware keyboard, ``key`` tells which key; ``type`` names remote-control
/// style buttons (arrows, select, menu) and is ``UIPress/PressType/keyboardKey`` for other keys.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// When the press last changed, on the input source's clock.
    open var timestamp: TimeInterval { timestampStorage }
    /// Where the press is in its life.
    open var phase: UIPress.Phase { phaseStorage }
    /// The kind of button.
    open var type: UIPress.PressType { typeStorage }
    /// The window the press was delivered in: the key window when it went down.
    open var window: UIWindow? { windowStorage }
    /// The responder the press was delivered to first: the key window's first responder then.
    open var responder: UIResponder? { responderStorage }
    /// 0 or 1: keys are digital.
    open var force: CGFloat { phaseStorage == .ended || phaseStorage == .cancelled ? 0 : 1 }
    /// The key, for presses from a hardware keyboard.
    open var key: UIKey? { keyStorage }
    /// The gesture recognizers receiving the press (empty when none does).
    open var gestureRecognizers: [UIGestureRecognizer]? { gestureRecognizerList }
    var gestureRecognizerList: [UIGestureRecognizer] = []

    var timestampStorage: TimeInterval
    var phaseStorage: UIPress.Phase = .began
    let typeStorage: UIPress.PressType
    weak var windowStorage: UIWindow?
    weak var responderStorage: UIResponder?
    var keyStorage: UIKey
    /// Whether a key command took this press: its later changes are not delivered.
    var consumedByKeyCommand = false
    /// Whether `pressesBegan` was delivered for it.
    var beganDelivered = false

    init(key: UIKey, timestamp: TimeInterval) {
        self.keyStorage = key
        self.typeStorage = PressType(keyCode: key.keyCode)
        self.timestampStorage = timestamp
        super.init()
    }

    open override var description: String {
        mainActorDescription(of: self) {
            "<UIPress phase = \(self.phaseStorage); key = \(self.keyStorage.keyCode); characters = "
                + "\"\(self.keyStorage.characters)\">"
        }
    }
}

extension UIPress {
    /// Where a press is in its life, with UIKit's raw values.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4

        public var description: String {
            switch self {
            case .began: "began"
            case .changed: "changed"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// The kind of button pressed, with UIKit's raw values. A struct rather than an enum so that a
    /// keyboard key with no button meaning can say so (``keyboardKey``); `switch` over it with a
    /// `default` case.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)
        /// A ResponderKit addition: a keyboard key that is none of the buttons above; read `key`.
        public static let keyboardKey = PressType(rawValue: -1)

        /// The button a keyboard key stands for: arrows, Return as select, Escape as menu, Page Up/Down.
        init(keyCode: UIKeyboardHIDUsage) {
            switch keyCode {
            case .keyboardUpArrow: self = .upArrow
            case .keyboardDownArrow: self = .downArrow
            case .keyboardLeftArrow: self = .leftArrow
            case .keyboardRightArrow: self = .rightArrow
            case .keyboardReturnOrEnter, .keypadEnter: self = .select
            case .keyboardEscape: self = .menu
            case .keyboardPageUp: self = .pageUp
            case .keyboardPageDown: self = .pageDown
            default: self = .keyboardKey
            }
        }
    }
}
