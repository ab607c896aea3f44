import Foundation

/// `description` is nonisolated in `NSObject`, but the state it shows belongs to the main actor.
/// On the main thread this reads the state; elsewhere it returns the type name instead of racing.
func mainActorDescription(of object: AnyObject, _ body: @MainActor () -> String) -> String {
    guard Thread.isMainThread else { return "<\(type(of: object))>" }
    return MainActor.assumeIsolated { body() }
}
