import Foundation

/// What an animation tells its delegate — Core Animation's `CAAnimationDelegate`. Both are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time came).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is `true` when it ran its full time, `false` when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's explicit animations — `CAAnimation`: timing (``CAMediaTiming``), a
/// timing function, a delegate and whether it leaves the layer when it ends.
///
/// `layer.add(_:forKey:)` adds a copy, as Core Animation does, so an animation object can be changed
/// and added again. Animations run on the frame clock (`CACurrentMediaTime()`); a layer's
/// `presentation()` shows their values and the model keeps its own (hit-testing reads the model, as
/// in UIKit). The delegate is held strongly until the animation stops, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, @preconcurrency NSCopying {
    open var beginTime: CFTimeInterval = 0
    /// One run's length; 0 (the default) takes the transaction's duration (0.25 s) when added.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// How many runs (fractions allowed; `.infinity` for ever); 0 means one.
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves the layer when it ends; `true` by default.
    open var isRemovedOnCompletion = true
    /// Kept: rendering is not rate-limited here.
    open var preferredFrameRateRange = CAFrameRateRange.default

    public required override init() {
        super.init()
    }

    /// Core Animation's default for `key` (the properties' documented defaults).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "isRemovedOnCompletion", "removedOnCompletion": return true
        default: return nil
        }
    }

    /// A copy with the same properties (the delegate is shared).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        return copy
    }

    /// Copies `other`'s properties into this animation; subclasses add theirs and call `super`.
    open func copyProperties(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        preferredFrameRateRange = other.preferredFrameRateRange
    }

    /// The values this animation gives the layer at its local time `t` (seconds into it, after speed
    /// and offset), as key path and value pairs. Subclasses supply them.
    func values(at t: CFTimeInterval, progress: Double, on layer: CALayer) -> [(String, LayerValue)] { [] }

    /// A ResponderKit addition for the timing engine: one run's length once added (never 0).
    var effectiveDuration: CFTimeInterval { duration > 0 && duration.isFinite ? duration : 0.25 }
}

/// An animation of one key path of the layer — Core Animation's `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The layer property animated: `"opacity"`, `"position"`, `"position.x"`, `"transform.rotation.z"`,
    /// `"strokeEnd"`, … (LayerKeyPaths.swift lists them).
    open var keyPath: String?
    /// Whether the values are added to the model's value rather than replacing it.
    open var isAdditive = false
    /// Whether each repeat builds on the end of the last.
    open var isCumulative = false

    public required init() {
        super.init()
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }
}

/// An animation between two values — Core Animation's `CABasicAnimation`. With both `fromValue` and
/// `toValue` it runs between them; with one of them, between it and the model value; `byValue` adds
/// to the start; with none, from the presentation value to the model value.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() {
        super.init()
    }

    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func values(at t: CFTimeInterval, progress: Double, on layer: CALayer) -> [(String, LayerValue)] {
        guard let keyPath, let model = LayerKeyPaths.value(of: layer, at: keyPath) else { return [] }
        let from = fromValue.flatMap { LayerValue($0) }, to = toValue.flatMap { LayerValue($0) }
        let by = byValue.flatMap { LayerValue($0) }
        let start: LayerValue, end: LayerValue
        switch (from, to, by) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, from.adding(by))
        case let (nil, to?, by?): (start, end) = (to.adding(by.scaled(-1)), to)
        case let (from?, nil, nil): (start, end) = (from, model)
        case let (nil, to?, nil): (start, end) = (model, to)
        case let (nil, nil, by?): (start, end) = (model, model.adding(by))
        default: (start, end) = (model, model)
        }
        return [(keyPath, finish(start.interpolated(to: end, progress), model: model))]
    }

    func finish(_ value: LayerValue, model: LayerValue) -> LayerValue {
        isAdditive ? model.adding(value) : value
    }
}

/// A spring — Core Animation's `CASpringAnimation`: a damped harmonic oscillator of `mass`,
/// `stiffness` and `damping`, starting with `initialVelocity` (in units of the whole change per
/// second). Its progress follows the spring's time in seconds, not the duration; `settlingDuration`
/// is the time the spring needs to come within 0.1 % of its end and stay.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Whether the spring may overshoot its end; kept (`true`).
    open var allowsOverdamping = false

    public required init() {
        super.init()
    }

    /// A spring that settles in about `perceptualDuration` with `bounce` (0 none, up to 1), as iOS 17's.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let response = max(perceptualDuration, 0.01)
        stiffness = pow(2 * .pi / response, 2) * mass
        let fraction = 1 - min(max(bounce, -1), 1)
        damping = 4 * .pi * fraction * mass / response
        duration = settlingDuration
    }

    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    /// How long the spring takes to settle within 0.1 % of its end.
    open var settlingDuration: CFTimeInterval {
        var last: CFTimeInterval = 0
        var t: CFTimeInterval = 0
        while t < 60 {
            if abs(springProgress(at: t) - 1) > 0.001 { last = t }
            t += 1.0 / 120
        }
        return last + 1.0 / 120
    }

    /// The spring's position (0 start, 1 end) `t` seconds in.
    func springProgress(at t: CFTimeInterval) -> Double {
        let m = Double(max(mass, 1e-6)), k = Double(max(stiffness, 1e-6)), c = Double(max(damping, 0))
        let omega = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let x0 = -1.0, v0 = Double(initialVelocity)
        let x: Double
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * omega * t) * (x0 * cos(wd * t) + (v0 + zeta * omega * x0) / wd * sin(wd * t))
        } else {
            x = exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
        }
        return 1 + x
    }

    override func values(at t: CFTimeInterval, progress: Double, on layer: CALayer) -> [(String, LayerValue)] {
        super.values(at: t, progress: springProgress(at: t), on: layer)
    }
}
