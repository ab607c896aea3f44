import Foundation

/// An animation that can be driven — UIKit's `UIViewPropertyAnimator`: started, paused, scrubbed with
/// `fractionComplete` (a pan gesture's handler), reversed, continued, stopped and finished.
///
/// ```
///   let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.center.y = 100 }
///   animator.pauseAnimation()                         // .active, not running; the block has run
///   animator.fractionComplete = translation / 300     // the card shows 0…100 % of the way
///   animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
///   animator.addCompletion { position in … }          // .end (or .start when reversed)
/// ```
///
/// The animation blocks run when the animator first becomes active (start, pause, or a
/// `fractionComplete` set), recording tracks on the frame clock exactly as `UIView.animate` does,
/// starting from what shows. Touches reach its views while it runs unless `isUserInteractionEnabled`
/// is `false` (`true` by default, unlike a block animation). Where it differs from UIKit: a change
/// of timing when continuing or reversing jumps to the new curve instead of blending; calls UIKit
/// rejects with an exception (finishing an animator that is not stopped, starting a stopped one,
/// stopping a non-interruptible one) are ignored; `isManualHitTestingEnabled` is kept, not used.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing: a cubic curve or a spring.
    public let timingParameters: (any UITimingCurveProvider)?
    /// The duration, in seconds.
    public let duration: TimeInterval
    /// The delay `startAnimation(afterDelay:)` was given.
    public private(set) var delay: TimeInterval = 0
    /// Whether touches reach the animated views while it runs; `true` by default.
    open var isUserInteractionEnabled = true
    /// Whether the app hit-tests the animated views itself (kept, not used).
    open var isManualHitTestingEnabled = false
    /// Whether it can be paused and stopped; `true` by default.
    open var isInterruptible = true
    /// Whether a paused animator's `fractionComplete` maps linearly to the change shown (`true` by
    /// default); otherwise through the curve.
    open var scrubsLinearly = true
    /// Whether reaching the end leaves it active and paused, with no completion; `false` by default.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false

    private var curve: TimingCurve
    private var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var groupID: UInt64?
    /// A stopped animator's tracks' ends, for `finishAnimation(at:)`.
    private var stoppedEnds: [(view: UIView, property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue)] = []
    private var pausedFraction: CGFloat = 0

    // MARK: Making one

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = ViewAnimator.sanitized(duration, "duration")
        timingParameters = parameters
        if let spring = parameters.springTimingParameters {
            curve = spring.timingCurve
        } else if let cubic = parameters.cubicTimingParameters {
            curve = cubic.timingCurve
        } else {
            curve = TimingCurve(.easeInOut)
        }
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running: UIKit's replacement for `UIView.animate`. Touches reach its
    /// views only with `.allowUserInteraction` in `options`, as for a block animation.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: ViewAnimator.sanitized(delay, "delay"))
        return animator
    }

    // MARK: Animations and completions

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds a block; on a running animator it animates over what remains, starting `delayFactor`
    /// (0…1) of the remaining time later.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        guard state == .active, let id = groupID else { pending.append((animation, factor)); return }
        record(animation, delayFactor: factor, in: id)
    }

    /// Adds a completion, called with where the animation ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped: return
        case .inactive:
            self.delay = ViewAnimator.sanitized(delay, "delay")
            activate(paused: false)
        case .active:
            resume(curve: nil, durationFactor: nil)
        }
        isRunning = true
    }

    open func pauseAnimation() {
        guard isInterruptible else { return }
        switch state {
        case .stopped: return
        case .inactive: activate(paused: true)
        case .active:
            guard let id = groupID, let g = viewAnimator.groupIndex(of: id) else { return }
            viewAnimator.groups[g].paused = true
            viewAnimator.groups[g].scrubsLinearly = scrubsLinearly
            viewAnimator.setFraction(viewAnimator.groups[g].fraction, of: id)
        }
        isRunning = false
    }

    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        guard state == .active else { return }
        var newCurve: TimingCurve?
        if let spring = parameters?.springTimingParameters { newCurve = spring.timingCurve }
        if let cubic = parameters?.cubicTimingParameters { newCurve = cubic.timingCurve }
        resume(
            curve: newCurve, durationFactor: durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1)
        isRunning = true
    }

    /// The share of the animation done, 0…1. Settable while paused (an inactive animator becomes
    /// active and paused first); ignored while running.
    open var fractionComplete: CGFloat {
        get {
            guard let id = groupID, let g = viewAnimator.groupIndex(of: id) else { return pausedFraction }
            return CGFloat(viewAnimator.groups[g].fraction)
        }
        set {
            guard newValue.isFinite else { return }
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning, let id = groupID else { return }
            pausedFraction = min(max(newValue, 0), 1)
            viewAnimator.setFraction(Double(pausedFraction), of: id)
        }
    }

    /// Whether it runs towards its start. Setting it on a running animator turns it around where it is.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, let id = groupID, let g = viewAnimator.groupIndex(of: id) else { return }
            viewAnimator.groups[g].reversed = isReversed
            if isRunning { resume(curve: nil, durationFactor: nil) }
        }
    }

    // MARK: Stopping

    /// Stops where it is: the views keep what shows. With `withoutFinishing` it becomes inactive and
    /// no completion runs; otherwise it is `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, isInterruptible, let id = groupID else { return }
        stoppedEnds = viewAnimator.tracks.compactMap { track in
            guard track.group >= 0, viewAnimator.groups[Int(track.group)].id == id, track.property != .hold else {
                return nil
            }
            return (track.view, track.property, track.from, track.to)
        }
        viewAnimator.finish(groupID: id, at: .current)
        groupID = nil
        isRunning = false
        if withoutFinishing {
            state = .inactive
            stoppedEnds = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the views take their end, start or current values; completions run.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        let ends = stoppedEnds
        stoppedEnds = []
        UIView.performWithoutAnimation {
            for end in ends where finalPosition != .current {
                end.view.setModelValue(finalPosition == .end ? end.to : end.from, of: end.property)
            }
        }
        complete(at: finalPosition)
    }

    // MARK: The frame clock's side

    /// The group reached its end (called by ``ViewAnimator`` after a tick, the group paused there).
    func animationReachedEnd() {
        guard let id = groupID else { return }
        isRunning = false
        if pausesOnCompletion { return }
        viewAnimator.finish(groupID: id, at: isReversed ? .start : .end)
        groupID = nil
        complete(at: isReversed ? .start : .end)
    }

    private var viewAnimator: ViewAnimator { UIApplication.current.viewAnimator }

    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let due = completions
        completions = []
        for completion in due { completion(position) }
    }

    private func activate(paused: Bool) {
        let g = viewAnimator.addGroup(
            delay: delay, duration: duration, curve: curve, options: [], completion: nil, animator: self)
        let id = viewAnimator.groups[g].id
        viewAnimator.groups[g].paused = paused
        viewAnimator.groups[g].scrubsLinearly = scrubsLinearly
        viewAnimator.groups[g].reversed = isReversed
        viewAnimator.groups[g].base = isReversed ? 1 : 0
        viewAnimator.groups[g].fraction = isReversed ? 1 : 0
        groupID = id
        state = .active
        let blocks = pending
        pending = []
        for block in blocks { record(block.block, delayFactor: block.delayFactor, in: id) }
    }

    private func record(_ block: () -> Void, delayFactor: CGFloat, in id: UInt64) {
        guard let g = viewAnimator.groupIndex(of: id) else { block(); return }
        let done = viewAnimator.groups[g].eased
        let start = done + Double(delayFactor) * (1 - done)
        let saved = ViewAnimator.recording
        ViewAnimator.recording = ViewAnimator.Recording(group: g, groupID: id, beginFromCurrentState: true,
                                                        blocksTouches: !isUserInteractionEnabled,
                                                        windowStart: start, windowLength: 1 - start, duration: duration)
        block()
        ViewAnimator.recording = saved
    }

    /// Runs on from where it is, counting from now (`CACurrentMediaTime()`).
    private func resume(curve newCurve: TimingCurve?, durationFactor: Double?) {
        guard let id = groupID, let g = viewAnimator.groupIndex(of: id) else { return }
        if let newCurve { viewAnimator.groups[g].curve = newCurve }
        if let durationFactor { viewAnimator.groups[g].durationFactor = durationFactor }
        viewAnimator.groups[g].base = viewAnimator.groups[g].fraction
        viewAnimator.groups[g].start = UIApplication.current.frameClockNowIfKnown
        viewAnimator.groups[g].delay = 0
        viewAnimator.groups[g].paused = false
        UIApplication.current.frameClockGotWork()
    }
}
