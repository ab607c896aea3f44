import Foundation

/// Swipe actions on a list layout: a sideways drag on an item of a list section whose
/// `UICollectionLayoutListConfiguration` has a provider for that side shows the provider's actions
/// (the trailing provider when the item moves towards the leading edge, the leading one the other
/// way). Released past half the actions' width the item stays open; a tap on an action's button
/// calls its handler, and the item closes when the handler's completion is called, when the
/// collection view scrolls, or when another item is swiped. It is the table view's swipe
/// (UITableView+Swipe.swift) with the providers in place of the table delegate, and the same
/// `TableSwipeState`; the layout moves the swiped item's frame, so the collection view's tiling
/// keeps it open.
@preconcurrency @MainActor
final class CollectionListSwipeRecognizer: UIPanGestureRecognizer {
    weak var layout: UICollectionViewCompositionalLayout?
    private(set) var start: CGPoint?
    var swipe: TableSwipeState?

    /// Installs the recognizer on the layout's collection view once, when a section has providers.
    static func install(for layout: UICollectionViewCompositionalLayout, in collectionView: UICollectionView) {
        guard layout.swipeRecognizer == nil else { return }
        let recognizer = CollectionListSwipeRecognizer()
        recognizer.layout = layout
        recognizer.handlers.append { [weak recognizer] _ in recognizer?.changed() }
        collectionView.addGestureRecognizer(recognizer)
        layout.swipeRecognizer = recognizer
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

    private var collectionView: UICollectionView? { view as? UICollectionView }

    private func mayBegin(at point: CGPoint, trailing: Bool) -> Bool {
        guard let path = collectionView?.indexPathForItem(at: point) else { return false }
        if let swipe, swipe.indexPath == path { return true }
        return configuration(for: path, trailing: trailing) != nil
    }

    private func configuration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = layout?.listConfiguration(ofSection: path.section),
            let configuration = list.swipeActions(forItemAt: path, leading: !trailing), !configuration.actions.isEmpty
        else { return nil }
        return configuration
    }

    private func changed() {
        guard let collectionView else { return }
        let translation = translation(in: collectionView).x
        switch state {
        case .began:
            guard let start, let path = collectionView.indexPathForItem(at: start) else { return }
            if let swipe, swipe.indexPath == path {
                swipe.dragBase = swipe.offset - translation
            } else {
                close()
                let trailing = translation < 0
                guard let configuration = configuration(for: path, trailing: trailing) else { return }
                open(
                    TableSwipeState(indexPath: path, configuration: configuration, trailing: trailing),
                    in: collectionView)
            }
            move(to: (swipe?.dragBase ?? 0) + translation)
        case .changed:
            if let swipe { move(to: swipe.dragBase + translation) }
        case .ended:
            guard let swipe else { return }
            if abs(swipe.offset) > swipe.actionsWidth / 2 {
                move(to: swipe.trailing ? -swipe.actionsWidth : swipe.actionsWidth)
            } else {
                close()
            }
        case .cancelled, .failed:
            close()
        default:
            break
        }
    }

    private func open(_ state: TableSwipeState, in collectionView: UICollectionView) {
        swipe = state
        for action in state.configuration.actions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { [weak self, weak action, weak button] _ in
                guard let self, let action, let button, let swipe = self.swipe, !swipe.performing else { return }
                swipe.performing = true
                action.handler(action, button) { [weak self, weak swipe] _ in
                    guard let self, let swipe, self.swipe === swipe else { return }
                    self.close()
                }
            }, for: .touchUpInside)
            state.actionsView.addSubview(button)
            state.buttons.append(button)
        }
        state.actionsView.clipsToBounds = true
        collectionView.addSubview(state.actionsView)
    }

    /// Moves the swiped item to `offset` (kept to its side, at most the collection view's width) and
    /// lays the buttons out in the space it leaves, the first action nearest the edge.
    private func move(to offset: CGFloat) {
        guard let swipe, let collectionView, let frame = layout?.unswipedFrame(of: swipe.indexPath) else { return }
        let limit = collectionView.bounds.width
        swipe.offset = swipe.trailing ? min(0, max(-limit, offset)) : max(0, min(limit, offset))
        collectionView.cellForItem(at: swipe.indexPath)?.frame = frame.offsetBy(dx: swipe.offset, dy: 0)
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

    /// Closes the swiped item, if any: back in place, the actions gone.
    func close() {
        guard let swipe else { return }
        self.swipe = nil
        swipe.actionsView.removeFromSuperview()
        if let frame = layout?.unswipedFrame(of: swipe.indexPath) {
            collectionView?.cellForItem(at: swipe.indexPath)?.frame = frame
        }
    }
}
