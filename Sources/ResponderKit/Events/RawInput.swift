import Foundation

/// One finger's change in one hardware frame: what a backend (a window system, a touch screen, a
/// test) tells ResponderKit about a contact.
///
/// `id` is stable for one contact from down to up; `location` is in screen coordinates (points);
/// timestamps come with the frame (``RawInput``), never from ResponderKit's own clock, so a replay
/// gives the same result every time.
public struct TouchInput: Sendable, Equatable {
    public var id: Int
    public var phase: UITouch.Phase
    public var location: CGPoint
    public var force: CGFloat
    public var majorRadius: CGFloat

    public init(id: Int, phase: UITouch.Phase, location: CGPoint, force: CGFloat = 0, majorRadius: CGFloat = 0) {
        self.id = id
        self.phase = phase
        self.location = location
        self.force = force
        self.majorRadius = majorRadius
    }
}

/// One key of a hardware keyboard going down or up: what a backend tells ResponderKit about a key.
///
/// `keyCode` is the physical key; `characters` the text it produces with the modifiers held and
/// `charactersIgnoringModifiers` without them (empty for a modifier key alone). A key down for a key
/// that is already down is the keyboard's autorepeat.
public struct KeyInput: Sendable, Equatable {
    public var keyCode: UIKeyboardHIDUsage
    public var characters: String
    public var charactersIgnoringModifiers: String
    public var modifierFlags: UIKeyModifierFlags

    /// A key as a keyboard reports it. For the keys that type no text — the arrows, Escape, Page
    /// Up/Down, Home, End, forward Delete, F1–F12 — both strings are UIKit's input string for the key
    /// (`UIKeyCommand.inputLeftArrow` …), whatever the backend passed, as iOS reports them.
    public init(keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        if let special = UIKeyCommand.specialInputs[keyCode] {
            self.characters = special
            self.charactersIgnoringModifiers = special
        } else {
            self.characters = characters
            self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters.lowercased()
        }
    }

    /// Whether this is a key whose strings are one of UIKit's input names rather than text.
    var isSpecialKey: Bool { UIKeyCommand.specialInputs[keyCode] != nil }

    /// UIKit's input name for this key (`UIKeyCommand.inputLeftArrow` …) when it types no text;
    /// `nil` for a key that types text or a modifier.
    public var specialInputName: String? { UIKeyCommand.specialInputs[keyCode] }
}

extension KeyInput {
    /// The Latin letter of the physical key (A–Z as "a"–"z") when the layout's text is not one — so
    /// ⌘C is copy on a Russian layout too, as on iOS.
    var latinLetter: String? {
        if let scalar = charactersIgnoringModifiers.unicodeScalars.first,
           charactersIgnoringModifiers.unicodeScalars.count == 1, scalar.isASCII { return nil }
        let raw = keyCode.rawValue
        guard (0x04...0x1D).contains(raw), let scalar = Unicode.Scalar(UInt32(raw - 0x04) + 97) else { return nil }
        return String(Character(scalar))
    }
}

