import Foundation

/// A table row's swipe actions offered as its custom actions, as UIKit offers them to VoiceOver (a
/// VoiceOver user cannot swipe a row open): the leading actions, then the trailing ones — the delegate's,
/// or the data source's Delete — each running its handler with the cell as the source view.
@MainActor
enum AccessibilitySwipeActions {
    static func actions(of cell: UITableViewCell) -> [UIAccessibilityCustomAction]? {
        var ancestor = cell.superview
        while let view = ancestor, !(view is UITableView) { ancestor = view.superview }
        guard let table = ancestor as? UITableView, !table.isEditing, let indexPath = table.indexPath(for: cell)
        else { return nil }
        let contextual = [false, true].flatMap { trailing in
            table.swipeConfiguration(for: indexPath, trailing: trailing)?.actions ?? []
        }
        guard !contextual.isEmpty else { return nil }
        return contextual.map { action in
            UIAccessibilityCustomAction(name: action.title ?? "") { [weak cell] _ in
                guard let cell else { return false }
                action.handler(action, cell) { _ in }
                return true
            }
        }
    }
}
