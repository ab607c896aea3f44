import Foundation

/// One property of one view moving from `from` to `to` as its group progresses. `windowStart` and
/// `windowLength` place it inside the group's progress (a keyframe, or animations added to a
/// running property animator); `leads` is false for a later keyframe of the same property, which
/// shows nothing before its window.
struct AnimationTrack {
    var view: UIView
    var state: ViewAnimationState
    /// Where the tick writes the presentation value: the state's slot for the property (nil for
    /// `hold`). Valid while `state` lives, which the track keeps.
    var target: UnsafeMutablePointer<AnimatedValue>?
    var property: AnimatedProperty
    /// The group's index in `ViewAnimator.groups`; −1 once the track was removed (until compaction).
    var group: Int32
    var from: AnimatedValue
    var to: AnimatedValue
    var windowStart: Double = 0
    var windowLength: Double = 1
    var leads = true
    var blocksTouches: Bool
    var hadWindow: Bool
}

/// One `animate` call, keyframe animation, transition or property animator: the timing its tracks
/// share. Its progress is worked out once per tick for all its tracks.
struct AnimationGroup {
    var id: UInt64
    /// The clock time the group started at: the moment it was made (`CACurrentMediaTime()`, as Core
    /// Animation's begin time is the commit of the transaction that made it), or `nil` until the next
    /// tick for a property animator resumed from a pause.
    var start: TimeInterval?
    var delay: TimeInterval
    var duration: TimeInterval
    var curve: TimingCurve
    /// The share of time gone when it (re)started, and its direction (property animators).
    var base: Double = 0
    var durationFactor: Double = 1
    var reversed = false
    var paused = false
    var repeats = false
    var autoreverses = false
    var scrubsLinearly = false
    var trackCount = 0
    var interrupted = false
    /// The share of time gone and of the change shown, as of the last tick.
    var fraction: Double = 0
    var eased: Double = 0
    var completion: ((Bool) -> Void)?
    /// The property animator that owns the group (kept alive while it runs, as UIKit keeps a running
    /// animator); told when its end is reached instead of ending it.
    var animator: UIViewPropertyAnimator?
    var ended = false
    var endPosition: UIViewAnimatingPosition = .end
}

/// Runs UIKit's view animations on the frame clock — what Core Animation's render server does.
///
/// ```
///   UIView.animate { v.center = p }            frame clock tick (FrameClock.swift)
///     │ records a track per property changed      │ each group: share of time gone → curve → progress
///     │ (from: what shows, to: the new model)     │ each track: presentation = from + (to − from)·progress
///     │ the model value is set at once            │ groups at their end: tracks removed (the model shows),
///     ▼                                           ▼ completions called last, with `finished`
///   tracks: [AnimationTrack]  ── group index ──▶ groups: [AnimationGroup]
/// ```
///
/// Tracks and groups are flat arrays of structs: a tick allocates nothing and calls no closure
/// until something ends. A view's presentation values live in its ``ViewAnimationState``; a view
/// with none shows its model. While a view has a track of a group started without
/// `.allowUserInteraction`, hit-testing skips it and its subtree (`animationBlocksTouches`).
@preconcurrency @MainActor
final class ViewAnimator {
    /// The block being recorded, if any (an animation block runs on the main actor, one at a time;
    /// nested blocks save and restore it).
    struct Recording {
        var group: Int
        var groupID: UInt64
        var beginFromCurrentState: Bool
        var blocksTouches: Bool
        var windowStart: Double = 0
        var windowLength: Double = 1
        var duration: TimeInterval
    }
    static var recording: Recording?

