import Foundation

/// UIKit's block-based view animations: `UIView.animate`, springs, keyframes, transitions.
///
/// As in UIKit, the block's changes set the model at once — `frame`, `center`, hit-testing and layout
/// see the new values immediately — and what the screen shows (`layer.presentation()`, the SDL
/// window) moves from the old value to the new one on the frame clock (``ViewAnimator``):
///
/// ```
///   UIView.animate(withDuration: 0.3) { v.center = p }   // v.center == p now
///   ─ tick ─ tick ─ … ─ tick (≥ 0.3 s after the first) ── completion(true)
///     presentation moves along the curve (ease-in-out by default)
/// ```
///
/// While it animates, a view (and its subtree) takes no touches unless the animation was started
/// with `.allowUserInteraction` (UIKit's default). Where it differs from UIKit: nested blocks start
/// groups of their own (they inherit the outer duration, not its curve or timing); the transition
/// styles draw nothing of their own; a re-animated property without `.beginFromCurrentState` starts
/// from the old target (the model value), with it from what shows (docs/Animations.md).
extension UIView {
    // MARK: Switches

    /// Whether animation blocks animate (`true` by default); when `false` their changes apply at once.
    public class var areAnimationsEnabled: Bool { ViewAnimator.animationsEnabled }

    /// Turns animations on or off for the blocks that follow.
    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimator.animationsEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = ViewAnimator.recording
        ViewAnimator.recording = nil
        defer { ViewAnimator.recording = saved }
        actionsWithoutAnimation()
    }

    /// The duration of the animation block being recorded; 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimator.recording?.duration ?? 0 }

    // MARK: Animating

    /// Animates the changes `animations` makes over `duration` seconds with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        run(
            duration: duration, delay: 0, options: [], curve: TimingCurve(.easeInOut), animations: animations,
            completion: nil)
    }

    /// Animates and then calls `completion` with whether the animations ran to their end.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(
            duration: duration, delay: 0, options: [], curve: TimingCurve(.easeInOut), animations: animations,
            completion: completion)
    }

    /// Animates after `delay` seconds, with `options` (curve, repeat, interaction…).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(
            duration: duration, delay: delay, options: options, curve: TimingCurve(options.curve),
            animations: animations, completion: completion)
    }

    /// Animates with a spring: `dampingRatio` 1 settles without overshoot, less oscillates;
    /// `velocity` is the initial speed in distances per second.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(
            duration: duration, delay: delay, options: options,
            curve: .spring(damping: dampingRatio, velocity: velocity),
            animations: animations, completion: completion)
    }

    /// A keyframe animation: `animations` calls ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// for each step; the steps run linearly inside their share of `duration`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let common = UIView.AnimationOptions(rawValue: options.rawValue & 0x3FF)
        run(
            duration: duration, delay: delay, options: common, curve: .linear, animations: animations,
            completion: completion)
    }

    /// One step of a keyframe animation: its changes run from `frameStartTime` for `frameDuration`,
    /// both shares (0…1) of the whole animation. Outside a keyframe animation it just runs the block.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let saved = ViewAnimator.recording else { animations(); return }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 1 - start
        ViewAnimator.recording?.windowStart = start
        ViewAnimator.recording?.windowLength = length
        animations()
        ViewAnimator.recording = saved
    }

    /// A transition of `view`'s content: `animations` runs at once (not animated) and `view` counts as
    /// animating for `duration` — touches skip it unless `.allowUserInteraction` — then `completion`.
    /// The flip, curl and dissolve styles are not drawn.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: 0, options: options, curve: TimingCurve(options.curve), animations: {
            ViewAnimator.hold(view)
            UIView.performWithoutAnimation { animations?() }
        }, completion: completion)
    }

    /// Replaces `fromView` with `toView`: `toView` goes into `fromView`'s superview (above it) and
    /// `fromView` is removed — or, with `.showHideTransitionViews`, `fromView` is hidden and `toView`
    /// shown. The superview counts as animating for `duration`, then `completion`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        run(duration: duration, delay: 0, options: options, curve: TimingCurve(options.curve), animations: {
            UIView.performWithoutAnimation {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                        if let container, toView.superview !== container {
                            container.insertSubview(toView, aboveSubview: fromView)
                        }
                    fromView.removeFromSuperview()
                }
            }
            ViewAnimator.hold(container ?? toView)
        }, completion: completion)
    }

    // MARK: Running a block

    private class func run(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, curve: TimingCurve,
                           animations: () -> Void, completion: ((Bool) -> Void)?) {
        var duration = ViewAnimator.sanitized(duration, "duration")
        let delay = ViewAnimator.sanitized(delay, "delay")
        // A block inside a block takes the outer one's duration, as UIKit's, unless told not to.
        if let outer = ViewAnimator.recording, !options.contains(.overrideInheritedDuration) {
            duration = outer.duration
        }
        let animator = UIApplication.current.viewAnimator
        let group = animator.addGroup(
            delay: delay, duration: duration, curve: curve, options: options, completion: completion)
        guard ViewAnimator.animationsEnabled, duration > 0 else {
            // Not animated: the changes apply at once; the completion comes on the next tick.
            performWithoutAnimation(animations)
            return
        }
        let saved = ViewAnimator.recording
        ViewAnimator.recording = ViewAnimator.Recording(
            group: group, groupID: animator.groups[group].id,
            beginFromCurrentState: options.contains(.beginFromCurrentState),
            blocksTouches: !options.contains(.allowUserInteraction), duration: duration)
        let firstTrack = animator.tracks.count
        animations()
        if options.contains(.layoutSubviews) {
            // "Lay out subviews at commit time so that they are animated along with their parent":
            // the views this block changed lay out now, still recording.
            var laidOut = Set<ObjectIdentifier>()
            for index in firstTrack..<animator.tracks.count where animator.tracks[index].group >= 0 {
                let view = animator.tracks[index].view
                if laidOut.insert(ObjectIdentifier(view)).inserted { view.layoutIfNeeded() }
            }
        }
        ViewAnimator.recording = saved
    }

    /// Hit-testing skips this view (and its subtree) while `blocks`.
    func setAnimationBlocksTouches(_ blocks: Bool) {
        guard animationBlocksTouches != blocks else { return }
        animationBlocksTouches = blocks
        switchesChanged()
    }
}

