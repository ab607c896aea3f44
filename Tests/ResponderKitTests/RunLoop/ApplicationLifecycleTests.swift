@testable import ResponderKit
import Testing

// The application's lifecycle as UIKit posts it — each delegate method, then its
// notification (B171) — and the entry points' robustness: terminate exactly once, a
// terminate or a quit signal during the launch, UIApplicationMain called again (B172), class names.

/// Records the delegate's calls and the notifications, in one list.
@MainActor
final class LifeLog {
    var entries: [String] = []
    private var tokens: [NSObjectProtocol] = []

    func observeApplicationNotifications() {
        let names: [(NSNotification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "n:didFinishLaunching"),
            (UIApplication.didBecomeActiveNotification, "n:didBecomeActive"),
            (UIApplication.willResignActiveNotification, "n:willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "n:didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "n:willEnterForeground"),
            (UIApplication.willTerminateNotification, "n:willTerminate"),
            (UIApplication.didReceiveMemoryWarningNotification, "n:memoryWarning"),
        ]
        for (name, entry) in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let object = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated {
                        self?.entries.append(
                            object == ObjectIdentifier(UIApplication.shared) ? entry : entry + " (wrong object)")
                }
            })
        }
    }

    func stopObserving() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens.removeAll()
    }
}

@MainActor
final class LifecycleLoggingDelegate: UIResponder, UIApplicationMainDelegate {
    static var current = LifeLog()
    var log: LifeLog { LifecycleLoggingDelegate.current }
    var window: UIWindow?
    /// What didFinishLaunching does besides logging.
    static var onLaunch: ((UIApplication) -> Void)?

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.entries.append("willFinishLaunching")
        return true
    }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.entries.append("didFinishLaunching")
        LifecycleLoggingDelegate.onLaunch?(application)
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.entries.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.entries.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.entries.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.entries.append("willEnterForeground") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.entries.append("memoryWarning") }
    func applicationWillTerminate(_ application: UIApplication) { log.entries.append("willTerminate") }
}

/// A delegate that is only `UIApplicationDelegate`: it cannot be made from its name here. Not private:
/// Foundation's `NSStringFromClass` names top-level classes only.
final class LifecyclePlainDelegate: UIResponder, UIApplicationDelegate {}

private final class MemoryController: UIViewController {
    let name: String
    let log: LifeLog
    init(_ name: String, log: LifeLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func didReceiveMemoryWarning() { log.entries.append("\(name).didReceiveMemoryWarning") }
}

@MainActor
@Suite("The application's lifecycle: delegate, then notification; terminate once; entry points", .serialized)
struct ApplicationLifecycleTests {
    /// A fresh log observing the notifications, the app launched with a logging delegate.
    private func launched(onLaunch: ((UIApplication) -> Void)? = nil) -> (UIApplication, LifeLog) {
        _ = Phone()
        let log = LifeLog()
        LifecycleLoggingDelegate.current = log
        LifecycleLoggingDelegate.onLaunch = onLaunch
        log.observeApplicationNotifications()
        let application = UIApplication.launch(delegate: LifecycleLoggingDelegate())
        return (application, log)
    }

    private func finish(_ application: UIApplication, _ log: LifeLog) {
        log.stopObserving()
        LifecycleLoggingDelegate.onLaunch = nil
        application.delegate = nil
    }

    @Test("Launch: willFinishLaunching, didFinishLaunching, its notification, didBecomeActive, its notification (B171)")
    func launchOrder() {
        let (application, log) = launched()
        #expect(
            log.entries == [
                "willFinishLaunching", "didFinishLaunching", "n:didFinishLaunching", "didBecomeActive",
                "n:didBecomeActive",
            ])
        #expect(application.applicationState == .active)
        finish(application, log)
    }

    @Test("An interruption resigns active (delegate, then notification); its end makes the app active again")
    func interruption() {
        let (application, log) = launched()
        log.entries.removeAll()
        application.enqueue(.cancelAllTouches(timestamp: 1))
        application.processPendingEvents()
        #expect(application.applicationState == .inactive)
        application.enqueue(.interruptionEnded(timestamp: 2))
        application.processPendingEvents()
        #expect(log.entries == ["willResignActive", "n:willResignActive", "didBecomeActive", "n:didBecomeActive"])
        #expect(application.applicationState == .active)
        finish(application, log)
    }

