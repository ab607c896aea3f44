import Foundation

/// The person's accessibility settings and whether assistive apps run — UIKit's `UIAccessibility.is…`
/// properties and their did-change notifications.
///
/// They read ``AccessibilitySettings/current``, which a backend sets from the platform's settings and an
/// ``AssistiveTechnology`` client changes when it connects (VoiceOver "runs" while a screen reader is on
/// the AT-SPI bus); each change posts its notification on `NotificationCenter.default`.
extension UIAccessibility {
    /// Whether VoiceOver — here, a connected screen reader — runs.
    public static var isVoiceOverRunning: Bool { AccessibilitySettings.current.voiceOverRunning }
    /// Whether Switch Control runs.
    public static var isSwitchControlRunning: Bool { AccessibilitySettings.current.switchControlRunning }
    /// Whether AssistiveTouch runs.
    public static var isAssistiveTouchRunning: Bool { AccessibilitySettings.current.assistiveTouchRunning }
    public static var isReduceMotionEnabled: Bool { AccessibilitySettings.current.reduceMotion }
    public static var isReduceTransparencyEnabled: Bool { AccessibilitySettings.current.reduceTransparency }
    public static var isBoldTextEnabled: Bool { AccessibilitySettings.current.boldText }
    public static var isDarkerSystemColorsEnabled: Bool { AccessibilitySettings.current.darkerSystemColors }
    public static var isInvertColorsEnabled: Bool { AccessibilitySettings.current.invertColors }
    public static var isGrayscaleEnabled: Bool { AccessibilitySettings.current.grayscale }
    public static var isMonoAudioEnabled: Bool { AccessibilitySettings.current.monoAudio }
    public static var isClosedCaptioningEnabled: Bool { AccessibilitySettings.current.closedCaptioning }
    public static var isGuidedAccessEnabled: Bool { AccessibilitySettings.current.guidedAccess }
    public static var isSpeakScreenEnabled: Bool { AccessibilitySettings.current.speakScreen }
    public static var isSpeakSelectionEnabled: Bool { AccessibilitySettings.current.speakSelection }
    public static var isShakeToUndoEnabled: Bool { AccessibilitySettings.current.shakeToUndo }
    public static var isVideoAutoplayEnabled: Bool { AccessibilitySettings.current.videoAutoplay }
    public static var isOnOffSwitchLabelsEnabled: Bool { AccessibilitySettings.current.onOffSwitchLabels }
    public static var shouldDifferentiateWithoutColor: Bool { AccessibilitySettings.current.differentiateWithoutColor }
    public static var buttonShapesEnabled: Bool { AccessibilitySettings.current.buttonShapes }
    public static var prefersCrossFadeTransitions: Bool { AccessibilitySettings.current.prefersCrossFadeTransitions }

    /// `UIAccessibility<core>Notification`, as UIKit names them.
    static func notificationName(_ core: String) -> NSNotification.Name {
        NSNotification.Name("UIAccessibility\(core)Notification")
    }

    public static let voiceOverStatusDidChangeNotification = notificationName("VoiceOverStatusDidChange")
    public static let switchControlStatusDidChangeNotification = notificationName("SwitchControlStatusDidChange")
    public static let assistiveTouchStatusDidChangeNotification = notificationName("AssistiveTouchStatusDidChange")
    public static let reduceMotionStatusDidChangeNotification = notificationName("ReduceMotionStatusDidChange")
    public static let reduceTransparencyStatusDidChangeNotification =
        notificationName("ReduceTransparencyStatusDidChange")
    public static let boldTextStatusDidChangeNotification = notificationName("BoldTextStatusDidChange")
    public static let darkerSystemColorsStatusDidChangeNotification =
        notificationName("DarkerSystemColorsStatusDidChange")
    public static let invertColorsStatusDidChangeNotification = notificationName("InvertColorsStatusDidChange")
    public static let grayscaleStatusDidChangeNotification = notificationName("GrayscaleStatusDidChange")
    public static let monoAudioStatusDidChangeNotification = notificationName("MonoAudioStatusDidChange")
    public static let closedCaptioningStatusDidChangeNotification = notificationName("ClosedCaptioningStatusDidChange")
    public static let guidedAccessStatusDidChangeNotification = notificationName("GuidedAccessStatusDidChange")
    public static let speakScreenStatusDidChangeNotification = notificationName("SpeakScreenStatusDidChange")
    public static let speakSelectionStatusDidChangeNotification = notificationName("SpeakSelectionStatusDidChange")
    public static let shakeToUndoDidChangeNotification = notificationName("ShakeToUndoDidChange")
    public static let videoAutoplayStatusDidChangeNotification = notificationName("VideoAutoplayStatusDidChange")
    public static let onOffSwitchLabelsDidChangeNotification = notificationName("OnOffSwitchLabelsDidChange")
    /// A `String`, not a notification name, as UIKit's is.
    public static let differentiateWithoutColorDidChangeNotification =
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification"
    public static let buttonShapesEnabledStatusDidChangeNotification =
        notificationName("ButtonShapesEnabledStatusDidChange")
    /// UIKit's name has no "Notification" at its end.
    public static let prefersCrossFadeTransitionsStatusDidChange =
        notificationName("PrefersCrossFadeTransitionsStatusDidChange")
}