extension ViewAnimator {
    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled = true

    /// A duration or delay that is NaN, infinite or negative is 0, with a diagnostic.
    static func sanitized(_ time: TimeInterval, _ name: String) -> TimeInterval {
        if time.isFinite && time >= 0 { return time }
        UIApplication.current.report(.init(kind: .invalidAnimationTiming, resolution: .repaired,
                                           message: "an animation's \(name) of \(time) s was taken as 0"))
        return 0
    }

    /// Inside a block: `view` counts as animating for the block's duration (a transition).
    static func hold(_ view: UIView) {
        guard let recording else { return }
        UIApplication.current.viewAnimator.addTrack(
            view, .hold, from: AnimatedValue(repeating: 0), to: AnimatedValue(repeating: 0),
                                                    recording: recording, leads: true, blocks: recording.blocksTouches)
    }

    /// The model value of `property` of `view` changed from `old`. Inside a block it becomes a track
    /// (or updates this block's track of it); outside, a running track of it is retargeted to the new
    /// value, which then shows at once (a change made without animation is not animated).
    func propertyChanged(_ view: UIView, _ property: AnimatedProperty, from old: AnimatedValue) {
        let new = view.modelValue(of: property)
        let state = view.animationStateStorage
        let slot = state.map { Int($0.slots[property.rawValue]) } ?? -1
        guard var recording = ViewAnimator.recording else {
            if slot >= 0, let state, tracks[slot].to != new {
                tracks[slot].from = new
                tracks[slot].to = new
                state.presented[property.rawValue] = new
            }
            return
        }
        if recording.group >= groups.count || groups[recording.group].id != recording.groupID {
            guard let moved = groupIndex(of: recording.groupID) else { return }
            recording.group = moved
            ViewAnimator.recording?.group = moved
        }
        var from = old
        var leads = true
        if slot >= 0, let state {
            let track = tracks[slot]
            if Int(track.group) == recording.group {
                if track.windowStart == recording.windowStart && track.windowLength == recording.windowLength {
                    tracks[slot].to = new
                    return
                }
                from = track.to
                leads = false
            } else {
                if recording.beginFromCurrentState { from = state.presented[property.rawValue] }
                kill(slot)
            }
        } else if old == new {
            return
        }
        addTrack(
            view, property, from: from, to: new, recording: recording, leads: leads, blocks: recording.blocksTouches)
    }
}
