@testable import ResponderKit
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

/// The per-application context (Application/ApplicationContext.swift): a new application's starts
/// at the defaults, the current one follows the application standing as `shared`, and walks in
/// progress (the chain depth, keep-alive scopes) move with a switch so that they still balance.
@MainActor
@Suite("Application context: per-application switches, tracer and keep-alive pool")
struct ApplicationContextTests {
    @Test("a new application's switches are the defaults and its keep-alive pool is empty")
    func startsClean() {
        let before = UIApplication.shared
        before.context.switches.deliveryFastPaths = false
        before.context.switches.indexEnabled = false
        defer {
            before.context.switches.deliveryFastPaths = true
            before.context.switches.indexEnabled = true
        }
        InputSimulator.withCleanApplication { input in
            let context = input.application.context
            #expect(ApplicationContext.current === context)
            #expect(context !== before.context)
            #expect(!context.switches.tracing)
            #expect(context.switches.indexEnabled)
            #expect(context.switches.deliveryFastPaths)
            #expect(context.switches.chainDepth == 0)
            #expect(context.tracer == nil)
            #expect(context.keepAliveDepth == 0)
            #expect(context.keptAlive.isEmpty)
            #expect(dispatchSwitches.deliveryFastPaths, "the hot paths read the current application's switches")
        }
        #expect(ApplicationContext.current === before.context)
        #expect(!dispatchSwitches.deliveryFastPaths)
    }

    @Test("installing a tracer turns on tracing in its own application only")
    func tracingSwitchFollowsTracer() {
        InputSimulator.withCleanApplication { input in
            input.application.tracer = EventTracer()
            #expect(dispatchSwitches.tracing)
            #expect(!UIApplication.shared.context.switches.tracing || UIApplication.shared === input.application)
            input.application.tracer = nil
            #expect(!dispatchSwitches.tracing)
        }
    }

    @Test("a keep-alive scope opened under one application and closed under another still balances")
    func keepAliveMovesWithTheSwitch() {
        weak var removed: UIView?
        let outer = ApplicationContext.current
        UIView.beginKeepAlive()
        InputSimulator.withCleanApplication { input in
            #expect(input.application.context.keepAliveDepth == 1, "the open scope moved to the new application")
            #expect(outer.keepAliveDepth == 0)
            let parent = UIView()
            do {
                let child = UIView()
                parent.addSubview(child)
                removed = child
                child.removeFromSuperview()
            }
            #expect(removed != nil, "a view removed inside the scope is kept")
        }
        #expect(outer.keepAliveDepth == 1, "the scope came back with the application")
        #expect(removed != nil)
        UIView.endKeepAlive()
        #expect(outer.keepAliveDepth == 0)
        #expect(outer.keptAlive.isEmpty)
        #expect(removed == nil, "the outermost scope's end let it go")
    }
}
