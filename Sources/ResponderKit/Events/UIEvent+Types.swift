/// The kinds and subkinds of events, with UIKit's raw values.
extension UIEvent {
    /// What kind of event an event is.
    public enum EventType: Int, Sendable, CustomStringConvertible {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14

        public var description: String {
            switch self {
            case .touches: "touches"
            case .motion: "motion"
            case .remoteControl: "remoteControl"
            case .presses: "presses"
            case .scroll: "scroll"
            case .hover: "hover"
            case .transform: "transform"
            }
        }
    }

    /// The subkind of a motion or remote-control event; `.none` for the others.
    public enum EventSubtype: Int, Sendable, CustomStringConvertible {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109

        /// Whether this is one of the remote-control subtypes (100–109).
        var isRemoteControl: Bool { (100...109).contains(rawValue) }

        public var description: String {
            switch self {
            case .none: "none"
            case .motionShake: "motionShake"
            case .remoteControlPlay: "remoteControlPlay"
            case .remoteControlPause: "remoteControlPause"
            case .remoteControlStop: "remoteControlStop"
            case .remoteControlTogglePlayPause: "remoteControlTogglePlayPause"
            case .remoteControlNextTrack: "remoteControlNextTrack"
            case .remoteControlPreviousTrack: "remoteControlPreviousTrack"
            case .remoteControlBeginSeekingBackward: "remoteControlBeginSeekingBackward"
            case .remoteControlEndSeekingBackward: "remoteControlEndSeekingBackward"
            case .remoteControlBeginSeekingForward: "remoteControlBeginSeekingForward"
            case .remoteControlEndSeekingForward: "remoteControlEndSeekingForward"
            }
        }
    }
}
