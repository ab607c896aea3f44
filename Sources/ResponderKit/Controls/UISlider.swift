import Foundation

/// A slider — UIKit's `UISlider`: a thumb dragged along a track sets ``value`` between
/// ``minimumValue`` and ``maximumValue`` and sends `.valueChanged` (docs/Controls.md).
///
/// As in UIKit a touch must begin on the thumb (here: the thumb's rectangle grown by
/// ``thumbTouchSlop`` on every side — UIKit's own margin is not documented); a touch elsewhere on
/// the track does nothing. The thumb then follows the finger's movement, keeping the offset at
/// which it was grabbed, and the value moves in proportion across the track. With ``isContinuous``
/// (the default) every move that changes the value sends `.valueChanged`; otherwise one is sent at
/// touch-up if the value changed. Setting the value in code sends nothing.
///
/// Differences: a NaN value or bound is refused with an `invalidControlValue` diagnostic (UIKit
/// takes it); `setValue(_:animated:)` moves at once (`animated` is ignored).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The thumb's size (ResponderKit's choice, close to iOS's round thumb).
    public static let thumbSize = CGSize(width: 28, height: 28)
    /// The height of the track (iOS 13 and later draw a 4-point track).
    static let trackHeight: CGFloat = 4
    /// How far outside the thumb's rectangle a touch still grabs it.
    public static let thumbTouchSlop: CGFloat = 10
    /// The room between a value image and the track.
    static let valueImageSpacing: CGFloat = 8

    private var valueStorage: Float = 0
    private var minimumStorage: Float = 0
    private var maximumStorage: Float = 1
    /// Where the finger was, in the thumb's frame, when it grabbed it (x offset from the thumb's center).
    private var grabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0
    /// The thumb and track images per kind and state (UISlider+Images.swift).
    var stateImages: [SliderImageKind: [UInt: UIImage]] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Value and bounds

    /// The value, always within ``minimumValue``…``maximumValue``; 0 by default. Setting it clamps
    /// it and sends no event; NaN is refused (diagnostic, the value stays).
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the leading end; 0 by default. Raising it above ``maximumValue`` raises the
    /// maximum to match (UIKit); the value is clamped.
    open var minimumValue: Float {
        get { minimumStorage }
        set {
            guard !newValue.isNaN else { return reportInvalidValue("minimumValue NaN") }
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            valueStorage = clamped(valueStorage)
        }
    }

    /// The value at the trailing end; 1 by default. Lowering it below ``minimumValue`` lowers the
    /// minimum to match (UIKit); the value is clamped.
    open var maximumValue: Float {
        get { maximumStorage }
        set {
            guard !newValue.isNaN else { return reportInvalidValue("maximumValue NaN") }
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            valueStorage = clamped(valueStorage)
        }
    }

    /// Whether dragging sends `.valueChanged` on every change (`true`, the default) or once, when
    /// the finger lifts.
    open var isContinuous: Bool = true

    /// Sets the value (clamped) without sending an event. `animated` is ignored.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return reportInvalidValue("value NaN") }
        valueStorage = clamped(value)
    }

    private func clamped(_ value: Float) -> Float { min(max(value, minimumStorage), maximumStorage) }

    // MARK: Appearance (stored; the backend draws them)

    /// The colour of the track before the thumb; `nil` (the tint) by default.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            appearanceSetterCalled(.minimumTrackTintColor) { $1.minimumTrackTintColor = $0.minimumTrackTintColor }
        }
    }
    /// The colour of the track after the thumb; `nil` (system grey) by default.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            appearanceSetterCalled(.maximumTrackTintColor) { $1.maximumTrackTintColor = $0.maximumTrackTintColor }
        }
    }
    /// The colour of the thumb; `nil` (white) by default.
    open var thumbTintColor: UIColor? {
        didSet { appearanceSetterCalled(.thumbTintColor) { $1.thumbTintColor = $0.thumbTintColor } }
    }
    /// An image at the leading end, before the track; `nil` by default. It shortens the track.
    open var minimumValueImage: UIImage?
    /// An image at the trailing end, after the track; `nil` by default. It shortens the track.
    open var maximumValueImage: UIImage?

    // MARK: Geometry (override points, as in UIKit)

    /// The height UIKit gives a slider (31 points), no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 31) }

    /// The rectangle of the minimum value image: at the leading end, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else {
            return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle of the maximum value image: at the trailing end, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else {
            return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: the width between the value images (with 8 points of room each side of an image),
    /// 4 points high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX
        var maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - Self.valueImageSpacing }
        return CGRect(
            x: minX, y: bounds.midY - Self.trackHeight / 2, width: max(maxX - minX, 0), height: Self.trackHeight)
    }

    /// The thumb for `value`: its ends touch the track's ends at the minimum and maximum, and it
    /// moves in proportion between; centred on the track vertically.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbDrawnSize
        let x = rect.minX + (rect.width - size.width) * CGFloat(fraction(of: value))
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `value` lies between the bounds, 0…1 (0 when they are equal).
    private func fraction(of value: Float) -> Float {
        let span = maximumStorage - minimumStorage
        guard span > 0, span.isFinite else { return 0 }
        return min(max((value - minimumStorage) / span, 0), 1)
    }

    /// The value whose thumb is centred at `x`.
    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - thumbDrawnSize.width
        guard travel > 0 else { return valueStorage }
        let fraction = min(max((x - track.minX - thumbDrawnSize.width / 2) / travel, 0), 1)
        return minimumStorage + Float(fraction) * (maximumStorage - minimumStorage)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let bounds = self.bounds
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
        let location = touch.location(in: self)
        guard isOnThumb(location) else { return false }
        grabOffset = location.x - thumb.midX
        valueAtTrackingStart = valueStorage
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = clamped(value(forThumbCenterX: touch.location(in: self).x - grabOffset))
        if newValue != valueStorage {
            valueStorage = newValue
            if isContinuous { dispatchActions(for: .valueChanged, event: event) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous, valueStorage != valueAtTrackingStart {
            dispatchActions(for: .valueChanged, event: event)
        }
    }

    /// A drag or tap on the thumb is the slider's, not an ancestor's pan or single tap (UIKit: "a single
    /// finger swipe occurs on the knob of a UISlider object, in a direction parallel to the slider" calls
    /// the slider's action) — so a slider in a scroll view moves its thumb. Elsewhere the ancestor may
    /// take the touch (a scroll view scrolls).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.viewStorage !== self, isTracking || isOnThumb(gestureRecognizer.location(in: self)) {
            if let tap = gestureRecognizer as? UITapGestureRecognizer,
               tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { return false }
            if gestureRecognizer is UIPanGestureRecognizer { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether `point` (in the slider) grabs the thumb: its rectangle grown by ``thumbTouchSlop``.
    private func isOnThumb(_ point: CGPoint) -> Bool {
        let bounds = self.bounds
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
        return thumb.insetBy(dx: -Self.thumbTouchSlop, dy: -Self.thumbTouchSlop).contains(point)
    }

    override func drawLayerContent(in ctx: CGContext) {
        super.drawLayerContent(in: ctx)
        drawStandardLook(in: ctx)
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UISlider { appearanceProxy(UISlider(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UISlider { appearanceProxy(UISlider(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UISlider {
        appearanceProxy(UISlider(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UISlider { appearanceProxy(UISlider(frame: .zero), containers: containerTypes, traits: trait) }
}
