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
