import Foundation

/// A view that blurs what is behind it — UIKit's `UIVisualEffectView` with `UIBlurEffect` and
/// `UIVibrancyEffect`. For events it is a plain container: content goes in ``contentView`` (UIKit:
/// "add subviews to the contentView property … do not add subviews directly to the visual effect view
/// itself"), and touches reach that content as in any view.
///
/// Where it differs: nothing is blurred (there are no pixels behind a view here); the SDL window fills
/// the view with the blur style's translucent tint (light, dark, or the system material in the current
/// interface style), which keeps what is behind it faintly visible.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to; it always fills the effect view.
    public let contentView: UIView

    /// The effect; setting `nil` removes it (the view is then clear).
    open var effect: UIVisualEffect? {
        didSet { backgroundColor = UIVisualEffectView.tint(of: effect) }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        backgroundColor = UIVisualEffectView.tint(of: effect)
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// The colour that stands for the blur.
    static func tint(of effect: UIVisualEffect?) -> UIColor? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        switch blur.style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
        case .light: return UIColor(white: 0.97, alpha: 0.6)
        case .dark: return UIColor(white: 0.11, alpha: 0.7)
        case .regular, .prominent, .systemMaterial, .systemThickMaterial, .systemThinMaterial,
             .systemUltraThinMaterial, .systemChromeMaterial:
            return UIColor {
                $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.7) : UIColor(white: 0.97, alpha: 0.7)
            }
        default:
            return blur.style.rawValue >= UIBlurEffect.Style.systemUltraThinMaterialLight.rawValue
                && blur.style.rawValue <= UIBlurEffect.Style.systemChromeMaterialLight.rawValue
                ? UIColor(white: 0.97, alpha: 0.7) : UIColor(white: 0.11, alpha: 0.7)
        }
    }
}

/// An effect a `UIVisualEffectView` shows — UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur — UIKit's `UIBlurEffect`, with its styles and raw values.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's blur styles.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case extraDark = 3
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy for content over a blur — UIKit's `UIVibrancyEffect` (kept; content draws as it is).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it goes with.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
