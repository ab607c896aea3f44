import Foundation

/// A bar that shows how far a task has come — UIKit's `UIProgressView`: `progress` from 0 to 1,
/// filled from the leading edge in `progressTintColor` over `trackTintColor`. It takes no input of its
/// own: a touch on it goes up the responder chain like any plain view's.
///
/// `observedProgress`: UIKit follows a Foundation `Progress` through key-value observing, which
/// Swift on Linux does not have; here `progress` reads the observed progress's `fractionCompleted`
/// every time it is asked (so the backends draw it as it moves), and setting `progress` meanwhile is
/// ignored, as in UIKit. The height a style draws is not documented: 4 points for `.default` and
/// 2 for `.bar` here, and it has no width of its own ("A UIProgressView only has a preferred height",
/// as Apple's Auto Layout guide puts it). docs/Differences-from-UIKit.md.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look — UIKit's `UIProgressView.Style`, with its raw values.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The thinner bar for a toolbar or a navigation bar.
        case bar = 1
    }

    /// The style; `.default` unless made with ``init(progressViewStyle:)``.
    open var progressViewStyle: Style = .default {
        didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How far the task has come, from 0 to 1 (values outside are pinned; NaN is 0). While
    /// `observedProgress` is set, its `fractionCompleted`.
    open var progress: Float {
        get {
            if let observedProgress { return Self.pinned(Float(observedProgress.fractionCompleted)) }
            return progressStorage
        }
        set {
            guard observedProgress == nil else { return }
            progressStorage = Self.pinned(newValue)
        }
    }
    /// The filled part's colour; `nil` draws in the tint colour.
    open var progressTintColor: UIColor? {
        didSet { appearanceSetterCalled(.progressTintColor) { $1.progressTintColor = $0.progressTintColor } }
    }
    /// The unfilled part's colour; `nil` draws a light grey.
    open var trackTintColor: UIColor? {
        didSet { appearanceSetterCalled(.trackTintColor) { $1.trackTintColor = $0.trackTintColor } }
    }
    /// An image for the filled part (stored; the backends draw the colour).
    open var progressImage: UIImage?
    /// An image for the track (stored).
    open var trackImage: UIImage?
    /// A Foundation progress the bar follows (see the type's note on key-value observing).
    open var observedProgress: Progress?

    private var progressStorage: Float = 0

    /// A progress view of `style`, sized by it.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size = CGSize(width: frame.width, height: intrinsicContentSize.height)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``progress``; `animated` is accepted, and the change is immediate (there is nothing to
    /// animate it on the backends' pictures of a bar).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No width of its own; the style's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2 : 4)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// The filled part of `bounds`, from the leading edge (what a backend draws).
    public func filledRect(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progress), height: bounds.height)
    }

    private static func pinned(_ value: Float) -> Float {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    override func drawLayerContent(in ctx: CGContext) {
        super.drawLayerContent(in: ctx)
        drawStandardLook(in: ctx)
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UIProgressView { appearanceProxy(UIProgressView(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIProgressView { appearanceProxy(UIProgressView(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UIProgressView {
        appearanceProxy(UIProgressView(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UIProgressView { appearanceProxy(UIProgressView(frame: .zero), containers: containerTypes, traits: trait) }
}
