import Foundation

/// The button of one ``UIAlertAction`` in an alert's box: titled with the action, blue (red for
/// `.destructive`, bold for the cancel and the preferred action), dimmed while the action is disabled.
///
/// It tracks a touch as UIKit's alert buttons do: highlighted while the finger is on it, unhighlighted
/// as soon as the finger leaves its bounds — no 70-point tracking gutter, since the buttons touch each
/// other — and the action is chosen only when the finger lifts on it. A disabled action's button
/// takes its touches and does nothing. Difference: dragging onto another button does not highlight
/// that one (UIKit's alert moves the highlight along); lifting there chooses nothing.
@preconcurrency @MainActor
final class AlertActionButton: UIButton {
    let alertAction: UIAlertAction
    weak var alertController: UIAlertController?

    init(action: UIAlertAction, controller: UIAlertController) {
        alertAction = action
        alertController = controller
        super.init(frame: .zero)
        buttonTypeStorage = .system
        setTitle(action.title, for: .normal)
        setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
        setTitleColor(.systemGray, for: .disabled)
        isEnabled = action.isEnabled
        action.button = self
    }

    required init?(coder: NSCoder) { return nil }

    /// Bold for the cancel action, or for the preferred action (which then takes the emphasis from
    /// the cancel action, as Apple's `preferredAction` documentation says).
    func updateEmphasis(preferred: UIAlertAction?) {
        let bold = preferred.map { $0 === alertAction } ?? (alertAction.style == .cancel)
        titleLabel?.font = bold ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        isHighlighted = bounds.contains(touch.location(in: self))
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        alertController?.choose(alertAction)
    }
}
