import Foundation

/// What a list view answers for ``ListSwipeGestureRecognizer``: which row is under a point, what
/// actions it has on each side, where it rests, and its cell. `UITableView` answers from its delegate
/// and data source; `UICollectionViewCompositionalLayout` answers from its list sections' providers.
/// The recognizer makes no other call into the view, so the view decides every delegate call.
@MainActor
protocol ListSwipeHost: AnyObject {
    /// The row or item under `point` (the list view's coordinates) that a swipe may move; `nil` for
    /// none, or when swiping is off (a table in editing mode).
    func swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// The actions for that side (`trailing`: the row moves towards the leading edge); `nil` when there
    /// are none.
    func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// The row's frame when it is not swiped, in the list view's coordinates.
    func swipeRestingFrame(of indexPath: IndexPath) -> CGRect?
    /// The row's cell, if it has one on screen.
    func swipeCell(at indexPath: IndexPath) -> UIView?
    /// A row is opening (before its buttons are made).
    func swipeDidOpen(_ swipe: ListSwipeState)
    /// The open row closed.
    func swipeDidClose(_ swipe: ListSwipeState)
}

/// A row swiped open: its configuration, which side, how far, and the buttons of its actions.
@MainActor
final class ListSwipeState {
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
    var actionsWidth: CGFloat { CGFloat(buttons.count) * ListSwipeState.buttonWidth }

    init(indexPath: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) {
        self.indexPath = indexPath
        self.configuration = configuration
        self.trailing = trailing
    }
}
