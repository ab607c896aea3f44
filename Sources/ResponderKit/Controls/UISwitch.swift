import Foundation

/// An on/off switch — UIKit's `UISwitch`: a tap flips ``isOn`` and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on; `false` by default. Setting it sends nothing.
    open var isOn: Bool = false

    /// The track's colour when on; `nil` (the system green) by default.
    open var onTintColor: UIColor? {
        didSet { appearanceSetterCalled(.onTintColor) { $1.onTintColor = $0.onTintColor } }
    }

    /// The knob's colour; `nil` (white) by default.
    open var thumbTintColor: UIColor? {
        didSet { appearanceSetterCalled(.thumbTintColor) { $1.thumbTintColor = $0.thumbTintColor } }
    }

    /// A switch, 51 × 31 points as in UIKit whatever the frame's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = CGSize(width: 51, height: 31)
    }

    /// 51 × 31 points, as UIKit's, so Auto Layout and stack views size it.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }

    /// Sets the state without sending `.valueChanged` (animation is out of scope).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        isOn.toggle()
        dispatchActions(for: .valueChanged, event: event)
    }

    /// B122: a switch's tap and pan win over an ancestor's single-finger tap and pan recognizers.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.viewStorage !== self {
            if let tap = gestureRecognizer as? UITapGestureRecognizer,
               tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { return false }
            if let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.numberOfTouches <= 1 { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func drawLayerContent(in ctx: CGContext) {
        super.drawLayerContent(in: ctx)
        drawStandardLook(in: ctx)
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UISwitch { appearanceProxy(UISwitch(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UISwitch { appearanceProxy(UISwitch(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UISwitch {
        appearanceProxy(UISwitch(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UISwitch { appearanceProxy(UISwitch(frame: .zero), containers: containerTypes, traits: trait) }
}
