import Foundation

/// A ``UIAlertController``'s view: it covers the whole window, dimmed, and holds the box — title,
/// message, text fields and one ``AlertActionButton`` per action — laid out by hand in
/// `layoutSubviews` with UIKit's proportions (an alert is 270 points wide, in the middle; an action
/// sheet spans the screen less 8 points a side, at the bottom, its cancel button apart below the rest).
///
/// It takes every touch that reaches it and passes none up the responder chain, so nothing under the
/// alert — not the presenter, not its controller — hears of a touch while the alert is up. A tap
/// outside the box is the alert's to judge (``UIAlertController`` ignores it for an alert). Difference
/// from UIKit: no Auto Layout inside the box, and buttons never move into a scroll view; the box moves
/// above the keyboard when the alert is laid out, not with the keyboard's animation.
@preconcurrency @MainActor
final class AlertView: UIView {
    weak var controller: UIAlertController?
    let box = UIView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let messageLabel = UILabel(frame: .zero)
    private(set) var buttons: [AlertActionButton] = []

    static let alertWidth: CGFloat = 270
    static let sheetMargin: CGFloat = 8
    static let buttonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let padding: CGFloat = 16

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        accessibilityViewIsModal = true  // an alert is modal to assistive apps, as UIKit's
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.backgroundColor = .systemBackground
        box.layer.cornerRadius = 14
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            box.addSubview(label)
        }
        addSubview(box)
    }

    required init?(coder: NSCoder) { return nil }

    /// The alert's title, message, actions or text fields changed: the box is made to match.
    func contentChanged() {
        guard let controller else { return }
        let sheet = controller.preferredStyle == .actionSheet
        titleLabel.text = controller.title
        titleLabel.font =
            sheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(ofSize: 13)
        for field in controller.textFieldStorage where field.superview !== box { box.addSubview(field) }
        let arranged = controller.buttonArrangement.actions
        if buttons.map(\.alertAction) != arranged {
            for button in buttons { button.removeFromSuperview() }
            buttons = arranged.map { AlertActionButton(action: $0, controller: controller) }
            for button in buttons { box.addSubview(button) }
        }
        for button in buttons { button.updateEmphasis(preferred: sheet ? nil : controller.preferredActionStorage) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        if controller.preferredStyle == .alert {
            layoutAlert(sideBySide: controller.buttonArrangement.sideBySide)
        } else {
            layoutSheet()
        }
    }

    /// The header (title, message, text fields) from `top` in a box `width` wide; returns its bottom.
    private func layoutHeader(width: CGFloat, top: CGFloat) -> CGFloat {
        let inner = max(width - 2 * AlertView.padding, 0)
        var y = top
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let height = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: AlertView.padding, y: y, width: inner, height: height)
            y += height + 4
        }
        for field in controller?.textFieldStorage ?? [] {
            y += 8
            field.frame = CGRect(
                x: AlertView.padding, y: y, width: inner, height: max(field.intrinsicContentSize.height, 30))
            y += field.frame.height
        }
        return y
    }

    private func layoutAlert(sideBySide: Bool) {
        let width = min(AlertView.alertWidth, max(bounds.width - 2 * AlertView.padding, 0))
        var y = layoutHeader(width: width, top: 20) + 16
        if sideBySide {
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(
                    x: CGFloat(index) * width / 2, y: y, width: width / 2, height: AlertView.buttonHeight)
            }
            y += AlertView.buttonHeight
        } else {
            for button in buttons {
                button.frame = CGRect(x: 0, y: y, width: width, height: AlertView.buttonHeight)
                y += AlertView.buttonHeight
            }
        }
        // In the middle of what the keyboard (or another input view) leaves visible, as UIKit's alert
        // moves up above the keyboard.
        var visibleBottom = bounds.maxY
        if let input = UIApplication.shared.inputViewHost.shownInputFrame, window != nil {
            visibleBottom = min(visibleBottom, max(convert(input, from: nil).minY, bounds.minY))
        }
        let height = min(y, bounds.height)
        let middle = (bounds.minY + visibleBottom) / 2
        box.frame = CGRect(x: bounds.midX - width / 2, y: max(middle - height / 2, 0), width: width, height: height)
    }

    private func layoutSheet() {
        let regular = controller?.traitCollection.horizontalSizeClass == .regular
        let width = regular ? 304 : max(min(bounds.width, bounds.height) - 2 * AlertView.sheetMargin, 0)
        let hasHeader = !(titleLabel.text ?? "").isEmpty || !(messageLabel.text ?? "").isEmpty
        var y = hasHeader ? layoutHeader(width: width, top: 14) + 10 : 0
        for button in buttons {
            // The cancel button sits apart, below the others.
            if button.alertAction.style == .cancel { y += AlertView.sheetMargin }
            button.frame = CGRect(x: 0, y: y, width: width, height: AlertView.sheetButtonHeight)
            y += AlertView.sheetButtonHeight
        }
        let height = min(y, bounds.height)
        let bottom = bounds.maxY - safeAreaInsets.bottom - AlertView.sheetMargin
        box.frame = CGRect(x: bounds.midX - width / 2, y: regular ? bounds.midY - height / 2 : max(bottom - height, 0),
                           width: width, height: height)
    }

    // MARK: Touches: all of them stop here

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A touch that began outside the box (on this view itself) and lifted outside it is a tap
    /// outside.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where touch.view === self && !box.frame.contains(touch.location(in: self)) {
            controller?.tappedOutside()
            return
        }
    }
}
