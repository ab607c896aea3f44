import Foundation

/// `description`, `isEqual(_:)` and `hash` are nonisolated in `NSObject`, but the state they read
/// belongs to the main actor. On the main actor (the main thread, or the main queue wherever it runs)
/// these read the state; elsewhere they answer without it instead of racing.
func mainActorDescription(of object: AnyObject, _ body: @MainActor () -> String) -> String {
    mainActorValue(or: "<\(type(of: object))>", body)
}

/// `body`'s value on the main actor; `fallback` elsewhere (never a data race, never a trap).
func mainActorValue<Value: Sendable>(or fallback: @autoclosure () -> Value, _ body: @MainActor () -> Value) -> Value {
    guard Thread.isMainThread || DispatchQueue.isRunningMainQueue else { return fallback() }
    return MainActor.assumeIsolated { body() }
}
