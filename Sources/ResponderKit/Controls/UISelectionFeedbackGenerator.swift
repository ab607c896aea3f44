import Foundation

/// A change of selection — a picker's wheel, a segmented control.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed.
    open func selectionChanged() { give(.selectionChanged) }
}
