/// The state of one application that the event system reads while it runs: the dispatch switches
/// (tracing, the hit-test index, delivery's fast paths, the depth of the responder-chain walk under
/// way), the tracer and the keep-alive pool.
///
/// Each `UIApplication` owns one (`UIApplication.context`), so two applications — a test's clean one
/// and the one before it — share none of it: a tracer installed on one is not seen by the other, and
/// a new application starts with no tracer, the default switches and an empty pool (Flutter's tests
/// reset their binding the same way).
///
/// The hot paths (every hit-test query, every hop up the responder chain) have no application at
/// hand, so they read ``current``: the context of the application standing as `UIApplication.shared`.
/// - The switches, read on every query and every hop, are the current context's while they sit in a
///   main-actor static (``currentSwitches``): a read is one load from a fixed address, as the old
///   global's was. A context that is not current keeps its own in ``parkedSwitches``, and
///   ``activate(_:)`` swaps them. (Read through a pointer to the current context's memory instead,
///   a query paid a dependent load and a test more: the hit-test floor 31 → 36 ns, docs/Performance.md.)
/// - The keep-alive pool (``Live``) sits in memory the context allocates, and a main-actor static
///   holds a plain pointer to the current one's (``live``: statically `nil`, so a read is one load and
///   a test, with no `swift_once`, no retain and no run-time exclusivity check).
/// Both are written only on the main actor. The context is not itself main-actor isolated, so that
/// its `deinit` may free that memory; everything else in it is used on the main actor only.
///
/// **With no application** (a view hit-tested or a responder asked before any `UIApplication` was
/// made) ``current`` is a *detached* context made on first use, with the defaults; the first
/// application made adopts it as its own, so nothing set before it is lost.
///
/// **Switching** (`UIApplication.withSharedApplication`, in and out, even inside a
/// call): the responder-chain depth and the keep-alive scopes describe the calls on the main
/// thread's stack, not an application, so ``activate(_:)`` moves the ones in progress to the new
/// context — a scope opened under one application and closed under the other still balances, and a
/// view removed in between is still kept until the scope ends.
final class ApplicationContext {
    /// What the hot paths read and write: kept in memory of its own, so that they reach it through a
    /// plain pointer (``live``) — no retain and release of the context on every hop, which a class
    /// reference read from a static costs (chain16 took 2.3 times as long).
    struct Live {
        /// Open keep-alive scopes (0: removal frees at once). Views/UIView+KeepAlive.swift.
        var keepAliveDepth = 0
        /// The views removed inside the open scopes.
        var keptAlive: [UIView] = []
    }

    /// This context's live state, allocated with it and freed in its `deinit`. Written only on the
    /// main actor; ``live`` points at the current context's while the context is current.
    let state: UnsafeMutablePointer<Live>

    /// The tracer events are reported to; `nil` (the default) records nothing. Keeps
    /// `switches.tracing` in step, the one branch the hot paths test.
    @MainActor var tracer: EventTracer? {
        didSet { switches.tracing = tracer != nil }
    }

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: Live())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The dispatch switches (``DispatchSwitches``): in ``currentSwitches`` while this context is
    /// current, else here.
    @MainActor var switches: DispatchSwitches {
        get { isCurrent ? ApplicationContext.currentSwitches : parkedSwitches }
        set { if isCurrent { ApplicationContext.currentSwitches = newValue } else { parkedSwitches = newValue } }
    }
    /// This context's switches while it is not the current one.
    private var parkedSwitches = DispatchSwitches()
    @MainActor private var isCurrent: Bool { ApplicationContext.currentStorage === self }
    /// Open keep-alive scopes.
    var keepAliveDepth: Int { state.pointee.keepAliveDepth }
    /// The views removed inside the open scopes.
    var keptAlive: [UIView] { state.pointee.keptAlive }

    // MARK: The current context

    /// The current context (``current``), held here while it is current; `nil` until something
    /// reads it or an application is made.
    @MainActor private static var currentStorage: ApplicationContext?
    /// The current context's ``state``, for the hot paths: a plain pointer, statically `nil`.
    @MainActor private static var liveStorage: UnsafeMutablePointer<Live>?
    /// The current context's switches (read as ``dispatchSwitches``). Before any context exists they
    /// are the defaults, and the first context made — detached or the first application's — adopts
    /// whatever was set meanwhile.
    // floor: 31 → 36 ns read through `live` instead of here (scripts/ab-bench.sh, 2026-11-27)
    @MainActor static var currentSwitches = DispatchSwitches()

    /// The live state of the current context: one load and a test (the detached context is made on
    /// first use). `currentStorage` holds the context it belongs to, so it is valid until the next
    /// ``activate(_:)``; read it afresh after any call that may switch applications.
    @MainActor static var live: UnsafeMutablePointer<Live> {
        @inline(__always) get {
            if let state = liveStorage { return state }
            return makeDetached().state
        }
    }

    /// The context of the application standing as `UIApplication.shared`; with none yet, the
    /// detached context (made now), which the first application adopts.
    @MainActor static var current: ApplicationContext {
        if let context = currentStorage { return context }
        return makeDetached()
    }

    @MainActor @inline(never)
    private static func makeDetached() -> ApplicationContext {
        let context = ApplicationContext()
        currentStorage = context
        liveStorage = context.state
        return context
    }

    /// The context a new application takes: the detached one if something used it before any
    /// application existed (``current`` then stays the same object), else a fresh one.
    @MainActor static func forNewApplication(isFirst: Bool) -> ApplicationContext {
        if isFirst, let detached = currentStorage { return detached }
        return ApplicationContext()
    }

    /// Makes `context` the current one (the application standing as `shared` changed), moving the
    /// walks in progress — the chain depth and the keep-alive scopes — to it.
    @MainActor static func activate(_ context: ApplicationContext) {
        if let previous = currentStorage {
            guard previous !== context else { return }
            let from = previous.state, to = context.state
            var parked = currentSwitches
            currentSwitches = context.parkedSwitches
            currentSwitches.chainDepth &+= parked.chainDepth
            parked.chainDepth = 0
            previous.parkedSwitches = parked
            to.pointee.keepAliveDepth &+= from.pointee.keepAliveDepth
            from.pointee.keepAliveDepth = 0
            to.pointee.keptAlive.append(contentsOf: from.pointee.keptAlive)
            from.pointee.keptAlive.removeAll()
        }
        currentStorage = context
        liveStorage = context.state
    }
}

extension UIApplication {
    /// The tracer events are reported to; `nil` by default (a ResponderKit addition). Each
    /// application has its own (``ApplicationContext``).
    public var tracer: EventTracer? {
        get { context.tracer }
        set { context.tracer = newValue }
    }
}

/// The current application's dispatch switches (``ApplicationContext/current``): read as a global
/// by the hot paths, stored in the application's context.
@MainActor var dispatchSwitches: DispatchSwitches {
    @inline(__always) get { ApplicationContext.currentSwitches }
    @inline(__always) _modify { yield &ApplicationContext.currentSwitches }
}

/// The current application's tracer (``ApplicationContext/current``); `nil` (the default) records
/// nothing. Tested through the tracing switch first, so that with no tracer it costs one load and
/// a test (no retain of the context).
@MainActor var activeTracer: EventTracer? {
    @inline(__always) get {
        guard ApplicationContext.currentSwitches.tracing else { return nil }
        return ApplicationContext.current.tracer
    }
    set { ApplicationContext.current.tracer = newValue }
}
