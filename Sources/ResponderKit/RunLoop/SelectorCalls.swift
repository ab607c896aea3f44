import Foundation

/// What the selector forms of the run loop share — `perform(_:with:afterDelay:)`, selector observers
/// and target–selector timers (RunLoop/DelayedPerform.swift, SelectorObservers.swift,
/// SelectorTimers.swift): calling a target's method for a selector through `actionMethod(for:)`, and
/// getting onto the main actor from a callback that may come from any thread.
enum SelectorCalls {
    /// Calls `target`'s method for `action` with `sender` (the Objective-C method's one parameter).
    /// A target that does not perform it is reported as `unhandledAction` — where UIKit would raise
    /// "unrecognized selector" — naming `caller` (what asked) and what ResponderKit did about it.
    /// Returns whether the method ran.
    @MainActor
    @discardableResult
    static func call(
        _ action: Selector, on target: AnyObject, sender: Any?, caller: String, outcome: String = ""
    ) -> Bool {
        if let method = (target as? any UIActionTarget)?.actionMethod(for: action) {
            method(sender, nil)
            return true
        }
        UIApplication.current.report(Diagnostic(
            kind: .unhandledAction, resolution: .dropped,
                message:
                    "\(caller): \(type(of: target)) does not perform \(action) (its actionMethod(for:) returns "
                        + "nil)\(outcome); UIKit would raise \"unrecognized selector\""
            ))
        return false
    }

    /// Runs `body` on the main actor: at once when this is the main thread or the main queue (a
    /// notification posted, or a timer fired, by main-actor code), else on the main queue later —
    /// ResponderKit's responders belong to the main actor, where UIKit would call them on the
    /// posting thread.
    static func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread || DispatchQueue.isRunningMainQueue {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async(execute: body)
        }
    }
}

extension DispatchQueue {
    /// Whether the current code runs on the main queue (swift-testing on Linux runs it on a worker
    /// thread, where `Thread.isMainThread` is false).
    static var isRunningMainQueue: Bool {
        DispatchQueue.getSpecific(key: MainQueueKey.key) != nil
    }
}

/// Marks the main queue, so that code can ask whether it runs on it.
enum MainQueueKey {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
