import Foundation

/// iOS 15's button configurations — `UIButton.Configuration`, `UIButton(configuration:primaryAction:)`,
/// `configurationUpdateHandler` and `UIBackgroundConfiguration` — so that modern button code compiles and
/// keeps its event behaviour:
///
/// ```
/// var config = UIButton.Configuration.filled()
/// config.title = "Pay"
/// config.cornerStyle = .capsule
/// let pay = UIButton(configuration: config, primaryAction: UIAction { _ in checkout() })
/// pay.configurationUpdateHandler = { button in
///     button.configuration?.showsActivityIndicator = button.isSelected
/// }
/// ```
///
/// The flow is UIKit's (AD:uikit/uibutton/setneedsupdateconfiguration(), …/updateconfiguration(),
/// …/configurationupdatehandler): a change of the button's state (highlighted while a finger is on it,
/// selected, enabled) or of its configuration asks for an update (`setNeedsUpdateConfiguration()`);
/// the update runs once, in the button's next layout (`layoutSubviews`), before the turn ends, and calls
/// `updateConfiguration()`, whose default runs `configurationUpdateHandler`.
///
/// Where it differs: the styles' colours, the insets and corner radii by size are close to iOS 15's
/// (medium: 7 points above and below, 12 beside; the system font at 17 points) but not measured from
/// it; `titleTextAttributesTransformer`, symbol configurations and the Mac idiom are not here. Taps,
/// tracking and the events sent are exactly a button's.
extension UIButton {
    /// How a configured button looks: its title, image, colours, background, corners and size.
    public struct Configuration: Hashable {
        enum Style: Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }
        var style: Style

        /// The title (`attributedTitle`'s characters when that is set).
        public var title: String?
        /// The title with attributes (only its characters are shown).
        public var attributedTitle: AttributedString?
        /// A second line under the title.
        public var subtitle: String?
        /// The subtitle with attributes.
        public var attributedSubtitle: AttributedString?
        /// The image, placed by `imagePlacement`.
        public var image: UIImage?
        /// The symbol configuration the image is shown with; `nil` by default.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Where the image goes relative to the title; `.leading` by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between image and title; 0 by default.
        public var imagePadding: CGFloat = 0
        /// Space between title and subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// How title and subtitle align.
        public var titleAlignment: TitleAlignment = .automatic
        /// The colour of title, subtitle and image; `nil`: the style's.
        public var baseForegroundColor: UIColor?
        /// The background's colour; `nil`: the style's (the tint for `.filled()`).
        public var baseBackgroundColor: UIColor?
        /// The background (its colour, when set, wins over `baseBackgroundColor`).
        public var background: UIBackgroundConfiguration = .clear()
        /// How round the corners are; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size: font, insets and corner radius follow it; `.medium` by default.
        public var buttonSize: Size = .medium
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// Whether the button's `isSelected` changes the look (`.selected` colours); `true` by default.
        public var automaticallyUpdateForSelection = true
        private var contentInsetsStorage: NSDirectionalEdgeInsets?

        init(style: Style) {
            self.style = style
        }