/// Input from the outside world, before it becomes a `UIEvent`.
///
/// Backends and tests hand raw input to `UIApplication.enqueue(_:)` from any thread; the main actor
/// turns it into events in `processPendingEvents()`, in the order it arrived. More cases (keys, time
/// ticks) will join; switch over it with a `default` case.
public enum RawInput: Sendable {
    /// The contacts that changed in one hardware frame; they are dispatched as one event delivery.
    case touches([TouchInput], timestamp: TimeInterval)
    /// A motion (shake) began.
    case motionBegan(UIEvent.EventSubtype, timestamp: TimeInterval)
    /// A motion ended.
    case motionEnded(UIEvent.EventSubtype, timestamp: TimeInterval)
    /// A motion was cancelled.
    case motionCancelled(UIEvent.EventSubtype, timestamp: TimeInterval)
    /// A remote-control command (play, pause, next track …).
    case remoteControl(UIEvent.EventSubtype, timestamp: TimeInterval)
    /// The system took the screen (an incoming call): every touch in flight is cancelled, and so are
    /// the presses of keys that are down.
    case cancelAllTouches(timestamp: TimeInterval)
    /// Time passed with no other input: the backend's frame clock. Recognizers that wait (a long
    /// press, a tap waiting for a second tap) decide on it. Touch and key input also move the clock.
    case timePassed(timestamp: TimeInterval)
    /// A key went down (again, while held: autorepeat).
    case keyDown(KeyInput, timestamp: TimeInterval)
    /// A key came up.
    case keyUp(KeyInput, timestamp: TimeInterval)
    /// A mouse wheel or trackpad scroll (a `.scroll` event): it drives the pan gesture recognizers
    /// that allow its kind (`allowedScrollTypesMask`) — every `UIScrollView`'s — under the pointer.
    case scroll(ScrollInput, timestamp: TimeInterval)
    /// The pointer moved with no button down (a `.hover` event): `UIHoverGestureRecognizer`s of the
    /// view under it and its ancestors begin or change; those it left end.
    case pointerMoved(location: CGPoint, timestamp: TimeInterval)
    /// The pointer left the window: every hover ends.
    case pointerExited(timestamp: TimeInterval)
    /// A trackpad pinch or rotation (a `.transform` event): it drives the nearest idle pinch and
    /// rotation gesture recognizers under the pointer.
    case transform(TransformInput, timestamp: TimeInterval)
    /// The system gave the screen back after an interruption (`cancelAllTouches`): an inactive app
    /// becomes active again (`applicationDidBecomeActive`).
    case interruptionEnded(timestamp: TimeInterval)
    /// The app's window was minimised (or the system moved the app away): it resigns active if it
    /// was, then enters the background (`applicationDidEnterBackground`).
    case enteredBackground(timestamp: TimeInterval)
    /// The window was restored: the app enters the foreground (`applicationWillEnterForeground`),
    /// then becomes active.
    case enteringForeground(timestamp: TimeInterval)
    /// The system is short of memory: `applicationDidReceiveMemoryWarning`, its notification, and
    /// `didReceiveMemoryWarning()` of the view controllers in the windows.
    case memoryWarning(timestamp: TimeInterval)
    /// The device turned (a backend that rotates its screen): `UIDevice.current.orientation` changes
    /// and, while notifications are generated, `UIDevice.orientationDidChangeNotification` is posted.
    case orientationChanged(UIDeviceOrientation, timestamp: TimeInterval)
    /// The screen took a new size in points (a desktop window resized by its user): the windows that
    /// filled it follow, their root view controllers hear `viewWillTransition(to:with:)`, and the
    /// layout pass runs (Screen/ScreenResize.swift). A size that is not finite, or under 1 or over a
    /// million points on a side, is dropped with an `invalidScreenSize` diagnostic.
    case screenResized(size: CGSize, timestamp: TimeInterval)
    /// The system's appearance turned light or dark (a backend following the desktop's theme): the
    /// screen's `userInterfaceStyle` changes, dynamic colours resolve anew, and every view and
    /// controller that inherits the style hears `traitCollectionDidChange(_:)`
    /// (Views/UITraitCollection+Style.swift). `.unspecified` is taken as `.light`.
    case userInterfaceStyleChanged(UIUserInterfaceStyle, timestamp: TimeInterval)
    /// The user's preferred text size changed (a backend following the desktop's text scaling): the
    /// system's `preferredContentSizeCategory` changes, `UIContentSizeCategory.didChangeNotification`
    /// is posted, views and controllers hear `traitCollectionDidChange(_:)`, and text views that
    /// adjust take their style's new size (Layout/Text/DynamicType.swift). `.unspecified` and unknown
    /// categories are taken as `.large`.
    case contentSizeCategoryChanged(UIContentSizeCategory, timestamp: TimeInterval)
    /// The system window of the scene whose session has this `persistentIdentifier` gained the
    /// keyboard focus (a backend that shows each scene in a window of its own): that scene becomes
    /// the active one and its key window the application's; an interruption ends
    /// (Scenes/SceneFocus.swift).
    case sceneActivated(sessionIdentifier: String, timestamp: TimeInterval)
    /// The input that follows comes from this scene's system window: new touches and pointer input
    /// hit-test its windows only (Scenes/SceneFocus.swift).
    case sceneTargeted(sessionIdentifier: String, timestamp: TimeInterval)
    /// The user closed this scene's system window: its touches are cancelled, the scene disconnects
    /// and its session is discarded, as `requestSceneSessionDestruction` does
    /// (Scenes/SceneRequests.swift).
    case sceneClosed(sessionIdentifier: String, timestamp: TimeInterval)
}
