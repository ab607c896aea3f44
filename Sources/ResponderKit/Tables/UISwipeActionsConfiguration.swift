import Foundation

/// The actions a swiped row shows on one side — UIKit's `UISwipeActionsConfiguration`. The first
/// action is the one nearest the edge, and the one a full swipe performs when
/// ``performsFirstActionWithFullSwipe`` is `true` (the default).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way performs the first action; `true` by default.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
