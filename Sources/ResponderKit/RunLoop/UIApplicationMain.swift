import Foundation

/// An app delegate the application can create itself, for `@main` — the form UIKit's
/// `@main class AppDelegate: UIResponder, UIApplicationDelegate` takes here:
///
///     @main
///     final class AppDelegate: UIResponder, UIApplicationMainDelegate {
///         var window: UIWindow?
///         func application(_ application: UIApplication,
///                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) ->
/// Bool {
///             window = UIWindow(frame: UIScreen.main.bounds)
///             window?.rootViewController = RootViewController()
///             window?.makeKeyAndVisible()
///             return true
///         }
///     }
///
/// Where UIKit differs: UIKit makes the delegate from its class name through the Objective-C runtime;
/// Swift can make an object from its class only through a `required` or protocol initializer, hence
/// the `init()` requirement. A `final` class has it from `UIResponder`; one that is not final declares
/// `required override init() { super.init() }` (docs/Differences-from-UIKit.md). The same holds for a
/// delegate named to `UIApplicationMain(_:_:_:_:)`.
@preconcurrency @MainActor
public protocol UIApplicationMainDelegate: UIApplicationDelegate {
    init()
}

extension UIApplicationMainDelegate {
    /// The entry point `@main` calls: `UIApplicationMain(UIApplication.self, delegate: Self())`.
    @preconcurrency @MainActor
    public static func main() {
        UIApplicationMain(UIApplication.self, delegate: Self())
    }
}

/// UIKit's entry point, as a `main.swift` calls it:
///
///     UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
///
/// Creates the application from `principalClassName` (`nil`: `UIApplication`) and its delegate from
/// `delegateClassName`, both found with Foundation's `NSClassFromString` (a Swift class's name is
/// `Module.Class`, what `NSStringFromClass` gives; a bare `"AppDelegate"` is looked up in the main
/// module too), then launches and runs the main loop until the app terminates, and exits the process.
/// Like UIKit's, it never returns — except when it cannot start: a class that is not found or that
/// ResponderKit cannot create (a delegate must be `UIApplicationMainDelegate`, see there), or a
/// second call while the first runs (B172; UIKit raises "There can only be one UIApplication
/// instance"): then it reports why on the standard error and the application's diagnostics, and
/// returns 1.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    switch ApplicationClasses.resolve(principal: principalClassName, delegate: delegateClassName) {
    case let .failure(message):
        ApplicationClasses.refuse(message)
        return 1
    case let .success((applicationClass, makeDelegate)):
        return UIApplicationMain(applicationClass, delegate: makeDelegate())
    }
}

/// The entry point `@main` uses (``UIApplicationMainDelegate/main()``): creates the application (an
/// instance of `applicationClass`, which becomes `UIApplication.shared`), gives it `delegate`,
/// launches — `willFinishLaunching`, `didFinishLaunching`, then `applicationDidBecomeActive`, each
/// with its notification (RunLoop/ApplicationLifecycle.swift) — and runs the main loop
/// (RunLoop/MainLoop.swift) until the app terminates (``UIApplication/terminate()``, SIGINT or
/// SIGTERM, a backend's window closed), then exits the process with the loop's status. The loop is
/// the registered one (``UIApplication/registerEventLoop(_:)``: a backend such as ResponderKitSDL's
/// window registers itself) when it can run here, or the headless loop.
///
/// Never returns, except when called again while an app runs (a `didFinishLaunching` that calls it):
/// that call is refused with a diagnostic and returns 1, and the first app runs on.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ applicationClass: UIApplication.Type = UIApplication.self,
                              delegate: @autoclosure () -> (any UIApplicationDelegate)?) -> Int32 {
    let status = UIApplication.runMain(applicationClass, delegate: delegate)
    guard let status else { return 1 }
    exit(status)
}

extension UIApplication {
    /// `UIApplicationMain` without the process's exit: `nil` when refused (one runs already).
    /// SIGINT and SIGTERM become a quit request before the launch, so one sent during a slow launch
    /// ends it (without `applicationDidBecomeActive`) and still reaches `applicationWillTerminate`.
    static func runMain(_ applicationClass: UIApplication.Type,
                        delegate: () -> (any UIApplicationDelegate)?,
                        handlingSignals: Bool = true,
                        loop chosenLoop: (any UIApplicationEventLoop)? = nil) -> Int32? {
        let existing = sharedStorage
        if let existing, !existing.mainLoop.enter() {
            existing.report(Diagnostic(
                kind: .refusedLifecycleCall, resolution: .dropped,
                    message:
                        "UIApplicationMain was called while the app it started runs (UIKit: \"There can only be one "
                            + "UIApplication instance\"); this call returns 1 and the first app runs on"
                ))
            return nil
        }
        let application = existing ?? applicationClass.init()
        if existing == nil { _ = application.mainLoop.enter() }
        defer { application.mainLoop.leave() }
        if handlingSignals { application.mainLoop.handleQuitSignals() }
        // The delegate and the app's translated resources first, so that the event loop can show the
        // launch screen before the launch runs.
        let madeDelegate = delegate()
        if let madeDelegate { SceneManifest.appModule = SceneManifest.module(of: type(of: madeDelegate)) }
        PortedResourceLoader.registerBeforeLaunch(ofModule: SceneManifest.appModule)
        let loop = chosenLoop ?? application.availableEventLoop()
        loop.prepare(application)
        UIApplication.launch(applicationClass, delegate: madeDelegate)
        // Terminated during the launch: no loop.
        guard !application.hasTerminated else { return 0 }
        let status = loop.run(application)
        application.terminate()
        return status
    }

    /// The event loops backends registered, most recent first (under a lock: backends register from
    /// C constructors, before `main`, on whatever thread loads them).
    nonisolated static let registeredEventLoops = RegisteredEventLoops()

    /// Registers a backend's event loop for `UIApplicationMain` (a backend's module does this, before
    /// `main` runs; apps need not).
    public nonisolated static func registerEventLoop(
        _ make: @escaping @MainActor @Sendable () -> any UIApplicationEventLoop
    ) {
        registeredEventLoops.insert(make)
    }

    /// The first registered event loop that is available, or the headless one.
    func availableEventLoop() -> any UIApplicationEventLoop {
        for make in UIApplication.registeredEventLoops.all {
            let loop = make()
            if loop.isAvailable { return loop }
        }
        return HeadlessEventLoop()
    }

    /// Runs the first registered event loop that is available, or the headless one.
    func runEventLoop() -> Int32 {
        availableEventLoop().run(self)
    }
}
