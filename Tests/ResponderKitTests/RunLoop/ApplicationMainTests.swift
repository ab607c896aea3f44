@testable import ResponderKit
import Testing

// The application's entry points (part of ApplicationLifecycleTests, so serialized with it):
// UIApplicationMain's launch ended by terminate() or a quit, its one registration of the app's
// resources, its refusal to run twice, and the class names it resolves.

/// A stand-in for a backend's loop: records that it ran, runs a few headless turns.
@MainActor
private final class CountingLoop: UIApplicationEventLoop {
    var runs = 0
    var isAvailable: Bool { true }
    func run(_ application: UIApplication) -> Int32 {
        runs += 1
        return HeadlessEventLoop(turns: 2).run(application)
    }
}

/// Notes how many times the app's translated resources were registered when it was asked to prepare.
private final class PreparingLoop: UIApplicationEventLoop {
    var registrationsAtPrepare: Int?
    var isAvailable: Bool { true }
    func prepare(_ application: UIApplication) { registrationsAtPrepare = PortedResources.registrations }
    func run(_ application: UIApplication) -> Int32 { HeadlessEventLoop(turns: 2).run(application) }
}

extension ApplicationLifecycleTests {
    @Test("terminate() inside didFinishLaunching ends the launch: no didBecomeActive, no loop")
    func terminateDuringLaunch() throws {
        _ = Phone()
        let log = LifeLog()
        LifecycleLoggingDelegate.current = log
        LifecycleLoggingDelegate.onLaunch = { $0.terminate() }
        defer { LifecycleLoggingDelegate.onLaunch = nil }
        let loop = CountingLoop()
        let status = UIApplication.runMain(
            UIApplication.self, delegate: { LifecycleLoggingDelegate() }, handlingSignals: false, loop: loop)
        #expect(status == 0)
        #expect(loop.runs == 0)
        #expect(log.entries == ["willFinishLaunching", "didFinishLaunching", "willTerminate"])
    }

    @Test("""
        UIApplicationMain registers the app's translated resources once: before the loop prepares (the launch \
        screen), not again at the launch
        """)
    func resourcesRegisteredOnce() {
        _ = Phone()
        LifecycleLoggingDelegate.current = LifeLog()
        let before = PortedResources.registrations
        let loop = PreparingLoop()
        #expect(
            UIApplication.runMain(
                UIApplication.self, delegate: { LifecycleLoggingDelegate() }, handlingSignals: false, loop: loop) == 0)
        #expect(loop.registrationsAtPrepare == before + 1)
        #expect(PortedResources.registrations == before + 1)
    }

    @Test("A quit asked for during a slow launch (SIGTERM's path) ends the launch: willTerminate, no didBecomeActive")
    func quitDuringLaunch() {
        _ = Phone()
        let log = LifeLog()
        LifecycleLoggingDelegate.current = log
        LifecycleLoggingDelegate.onLaunch = { application in application.requestTermination() }
        defer { LifecycleLoggingDelegate.onLaunch = nil }
        let loop = CountingLoop()
        #expect(
            UIApplication.runMain(
                UIApplication.self, delegate: { LifecycleLoggingDelegate() }, handlingSignals: false, loop: loop) == 0)
        #expect(loop.runs == 0)
        #expect(log.entries == ["willFinishLaunching", "didFinishLaunching", "willTerminate"])
    }

    @Test("""
        UIApplicationMain called again from didFinishLaunching is refused with a diagnostic; the first app runs on \
        (B172)
        """)
    func reentryRefused() {
        _ = Phone()
        let log = LifeLog()
        LifecycleLoggingDelegate.current = log
        var nestedStatus: Int32?
        var diagnostics: [Diagnostic] = []
        LifecycleLoggingDelegate.onLaunch = { application in
            application.diagnosticHandler = { diagnostics.append($0) }
            nestedStatus = UIApplicationMain(UIApplication.self, delegate: LifecycleLoggingDelegate())
        }
        defer {
            LifecycleLoggingDelegate.onLaunch = nil
            UIApplication.shared.diagnosticHandler = nil
        }
        let loop = CountingLoop()
        #expect(
            UIApplication.runMain(
                UIApplication.self, delegate: { LifecycleLoggingDelegate() }, handlingSignals: false, loop: loop) == 0)
        #expect(nestedStatus == 1)
        #expect(diagnostics.map(\.kind) == [.refusedLifecycleCall])
        #expect(loop.runs == 1)
        #expect(
            log.entries == [
                "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive", "willTerminate",
            ])
    }

    @Test("""
        UIApplicationMain's class names: NSStringFromClass of a UIApplicationMainDelegate and of a UIApplication \
        subclass
        """)
    func classNames() {
        let delegateName = NSStringFromClass(LifecycleLoggingDelegate.self)
        switch ApplicationClasses.resolve(principal: nil, delegate: delegateName) {
        case let .success((applicationClass, make)):
            #expect(applicationClass == UIApplication.self)
            #expect(make() is LifecycleLoggingDelegate)
        case let .failure(message):
            Issue.record("\(delegateName) not resolved: \(message)")
        }
        if case let .failure(message) = ApplicationClasses.resolve(
            principal: nil, delegate: "NoSuchModule.NoSuchDelegate")
        {
            #expect(message.contains("no class named"))
        } else {
            Issue.record("an unknown class resolved")
        }
        if case let .failure(message) = ApplicationClasses.resolve(
            principal: nil, delegate: NSStringFromClass(LifecyclePlainDelegate.self))
        {
            #expect(message.contains("UIApplicationMainDelegate"))
        } else {
            Issue.record("a delegate that cannot be created resolved")
        }
        if case let .failure(message) = ApplicationClasses.resolve(principal: delegateName, delegate: nil) {
            #expect(message.contains("not a UIApplication subclass"))
        } else {
            Issue.record("a delegate resolved as the principal class")
        }
    }
}
