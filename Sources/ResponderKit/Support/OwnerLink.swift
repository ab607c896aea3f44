/// A part's link back to the object that owns it: unretained, and told by the owner's `deinit` that
/// the owner is gone, so a part that outlives its owner reads nothing of it.
///
///     owner ──strong──▶ part ──let──▶ OwnerLink ──unretained──▶ owner
///     owner's deinit ──▶ link.markGone() ──▶ link.isGone; with(_:) calls nothing from then on
///
/// A strong link would be a cycle (the owner keeps the part). A `weak` one gives the owner a side
/// table, and every retain and release of an object with one takes the runtime's slow, atomic path
/// (docs/Performance.md) — for a view's layout state, on every constrained view of every solve. The
/// link is an ``Unretained``, so debug builds check every use against a weak reference of their own:
/// an owner freed without marking its link traps with the link's sentence instead of being read after
/// it is gone.
///
/// `Sendable` without the compiler's proof: the owner's `deinit` marks it, and a `deinit` is
/// nonisolated; every read happens on the main actor, where the owners that use a link (views) are
/// released too, and the ThreadSanitizer run of the suite checks that.
final class OwnerLink<Owner: AnyObject>: @unchecked Sendable {
    /// The owner, valid while `isGone` is false.
    private let owner: Unretained<Owner>
    /// Whether the owner's `deinit` ran (``markGone()``).
    private(set) var isGone = false

    /// A link to `owner`; `holder` says what keeps the owner alive while the link is used (debug
    /// builds' trap names it).
    init(to owner: Owner, heldBy holder: StaticString) {
        self.owner = Unretained(owner, heldBy: holder)
    }

    /// The owner's `deinit` runs: from now on the link gives nothing.
    func markGone() { isGone = true }

    /// The owner, or `nil` once it is gone.
    var object: Owner? { isGone ? nil : owner.object }

    /// Calls `body` with the owner, unretained in release builds, if it is not gone. `body` must not
    /// let go of the owner. Main-actor isolated, as ``Unretained/with(_:)`` is and for its reason.
    @MainActor @inline(__always)
    func with(_ body: (Owner) -> Void) {
        if !isGone { owner.with(body) }
    }
}
