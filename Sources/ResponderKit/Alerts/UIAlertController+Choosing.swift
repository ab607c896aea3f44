import Foundation

/// How an alert's action is chosen — a tap on its button, Return, Escape, a tap outside an action
/// sheet — and what choosing does: the alert is dismissed (animated) and, once the dismissal has
/// finished, the action's handler runs, once (docs/Alerts.md: the order and its sources).
extension UIAlertController {
    /// Return's key command: chooses ``returnAction`` (the preferred action).
    static let returnSelector = Selector("_responderKitAlertReturn:")
    /// Escape's key command: chooses ``escapeAction`` (the cancel action).
    static let escapeSelector = Selector("_responderKitAlertEscape:")

    /// What Return chooses: on an alert, the ``preferredAction`` if it is enabled — or, when none is
    /// set, the only `.default` action if there is exactly one and it is enabled. Action sheets have
    /// none (Apple: the preferred action "isn't used by action sheets").
    var returnAction: UIAlertAction? {
        guard preferredStyle == .alert else { return nil }
        if let preferred = preferredActionStorage { return preferred.isEnabled ? preferred : nil }
        let defaults = actionStorage.filter { $0.style == .default }
        guard defaults.count == 1, let only = defaults.first, only.isEnabled else { return nil }
        return only
    }

    /// What Escape chooses: the cancel action, if it is enabled.
    var escapeAction: UIAlertAction? {
        guard let cancel = actionStorage.first(where: { $0.style == .cancel }), cancel.isEnabled else { return nil }
        return cancel
    }

    /// The buttons' order and arrangement (UIKit's, docs/Alerts.md): an alert with two actions puts
    /// them side by side, the cancel action on the left; otherwise they are stacked in the order they
    /// were added, the cancel action last.
    var buttonArrangement: (actions: [UIAlertAction], sideBySide: Bool) {
        let cancel = actionStorage.filter { $0.style == .cancel }
        let others = actionStorage.filter { $0.style != .cancel }
        if preferredStyle == .alert, actionStorage.count == 2 { return (cancel + others, true) }
        return (others + cancel, false)
    }

    /// Chooses `action` if nothing was chosen yet, it is enabled and one of ``actions``, and the alert
    /// is presented: the alert is dismissed, animated, and the handler runs when the dismissal has
    /// finished. Whatever comes after (a second tap on a button, Return) is ignored.
    func choose(_ action: UIAlertAction) {
        guard chosenAction == nil, action.isEnabled, actionStorage.contains(where: { $0 === action }),
              presentingViewController != nil, !isBeingDismissed else { return }
        chosenAction = action
        action.button?.isHighlighted = false
        dismiss(animated: true) { [self] in
            chosenAction = nil
            action.handler?(action)
        }
    }

    /// A tap landed outside the box. An alert ignores it. An action sheet chooses its cancel action
    /// when it has one (on a compact screen it does nothing otherwise); on a regular-width screen —
    /// UIKit's popover — it is dismissed in any case, and the cancel action's handler runs if there
    /// is one.
    func tappedOutside() {
        guard preferredStyle == .actionSheet, chosenAction == nil else { return }
        let cancel = actionStorage.first(where: { $0.style == .cancel })
        if let cancel, cancel.isEnabled {
            choose(cancel)
        } else if traitCollection.horizontalSizeClass == .regular, presentingViewController != nil, !isBeingDismissed {
            dismiss(animated: true, completion: nil)
        }
    }

    // MARK: The keyboard

    /// Return (the preferred action) and Escape (`UIKeyCommand.inputEscape`, the cancel action).
    var alertKeyCommands: [UIKeyCommand] {
        [UIKeyCommand(input: "\r", modifierFlags: [], action: UIAlertController.returnSelector),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: UIAlertController.escapeSelector)]
    }

    /// Return and Escape perform only while they have an action to choose: otherwise the key goes on
    /// as a press (to a text field, say).
    func alertActionMethod(for action: Selector) -> UIActionMethod? {
        let chosen: UIAlertAction?
        switch action {
        case UIAlertController.returnSelector: chosen = returnAction
        case UIAlertController.escapeSelector: chosen = escapeAction
        default: return nil
        }
        guard let chosen else { return nil }
        return { [weak self] _, _ in self?.choose(chosen) }
    }
}
