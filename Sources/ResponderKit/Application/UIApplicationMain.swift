import Foundation

/// An app delegate the application can create itself, for `@main` — the form UIKit's
/// `@main class AppDelegate: UIResponder, UIApplicationDelegate` takes here:
///
///     @main
///     final class AppDelegate: UIResponder, UIApplicationMainDelegate {
///         var window: UIWindow?
///         func application(_ application: UIApplication,
///                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
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
/// `required override init() { super.init() }` (docs/Differences-from-UIKit.md).
@MainActor
public protocol UIApplicationMainDelegate: UIApplicationDelegate {
    init()
}

extension UIApplicationMainDelegate {
    /// The entry point `@main` calls: `UIApplicationMain(UIApplication.self, delegate: Self())`.
    @MainActor
    public static func main() {
        UIApplicationMain(UIApplication.self, delegate: Self())
    }
}

/// Creates the application (an instance of `applicationClass`, which becomes `UIApplication.shared`),
/// gives it `delegate`, launches — `willFinishLaunching`, `didFinishLaunching`, then
/// `applicationDidBecomeActive` — and runs an event loop until the app quits (`applicationWillTerminate`),
/// then exits the process. The event loop is the registered one (``UIApplication/registerEventLoop(_:)``:
/// a backend such as ResponderKitSDL's window registers itself) when it can run here, or a headless
/// loop that delivers what is enqueued and ticks the frame clock at 60 Hz until SIGINT or SIGTERM.
@MainActor
public func UIApplicationMain(_ applicationClass: UIApplication.Type = UIApplication.self,
                              delegate: @autoclosure () -> any UIApplicationDelegate) -> Never {
    let application = UIApplication.launch(applicationClass, delegate: delegate())
    let status = application.runEventLoop()
    exit(status)
}

/// A way to run the application's events: a backend's window, or the headless loop.
@MainActor
public protocol UIApplicationEventLoop: AnyObject {
    /// Whether it can run here (a display for a window).
    var isAvailable: Bool { get }
    /// Runs until the app quits; returns the process's exit status. Calls the delegate's lifecycle
    /// methods for what its platform reports (focus, interruptions, quitting).
    func run(_ application: UIApplication) -> Int32
}

extension UIApplication {
    /// Where the app is in its life — UIKit's `UIApplication.State`. There is no background here.
    public enum State: Int, Sendable {
        /// In front, receiving events.
        case active = 0
        /// In front but interrupted (a `cancelAllTouches`: the system took the screen, or the window
        /// lost the focus), or not launched by `UIApplicationMain`.
        case inactive = 1
        /// Not on screen (UIKit's; never reached here).
        case background = 2
    }

    /// The app's state: `.active` from the end of `UIApplicationMain`'s launch, `.inactive` during an
    /// interruption (`RawInput.cancelAllTouches` … `.interruptionEnded`).
    public var applicationState: State { applicationStateStorage }

    /// The event loops backends registered, most recent first.
    nonisolated(unsafe) static var registeredEventLoops: [@MainActor () -> any UIApplicationEventLoop] = []

    /// Registers a backend's event loop for `UIApplicationMain` (a backend's module does this, before
    /// `main` runs; apps need not).
    public nonisolated static func registerEventLoop(_ make: @escaping @MainActor () -> any UIApplicationEventLoop) {
        registeredEventLoops.insert(make, at: 0)
    }

    /// The launch sequence of `UIApplicationMain`, without the event loop: the application of
    /// `applicationClass` (or the one that exists), its delegate, the launch callbacks, active.
    @discardableResult
    public static func launch(_ applicationClass: UIApplication.Type = UIApplication.self,
                              delegate: any UIApplicationDelegate,
                              options: [LaunchOptionsKey: Any]? = nil) -> UIApplication {
        let application = sharedStorage ?? applicationClass.init()
        application.delegate = delegate
        application.launchedDelegate = delegate
        _ = delegate.application(application, willFinishLaunchingWithOptions: options)
        _ = delegate.application(application, didFinishLaunchingWithOptions: options)
        application.applicationStateStorage = .active
        delegate.applicationDidBecomeActive(application)
        return application
    }

    /// Runs the first registered event loop that is available, or the headless one.
    func runEventLoop() -> Int32 {
        for make in UIApplication.registeredEventLoops {
            let loop = make()
            if loop.isAvailable { return loop.run(self) }
        }
        return HeadlessEventLoop().run(self)
    }

    /// The app is quitting: the delegate hears it once.
    public func terminate() {
        guard let delegate = launchedDelegate ?? self.delegate else { return }
        launchedDelegate = nil
        delegate.applicationWillTerminate(self)
    }
}

/// The event loop with no window: delivers what backends and other threads enqueue, and ticks the
/// frame clock every 16 ms, until SIGINT or SIGTERM (then `applicationWillTerminate`), or until
/// `frames` ticks have run (tests).
@MainActor
final class HeadlessEventLoop: UIApplicationEventLoop {
    nonisolated(unsafe) static var quitRequested = false
    private let frames: Int?

    init(frames: Int? = nil) {
        self.frames = frames
    }

    var isAvailable: Bool { true }

    func run(_ application: UIApplication) -> Int32 {
        HeadlessEventLoop.quitRequested = false
        if frames == nil {
            signal(SIGINT) { _ in HeadlessEventLoop.quitRequested = true }
            signal(SIGTERM) { _ in HeadlessEventLoop.quitRequested = true }
        }
        let start = ProcessInfo.processInfo.systemUptime
        var ticks = 0
        while !HeadlessEventLoop.quitRequested, frames.map({ ticks < $0 }) ?? true {
            application.processPendingEvents()
            ticks += 1
            application.enqueue(.timePassed(timestamp: start + Double(ticks) / 60))
            application.processPendingEvents()
            if frames == nil { usleep(16_000) }
        }
        application.terminate()
        return 0
    }
}
