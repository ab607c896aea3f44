import Foundation

/// Haptic feedback — UIKit's `UIFeedbackGenerator` and its three kinds, which tap handlers call:
///
/// ```
/// let haptic = UIImpactFeedbackGenerator(style: .medium)
/// haptic.impactOccurred()
/// ```
///
/// A desktop has no Taptic Engine: as on an iPad or an iPhone without one, where UIKit's generators
/// "do nothing" (AD:uikit/uifeedbackgenerator: "Only supported devices generate haptic feedback"),
/// nothing is felt. What would have been felt is passed to ``UIFeedbackGenerator/feedbackHandler`` (a
/// ResponderKit addition, `nil` by default) so that a backend can show it or a test can check that
/// a handler asked for it.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// What a generator asked for.
    public enum Feedback: Equatable, Sendable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case selectionChanged
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// Called with each feedback a generator gives (a ResponderKit addition; `nil` by default).
    public static var feedbackHandler: (@MainActor (Feedback) -> Void)?

    /// Readies the engine for a feedback soon (nothing to ready here).
    open func prepare() {}

    func give(_ feedback: Feedback) {
        UIFeedbackGenerator.feedbackHandler?(feedback)
    }
}
