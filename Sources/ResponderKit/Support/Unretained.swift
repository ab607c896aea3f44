import Foundation

/// A reference that does not keep its object alive: checked in debug builds, a plain pointer in release.
///
/// The touch path uses the same few objects for every frame, and each of them is provably held by
/// something that cannot let go during the call: the application holds its parts, a touch holds its
/// window, a parent holds its subviews. A strong reference to such an object costs a retain and a
/// release (an atomic increment and decrement, about 15 ns; docs/Performance.md) every time it is
/// used across a call. `Unretained` is the one place where the core skips that pair. No other file
/// uses `unowned(unsafe)`, `Unmanaged` or `_withUnsafeGuaranteedRef`
/// (`Tests/ResponderKitTests/Support/UnsafeConstructCountTests.swift` counts them).
///
///     owner ──strong──▶ object ◀──Unretained── part      (the owner outlives the part)
///
///     debug:   part.application.object ──▶ weak check ──gone?──▶ trap: "… relied on <holder> …"
///                                              └─alive──▶ the object
///     release: part.application.object ──▶ the object (one load, no retain, no check)
///
/// - In **debug** builds (the tests, AddressSanitizer and ThreadSanitizer runs) it also keeps a
///   `weak` reference, and every access checks it. If the object is gone, the access traps with a
///   sentence that names the type and what was supposed to keep it alive. Without the check, such a
///   mistake is a use-after-free that only AddressSanitizer finds.
/// - In **release** builds it is an `Unmanaged` and nothing else. `object` is one load; `with(_:)`
///   hands its body the object without a retain.
///
/// Comparing or hashing by identity (`===`, `opaque`) never dereferences, so it is allowed on a
/// reference whose object is gone (a parent's `deinit` asks its children whether they point at it).
///
/// The `holder` is a sentence saying what keeps the object alive, e.g. `"the application, which owns
/// its stages"`. It is kept only in debug builds and appears only in the trap's message.
struct Unretained<Object: AnyObject> {
    /// The unretained pointer itself.
    let unmanaged: Unmanaged<Object>
    #if DEBUG
    /// Debug builds' check: `nil` once the object is gone (or while it runs its `deinit`).
    weak var check: Object?
    /// What the code promised keeps the object alive.
    let holder: StaticString
    /// Whether a use while the object runs its `deinit` is legal (see ``init(_:heldBy:usableDuringDeinit:)``).
    let usableDuringDeinit: Bool
    #endif

    /// A reference to `object`, which `holder` promises to keep alive for as long as this
    /// reference is used.
    @inline(__always)
    init(_ object: Object, heldBy holder: StaticString) {
        self.init(object, heldBy: holder, usableDuringDeinit: false)
    }

    /// A reference that may also be used while its object runs its `deinit`: a view's parent, whose
    /// subclass's `deinit` may remove its subviews (they read their parent meanwhile; UIView's own
    /// `deinit`, which runs after, clears the pointers of those left). The weak check is `nil` from
    /// the start of the `deinit`, so it cannot tell that from a freed object; debug builds then ask the
    /// runtime whether the object is being deallocated (a pointer whose memory a new, live object took
    /// traps; a freed one is reported by AddressSanitizer on that very read).
    @inline(__always)
    init(_ object: Object, heldBy holder: StaticString, usableDuringDeinit: Bool) {
        unmanaged = Unmanaged.passUnretained(object)
        #if DEBUG
        check = object
        self.holder = holder
        self.usableDuringDeinit = usableDuringDeinit
        #endif
    }

    /// The object. Debug builds trap if it is gone.
    var object: Object {
        @inline(__always) get {
            #if DEBUG
            verify()
            #endif
            return unmanaged.takeUnretainedValue()
        }
    }

