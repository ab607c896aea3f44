import Foundation

/// An event of presses — UIKit's `UIPressesEvent`: `type == .presses`, one object while keys are held.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []
    /// The press this delivery is about.
    var changedPress: UIPress?

    init(timestamp: TimeInterval) {
        super.init(type: .presses, subtype: .none, timestamp: timestamp)
    }

    /// Every press of the event (every key held, and the one that changed).
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses of the event that `gesture` receives.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressList.filter { $0.gestureRecognizerList.containsIdentical(gesture) })
    }
}