    /// The tracks and groups of the animations under way, read and written per view per frame: in
    /// unchecked cells (Support/UncheckedCell.swift; animate-views1k takes twice as long with Swift's
    /// run-time exclusivity check on them).
    private let trackCell = UncheckedCell<[AnimationTrack]>([], name: "ViewAnimator.tracks")
    private let groupCell = UncheckedCell<[AnimationGroup]>([], name: "ViewAnimator.groups")
    var tracks: [AnimationTrack] {
        _read { yield trackCell.value }
        _modify { yield &trackCell.value }
    }
    var groups: [AnimationGroup] {
        _read { yield groupCell.value }
        _modify { yield &groupCell.value }
    }
    private var deadTracks = 0
    /// Counts compactions: a view's track-index list rebuilt in this one has this epoch.
    private var compactions: UInt64 = 0
    private var nextID: UInt64 = 1
    private var ticks = 0
    /// Reused between ticks so that settling allocates only when it grows.
    private var remap: [Int32] = []
    private var calls: [(completion: ((Bool) -> Void)?, finished: Bool, animator: UIViewPropertyAnimator?)] = []
    private var modelWrites: [(view: UIView, property: AnimatedProperty, value: AnimatedValue)] = []

    /// Whether no group needs the clock (none, or only paused property animators).
    var isIdle: Bool { groups.isEmpty || !groups.contains { !$0.paused } }

    // MARK: Groups

    /// A new group; returns its index (valid until the next tick or `finish`).
    func addGroup(delay: TimeInterval, duration: TimeInterval, curve: TimingCurve, options: UIView.AnimationOptions,
                  completion: ((Bool) -> Void)?, animator: UIViewPropertyAnimator? = nil) -> Int {
        let application = UIApplication.current
        var group = AnimationGroup(
            id: nextID, start: application.frameClockNowIfKnown, delay: delay, duration: duration,
                                   curve: curve, completion: completion)
        nextID += 1
        group.repeats = options.contains(.repeat)
        group.autoreverses = options.contains(.autoreverse)
        group.animator = animator
        groups.append(group)
        application.frameClockGotWork()
        return groups.count - 1
    }

    func groupIndex(of id: UInt64) -> Int? { groups.firstIndex { $0.id == id } }

    // MARK: Tracks

    func addTrack(_ view: UIView, _ property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue,
                  recording: Recording, leads: Bool, blocks: Bool) {
        let state = view.animationStateStorage ?? {
            let made = ViewAnimationState()
            view.animationStateStorage = made
            return made
        }()
        let index = Int32(tracks.count)
        let target = property == .hold ? nil : state.presented + property.rawValue
        tracks.append(
            AnimationTrack(
                view: view, state: state, target: target, property: property, group: Int32(recording.group), from: from,
                to: to,
                windowStart: recording.windowStart, windowLength: recording.windowLength, leads: leads,
                                     blocksTouches: blocks, hadWindow: view.window != nil))
        groups[recording.group].trackCount += 1
        state.liveTracks += 1
        state.trackIndexes.append(index)
        if property != .hold {
            state.slots[property.rawValue] = index
            state.presented[property.rawValue] = from
        }
        if blocks {
            state.blockingTracks += 1
            if state.blockingTracks == 1 { view.setAnimationBlocksTouches(true) }
        }
    }

    /// Removes track `index` now (its group is marked interrupted); compaction waits for the tick.
    func kill(_ index: Int) {
        let group = Int(tracks[index].group)
        guard group >= 0 else { return }
        groups[group].trackCount -= 1
        groups[group].interrupted = true
        release(tracks[index], at: index)
        tracks[index].group = -1
        deadTracks += 1
        UIApplication.current.frameClockGotWork()
    }

    /// The bookkeeping of a track leaving: its view's counts and slot.
    private func release(_ track: AnimationTrack, at index: Int) {
        let state = track.state
        state.liveTracks -= 1
        if track.property != .hold, state.slots[track.property.rawValue] == Int32(index) {
            state.slots[track.property.rawValue] = -1
        }
        if track.blocksTouches {
            state.blockingTracks -= 1
            if state.blockingTracks == 0 { track.view.setAnimationBlocksTouches(false) }
        }
        if state.liveTracks == 0, track.view.animationStateStorage === state { track.view.animationStateStorage = nil }
    }

    /// Removes every track of `view` (`layer.removeAllAnimations()`), or of one property.
    func removeAnimations(of view: UIView, property: AnimatedProperty? = nil) {
        guard let state = view.animationStateStorage else { return }
        // The view's own tracks, through its index list (valid until the next compaction); killing
        // one may end the state, so the list is copied first.
        for index32 in state.trackIndexes {
            let index = Int(index32)
            guard index < tracks.count, tracks[index].state === state, tracks[index].group >= 0 else { continue }
            if let property, tracks[index].property != property { continue }
            kill(index)
        }
    }

