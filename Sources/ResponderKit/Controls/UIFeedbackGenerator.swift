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

/// A physical impact — a button press, a snap into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact is (UIKit's raw values).
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    private let style: FeedbackStyle

    /// A generator of `.medium` impacts.
    public override convenience init() { self.init(style: .medium) }

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// An impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// An impact at `intensity` (clamped to 0…1; NaN is 0).
    open func impactOccurred(intensity: CGFloat) {
        give(.impact(style, intensity: intensity.isNaN ? 0 : min(max(intensity, 0), 1)))
    }
}

/// A change of selection — a picker's wheel, a segmented control.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed.
    open func selectionChanged() { give(.selectionChanged) }
}

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
