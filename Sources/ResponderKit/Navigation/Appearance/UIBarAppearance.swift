import Foundation

/// What a bar looks like — UIKit's `UIBarAppearance` (iOS 13), the base of the navigation bar's, tab
/// bar's and toolbar's appearances: a background (effect, colour, image) and a shadow line. Apps make
/// one, configure it and assign it to a bar's or an item's `standardAppearance`,
/// `scrollEdgeAppearance` or `compactAppearance`:
///
///     let appearance = UINavigationBarAppearance()
///     appearance.configureWithOpaqueBackground()
///     appearance.backgroundColor = .systemIndigo
///     appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
///     navigationController.navigationBar.standardAppearance = appearance
///
/// The three `configureWith…` methods set the values UIKit documents for them (a blurred
/// translucent background with a shadow; an opaque background of the theme's colour with a shadow;
/// nothing). Appearances are values: a bar keeps a copy, as UIKit's `copy` semantics do. The SDL
/// window draws the background colour; effects and images are kept, not drawn.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the bar's background colour; a system chrome material by default.
    open var backgroundEffect: UIBlurEffect?
    /// The bar's background colour; `nil` by default (the effect shows).
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour; `nil` by default.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar; `.scaleToFill` by default.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the line under (or over) the bar; black at 30 % by default.
    open var shadowColor: UIColor?
    /// An image for that line; `nil` by default.
    open var shadowImage: UIImage?

    /// An appearance for `idiom` with the default (translucent) background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance for the current device's idiom.
    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        takeBackground(of: barAppearance)
    }

    /// A blurred, translucent background (system chrome material) and the standard shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque background in the theme's colour (`.systemBackground`) and the standard shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no shadow: the content under the bar shows.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy of this appearance (of the same class, with every value).
    open func copy(with zone: NSZone? = nil) -> Any {
        UIBarAppearance(barAppearance: self)
    }

    /// Takes `other`'s background and shadow.
    func takeBackground(of other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}

/// How one state of a bar button item's title looks — UIKit's `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance: NSObject {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment: UIOffset = .zero
    public var backgroundImage: UIImage?
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    func copied() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}

/// How a bar's buttons look in each state — UIKit's `UIBarButtonItemAppearance`.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    public private(set) var normal = UIBarButtonItemStateAppearance()
    public private(set) var highlighted = UIBarButtonItemStateAppearance()
    public private(set) var disabled = UIBarButtonItemStateAppearance()
    public private(set) var focused = UIBarButtonItemStateAppearance()

    /// An appearance for buttons of `style` (plain or done).
    public init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    public convenience override init() { self.init(style: .plain) }

    /// The default look: a done button's title is bold.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
        if style == .done { normal.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)] }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: .plain)
        copy.normal = normal.copied()
        copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }
}
