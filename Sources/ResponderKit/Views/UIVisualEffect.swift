import Foundation

/// An effect a `UIVisualEffectView` shows — UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}