        /// A configuration with no background, the title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background of the tint, faded; the title in the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background; the title in the tint.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint; the title white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background (iOS 15's `borderless`).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A grey background (iOS 15's `bordered`).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A faded tint background (iOS 15's `borderedTinted`).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A tint background, white title (iOS 15's `borderedProminent`).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The space around the content; by default the size's (medium: 7 above and below, 12 beside).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? buttonSize.defaultInsets }
            set { contentInsetsStorage = newValue }
        }

        /// Sets `contentInsets` back to the size's default.
        public mutating func setDefaultContentInsets() { contentInsetsStorage = nil }

        /// The title as shown.
        var shownTitle: String? { attributedTitle.map { String($0.characters) } ?? title }
        /// The subtitle as shown.
        var shownSubtitle: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }

        /// This configuration resolved for `button`'s tint, state and height: the foreground and
        /// background it shows now (dimmed while highlighted, grey while disabled) and its corner radius
        /// (as a `.fixed` corner style with `background.cornerRadius`).
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.baseForegroundColor = foreground(for: button)
            copy.background.backgroundColor = backgroundColor(for: button)
            copy.background.cornerRadius = cornerRadius(height: button.bounds.height)
            copy.cornerStyle = .fixed
            return copy
        }

        /// The colour the title and image are drawn in for `button`'s state.
        @MainActor func foreground(for button: UIButton) -> UIColor {
            if !button.isEnabled { return .tertiaryLabel }
            let tint: UIColor = button.tintColor ?? .systemBlue
            let base: UIColor = baseForegroundColor ?? {
                switch style {
                case .filled, .borderedProminent: return .white
                default: return tint
                }
            }()
            return button.isHighlighted ? base.withAlphaComponent(0.6) : base
        }

        /// The colour the background is drawn in for `button`'s state, if any.
        @MainActor func backgroundColor(for button: UIButton) -> UIColor? {
            if let color = background.backgroundColor { return color }
            if !button.isEnabled, style != .plain, style != .borderless { return .tertiarySystemFill }
            let tint: UIColor = baseBackgroundColor ?? button.tintColor ?? .systemBlue
            let color: UIColor?
            switch style {
            case .plain, .borderless: color = nil
            case .tinted, .borderedTinted: color = tint.withAlphaComponent(0.15)
            case .gray, .bordered: color = baseBackgroundColor ?? .systemGray5
            case .filled, .borderedProminent: color = tint
            }
            guard let color else { return nil }
            return button.isHighlighted ? color.withAlphaComponent(0.8) : color
        }

        /// The corner radius for a button `height` points tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return max(height, 0) / 2
            case .dynamic: return buttonSize.dynamicRadius
            }
        }

        /// How round the corners are — UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable {
            case fixed = -1
            case dynamic = 0
            case small = 1
            case medium = 2
            case large = 3
            case capsule = 4
        }

        /// The size of a configured button — UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable {
            case medium = 0
            case small = 1
            case mini = 2
            case large = 3

            var defaultInsets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
                case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }

            var fontSize: CGFloat {
                switch self {
                case .mini: return 12
                case .small: return 15
                case .medium, .large: return 17
                }
            }

            var dynamicRadius: CGFloat {
                switch self {
                case .mini, .small: return 6
                case .medium: return 8
                case .large: return 12
                }
            }
        }

        /// How title and subtitle line up — UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }
    }

    /// The handler `configurationUpdateHandler` holds.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// A button with `configuration` whose `primaryAction` runs when tapped (a `.system` button).
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The button's configuration; `nil` (the classic button) by default. Setting it asks for an
    /// update and changes the intrinsic size.
    public var configuration: UIButton.Configuration? {
        get { configurationStorage }
        set {
            configurationStorage = newValue
            textLayoutChanged()
            setNeedsUpdateConfiguration()
        }
    }

    /// Called in the update that follows a change of state or configuration, to set the configuration
    /// for the new state (by default from `updateConfiguration()`).
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationUpdateHandlerStorage }
        set {
            configurationUpdateHandlerStorage = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Runs the update asked for, if any (the button's layout does; also callable directly).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration()
    }

    /// The configuration's title font.
    var configurationFont: UIFont { .systemFont(ofSize: (configurationStorage?.buttonSize ?? .medium).fontSize) }

    /// A configured button's intrinsic size: title (and subtitle) and image with their paddings,
    /// plus the content insets.
    func configurationSize(_ configuration: Configuration) -> CGSize {
        let metrics = UIFont.metricsSource
        let font = configurationFont
        var text = CGSize.zero
        if let title = configuration.shownTitle, !title.isEmpty { text = metrics.size(of: title, font: font) }
        if let subtitle = configuration.shownSubtitle, !subtitle.isEmpty {
            let line = metrics.size(of: subtitle, font: .systemFont(ofSize: 15))
            text = CGSize(
                width: max(text.width, line.width), height: text.height + configuration.titlePadding + line.height)
        }
        var content = text
        if let image = configuration.image, image.size.width > 0 || image.size.height > 0 {
            let padding = text == .zero ? 0 : configuration.imagePadding
            switch configuration.imagePlacement {
            case .top, .bottom:
                content = CGSize(
                    width: max(text.width, image.size.width), height: text.height + padding + image.size.height)
            default:
                content = CGSize(
                    width: text.width + padding + image.size.width, height: max(text.height, image.size.height))
            }
        }
        let insets = configuration.contentInsets
        return CGSize(
            width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom
        )
    }
}

/// The edges of a rectangle in reading direction — UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

