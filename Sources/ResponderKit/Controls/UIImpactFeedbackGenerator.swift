import Foundation

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
