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
