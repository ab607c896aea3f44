import Foundation

/// Adding, finding and removing a layer's explicit animations, and the layer's time.
extension CALayer {
    /// Runs a copy of `anim` on the layer under `key` (a key already in use replaces that animation,
    /// which stops unfinished). An animation with no key path, or a spring with nothing to move,
    /// still runs its time and tells its delegate.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        let transaction = CATransaction.current
        if copy.duration == 0 { copy.duration = transaction.duration }
        if copy.timingFunction == nil, !(copy is CASpringAnimation) { copy.timingFunction = transaction.timingFunction }
        let now = convertTime(CACurrentMediaTime(), from: nil)
        let begin = copy.beginTime == 0 ? now : copy.beginTime
        if copy.beginTime == 0 { copy.beginTime = begin }
        let name = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
        if let index = explicitAnimations.firstIndex(where: { $0.key == name }) {
            let replaced = explicitAnimations.remove(at: index)
            if !replaced.finished { finish(replaced, finished: false) }
        }
        let running = RunningAnimation(key: name, animation: copy, begin: begin)
        running.transaction = transaction
        transaction.pending += 1
        explicitAnimations.append(running)
        UIApplication.current.layerAnimator.register(self)
    }

    /// The animation running under `key` (the copy the layer holds), or `nil`.
    public func animation(forKey key: String) -> CAAnimation? {
        explicitAnimations.last { $0.key == key }?.animation
    }

    /// Converts a time from `layer`'s time (`nil`: the frame clock's, `CACurrentMediaTime()`) to this
    /// layer's, through each layer's `beginTime`, `speed` and `timeOffset` from the root down.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        var time = t
        if let layer { time = layer.globalTime(from: time) }
        for ancestor in timingChain {
            time = (time - ancestor.beginTime) * Double(ancestor.speed) + ancestor.timeOffset
        }
        return time
    }

    /// Converts a time in this layer's time to `layer`'s (`nil`: the frame clock's).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(from: t)
        return layer?.convertTime(global, from: nil) ?? global
    }

    /// The frame clock's time for this layer's time `t` (a paused layer maps every time to its pause).
    private func globalTime(from t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        for ancestor in timingChain.reversed() {
            time =
                ancestor.speed == 0
                ? ancestor.beginTime : (time - ancestor.timeOffset) / Double(ancestor.speed) + ancestor.beginTime
        }
        return time
    }

    /// The layer and its superlayers, root first.
    private var timingChain: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer, chain.count < 10_000 {
            chain.append(current)
            layer = current.superlayer
        }
        return chain.reversed()
    }

    /// Applies the explicit animations' values at the frame clock's `time` to `copy` (a presentation copy).
    func applyExplicitAnimations(at time: CFTimeInterval, to copy: CALayer) {
        guard !explicitAnimations.isEmpty else { return }
        let local = convertTime(time, from: nil)
        for running in explicitAnimations {
            let timing = AnimationTiming(running.animation, parentTime: local, begin: running.begin)
            guard timing.shows(running.animation) else { continue }
            for (path, value) in running.animation.values(at: timing.seconds, progress: timing.progress, on: self) {
                LayerKeyPaths.set(value, on: copy, at: path)
            }
        }
    }

    /// Stops the explicit animations (`finished == false` to their delegates).
    func removeExplicitAnimations(where shouldRemove: (RunningAnimation) -> Bool) {
        let removed = explicitAnimations.filter(shouldRemove)
        explicitAnimations.removeAll(where: shouldRemove)
        for running in removed where !running.finished { finish(running, finished: false) }
    }
}
