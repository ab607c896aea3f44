import Foundation

/// One animation on a layer: the copy added, its key, its begin time in the layer's time, and
/// whether its delegate heard the start and the end.
@MainActor
final class RunningAnimation {
    let key: String
    let animation: CAAnimation
    let begin: CFTimeInterval
    var started = false
    var finished = false
    /// The transaction waiting for it to end, if any (held until it ends).
    var transaction: CATransaction.Group?

    init(key: String, animation: CAAnimation, begin: CFTimeInterval) {
        self.key = key
        self.animation = animation
        self.begin = begin
    }
}

/// Where an animation is at a time, by Core Animation's timing model (``CAMediaTiming``): its local
/// time is `(parent − beginTime) × speed + timeOffset`; one run lasts `duration`, twice that when it
/// autoreverses; it runs `repeatCount` times (or for `repeatDuration`), and outside that it is before
/// or after, where `fillMode` decides whether it still shows.
struct AnimationTiming {
    enum Phase { case before, active, after }
    var phase: Phase
    /// Seconds into the current run (forwards: back down while autoreversing).
    var seconds: CFTimeInterval
    /// The share of the run done, after the timing function.
    var progress: Double

    @MainActor
    init(_ animation: CAAnimation, parentTime: CFTimeInterval, begin: CFTimeInterval) {
        let d = animation.effectiveDuration
        let local = (parentTime - begin) * Double(animation.speed) + animation.timeOffset
        let cycle = animation.autoreverses ? 2 * d : d
        let count = Double(animation.repeatCount)
        let total = animation.repeatDuration > 0 ? animation.repeatDuration : (count > 0 ? cycle * count : cycle)
        let clamped: CFTimeInterval
        if !local.isFinite || local < 0 {
            phase = .before
            clamped = 0
        } else if local >= total {
            phase = .after
            clamped = total
        } else {
            phase = .active
            clamped = local
        }
        var within = clamped.truncatingRemainder(dividingBy: cycle)
        if phase == .after, within == 0, clamped > 0 { within = cycle }
        if animation.autoreverses, within > d { within = 2 * d - within }
        seconds = within
        let raw = d > 0 ? within / d : 1
        progress = animation.timingFunction?.value(at: raw) ?? raw
    }

    /// Whether an animation in this phase shows its values (`fillMode` outside the active time).
    @MainActor
    func shows(_ animation: CAAnimation) -> Bool {
        switch phase {
        case .active: return true
        case .before: return animation.fillMode == .backwards || animation.fillMode == .both
        case .after: return animation.fillMode == .forwards || animation.fillMode == .both
        }
    }
}

/// Runs the layers' explicit animations on the frame clock: tells delegates when each starts and
/// stops, takes finished animations off their layers (unless `isRemovedOnCompletion` is `false`),
/// and ends the transactions waiting for them. Layers whose animations have all ended cost nothing.
@MainActor
final class LayerAnimator {
    private var layers: [CALayer] = []

    var isIdle: Bool { layers.isEmpty && !CATransaction.hasImplicitGroup }

    func register(_ layer: CALayer) {
        if !layers.contains(where: { $0 === layer }) { layers.append(layer) }
        UIApplication.current.frameClockGotWork()
    }

    func tick(to time: CFTimeInterval) {
        CATransaction.closeImplicitGroup()
        for layer in layers { layer.advanceAnimations(to: time) }
        layers.removeAll { layer in !layer.explicitAnimations.contains { !$0.finished } }
    }
}

extension CALayer {
    /// Sends the start and stop messages due at frame-clock `time` and drops finished animations.
    func advanceAnimations(to time: CFTimeInterval) {
        let local = convertTime(time, from: nil)
        var ended: [RunningAnimation] = []
        for running in explicitAnimations where !running.finished {
            let timing = AnimationTiming(running.animation, parentTime: local, begin: running.begin)
            if timing.phase != .before, !running.started {
                running.started = true
                running.animation.delegate?.animationDidStart(running.animation)
            }
            if timing.phase == .after {
                running.finished = true
                ended.append(running)
            }
        }
        guard !ended.isEmpty else { return }
        explicitAnimations.removeAll { running in
            ended.contains { $0 === running } && running.animation.isRemovedOnCompletion
        }
        for running in ended { finish(running, finished: true) }
    }

    /// The end of `running`: its delegate hears it (and lets go), its transaction counts it.
    func finish(_ running: RunningAnimation, finished: Bool) {
        running.finished = true
        let animation = running.animation
        if let delegate = animation.delegate {
            delegate.animationDidStop(animation, finished: finished)
        }
        running.transaction?.animationEnded()
        running.transaction = nil
        if animation.isRemovedOnCompletion || !finished { animation.delegate = nil }
    }
}
