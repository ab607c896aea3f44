import Foundation

/// A spinner that shows work in progress — UIKit's `UIActivityIndicatorView` (docs/Controls.md). A
/// view, not a control: it sends no events.
///
/// Its size comes from its style (20 × 20 for `.medium` and the old `.white` and `.gray`, 37 × 37
/// for `.large` and `.whiteLarge`) whatever frame size it is given. With ``hidesWhenStopped`` (the
/// default) it is hidden while it is not animating — so a new indicator is hidden until
/// ``startAnimating()`` — by setting `isHidden`, as UIKit does.
///
/// Differences: nothing spins (the backend may draw it still); `isUserInteractionEnabled` is `false`,
/// so touches pass through it to the view behind — UIKit does not document its default, and this is
/// ResponderKit's choice for a view that takes no input.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The look of the indicator (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// The default since iOS 13: 20 × 20.
        case medium = 100
        /// iOS 13: 37 × 37.
        case large = 101
        /// Deprecated in iOS 13 (use `.large`): 37 × 37, white.
        case whiteLarge = 0
        /// Deprecated in iOS 13 (use `.medium`): 20 × 20, white.
        case white = 1
        /// Deprecated in iOS 13 (use `.medium`): 20 × 20, grey.
        case gray = 2

        /// The size of an indicator of this style.
        public var size: CGSize {
            switch self {
            case .large, .whiteLarge: CGSize(width: 37, height: 37)
            case .medium, .white, .gray: CGSize(width: 20, height: 20)
            }
        }
    }

    private var isAnimatingStorage = false
    private var colorStorage: UIColor?

    /// A `.medium` indicator at `frame`'s origin, 20 × 20.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Style.medium.size))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// An indicator of `style`, sized for it.
    public convenience init(style: UIActivityIndicatorView.Style) {
        self.init(frame: .zero)
        self.style = style
        frame.size = style.size  // observers do not run in the class's own initializers
    }

    private func setUp() {
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    /// The style; `.medium` by default. Changing it resizes the indicator.
    open var style: UIActivityIndicatorView.Style = .medium {
        didSet {
            frame = CGRect(origin: frame.origin, size: style.size)
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour; when none is set, the style's (white for `.white`/`.whiteLarge`, grey otherwise).
    open var color: UIColor! {
        get {
            colorStorage ?? (style == .white || style == .whiteLarge ? UIColor.white : UIColor.gray)
        }
        set {
            colorStorage = newValue
            appearanceSetterCalled(.color) { $1.color = $0.colorStorage }
        }
    }

    /// Whether the indicator hides itself while stopped; `true` by default.
    open var hidesWhenStopped: Bool = true {
        didSet { if !isAnimatingStorage { isHidden = hidesWhenStopped } }
    }

    /// Whether it is animating.
    open var isAnimating: Bool { isAnimatingStorage }

    /// Starts animating, and shows the indicator.
    open func startAnimating() {
        isAnimatingStorage = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops animating; hides the indicator if ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimatingStorage = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { style.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

    override func drawLayerContent(in ctx: CGContext) {
        super.drawLayerContent(in: ctx)
        drawStandardLook(in: ctx)
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UIActivityIndicatorView {
        appearanceProxy(UIActivityIndicatorView(frame: .zero))
    }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIActivityIndicatorView
    { appearanceProxy(UIActivityIndicatorView(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UIActivityIndicatorView {
        appearanceProxy(UIActivityIndicatorView(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UIActivityIndicatorView
    { appearanceProxy(UIActivityIndicatorView(frame: .zero), containers: containerTypes, traits: trait) }
}
