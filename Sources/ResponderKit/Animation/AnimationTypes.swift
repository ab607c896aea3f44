import Foundation

extension UIView {
    /// How a block animation runs — UIKit's `UIView.AnimationOptions`, with its raw values.
    ///
    /// ResponderKit honours the curve bits, `repeat`, `autoreverse`, `beginFromCurrentState`,
    /// `allowUserInteraction`, `layoutSubviews`, `showHideTransitionViews` and
    /// `overrideInheritedDuration`. The
    /// transition bits (flips, curls, cross-dissolve) are kept but draw nothing of their own: the
    /// SDL backend has no snapshots to flip, so a transition shows its end state when it ends
    /// (docs/Differences-from-UIKit.md, "Animations").
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so that they are animated along with their parent (the
        /// views the block changed run `layoutIfNeeded()` before the block's recording ends).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the views while they animate (off by default: an animating view and its
        /// subtree are skipped by hit-testing).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what the screen shows (the presentation value) of an in-flight animation of the
        /// same property, instead of from its target.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (the completion is never called unless the animation is removed).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after each forward run (meant with `repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration, not the enclosing animation's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this animation's curve, not the enclosing animation's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content while animating (kept; nothing to redraw here).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore the enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow, faster, slow — the default curve: Bézier (0.42, 0), (0.58, 1).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow, then faster: (0.42, 0), (1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Fast, then slower: (0, 0), (0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the two curve bits name.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut }
    }

    /// How a keyframe animation runs — UIKit's `UIView.KeyframeAnimationOptions` (raw values as
    /// UIKit's). The calculation modes are kept; keyframes are interpolated linearly in their
    /// window (`calculationModeLinear`, the default) whatever the mode.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}

/// Where an animator's animation is in its life — UIKit's `UIViewAnimatingState`.
///
/// ```
///   inactive ──start/pause/fractionComplete──▶ active ──stopAnimation(false)──▶ stopped
///      ▲                                         │  │                              │
///      └────────── reaches its end ──────────────┘  └─stopAnimation(true)─┐   finishAnimation(at:)
///      ▲                                                                  │        │
///      └──────────────────────────────────────────────────────────────────┴────────┘
/// ```
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or over: its animations are not applied.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped with `stopAnimation(false)`: waits for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended — UIKit's `UIViewAnimatingPosition`, given to completions.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// Which kind of timing a `UITimingCurveProvider` gives — UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// A timing curve for a property animator — UIKit's `UITimingCurveProvider`. ResponderKit reads
/// the cubic and spring parameters of the two classes below; a provider of another class runs as
/// ease-in-out.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) — UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, when made from one (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The ease-in-out curve.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = TimingCurve.controlPoints(of: curve)
        controlPoint1 = points.0
        controlPoint2 = points.1
    }

    /// A custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    var timingCurve: TimingCurve { .bezier(controlPoint1, controlPoint2) }
}

/// A damped spring — UIKit's `UISpringTimingParameters`. `dampingRatio` 1 settles without
/// overshoot, less oscillates; `initialVelocity` is in units of the whole distance per second
/// (a velocity of 1 covers the distance in a second), as UIKit's. The spring is scaled to end at the
/// animation's duration (mass, stiffness and damping are converted to a damping ratio).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector
    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// A critically damped spring (UIKit's default has a damping ratio near 1).
    public override convenience init() { self.init(dampingRatio: 1) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// A spring from physical constants: its damping ratio is `damping / (2·√(stiffness·mass))`.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (max(stiffness, 0) * max(mass, 0)).squareRoot()
        self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
    }

    var timingCurve: TimingCurve { .spring(damping: dampingRatio, velocity: initialVelocity.dx) }
}
