import Foundation

/// Where assistive apps' focus is (VoiceOver's cursor): one element, or none. Moving it tells the old
/// element `accessibilityElementDidLoseFocus()`, the new one `accessibilityElementDidBecomeFocused()`,
/// and posts `UIAccessibility.elementFocusedNotification`, as iOS does.
@MainActor
final class AccessibilityFocus {
    static let shared = AccessibilityFocus()

    /// The focused element; weak, so an element that goes away takes the focus with it.
    private(set) weak var element: AccessibleObject?

    func move(to new: AccessibleObject?) {
        let old = element
        guard old !== new else { return }
        element = new
        old?.accessibilityElementDidLoseFocus()
        new?.accessibilityElementDidBecomeFocused()
        var info: [AnyHashable: Any] = [UIAccessibility.assistiveTechnologyUserInfoKey:
            UIAccessibility.AssistiveTechnologyIdentifier.notificationVoiceOver]
        if let new { info[UIAccessibility.focusedElementUserInfoKey] = new }
        if let old { info[UIAccessibility.unfocusedElementUserInfoKey] = old }
        NotificationCenter.default.post(name: UIAccessibility.elementFocusedNotification, object: nil, userInfo: info)
    }
}