/// The person's accessibility settings, as a backend or an assistive-technology client reports them.
/// Setting ``current`` posts UIKit's did-change notification for every value that changed.
public struct AccessibilitySettings: Equatable, Sendable {
    public var voiceOverRunning = false
    public var switchControlRunning = false
    public var assistiveTouchRunning = false
    public var reduceMotion = false
    public var reduceTransparency = false
    public var boldText = false
    public var darkerSystemColors = false
    public var invertColors = false
    public var grayscale = false
    public var monoAudio = false
    public var closedCaptioning = false
    public var guidedAccess = false
    public var speakScreen = false
    public var speakSelection = false
    public var shakeToUndo = true
    public var videoAutoplay = true
    public var onOffSwitchLabels = false
    public var differentiateWithoutColor = false
    public var buttonShapes = false
    public var prefersCrossFadeTransitions = false

    public init() {}

    /// The settings in force. Changing them posts the notifications of the values that changed.
    @MainActor public static var current = AccessibilitySettings() {
        didSet { postChanges(from: oldValue, to: current) }
    }

    @MainActor private static func postChanges(from old: AccessibilitySettings, to new: AccessibilitySettings) {
        let changes: [(KeyPath<AccessibilitySettings, Bool>, NSNotification.Name)] = [
            (\.voiceOverRunning, UIAccessibility.voiceOverStatusDidChangeNotification),
            (\.switchControlRunning, UIAccessibility.switchControlStatusDidChangeNotification),
            (\.assistiveTouchRunning, UIAccessibility.assistiveTouchStatusDidChangeNotification),
            (\.reduceMotion, UIAccessibility.reduceMotionStatusDidChangeNotification),
            (\.reduceTransparency, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
            (\.boldText, UIAccessibility.boldTextStatusDidChangeNotification),
            (\.darkerSystemColors, UIAccessibility.darkerSystemColorsStatusDidChangeNotification),
            (\.invertColors, UIAccessibility.invertColorsStatusDidChangeNotification),
            (\.grayscale, UIAccessibility.grayscaleStatusDidChangeNotification),
            (\.monoAudio, UIAccessibility.monoAudioStatusDidChangeNotification),
            (\.closedCaptioning, UIAccessibility.closedCaptioningStatusDidChangeNotification),
            (\.guidedAccess, UIAccessibility.guidedAccessStatusDidChangeNotification),
            (\.speakScreen, UIAccessibility.speakScreenStatusDidChangeNotification),
            (\.speakSelection, UIAccessibility.speakSelectionStatusDidChangeNotification),
            (\.shakeToUndo, UIAccessibility.shakeToUndoDidChangeNotification),
            (\.videoAutoplay, UIAccessibility.videoAutoplayStatusDidChangeNotification),
            (\.onOffSwitchLabels, UIAccessibility.onOffSwitchLabelsDidChangeNotification),
            (\.differentiateWithoutColor,
             NSNotification.Name(UIAccessibility.differentiateWithoutColorDidChangeNotification)),
            (\.buttonShapes, UIAccessibility.buttonShapesEnabledStatusDidChangeNotification),
            (\.prefersCrossFadeTransitions, UIAccessibility.prefersCrossFadeTransitionsStatusDidChange),
        ]
        for (key, name) in changes where old[keyPath: key] != new[keyPath: key] {
            NotificationCenter.default.post(name: name, object: nil)
        }
    }
}
