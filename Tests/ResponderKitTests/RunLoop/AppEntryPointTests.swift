@testable import ResponderKit
import Testing

// An app written as iOS apps are — an app delegate that builds the window in
// didFinishLaunching — launched by UIApplicationMain's sequence and run by the headless event loop.

private final class LifecycleLog {
    var entries: [String] = []
}

private final class RootController: UIViewController {
    let log: LifecycleLog
    init(log: LifecycleLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated); log.entries.append("root.viewDidAppear")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("root.touchesEnded")
    }
}

/// `@main final class AppDelegate: UIResponder, UIApplicationMainDelegate` (the `@main` itself cannot be
/// in a test target).
private final class AppDelegate: UIResponder, UIApplicationMainDelegate {
    nonisolated(unsafe) static var log = LifecycleLog()
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        AppDelegate.log.entries.append("willFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        AppDelegate.log.entries.append("didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootController(log: AppDelegate.log)
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { AppDelegate.log.entries.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) {
        AppDelegate.log.entries.append("willResignActive")
    }
    func applicationWillTerminate(_ application: UIApplication) { AppDelegate.log.entries.append("willTerminate") }
}

/// A delegate class that is not final: it declares the required initializer.
private class OpenAppDelegate: UIResponder, UIApplicationMainDelegate {
    required override init() { super.init() }
}

private final class FakeWindowLoop: UIApplicationEventLoop {
    var ran = false
    let available: Bool
    init(available: Bool) { self.available = available }
    var isAvailable: Bool { available }
    func run(_ application: UIApplication) -> Int32 {
        ran = true
        return 7
    }
}

@MainActor
@Suite("The app entry point: launch sequence, event loops", .serialized)
struct AppEntryPointTests {
    @Test("""
        Launch: willFinishLaunching, didFinishLaunching (the window is shown), didBecomeActive, then the root's \
        viewDidAppear; the headless loop delivers input, then willTerminate
        """)
    func launchAndRun() {
        _ = Phone()  // a clean application
        AppDelegate.log = LifecycleLog()
        let application = UIApplication.launch(delegate: AppDelegate())
        #expect(application === UIApplication.shared)
        // UIKit's order: the first screen appears on the display after the app became active.
        #expect(
            AppDelegate.log.entries == [
                "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "root.viewDidAppear",
            ])
        #expect(application.delegate is AppDelegate, "the application keeps the delegate it made alive")
        // Input from a backend thread, delivered by the loop.
        application.enqueue(
            .touches([TouchInput(id: 1, phase: .began, location: CGPoint(x: 100, y: 100))], timestamp: 3_000_000_000))
        application.enqueue(
            .touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 100, y: 100))], timestamp: 3_000_000_000.05)
        )
        // An incoming call: the touches are cancelled, the app resigns active; the call ends: active again.
        application.enqueue(.cancelAllTouches(timestamp: 3_000_000_001))
        application.enqueue(.interruptionEnded(timestamp: 3_000_000_002))
        #expect(HeadlessEventLoop(turns: 5).run(application) == 0)
        // Terminating an active app resigns it first (an app that does not run in the background).
        #expect(
            AppDelegate.log.entries.suffix(5) == [
                "root.touchesEnded", "willResignActive", "didBecomeActive", "willResignActive", "willTerminate",
            ])
        #expect(application.applicationState == .inactive)
        (application.delegate?.window ?? nil)?.isHidden = true
        application.delegate = nil
    }

    @Test("@main's entry point exists for a final delegate and for one that declares required init()")
    func mainExists() {
        let finalMain: @MainActor () -> Void = AppDelegate.main
        let openMain: @MainActor () -> Void = OpenAppDelegate.main
        _ = (finalMain, openMain)
        // What main does with the class: make one through the protocol's initializer.
        func make<Delegate: UIApplicationMainDelegate>(_ type: Delegate.Type) -> Delegate { type.init() }
        #expect(make(OpenAppDelegate.self).window == nil)
        #expect(make(AppDelegate.self).window == nil)
    }

    @Test("The first registered event loop that is available runs; the headless one otherwise")
    func eventLoopChoice() {
        let unavailable = FakeWindowLoop(available: false)
        let available = FakeWindowLoop(available: true)
        let saved = UIApplication.registeredEventLoops.replace(with: [])
        defer { UIApplication.registeredEventLoops.replace(with: saved) }
        UIApplication.registerEventLoop { available }
        UIApplication.registerEventLoop { unavailable }
        #expect(UIApplication.shared.runEventLoop() == 7)
        #expect(available.ran && !unavailable.ran)
    }
}