    /// The properties of `view` being animated.
    func animatedProperties(of view: UIView) -> [AnimatedProperty] {
        guard let state = view.animationStateStorage else { return [] }
        return AnimatedProperty.allCases.filter { $0 != .hold && state.slots[$0.rawValue] >= 0 }
    }

    // MARK: The clock

    func tick(to time: TimeInterval) {
        guard !groups.isEmpty else { return }
        ticks &+= 1
        var anyEnded = false
        var lastFraction = -1.0, lastCurve = TimingCurve.linear, lastEased = 0.0
        for g in groups.indices {
            // (A clock that went back before the start restarts the count from its time.)
            if groups[g].start.map({ time < $0 }) ?? true { groups[g].start = time }
            let (fraction, ended) = groups[g].paused ? (groups[g].fraction, false) : progress(of: groups[g], at: time)
            groups[g].fraction = fraction
            if groups[g].paused {
                groups[g].eased = groups[g].scrubsLinearly ? fraction : groups[g].curve.value(at: fraction)
            } else if fraction == lastFraction && groups[g].curve == lastCurve {
                // Groups started together share their progress: the curve is solved once for them.
                groups[g].eased = lastEased
            } else {
                let eased = groups[g].curve.value(at: fraction)
                groups[g].eased = eased
                (lastFraction, lastCurve, lastEased) = (fraction, groups[g].curve, eased)
            }
            if ended || (groups[g].trackCount == 0 && groups[g].animator == nil) { anyEnded = true }
            if ended { groups[g].ended = true }
        }
        interpolate()
        if anyEnded || deadTracks > 0 || ticks % 60 == 0 { settle() }
    }

    /// The share of its time a group has gone through at `time`, and whether it reached its end.
    private func progress(of group: AnimationGroup, at time: TimeInterval) -> (Double, Bool) {
        let elapsed = time - (group.start ?? time) - group.delay
        let length = group.duration * group.durationFactor
        if elapsed < 0 { return (group.base, false) }
        guard length > 0 else { return (group.reversed ? 0 : 1, true) }
        let cycles = elapsed / length
        if group.repeats {
            if group.autoreverses {
                let phase = cycles.truncatingRemainder(dividingBy: 2)
                return (phase <= 1 ? phase : 2 - phase, false)
            }
            return (cycles.truncatingRemainder(dividingBy: 1), false)
        }
        if group.autoreverses {
            if cycles >= 2 - 1e-9 { return (0, true) }
            return (cycles <= 1 ? cycles : 2 - cycles, false)
        }
        // Within rounding of the end is the end: the tick at start + duration ends it.
        if group.reversed {
            let f = group.base - cycles
            return f <= 1e-9 ? (0, true) : (f, false)
        }
        let f = group.base + cycles
        return f >= 1 - 1e-9 ? (1, true) : (f, false)
    }

    /// Every live track's presentation value, in place.
    private func interpolate() {
        tracks.withUnsafeMutableBufferPointer { all in
            groups.withUnsafeBufferPointer { groups in
                for i in all.indices {
                    let g = Int(all[i].group)
                    guard g >= 0, let target = all[i].target else { continue }
                    var p = groups[g].eased
                    if all[i].windowStart != 0 || all[i].windowLength != 1 {
                        let start = all[i].windowStart, length = all[i].windowLength
                        if p < start && !all[i].leads { continue }
                        p = length > 0 ? min(max((p - start) / length, 0), 1) : (p >= start ? 1 : 0)
                    }
                    let from = all[i].from
                    target.pointee = from + (all[i].to - from) * p
                }
            }
        }
    }

    /// Sets a paused group's share of time gone and shows it at once (a scrubbing property animator).
    func setFraction(_ fraction: Double, of id: UInt64) {
        guard let g = groupIndex(of: id) else { return }
        groups[g].fraction = fraction
        groups[g].eased = groups[g].scrubsLinearly ? fraction : groups[g].curve.value(at: fraction)
        interpolate()
    }

