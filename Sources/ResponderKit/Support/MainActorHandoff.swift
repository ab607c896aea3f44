/// A value that is not `Sendable`, carried from a Foundation callback — which may run on any thread — into
/// main-actor code that alone uses it from then on: the notification a selector observer is called with, the
/// timer a selector timer passes as its sender.
///
/// Foundation on Linux marks neither `Notification` nor `Timer` `Sendable`, so the compiler cannot see that
/// the callback hands the value over and never touches it again; this type says so in one place, where the
/// rest of the core's unchecked constructs live. The rule for a caller: wrap the value, hand the wrapper to
/// `SelectorCalls.onMainActor`, and read `value` only inside the main-actor body.
struct MainActorHandoff<Value>: @unchecked Sendable {
    /// The value, for the main-actor body alone.
    let value: Value
}

/// An app's object held weakly by a Foundation callback that may run on any thread, and dereferenced only on
/// the main actor: the callback itself only asks whether it is gone (a weak load is thread-safe).
struct WeakMainActorHandoff: @unchecked Sendable {
    /// The object; `nil` once it is freed.
    weak var object: AnyObject?
}
