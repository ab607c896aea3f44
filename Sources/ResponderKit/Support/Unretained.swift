/// Calls on objects whose lifetime something else guarantees, without retaining them.
///
/// Swift retains an object loaded from a stored property for as long as it is used across a call
/// that could release it — one atomic increment and one decrement, about 15 ns on the machines
/// measured (docs/Performance.md). On the touch path, where the same few objects are used for every
/// frame and each is provably held by something that cannot let go during the call (the application
/// holds its parts; a touch holds its window), the pair is pure cost. `withUnretained(_:_:)` hands
/// `body` the object without a retain.
///
/// Why a function of our own around the standard library's `Unmanaged._withUnsafeGuaranteedRef`:
/// a closure literal passed straight to a standard-library function from main-actor code gets a run-time
/// executor check on every call (the standard library is not compiled in Swift 6 mode, so Swift
/// checks the closure's isolation dynamically) — ~30 ns, more than the retain it saves. A closure
/// literal passed to this main-actor function is checked at compile time, and the closure value it
/// forwards is not a new literal, so it gets no check.
///
/// The caller promises that `object` stays alive for the whole call without the retain: say in a
/// comment at each use what holds it.
@MainActor
@inline(__always)
func withUnretained<Object: AnyObject, Result>(_ object: Unmanaged<Object>, _ body: (Object) -> Result) -> Result {
    object._withUnsafeGuaranteedRef(body)
}
