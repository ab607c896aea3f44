import Foundation

/// `Timer`'s target–selector form, which Linux's Foundation lacks:
///
///     timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)),
///                                  userInfo: nil, repeats: true)
///
/// As in UIKit (Apple's Timer documentation): the timer keeps a strong reference to its target until
/// it is invalidated — `invalidate()` "removes its strong references" to the target, so a controller
/// that keeps its timer in a property and invalidates it in `viewWillDisappear` is freed; a
/// non-repeating timer invalidates itself after firing; `scheduledTimer` adds it to the current run
/// loop in the default mode; it first fires `timeInterval` seconds from now. The method is found
/// through the target's `actionMethod(for:)` and called with the timer as its sender (the
/// Objective-C method's parameter).
///
/// Where UIKit differs: `userInfo` is not carried (Linux's `Timer.userInfo` is read-only and always
/// `nil`) — capture the value in the target instead; a target that does not perform the selector is
/// reported (`unhandledAction`) and the timer invalidated, where UIKit would raise "unrecognized
/// selector". `scheduledTimer` returns a `Timer` subclass whose `invalidate()` lets the target go at
/// once; a timer made with `Timer(timeInterval:target:…)` (Swift cannot make that initializer return
/// a subclass) lets it go at the next turn of the main loop after it is invalidated
/// (docs/Differences-from-UIKit.md).
extension Timer {
    /// A timer that calls `target`'s method for `selector` every `timeInterval` seconds (once unless
    /// `repeats`), already scheduled on the current run loop.
    @discardableResult
    public class func scheduledTimer(timeInterval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        let hold = TimerTargetHold(target as AnyObject)
        let timer = SelectorTimer(interval: TimerTargetHold.interval(timeInterval), repeats: repeats, hold: hold,
                                  fire: TimerTargetHold.firing(selector, hold: hold, repeats: repeats))
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A timer that calls `target`'s method for `selector`; add it to a run loop to start it.
    public convenience init(timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool)
    {
        let hold = TimerTargetHold(target as AnyObject)
        let interval = TimerTargetHold.interval(timeInterval)
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: repeats ? interval : 0, repeats: repeats,
                  block: TimerTargetHold.firing(selector, hold: hold, repeats: repeats))
        TimerTargetHold.watch(self, hold: hold)
    }
}

/// A target–selector timer made by `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`:
/// invalidating it lets its target go at once, as UIKit's does.
final class SelectorTimer: Timer {
    private let hold: TimerTargetHold

    init(interval: TimeInterval, repeats: Bool, hold: TimerTargetHold, fire: @escaping @Sendable (Timer) -> Void) {
        self.hold = hold
        super.init(
            fire: Date(timeIntervalSinceNow: interval), interval: repeats ? interval : 0, repeats: repeats, block: fire)
    }

    override func invalidate() {
        hold.release()
        super.invalidate()
    }
}

/// The strong reference from a selector timer to its target, which invalidation releases. Locked:
/// `invalidate()` may be called from any thread.
final class TimerTargetHold: @unchecked Sendable {
    private let lock = NSLock()
    private var target: AnyObject?

    init(_ target: AnyObject) { self.target = target }

    var current: AnyObject? {
        lock.lock()
        defer { lock.unlock() }
        return target
    }

    func release() {
        lock.lock()
        let gone = target
        target = nil
        lock.unlock()
        _ = gone  // the target's deinit runs outside the lock
    }

    /// A usable interval: at least 0.1 ms, as Foundation pins it.
    static func interval(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? max(seconds, 0.0001) : 0.0001
    }

    /// The timer's block: calls the target's method on the main actor while the target is held.
    static func firing(_ selector: Selector, hold: TimerTargetHold, repeats: Bool) -> @Sendable (Timer) -> Void {
        { timer in
            // Passed and invalidated only on the main actor, like UIKit's timers.
            let handoff = MainActorHandoff(value: timer)
            SelectorCalls.onMainActor {
                let firing = handoff.value
                guard let target = hold.current else { return }
                if !SelectorCalls.call(selector, on: target, sender: firing, caller: "Timer with a selector",
                                       outcome: "; the timer was invalidated") {
                    firing.invalidate()
                    hold.release()
                }
                // A timer that does not repeat is invalid once it has fired: it lets its target go.
                if !repeats { hold.release() }
            }
        }
    }

    // MARK: Timers made with `Timer(timeInterval:target:…)`

    /// The holds of timers made with the initializer, whose `invalidate()` cannot be overridden:
    /// released at the next turn of the main loop after their timer is no longer valid.
    @MainActor private static var watched: [(timer: Weak<Timer>, hold: TimerTargetHold)] = []

    static func watch(_ timer: Timer, hold: TimerTargetHold) {
        let made = MainActorHandoff(value: timer)
        SelectorCalls.onMainActor { watched.append((Weak(made.value), hold)) }
    }

    /// Lets go of the targets of timers that were invalidated (or freed). Runs on each turn of the
    /// main loop; costs one load with none watched.
    @MainActor static func releaseInvalidated() {
        guard !watched.isEmpty else { return }
        watched.removeAll { entry in
            guard let timer = entry.timer.object, timer.isValid else {
                entry.hold.release()
                return true
            }
            return false
        }
    }
}

/// A weak reference, for lists that must not keep their elements alive.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