    /// Calls `body` with the object, without retaining it in release builds. `body` must not let go
    /// of whatever holds the object. Debug builds trap if the object is gone.
    ///
    /// Main-actor isolated on purpose: a closure literal passed straight to a standard-library
    /// function from main-actor code gets a run-time executor check on every call (the standard
    /// library is not compiled in Swift 6 mode), about 30 ns, more than the retain it saves. A closure
    /// passed to this main-actor function is checked at compile time.
    @MainActor @inline(__always)
    func with<Result>(_ body: (Object) -> Result) -> Result {
        #if DEBUG
        verify()
        #endif
        return unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// ``with(_:)`` for nonisolated code, which the main-actor `with` cannot serve: the walk up the
    /// tree (`UIView.firstUnretained(from:where:)`) runs from nonisolated callers and reads only
    /// nonisolated storage. The same check in debug builds, the same access without a retain in
    /// release. A closure literal passed here from main-actor code gets a run-time executor check:
    /// main-actor callers use `with`.
    @inline(__always)
    func withNonisolated<Result>(_ body: (Object) -> Result) -> Result {
        #if DEBUG
        verify()
        #endif
        return unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// The object's address, for identity comparisons and as a key. Never dereferences, so it is
    /// allowed after the object is gone.
    var opaque: UnsafeMutableRawPointer { @inline(__always) get { unmanaged.toOpaque() } }

    /// Whether the reference points at `other`. Never dereferences.
    @inline(__always)
    func refers(to other: AnyObject) -> Bool {
        unmanaged.toOpaque() == UnsafeMutableRawPointer(Unmanaged.passUnretained(other).toOpaque())
    }

    /// Two references are equal when they point at the same object. Never dereferences.
    @inline(__always)
    static func === (lhs: Unretained, rhs: Unretained) -> Bool { lhs.opaque == rhs.opaque }

    #if DEBUG
    func verify() {
        if check == nil && !(usableDuringDeinit && swift_isDeallocating(unmanaged.toOpaque())) {
            preconditionFailure("""
                ResponderKit: an unretained reference to a \(Object.self) was used after the object \
                was deallocated. It relied on \(holder) to keep the object alive, and that did not \
                hold. This is a bug in ResponderKit's ownership bookkeeping, not in the app: please \
                report it with the trace (Tracing/) of the events that led here.
                """)
        }
    }
    #endif
}

#if DEBUG
/// The runtime's answer to "has this object's deallocation begun?" (its strong count reached zero):
/// the Swift runtime's `swift_isDeallocating`, looked up once (a direct reference to a runtime symbol
/// is reserved to the compiler). Debug builds only; if it cannot be found, nothing counts as being
/// deallocated and such a use traps as any other.
private let swift_isDeallocating: @convention(c) (UnsafeMutableRawPointer) -> Bool = {
    guard let symbol = dlsym(nil, "swift_isDeallocating") else { return { _ in false } }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer) -> Bool).self)
}()
#endif

/// A test's failing expectation describes the values in it, children included: an unretained
/// reference shows no child, so describing a view whose parent is gone never follows the dangling
/// pointer (swift-testing reflected `Unmanaged`'s unowned(unsafe) field and crashed the test process).
extension Unretained: CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

/// One object per thread, found through a pthread key: the key's slot holds a retain of each
/// thread's object and gives it up when the thread ends. For an object looked up many times a frame
/// (UIKit's current-context stack), where `Thread.current.threadDictionary` costs a dictionary
/// lookup through a bridged key at every call (5–7 % of a scrolled frame under perf).
///
///     value ──pthread_getspecific──▶ retained pointer ──▶ the object (no retain, no lookup)
///     debug: ──▶ also the thread dictionary's strong copy ──differs?──▶ trap: "… slot …"
///
/// It lives in this file because it is the core's other use of `Unmanaged`: debug builds keep the
/// object in the thread dictionary too and check at every read that the slot points at it.
final class ThreadLocal<Object: AnyObject>: Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Object
    #if DEBUG
    private let checkKey = "ResponderKit.ThreadLocal.\(UUID().uuidString)"
    #endif

    /// A slot whose object for each thread is made by `make` on that thread's first read.
    init(_ make: @escaping @Sendable () -> Object) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            let retained: UnsafeMutableRawPointer? = raw
            if let retained { Unmanaged<AnyObject>.fromOpaque(retained).release() }
        }
        precondition(status == 0, "ResponderKit: no thread-local slot is left (pthread_key_create: \(status))")
        self.key = key
        self.make = make
    }

    /// This thread's object.
    var value: Object {
        if let raw = pthread_getspecific(key) {
            let object = Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue()
            #if DEBUG
            precondition(Thread.current.threadDictionary[checkKey] as AnyObject? === object,
                         "ResponderKit: a thread-local slot points at an object this thread did not store in it")
            #endif
            return object
        }
        let object = make()
        pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
        #if DEBUG
        Thread.current.threadDictionary[checkKey] = object
        #endif
        return object
    }
}
