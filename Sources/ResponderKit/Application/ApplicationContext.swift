/// The state of one application that the event system reads while it runs: the dispatch switches
/// (tracing, the hit-test index, delivery's fast paths, the depth of the responder-chain walk under
/// way), the tracer and the keep-alive pool (issue 33, part 2).
///
/// Each `UIApplication` owns one (`UIApplication.context`), so two applications — a test's clean one
/// and the one before it — share none of it: a tracer installed on one is not seen by the other, and
/// a new application starts with no tracer, the default switches and an empty pool (Flutter's tests
/// reset their binding the same way).
///
/// The hot paths (every hit-test query, every hop up the responder chain) have no application at
/// hand, so they read ``current``: the context of the application standing as `UIApplication.shared`.
/// It is a main-actor static holding a plain optional reference (statically initialised to `nil`, so
/// a read is one load and a test, with no `swift_once`), and the context's fields are
/// `@exclusivity(unchecked)`, written only on the main actor, as the old global was
/// (docs/Performance.md).
///
/// **With no application** (a view hit-tested or a responder asked before any `UIApplication` was
/// made) ``current`` is a *detached* context made on first use, with the defaults; the first
/// application made adopts it as its own, so nothing set before it is lost.
///
/// **Switching** (`UIApplication.withSharedApplication`, or the first application made inside a
/// call): the responder-chain depth and the keep-alive scopes describe the calls on the main
/// thread's stack, not an application, so ``activate(_:)`` moves the ones in progress to the new
/// context — a scope opened under one application and closed under the other still balances, and a
/// view removed in between is still kept until the scope ends.
@preconcurrency @MainActor
final class ApplicationContext {
    /// Read on every hit-test query and every hop up the responder chain (``DispatchSwitches``).
    @exclusivity(unchecked) var switches = DispatchSwitches()
    /// The tracer events are reported to; `nil` (the default) records nothing. Keeps
    /// `switches.tracing` in step, the one branch the hot paths test.
    var tracer: EventTracer? {
        didSet { switches.tracing = tracer != nil }
    }
    /// Open keep-alive scopes (0: removal frees at once). Views/UIView+KeepAlive.swift.
    @exclusivity(unchecked) var keepAliveDepth = 0
    /// The views removed inside the open scopes.
    @exclusivity(unchecked) var keptAlive: [UIView] = []

    init() {}

    // MARK: The current context

    /// ``current``'s storage: `nil` until something reads it or an application is made.
    @exclusivity(unchecked) private static var currentStorage: ApplicationContext?

    /// The context of the application standing as `UIApplication.shared`; with none yet, the
    /// detached context (made now), which the first application adopts.
    static var current: ApplicationContext {
        @inline(__always) get {
            if let context = currentStorage { return context }
            return makeDetached()
        }
    }

    @inline(never)
    private static func makeDetached() -> ApplicationContext {
        let context = ApplicationContext()
        currentStorage = context
        return context
    }

    /// The context a new application takes: the detached one if something used it before any
    /// application existed (``current`` then stays the same object), else a fresh one.
    static func forNewApplication(isFirst: Bool) -> ApplicationContext {
        if isFirst, let detached = currentStorage { return detached }
        return ApplicationContext()
    }

    /// Makes `context` the current one (the application standing as `shared` changed), moving the
    /// walks in progress — the chain depth and the keep-alive scopes — to it.
    static func activate(_ context: ApplicationContext) {
        guard let previous = currentStorage else {
            currentStorage = context
            return
        }
        guard previous !== context else { return }
        context.switches.chainDepth &+= previous.switches.chainDepth
        previous.switches.chainDepth = 0
        context.keepAliveDepth &+= previous.keepAliveDepth
        previous.keepAliveDepth = 0
        context.keptAlive.append(contentsOf: previous.keptAlive)
        previous.keptAlive.removeAll()
        currentStorage = context
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
    @inline(__always) get { ApplicationContext.current.switches }
    @inline(__always) _modify { yield &ApplicationContext.current.switches }
}

/// The current application's tracer (``ApplicationContext/current``); `nil` (the default) records nothing.
@MainActor var activeTracer: EventTracer? {
    @inline(__always) get { ApplicationContext.current.tracer }
    set { ApplicationContext.current.tracer = newValue }
}
