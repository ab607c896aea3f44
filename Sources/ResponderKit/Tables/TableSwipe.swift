import Foundation

/// The table view's swipe recognizer: a pan that begins only for a sideways drag over a row that
/// has swipe actions on that side (or is already swiped open), so vertical drags go to the scroll
/// view's pan. UIKit's is private; this one is not exposed either.
@preconcurrency @MainActor
final class TableSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var table: UITableView?
    /// Where the finger came down, in the table's coordinates.
    private(set) var startInTable: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if startInTable == nil, let table { startInTable = location(in: table) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let table, let start = startInTable {
            let now = location(in: table)
            let dx = now.x - start.x, dy = now.y - start.y
            if hypot(dx, dy) >= EventThresholds.panStartDistance,
               abs(dx) <= abs(dy) || !table.swipeMayBegin(at: start, towardsLeading: dx < 0) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        startInTable = nil
    }
}

/// A row swiped open: its configuration, which side, how far, and the buttons of its actions.
@MainActor
final class TableSwipeState {
    let indexPath: IndexPath
    let configuration: UISwipeActionsConfiguration
    /// Whether the trailing actions show (the row moved towards the leading edge).
    let trailing: Bool
    let actionsView = UIView()
    var buttons: [UIButton] = []
    /// How far the row has moved: negative shows trailing actions, positive leading ones.
    var offset: CGFloat = 0
    /// The offset when the current drag began.
    var dragBase: CGFloat = 0
    /// Whether an action's handler was called and its completion is awaited.
    var performing = false

    static let buttonWidth: CGFloat = 74
    var actionsWidth: CGFloat { CGFloat(buttons.count) * TableSwipeState.buttonWidth }

    init(indexPath: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) {
        self.indexPath = indexPath
        self.configuration = configuration
        self.trailing = trailing
    }
}