    @Test("Minimised: resign active, then background; restored: will enter foreground, then active")
    func backgroundAndForeground() {
        let (application, log) = launched()
        log.entries.removeAll()
        application.enqueue(.enteredBackground(timestamp: 1))
        application.processPendingEvents()
        #expect(application.applicationState == .background)
        #expect(log.entries == ["willResignActive", "n:willResignActive", "didEnterBackground", "n:didEnterBackground"])
        log.entries.removeAll()
        // Restoring twice, or an interruption's end in the background, changes nothing more.
        application.enqueue(.interruptionEnded(timestamp: 2))
        application.enqueue(.enteringForeground(timestamp: 3))
        application.enqueue(.enteringForeground(timestamp: 4))
        application.processPendingEvents()
        #expect(log.entries == ["willEnterForeground", "n:willEnterForeground", "didBecomeActive", "n:didBecomeActive"])
        #expect(application.applicationState == .active)
        finish(application, log)
    }

    @Test("A memory warning: the delegate, the notification, then each loaded view controller in the windows")
    func memoryWarning() {
        let (application, log) = launched()
        log.entries.removeAll()
        let root = MemoryController("root", log: log)
        let child = MemoryController("child", log: log)
        let unloaded = MemoryController("unloaded", log: log)
        root.addChild(child)
        root.addChild(unloaded)
        root.view.addSubview(child.view)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        application.enqueue(.memoryWarning(timestamp: 1))
        application.processPendingEvents()
        #expect(log.entries.prefix(2) == ["memoryWarning", "n:memoryWarning"])
        #expect(Set(log.entries.dropFirst(2)) == ["root.didReceiveMemoryWarning", "child.didReceiveMemoryWarning"])
        window.isHidden = true
        finish(application, log)
    }

    @Test("terminate(): queued input delivered, a touch still down cancelled, resign active, willTerminate — once")
    func terminateOnce() {
        final class HeldView: UIView {
            var log: LifeLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?.entries.append("touchesBegan")
            }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?.entries.append("touchesCancelled")
            }
        }
        let (application, log) = launched()
        log.entries.removeAll()
        let controller = UIViewController()
        let view = HeldView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.log = log
        controller.view = view
        let window = UIWindow(frame: view.frame)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        application.enqueue(
            .touches([TouchInput(id: 5, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: 3_100_000_000))
        application.terminate()
        application.terminate()
        #expect(
            log.entries == [
                "touchesBegan", "touchesCancelled", "willResignActive", "n:willResignActive", "willTerminate",
                "n:willTerminate",
            ])
        #expect(application.isTerminationRequested)
        window.isHidden = true
        finish(application, log)
    }

    @Test("A loop ends when termination is asked for from another thread")
    func terminationFromAnotherThread() async {
        let (application, log) = launched()
        log.entries.removeAll()
        let ended = Task.detached {
            try? await Task.sleep(nanoseconds: 30_000_000)
            application.requestTermination()
        }
        #expect(HeadlessEventLoop().run(application) == 0)
        await ended.value
        #expect(log.entries == ["willResignActive", "n:willResignActive", "willTerminate", "n:willTerminate"])
        finish(application, log)
    }

    @Test("""
        Hostile timers and observers: a timer removes the view a finger is on, an observer hides the window, a \
        timer terminates — the touch ends once, willTerminate once
        """)
    func hostileTimersAndObservers() {
        final class FingerView: UIView {
            var log: LifeLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.entries.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.entries.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?.entries.append("cancelled")
            }
        }
        let (application, log) = launched()
        let controller = UIViewController()
        let view = FingerView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.log = log
        controller.view.addSubview(view)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        log.entries.removeAll()
        application.enqueue(
            .touches([TouchInput(id: 9, phase: .began, location: CGPoint(x: 50, y: 50))], timestamp: 3_200_000_000))
        application.processPendingEvents()
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.willResignActiveNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated {
                window.isHidden = true
                window.rootViewController = nil
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        _ = Timer.scheduledTimer(withTimeInterval: 0.001, repeats: false) { _ in
            MainActor.assumeIsolated { view.removeFromSuperview() }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.005, repeats: false) { _ in
            MainActor.assumeIsolated {
                application.terminate()
                application.terminate()
            }
        }
        // The loop ends when the timer terminates the app (long before its turns run out).
        let started = Date()
        #expect(HeadlessEventLoop(turns: 10_000_000).run(application) == 0)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(log.entries.filter { ["began", "ended", "cancelled"].contains($0) } == ["began", "cancelled"])
        #expect(
            log.entries.filter { !["began", "ended", "cancelled"].contains($0) } == [
                "willResignActive", "n:willResignActive", "willTerminate", "n:willTerminate",
            ])
        finish(application, log)
    }
}
