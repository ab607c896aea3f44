import Foundation

/// What a navigation bar looks like — UIKit's `UINavigationBarAppearance`: the background and shadow
/// of ``UIBarAppearance``, the title's and large title's text attributes, and the buttons' looks.
/// The bar's title label takes the font and colour of `titleTextAttributes` from the appearance in
/// effect (the top item's, else the bar's: Navigation/Appearance/UINavigationBar+Appearance.swift).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.font`, `.foregroundColor` …); none by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; none by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from its place; zero by default.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back chevron's image; `nil` uses the system's.
    open private(set) var backIndicatorImage: UIImage?
    /// The image that masks the back button's title during transitions.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A copy of `barAppearance` (with its navigation values when it is a navigation bar appearance).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy() as? UIBarButtonItemAppearance ?? buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance.copy() as? UIBarButtonItemAppearance ?? backButtonAppearance
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    /// Sets the back chevron and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    open override func copy(with zone: NSZone? = nil) -> Any { UINavigationBarAppearance(barAppearance: self) }
}

/// What a toolbar looks like — UIKit's `UIToolbarAppearance`.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy() as? UIBarButtonItemAppearance ?? buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? doneButtonAppearance
    }

    open override func copy(with zone: NSZone? = nil) -> Any { UIToolbarAppearance(barAppearance: self) }
}
