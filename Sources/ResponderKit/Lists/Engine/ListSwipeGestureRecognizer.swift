import Foundation

/// Swipe actions for both list views: the recognizer that swipes a row (a table's) or an item (a list
/// layout's) open, and the open row's buttons. UIKit's table view and list layouts take the same
/// configuration type, `UISwipeActionsConfiguration`, whose `performsFirstActionWithFullSwipe` (default
/// `true`) means "a full swipe in the row performs the first action" (Apple, UISwipeActionsConfiguration)
/// — one behaviour, so one implementation here; the view only answers ``ListSwipeHost``'s questions.
///
///     sideways drag over a row ── host gives a configuration for that side? ──▶ open, follows the finger
///       │ vertical first, or no actions: the recognizer fails and the scroll view's pan scrolls
///     lift ─┬─ past 60 % of the list's width and performsFirstActionWithFullSwipe ─▶ first action runs
///           ├─ past half the actions' width ─▶ stays open at the actions' width
///           └─ otherwise ─▶ closes
///     tap on a button ─▶ its handler; its completion closes the row
///
/// The host closes the row (``close()``) when the list scrolls, reloads or changes editing mode. Private
/// in UIKit, and here.
@preconcurrency @MainActor
final class ListSwipeGestureRecognizer: UIPanGestureRecognizer {
    /// The share of the list's width past which a swipe is a full swipe.
    static let fullSwipeFraction: CGFloat = 0.6

    /// The list view that answers for its rows; the recognizer's `view` is where it draws.
    weak var host: (any ListSwipeHost)?
    /// Where the finger came down, in the list view's coordinates.
    private var start: CGPoint?
    /// The row swiped open, if any.
    private(set) var swipe: ListSwipeState?

    /// Puts the recognizer on `view` (the list view), answering to `host`.
    func install(on view: UIView, host: any ListSwipeHost) {
        self.host = host
        // The handler is handed the recognizer: no capture, so no weak reference to the recognizer (a
        // weak reference gives an object a side table, which makes every retain and release of it —
        // the arena's, each frame — take the runtime's slow path).
        handlers.append { recognizer in (recognizer as? ListSwipeGestureRecognizer)?.changed() }
        view.addGestureRecognizer(self)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if start == nil, let view { start = location(in: view) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let view, let start {
            let now = location(in: view)
            let dx = now.x - start.x, dy = now.y - start.y
            if hypot(dx, dy) >= EventThresholds.panStartDistance,
                abs(dx) <= abs(dy) || !mayBegin(at: start, trailing: dx < 0)
            {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        start = nil
    }

    /// Whether a sideways drag from `point` may swipe its row: the open row always, another one if
    /// the host has actions for that side.
    private func mayBegin(at point: CGPoint, trailing: Bool) -> Bool {
        guard let host, let indexPath = host.swipeIndexPath(at: point) else { return false }
        if let swipe, swipe.indexPath == indexPath { return true }
        return host.swipeConfiguration(for: indexPath, trailing: trailing) != nil
    }

    private func changed() {
        guard let view, let host else { return }
        let translation = translation(in: view).x
        switch state {
        case .began:
            guard let start, let indexPath = host.swipeIndexPath(at: start) else { return }
            if let swipe, swipe.indexPath == indexPath {
                swipe.dragBase = swipe.offset - translation
            } else {
                close()
                let trailing = translation < 0
                guard let configuration = host.swipeConfiguration(for: indexPath, trailing: trailing) else { return }
                open(ListSwipeState(indexPath: indexPath, configuration: configuration, trailing: trailing))
            }
            move(to: (swipe?.dragBase ?? 0) + translation)
        case .changed:
            if let swipe { move(to: swipe.dragBase + translation) }
        case .ended:
            guard let swipe else { return }
            lifted(swipe, listWidth: view.bounds.width)
        case .cancelled, .failed:
            close()
        default:
            break
        }
    }

    /// The finger lifted from an open row: a full swipe performs the first action, past half the
    /// actions the row stays open, otherwise it closes.
    private func lifted(_ swipe: ListSwipeState, listWidth: CGFloat) {
        let distance = abs(swipe.offset)
        if swipe.configuration.performsFirstActionWithFullSwipe
            && distance > listWidth * ListSwipeGestureRecognizer.fullSwipeFraction,
            let first = swipe.configuration.actions.first, let button = swipe.buttons.first
        {
            move(to: swipe.trailing ? -listWidth : listWidth)
            perform(first, from: button)
        } else if distance > swipe.actionsWidth / 2 {
            move(to: swipe.trailing ? -swipe.actionsWidth : swipe.actionsWidth)
        } else {
            close()
        }
    }

    /// Opens `state`'s row: a button for each action, in a clipping view added to the list view.
    func open(_ state: ListSwipeState) {
        guard let view else { return }
        close()
        swipe = state
        host?.swipeDidOpen(state)
        for action in state.configuration.actions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { [weak self, weak action, weak button] _ in
                guard let self, let action, let button else { return }
                self.perform(action, from: button)
            }, for: .touchUpInside)
            state.actionsView.addSubview(button)
            state.buttons.append(button)
        }
        state.actionsView.clipsToBounds = true
        view.addSubview(state.actionsView)
    }

    /// Moves the open row to `offset` (kept to its side, at most the list's width) and lays out the
    /// actions in the space it leaves: the first action nearest the edge the row moved away from.
    func move(to offset: CGFloat) {
        guard let swipe, let view, let host, let frame = host.swipeRestingFrame(of: swipe.indexPath) else { return }
        let limit = view.bounds.width
        swipe.offset = swipe.trailing ? min(0, max(-limit, offset)) : max(0, min(limit, offset))
        host.swipeCell(at: swipe.indexPath)?.frame = frame.offsetBy(dx: swipe.offset, dy: 0)
        let width = abs(swipe.offset)
        swipe.actionsView.frame = CGRect(
            x: swipe.trailing ? frame.maxX - width : frame.minX, y: frame.minY, width: width, height: frame.height)
        let share = swipe.buttons.isEmpty ? 0 : max(width, swipe.actionsWidth) / CGFloat(swipe.buttons.count)
        for (index, button) in swipe.buttons.enumerated() {
            let slot = swipe.trailing ? CGFloat(swipe.buttons.count - 1 - index) : CGFloat(index)
            let x = swipe.trailing ? width - max(width, swipe.actionsWidth) + slot * share : width - (slot + 1) * share
            button.frame = CGRect(x: x, y: 0, width: share, height: frame.height)
        }
    }

    /// Runs an action's handler once; its completion closes the row if the row is still the open one.
    private func perform(_ action: UIContextualAction, from button: UIButton) {
        guard let swipe, !swipe.performing else { return }
        swipe.performing = true
        action.handler(action, button) { [weak self, weak swipe] _ in
            guard let self, let swipe, self.swipe === swipe else { return }
            self.close()
        }
    }

    /// Closes the open row, if any: the row back in place, the actions gone.
    func close() {
        guard let swipe else { return }
        self.swipe = nil
        swipe.actionsView.removeFromSuperview()
        if let host, let frame = host.swipeRestingFrame(of: swipe.indexPath) {
            host.swipeCell(at: swipe.indexPath)?.frame = frame
        }
        host?.swipeDidClose(swipe)
    }
}
