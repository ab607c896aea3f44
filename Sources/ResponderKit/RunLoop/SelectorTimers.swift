import Foundation

/// `Timer`'s target–selector form, which Linux's Foundation lacks:
///
///     timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)),
///                                  userInfo: nil, repeats: true)
///
/// As in UIKit (Apple's Timer documentation): the timer keeps a strong reference to its target until
/// it is invalidated; `scheduledTimer` adds it to the current run loop in the default mode; it first
/// fires `timeInterval` seconds from now. The method is found through the target's
/// `actionMethod(for:)` and called with the timer as its sender (the Objective-C method's parameter).
///
/// Where UIKit differs: `userInfo` is not carried (Linux's `Timer.userInfo` is read-only and always
/// `nil`) — capture the value in the target instead; a target that does not perform the selector is
/// reported (`unhandledAction`) and the timer invalidated, where UIKit would raise "unrecognized
/// selector".
extension Timer {
    /// A timer that calls `target`'s method for `selector` every `timeInterval` seconds (once unless
    /// `repeats`), already scheduled on the current run loop.
    @discardableResult
    public class func scheduledTimer(timeInterval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A timer that calls `target`'s method for `selector`; add it to a run loop to start it.
    public convenience init(timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        // Isolation unchecked: the app's target (`Any`, not Sendable) is only called on the main actor (SelectorCalls.onMainActor), as UIKit calls it.
        nonisolated(unsafe) let strongTarget = target as AnyObject
        let interval = timeInterval.isFinite ? max(timeInterval, 0.0001) : 0.0001
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: repeats ? interval : 0, repeats: repeats) { timer in
            // Isolation unchecked: Timer is not Sendable; it is passed and invalidated only on the main actor (SelectorCalls.onMainActor), like UIKit's timers.
            nonisolated(unsafe) let firing = timer
            SelectorCalls.onMainActor {
                if !SelectorCalls.call(selector, on: strongTarget, sender: firing, caller: "Timer with a selector",
                                       outcome: "; the timer was invalidated") {
                    firing.invalidate()
                }
            }
        }
    }
}
