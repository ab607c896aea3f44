import Foundation

/// What a table or collection view cell keeps for its configurations: the content configuration the
/// app set and the view it made, the background configuration and the view that draws it, and whether
/// the cell's `updateConfiguration(using:)` is due.
///
/// ```
///   cell.contentConfiguration = c ─▶ the content view supports c? ─ yes ─▶ its configuration = c
///                                                                 └ no ──▶ c.makeContentView(), fills the cell's
/// contentView
///   highlight / select / edit / setNeedsUpdateConfiguration() ─▶ due ─▶ next layoutSubviews ─▶
/// updateConfiguration(using: state)
///        (default: the content view shows c.updated(for: state); the background b.updated(for: state); then
/// configurationUpdateHandler)
/// ```
@MainActor
final class CellConfigurationHost {
    /// The content configuration as the app set it (states are applied on top, not stored over it).
    private(set) var content: UIContentConfiguration?
    private(set) var contentConfigurationView: (UIView & UIContentView)?
    private(set) var background: UIBackgroundConfiguration?
    private var backgroundConfigurationView: UIView?
    /// `updateConfiguration(using:)` is due at the next layout.
    var isUpdateDue = true

    /// Shows `configuration` in `container` (the cell's content view), reusing the view when it can.
    func setContent(_ configuration: UIContentConfiguration?, in container: UIView) {
        content = configuration
        guard let configuration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            return
        }
        show(configuration, in: container)
    }

    /// Shows `configuration` adjusted for a state without storing it as the app's.
    func showContent(for state: UIConfigurationState, in container: UIView) {
        guard let content else { return }
        show(content.updated(for: state), in: container)
    }

    private func show(_ configuration: UIContentConfiguration, in container: UIView) {
        if let view = contentConfigurationView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            contentConfigurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
            contentConfigurationView = view
        }
    }

    /// Draws `configuration` behind the cell's content.
    func setBackground(
        _ configuration: UIBackgroundConfiguration?, in cell: UIView, below content: UIView, tint: UIColor
    ) {
        background = configuration
        guard let configuration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        drawBackground(configuration, in: cell, below: content, tint: tint)
    }

    /// Draws the background adjusted for a state.
    func showBackground(for state: UIConfigurationState, in cell: UIView, below content: UIView, tint: UIColor) {
        guard let background else { return }
        drawBackground(background.updated(for: state), in: cell, below: content, tint: tint)
    }

    private func drawBackground(
        _ configuration: UIBackgroundConfiguration, in cell: UIView, below content: UIView, tint: UIColor
    ) {
        let view: UIView
        if let custom = configuration.customView {
            if backgroundConfigurationView !== custom { backgroundConfigurationView?.removeFromSuperview() }
            view = custom
        } else if let existing = backgroundConfigurationView, configuration.customView == nil,
            !(existing === background?.customView)
        {
            view = existing
        } else {
            backgroundConfigurationView?.removeFromSuperview()
            view = UIView()
        }
        view.isUserInteractionEnabled = false
        if configuration.customView == nil { view.backgroundColor = configuration.resolvedBackgroundColor(for: tint) }
        view.layer.cornerRadius = configuration.cornerRadius
        view.layer.borderWidth = configuration.strokeWidth
        view.layer.borderColor = configuration.resolvedStrokeColor(for: tint).cgColor
        let insets = configuration.backgroundInsets
        view.frame = cell.bounds.inset(
            by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        if view.superview !== cell { cell.insertSubview(view, belowSubview: content) }
        backgroundConfigurationView = view
    }

    /// Keeps the views the size of the cell and its content view.
    func layout(cell: UIView, container: UIView) {
        contentConfigurationView?.frame = container.bounds
        if let view = backgroundConfigurationView, let insets = background?.backgroundInsets {
            view.frame = cell.bounds.inset(
                by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        }
    }
}
