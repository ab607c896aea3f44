import Foundation

/// The button of one ``UIAlertAction`` in an alert's box: titled with the action, blue (red for
/// `.destructive`, bold for the cancel and the preferred action), dimmed while the action is disabled.
///
/// It tracks a touch as UIKit's alert buttons do: the button under the finger is highlighted — the
/// highlight follows the finger from button to button, and goes when the finger leaves them (no
/// 70-point tracking gutter: the buttons touch each other) — and lifting the finger chooses the
/// enabled button under it, if any. A disabled action's button takes its touches and does nothing.
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

    /// The enabled button of the same box under `touch`, if any.
    private func buttonUnder(_ touch: UITouch) -> AlertActionButton? {
        guard let box = superview else { return nil }
        let point = touch.location(in: box)
        for case let button as AlertActionButton in box.subviews where button.isEnabled && button.frame.contains(point)
        {
            return button
        }
        return nil
    }

    /// Highlights `target` only, among the box's buttons.
    private func highlightOnly(_ target: AlertActionButton?) {
        for case let button as AlertActionButton in superview?.subviews ?? [] {
            button.isHighlighted = button === target
        }
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightOnly(buttonUnder(touch))
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let target = touch.flatMap(buttonUnder)
        highlightOnly(nil)
        guard let target else { return }
        alertController?.choose(target.alertAction)
    }

    override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        highlightOnly(nil)
    }
}
