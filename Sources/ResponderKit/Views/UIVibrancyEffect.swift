import Foundation

/// Vibrancy for content over a blur — UIKit's `UIVibrancyEffect` (kept; content draws as it is).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it goes with.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
