import Foundation

/// The outcome of a task — success, warning, error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Which outcome (UIKit's raw values).
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// A task ended with `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) { give(.notification(notificationType)) }
}