    // MARK: Ending

    /// Removes the tracks of groups that ended and the dead ones, compacts both lists, and then calls
    /// what is due: completions, and the property animators whose animation reached its end.
    private func settle() {
        if ticks % 60 == 0 { dropViewsThatLeftTheirWindow() }
        // Property animators' groups that reached their end stay, paused there: the animator decides.
        for g in groups.indices where groups[g].ended && groups[g].animator != nil && !groups[g].paused {
            groups[g].paused = true
            groups[g].ended = false
            calls.append((nil, true, groups[g].animator))
        }
        for g in groups.indices where groups[g].animator == nil && groups[g].trackCount == 0 { groups[g].ended = true }
        compact()
        runCalls()
    }

    /// Ends the group `id` now at `position` (a property animator's finish or stop): its tracks are
    /// removed and the model set to the position's values; no completion is called.
    func finish(groupID id: UInt64, at position: UIViewAnimatingPosition) {
        guard let g = groupIndex(of: id) else { return }
        groups[g].ended = true
        groups[g].endPosition = position
        groups[g].completion = nil
        compact()
        runCalls()
    }

    /// Drops the dead tracks and those of ended groups, then the ended groups, renumbering.
    private func compact() {
        remap.removeAll(keepingCapacity: true)
        var kept = 0
        for g in groups.indices {
            if groups[g].ended {
                remap.append(-1)
                if groups[g].animator == nil { calls.append((groups[g].completion, !groups[g].interrupted, nil)) }
            } else {
                remap.append(Int32(kept))
                kept += 1
            }
        }
        var write = 0
        compactions &+= 1
        for read in tracks.indices {
            let track = tracks[read]
            let g = Int(track.group)
            if g < 0 { continue }
            if remap[g] < 0 {
                let position = groups[g].endPosition
                if position != .end && track.property != .hold {
                    let value = position == .start ? track.from : track.state.presented[track.property.rawValue]
                    if track.leads || position == .current { modelWrites.append((track.view, track.property, value)) }
                }
                release(track, at: read)
                continue
            }
            if track.property != .hold, track.state.slots[track.property.rawValue] == Int32(read) {
                track.state.slots[track.property.rawValue] = Int32(write)
            }
            if write != read { tracks[write] = track }
            tracks[write].group = remap[g]
            // The view's index list, rebuilt as its surviving tracks are renumbered (its capacity kept).
            if track.state.indexEpoch != compactions {
                track.state.indexEpoch = compactions
                track.state.trackIndexes.removeAll(keepingCapacity: true)
            }
            track.state.trackIndexes.append(Int32(write))
            write += 1
        }
        tracks.removeSubrange(write...)
        deadTracks = 0
        if kept != groups.count { groups.removeAll { $0.ended } }
        // A finished property animator's views take their end values, without animating.
        if !modelWrites.isEmpty {
            let saved = ViewAnimator.recording
            ViewAnimator.recording = nil
            for write in modelWrites { write.view.setModelValue(write.value, of: write.property) }
            ViewAnimator.recording = saved
            modelWrites.removeAll(keepingCapacity: true)
        }
    }

    private func runCalls() {
        guard !calls.isEmpty else { return }
        let due = calls
        calls.removeAll(keepingCapacity: true)
        for call in due {
            if let animator = call.animator { animator.animationReachedEnd() } else { call.completion?(call.finished) }
        }
    }

    /// Animations of views that left their window are removed (UIKit removes a layer's animations
    /// when it leaves the layer tree on screen); completions get `false`. Checked once a second, so a
    /// repeating animation of a removed view cannot keep it alive for ever.
    private func dropViewsThatLeftTheirWindow() {
        for index in tracks.indices
        where tracks[index].group >= 0 && tracks[index].hadWindow && tracks[index].view.window == nil {
            kill(index)
        }
        for g in groups.indices where groups[g].animator == nil && groups[g].trackCount == 0 { groups[g].ended = true }
    }
}
