import Foundation

/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests` — NSObject's delayed messages,
/// which Linux's Foundation lacks, on the run loop as UIKit's are.
///
/// As in UIKit (Apple's NSObject documentation, "perform(_:with:afterDelay:)"): a timer on the
/// current thread's run loop in the default mode performs the action after at least `delay` seconds
/// (0: at the next turn of the loop, never at once; `.infinity`: never); the target and the argument are kept until
/// then;
/// a cancel removes every request with the same target (and, in the three-argument form, the same
/// selector and an equal argument — `isEqual:` in UIKit, `==` of hashable values or identity of
/// objects here).
///
/// Where UIKit differs: there is no Objective-C runtime, so the action is found the way every action
/// is here, through the target's `actionMethod(for:)` (Responders/Actions.swift), and called with the
/// argument as its sender. A target that does not perform it is reported as an `unhandledAction`
/// diagnostic where UIKit would raise "unrecognized selector".
@preconcurrency @MainActor
final class DelayedPerforms {
    private struct Request {
        let target: AnyObject
        let action: Selector
        let argument: Any?
        /// `nil` for a request that never fires (an infinite delay), which only a cancel removes.
        let timer: Timer?
    }
    private var requests: [Request] = []

    func schedule(_ action: Selector, on target: AnyObject, with argument: Any?, after delay: TimeInterval) {
        // An infinite delay is never reached: the request waits, holding its target as UIKit's does,
        // until it is cancelled. A NaN delay is reported and runs at the next turn, as 0 does.
        if delay == .infinity {
            requests.append(Request(target: target, action: action, argument: argument, timer: nil))
            return
        }
        if delay.isNaN {
            UIApplication.current.report(Diagnostic(
                kind: .invalidAnimationTiming, resolution: .repaired,
                    message:
                        "perform(\(action), with:afterDelay: nan): the delay is not a number; it runs at the next "
                            + "turn of the run loop, as a delay of 0 does"
                ))
        }
        let seconds = delay.isFinite ? max(0, delay) : 0
        // `Timer(fire:…)`, not `Timer(timeInterval:…)`: Linux's Foundation gives the latter a fire date
        // of now rather than now + interval.
        let timer = Timer(fire: Date(timeIntervalSinceNow: seconds), interval: 0, repeats: false) { [weak self] timer in
            let id = ObjectIdentifier(timer)
            MainActor.assumeIsolated { self?.fire(id) }
        }
        requests.append(Request(target: target, action: action, argument: argument, timer: timer))
        RunLoop.current.add(timer, forMode: .default)
    }

    private func fire(_ timer: ObjectIdentifier) {
        guard let index = requests.firstIndex(where: { $0.timer.map(ObjectIdentifier.init) == timer }) else { return }
        let request = requests.remove(at: index)
        SelectorCalls.call(request.action, on: request.target, sender: request.argument,
                           caller: "perform(\(request.action), with:afterDelay:)")
    }

    /// Cancels the requests for `target` — all of them, or only those for `action` with an equal
    /// argument.
    func cancel(target: AnyObject, action: Selector?, argument: Any?) {
        requests.removeAll { request in
            guard request.target === target else { return false }
            if let action {
                guard request.action == action, DelayedPerforms.equal(request.argument, argument) else { return false }
            }
            request.timer?.invalidate()
            return true
        }
    }

    private static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            return (a as AnyObject) === (b as AnyObject)
        default: return false
        }
    }
}

extension UIActionTarget {
    /// Performs `action` on this object after `delay` seconds, on the current run loop — NSObject's
    /// `perform(_:with:afterDelay:)`. The action is found through ``UIActionTarget/actionMethod(for:)``
    /// and called with `argument` as its sender.
    public func perform(_ action: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        UIApplication.current.delayedPerforms.schedule(action, on: self, with: argument, after: delay)
    }
}

extension NSObject {
    /// Cancels every `perform(_:with:afterDelay:)` request of `target` — NSObject's class method.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        UIApplication.current.delayedPerforms.cancel(target: target as AnyObject, action: nil, argument: nil)
    }

    /// Cancels the `perform(_:with:afterDelay:)` requests of `target` for `selector` whose argument
    /// equals `argument` — NSObject's class method.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object argument: Any?) {
        UIApplication.current.delayedPerforms.cancel(target: target as AnyObject, action: selector, argument: argument)
    }
}
