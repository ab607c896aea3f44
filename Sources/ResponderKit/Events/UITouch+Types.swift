/// The phases and kinds of touches, with UIKit's raw values.
extension UITouch {
    /// Where a touch is in its life: `began → (moved | stationary)* → (ended | cancelled)`.
    /// The `region…` phases belong to pointer hovering and never reach the touches methods.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            }
        }
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's touch surface).
        case indirect = 1
        /// A stylus.
        case pencil = 2
        /// A mouse or trackpad button.
        case indirectPointer = 3

        /// The old name of `.pencil`.
        public static var stylus: TouchType { .pencil }
    }
}
