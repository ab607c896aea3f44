import Foundation

/// A button's title colours and images by state — UIKit's `setTitleColor(_:for:)`, `setImage(_:for:)`,
/// `setBackgroundImage(_:for:)` and their getters. As with titles, a state with nothing set falls back
/// to `.normal`'s (AD:uikit/uibutton/settitlecolor(_:for:): "If you do not specify a color for the
/// other states, the button uses the value for normal").
///
/// Where it differs: with nothing set, `titleColor(for:)` gives the tint colour for a `.system`
/// button and white for a `.custom` one — what UIKit draws — where UIKit's getter may return `nil` for
/// a system button; images have no pixels (``UIImage``), so the SDL window draws an image as its
/// rectangle in the title colour.
extension UIButton {
    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        appearanceSetterCalled(.titleColor, state: state.rawValue) {
            $1.setTitleColor($0.titleColors[state.rawValue], for: state)
        }
        if let label = titleLabelIfMade { syncTitleLabel(label) }
    }

    /// The title colour for `state`: set for it, else `.normal`'s, else the default (the tint for a
    /// `.system` button, white otherwise).
    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
            ?? (buttonType == .custom ? UIColor.white : tintColor)
    }

    /// The title colour for the current state.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// Sets the attributed title for `state`; it is shown instead of the plain title, in its own
    /// font and colour (the title label's `attributedText`).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        if let label = titleLabelIfMade { syncTitleLabel(label) }
        textLayoutChanged()
    }

    /// The attributed title for `state`, else `.normal`'s, else `nil`.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
    }

    /// The attributed title for the current state.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The characters the button shows: the attributed title's, else the title's.
    var shownTitleText: String? { currentAttributedTitle?.string ?? currentTitle }

    /// Sets the colour of the title's shadow for `state`; the title label's `shadowColor` follows.
    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state.rawValue] = color
        appearanceSetterCalled(.titleShadowColor, state: state.rawValue) {
            $1.setTitleShadowColor($0.titleShadowColors[state.rawValue], for: state)
        }
        if let label = titleLabelIfMade { syncTitleLabel(label) }
    }

    /// The title's shadow colour for `state`, else `.normal`'s, else `nil`.
    public func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[UIControl.State.normal.rawValue]
    }

    /// The title's shadow colour for the current state.
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// Sets the image for `state`; the intrinsic size follows.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        appearanceSetterCalled(.image, state: state.rawValue) {
            $1.setImage($0.images[state.rawValue], for: state)
        }
        if let view = imageViewStorage, view.image !== shownImage { view.image = shownImage }
        textLayoutChanged()
    }

    /// Shows `state`'s symbol image with `configuration` applied over its own.
    public func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) {
        preferredSymbolConfigurations[state.rawValue] = configuration
        if let view = imageViewStorage, view.image !== shownImage { view.image = shownImage }
        textLayoutChanged()
    }

    /// The symbol configuration for `state`'s image, or `.normal`'s.
    public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        preferredSymbolConfigurations[state.rawValue] ?? preferredSymbolConfigurations[UIControl.State.normal.rawValue]
    }

    /// The image for `state`, or `.normal`'s.
    public func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The image for the current state.
    public var currentImage: UIImage? { image(for: state) }

    /// The view that shows the image, made on first use; the layout adds it to the subviews once
    /// there is an image (UIButton+Layout.swift).
    public var imageView: UIImageView? {
        let view = imageViewForLayout
        if view.image !== shownImage { view.image = shownImage }
        return view
    }

    /// Sets the background image for `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        appearanceSetterCalled(.backgroundImage, state: state.rawValue) {
            $1.setBackgroundImage($0.backgroundImages[state.rawValue], for: state)
        }
    }

    /// The background image for `state`, or `.normal`'s.
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    /// The background image for the current state.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
}
