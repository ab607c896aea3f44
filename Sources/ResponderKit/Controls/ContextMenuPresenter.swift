import Foundation

/// Shows a context menu in a window: a clear view over the whole window (a tap on it closes the
/// menu) holding a column of buttons, one per action of the menu and its submenus, beside the point
/// pressed. A tap on an enabled action closes the menu, then runs the action's handler. One menu at a
/// time; a new one replaces it.
@MainActor
enum ContextMenuPresenter {
    /// The overlay of the menu showing now.
    private(set) static weak var overlay: UIView?

    /// Shows `menu` near `point` (window coordinates) in `window`.
    static func present(_ menu: UIMenu, at point: CGPoint, in window: UIWindow?) {
        dismiss()
        guard let window else { return }
        let actions = menu.allActions
        guard !actions.isEmpty else { return }
        let cover = ContextMenuOverlay(frame: window.bounds)
        let rowHeight: CGFloat = 44, width: CGFloat = 250
        let height = rowHeight * CGFloat(actions.count)
        let x = min(max(point.x - width / 2, 8), max(window.bounds.width - width - 8, 8))
        let y = point.y + height + 12 <= window.bounds.height ? point.y + 12 : max(point.y - height - 12, 8)
        let panel = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = 13
        for (index, action) in actions.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            if action.attributes.contains(.destructive) { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = !action.attributes.contains(.disabled)
            button.frame = CGRect(x: 0, y: rowHeight * CGFloat(index), width: width, height: rowHeight)
            button.addAction(UIAction { _ in
                dismiss()
                action.perform(sender: nil)
            }, for: .touchUpInside)
            panel.addSubview(button)
        }
        cover.addSubview(panel)
        window.addSubview(cover)
        overlay = cover
    }

    /// Closes the menu, if one shows.
    static func dismiss() {
        overlay?.removeFromSuperview()
        overlay = nil
    }
}

/// The clear view over the window while a context menu shows: a touch on it (not on the menu) closes
/// the menu and goes no further, as a tap outside UIKit's menu does.
final class ContextMenuOverlay: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ContextMenuPresenter.dismiss() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { ContextMenuPresenter.dismiss() }
}

/// The long press that opens a table's or collection view's context menu: it fails at once when the
/// delegate has no configuration for the point pressed (so a long hold on a row without a menu still
/// selects the row on the lift), and opens the menu when it is recognized (its touches are then
/// cancelled for the view, so the row is unhighlighted and not selected).
final class ContextMenuPressRecognizer: UILongPressGestureRecognizer {
    /// The configuration for a point in the view, asked at touch-down.
    var configurationAt: ((CGPoint) -> UIContextMenuConfiguration?)?
    private var pending: (configuration: UIContextMenuConfiguration, point: CGPoint)?

    init() {
        super.init(target: nil, action: nil)
        // Handed the recognizer, so no weak reference to it (ListSwipeGestureRecognizer says why).
        handlers.append { recognizer in (recognizer as? ContextMenuPressRecognizer)?.changed() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let view, let touch = touches.first else { return }
        let point = touch.location(in: view)
        guard let configuration = configurationAt?(point) else {
            state = .failed
            return
        }
        pending = (configuration, point)
    }

    override func reset() {
        super.reset()
        pending = nil
    }

    private func changed() {
        guard state == .began, let pending, let view, let menu = pending.configuration.makeMenu() else { return }
        ContextMenuPresenter.present(menu, at: view.convert(pending.point, to: nil), in: view.window)
    }
}
