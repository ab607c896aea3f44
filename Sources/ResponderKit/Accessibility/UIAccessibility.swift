import Foundation

/// UIKit's accessibility functions and settings: notifications an app posts to assistive apps, whether
/// one runs, the person's display and motion settings, and screen-coordinate conversions.
///
/// Posted notifications reach every ``AssistiveTechnology`` client (the AT-SPI bridge of a backend, the
/// queries of ResponderKitTesting) on the main actor, at once. The settings are what the person chose in
/// the platform's accessibility settings as a backend reports them; on a
/// machine that reports none they are all off, as on an iPhone out of the box (`AccessibilitySettings`).
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to tell assistive apps that something changed — UIKit's
    /// `UIAccessibility.Notification` (the raw values are those iOS uses).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: the argument is the element to move to, or `nil` for the first.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument is the element to move to, or `nil`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Say the argument, a `String` or an `NSAttributedString`.
        public static let announcement = Notification(rawValue: 1008)
        /// Content scrolled: the argument says where ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Stop scanning (Switch Control): the argument is an ``AssistiveTechnologyIdentifier``.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Resume scanning.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Which assistive app — UIKit's `UIAccessibility.AssistiveTechnologyIdentifier`.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let notificationSwitchControl =
            AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
        public static let notificationVoiceOver =
            AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }

    /// Tells assistive apps that `notification` happened. A screen or layout change moves their focus to
    /// `argument` when it is an element; an announcement is said, and
    /// ``announcementDidFinishNotification`` follows when an assistive app is connected.
    public static func post(notification: Notification, argument: Any?) {
        AssistiveTechnology.deliver(notification, argument: argument)
    }

    /// `rect`, in `view`'s coordinates, in screen coordinates (after every transform and scroll).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convertRect(rect) { view.convertToScreen($0) }
    }

    /// `path`, in `view`'s coordinates, in screen coordinates.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        // Views' transforms are affine, so three points give the whole map to the screen.
        let origin = view.convertToScreen(.zero)
        let x = view.convertToScreen(CGPoint(x: 1, y: 0)), y = view.convertToScreen(CGPoint(x: 0, y: 1))
        let toScreen = CGAffineTransform(a: x.x - origin.x, b: x.y - origin.y, c: y.x - origin.x, d: y.y - origin.y,
                                         tx: origin.x, ty: origin.y)
        let copy = UIBezierPath(cgPath: path.cgPath)
        copy.apply(toScreen)
        return copy
    }

    /// The element an assistive app's focus is on, or `nil`. With `nil` for `identifier`, the one most
    /// recently focused by any.
    public static func focusedElement(using identifier: AssistiveTechnologyIdentifier?) -> Any? {
        AccessibilityFocus.shared.element
    }

    // MARK: Notifications an assistive app posts

    /// Posted when an announcement was said (or cut short); its user info holds
    /// ``announcementStringValueUserInfoKey`` and ``announcementWasSuccessfulUserInfoKey``.
    public static let announcementDidFinishNotification = notificationName("AnnouncementDidFinish")
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    /// Posted when an assistive app moved its focus; the user info holds the elements.
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
}
