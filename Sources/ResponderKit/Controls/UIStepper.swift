import Foundation

/// A stepper — UIKit's `UIStepper`: a − half (leading) and a + half (trailing) that decrement and
/// increment ``value`` by ``stepValue`` within ``minimumValue``…``maximumValue``, sending
/// `.valueChanged` (docs/Controls.md).
///
/// The value steps as the finger touches down on a half. With ``autorepeat`` (the default), holding
/// the finger there steps again after 0.5 s and then every 0.1 s, timed by the frame clock
/// (`RawInput.timePassed` and input timestamps), until the finger lifts, leaves the half, or the value
/// reaches a bound. UIKit documents only that the rate "depends on how long the user continues
/// pressing"; these intervals are ResponderKit's choice and do not accelerate. At a bound the half
/// that would pass it does nothing (unless ``wraps``). With ``isContinuous`` `false` one
/// `.valueChanged` is sent when the finger lifts, if the value changed.
///
/// Differences: a `stepValue` of 0 or less and NaN values are refused with an
/// `invalidControlValue` diagnostic and the old value is kept (UIKit raises
/// `NSInvalidArgumentException`); the stepper is always 94 × 32 points, as in UIKit.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// UIKit's size of a stepper.
    public static let size = CGSize(width: 94, height: 32)
    /// How long a finger rests on a half before the first repeat.
    public static let autorepeatDelay: TimeInterval = 0.5
    /// The time between repeats after the first.
    public static let autorepeatInterval: TimeInterval = 0.1

    private var valueStorage: Double = 0
    private var minimumStorage: Double = 0
    private var maximumStorage: Double = 100
    private var stepStorage: Double = 1

    /// The half being pressed: +1 for the + half, -1 for the − half, 0 when none.
    var pressedDirection = 0
    private var holdStart: TimeInterval = 0
    private var repeatsDone = 0
    private var repeatGeneration = 0
    private var valueAtTrackingStart: Double = 0
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]

    /// A stepper, 94 × 32 points as in UIKit whatever the frame's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UIStepper.size
    }

    /// 94 × 32 points, as UIKit's, so Auto Layout and stack views size it.
    open override var intrinsicContentSize: CGSize { UIStepper.size }

    // MARK: Value and its range

    /// The value; 0 by default, clamped to the range. Setting it sends nothing; NaN is refused.
    open var value: Double {
        get { valueStorage }
        set {
            guard !newValue.isNaN else { return reportInvalidValue("value NaN") }
            valueStorage = min(max(newValue, minimumStorage), maximumStorage)
        }
    }

    /// The lowest value; 0 by default. Setting it above ``maximumValue`` sets both to the new value
    /// (UIKit).
    open var minimumValue: Double {
        get { minimumStorage }
        set {
            guard !newValue.isNaN else { return reportInvalidValue("minimumValue NaN") }
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            valueStorage = min(max(valueStorage, minimumStorage), maximumStorage)
        }
    }

    /// The highest value; 100 by default. Setting it below ``minimumValue`` sets both to the
    /// minimum (UIKit: "both values are set to" the larger).
    open var maximumValue: Double {
        get { maximumStorage }
        set {
            guard !newValue.isNaN else { return reportInvalidValue("maximumValue NaN") }
            maximumStorage = max(newValue, minimumStorage)
            valueStorage = min(max(valueStorage, minimumStorage), maximumStorage)
        }
    }

    /// The amount of one step; 1 by default. 0, negative or NaN is refused (UIKit raises):
    /// a diagnostic, and the old step stays.
    open var stepValue: Double {
        get { stepStorage }
        set {
            guard newValue > 0, newValue.isFinite else {
                return reportInvalidValue("stepValue \(newValue) must be greater than 0")
            }
            stepStorage = newValue
        }
    }

    /// Whether stepping past a bound goes round to the other one; `false` by default.
    open var wraps: Bool = false
    /// Whether holding a half repeats the step; `true` by default.
    open var autorepeat: Bool = true
    /// Whether `.valueChanged` is sent on every step (`true`, the default) or once when the finger
    /// lifts.
    open var isContinuous: Bool = true

    // MARK: Images (stored; the backend draws − and +)

    /// Sets the image of the + half for `state`.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
    }
    /// The image of the + half for `state`, or the `.normal` one.
    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state.rawValue] ?? incrementImages[UIControl.State.normal.rawValue]
    }
    /// Sets the image of the − half for `state`.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
    }
    /// The image of the − half for `state`, or the `.normal` one.
    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state.rawValue] ?? decrementImages[UIControl.State.normal.rawValue]
    }

    // MARK: Halves

    /// Whether the − half can step now: not at the minimum, unless the stepper wraps.
    public var canDecrement: Bool { isEnabled && (wraps || valueStorage > minimumStorage) }
    /// Whether the + half can step now: not at the maximum, unless the stepper wraps.
    public var canIncrement: Bool { isEnabled && (wraps || valueStorage < maximumStorage) }

    override func drawLayerContent(in ctx: CGContext) {
        super.drawLayerContent(in: ctx)
        drawStandardLook(in: ctx)
    }

    /// The − half (leading) and the + half (trailing) of the bounds.
    func halfRect(_ direction: Int) -> CGRect {
        let half = bounds.width / 2
        return CGRect(
            x: direction < 0 ? bounds.minX : bounds.minX + half, y: bounds.minY, width: half, height: bounds.height)
    }

    /// The step in `direction`, wrapping or holding at a bound. Returns whether the value changed.
    @discardableResult
    private func step(_ direction: Int) -> Bool {
        let old = valueStorage
        var new = old + Double(direction) * stepStorage
        if new > maximumStorage { new = wraps ? minimumStorage : maximumStorage }
        if new < minimumStorage { new = wraps ? maximumStorage : minimumStorage }
        guard new != old else { return false }
        valueStorage = new
        return true
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard direction < 0 ? canDecrement : canIncrement else { return false }
        pressedDirection = direction
        valueAtTrackingStart = valueStorage
        holdStart = touch.timestamp
        repeatsDone = 0
        return true
    }

    /// The first step comes right after `.touchDown` has been sent, as the finger lands.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesBegan(touches, with: event)
        guard !wasTracking, isTracking, pressedDirection != 0 else { return }
        if step(pressedDirection), isContinuous { dispatchActions(for: .valueChanged, event: event) }
        if autorepeat, isTracking { scheduleRepeat() }
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // Leaving the pressed half stops the repeats for this touch.
        if pressedDirection != 0, !halfRect(pressedDirection).contains(touch.location(in: self)) {
            stopRepeating()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        stopRepeating()
        if !isContinuous, valueStorage != valueAtTrackingStart { dispatchActions(for: .valueChanged, event: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        stopRepeating()
    }

    private func stopRepeating() {
        pressedDirection = 0
        repeatGeneration &+= 1
    }

    /// How many repeats are due `elapsed` seconds after the finger came down.
    static func repeatsDue(after elapsed: TimeInterval) -> Int {
        let elapsed = elapsed + 1e-6  // timestamps that add up to a repeat's time, less rounding
        guard elapsed >= autorepeatDelay else { return 0 }
        return 1 + Int(((elapsed - autorepeatDelay) / autorepeatInterval).rounded(.down))
    }

    /// Checks on every tick of the frame clock, catching up with every repeat due by then.
    private func scheduleRepeat() {
        let generation = repeatGeneration
        UIApplication.current.frameClockTasks.schedule(after: 0) { [weak self] in
            guard let self, self.repeatGeneration == generation, self.isTracking, self.pressedDirection != 0 else {
                return
            }
            let due = Self.repeatsDue(after: UIApplication.current.frameClockTasks.time - self.holdStart)
            while self.repeatsDone < due {
                self.repeatsDone += 1
                let direction = self.pressedDirection
                guard direction < 0 ? self.canDecrement : self.canIncrement, self.step(direction) else {
                    self.stopRepeating()
                    return
                }
                if self.isContinuous { self.dispatchActions(for: .valueChanged, event: nil) }
                // An action may have ended the tracking or changed the stepper.
                guard self.repeatGeneration == generation, self.isTracking else { return }
            }
            self.scheduleRepeat()
        }
    }

    /// A stepper's press wins over an ancestor's single tap and pan, as a switch's does.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.viewStorage !== self, isTracking {
            if let tap = gestureRecognizer as? UITapGestureRecognizer,
               tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { return false }
            if gestureRecognizer is UIPanGestureRecognizer { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
