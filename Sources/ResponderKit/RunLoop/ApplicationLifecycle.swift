import Foundation

/// The application's life: launch, active and inactive, background and foreground, memory warnings
/// and termination — each delegate method followed by the notification UIKit posts with it.
///
/// ```
///   launch ─ willFinishLaunching ─ didFinishLaunching ─▶ didFinishLaunchingNotification
///      │        (terminate() or SIGTERM in here ends the launch: no didBecomeActive)
///      ▼
///   active ◀──── applicationDidBecomeActive ─▶ didBecomeActiveNotification ───┐
///      │  interruption (RawInput.cancelAllTouches), or going to the background    │ interruptionEnded,
///      ▼                                                                          │ or back from
///   inactive ─ applicationWillResignActive ─▶ willResignActiveNotification ──────┤ the background
///      │  RawInput.enteredBackground                                             │ (willEnterForeground
///      ▼                                                                          │  first)
///   background ─ applicationDidEnterBackground ─▶ didEnterBackgroundNotification ─┘
///
///   terminate() / SIGINT / SIGTERM / a window closed, whenever: queued input delivered, touches and
///   presses still down cancelled, willResignActive if active, then applicationWillTerminate ─▶
///   willTerminateNotification — exactly once.
/// ```
///
/// Sources: Apple's UIApplicationDelegate documentation — "After calling this method, the app also
/// posts a `didBecomeActiveNotification`" (likewise for each method; B171); "Managing your
/// app's life cycle" for the order of the transitions; an app that does not run in the background
/// resigns active before it terminates ("Opting out of background execution").
extension UIApplication {
    // MARK: Notifications (UIKit's names; the object is the application)

    /// Posted after `application(_:didFinishLaunchingWithOptions:)`; `userInfo` is the launch options.
    public nonisolated static let didFinishLaunchingNotification = NSNotification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted after `applicationDidBecomeActive(_:)`.
    public nonisolated static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted after `applicationWillResignActive(_:)`.
    public nonisolated static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted after `applicationDidEnterBackground(_:)`.
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted after `applicationWillEnterForeground(_:)`.
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted after `applicationWillTerminate(_:)`.
    public nonisolated static let willTerminateNotification = NSNotification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted after `applicationDidReceiveMemoryWarning(_:)`, before view controllers hear it.
    public nonisolated static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    private func post(_ name: NSNotification.Name, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }

    /// The delegate the lifecycle speaks to: the one `UIApplicationMain` made, or the app's.
    var lifecycleDelegate: (any UIApplicationDelegate)? { launchedDelegate ?? delegateStorage }

    // MARK: Launch

    /// The launch sequence of `UIApplicationMain`, without the event loop: the application of
    /// `applicationClass` (or the one that exists), its delegate, `willFinishLaunching`,
    /// `didFinishLaunching` (then its notification), and — unless the app was terminated meanwhile
    /// (``terminate()``, SIGINT, SIGTERM) — active.
    @discardableResult
    public static func launch(_ applicationClass: UIApplication.Type = UIApplication.self,
                              delegate: (any UIApplicationDelegate)?,
                              options: [LaunchOptionsKey: Any]? = nil) -> UIApplication {
        let application = sharedStorage ?? applicationClass.init()
        application.delegate = delegate
        application.launchedDelegate = delegate
        // Views shown from here on get viewDidAppear once the app is active (the order UIKit logs:
        // didFinishLaunching, [scene willConnectTo,] viewWillAppear, [sceneWillEnterForeground,]
        // applicationDidBecomeActive or sceneDidBecomeActive, viewDidAppear). A launch that ends in
        // termination shows nothing.
        application.launchAppearances = []
        defer { application.launchAppearances = nil }
        if let delegate { SceneManifest.appModule = SceneManifest.module(of: type(of: delegate)) }
        PortedResourceLoader.registerForLaunch(ofModule: SceneManifest.appModule)
        if application.hasTerminated {
            // A new life for an application that ended before (tests launch the shared one again).
            application.hasTerminated = false
            application.mainLoop.clearQuitRequest()
        }
        _ = delegate?.application(application, willFinishLaunchingWithOptions: options)
        guard !application.hasTerminated else { return application }
        let mainStoryboardWindow = application.makeMainStoryboardWindow(for: delegate)
        _ = delegate?.application(application, didFinishLaunchingWithOptions: options)
        guard !application.hasTerminated else { return application }
        if let window = mainStoryboardWindow, window.isHidden { window.makeKeyAndVisible() }
        application.post(
            didFinishLaunchingNotification,
            userInfo: options.map {
                Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue as AnyHashable, $0.value) })
            })
        guard !application.hasTerminated else { return application }
        application.connectScenesAtLaunch()
        guard !application.hasTerminated else { return application }
        // A quit asked for during a slow launch (SIGTERM): the launch ends here.
        if application.mainLoop.isQuitRequested {
            application.terminate()
            return application
        }
        application.becomeActive()
        let appeared = application.launchAppearances ?? []
        application.launchAppearances = nil
        for viewDidAppear in appeared { viewDidAppear() }
        return application
    }

    // MARK: Transitions

    /// Inactive (or launching) → active: the delegate, then the notification.
    func becomeActive() {
        guard !hasTerminated, applicationStateStorage != .active else { return }
        applicationStateStorage = .active
        if isSceneBased {
            // Every scene comes on screen; the focused one (all, until a backend names one) is active.
            forEachScene { scene in
                scene.enterForeground()
                if activatesWithApplication(scene) { scene.becomeActive() }
            }
        } else {
            lifecycleDelegate?.applicationDidBecomeActive(self)
        }
        post(UIApplication.didBecomeActiveNotification)
    }

    /// Active → inactive: the delegate, then the notification.
    func resignActive() {
        guard applicationStateStorage == .active else { return }
        applicationStateStorage = .inactive
        if isSceneBased {
            forEachScene { $0.resignActive() }
        } else {
            lifecycleDelegate?.applicationWillResignActive(self)
        }
        post(UIApplication.willResignActiveNotification)
    }

    /// The backend's window was minimised: resign active first if active, then background.
    func enterBackground() {
        guard !hasTerminated, applicationStateStorage != .background else { return }
        resignActive()
        applicationStateStorage = .background
        if isSceneBased {
            forEachScene { $0.enterBackground() }
        } else {
            lifecycleDelegate?.applicationDidEnterBackground(self)
        }
        post(UIApplication.didEnterBackgroundNotification)
    }

    /// The window was restored: foreground (inactive), then active.
    func enterForeground() {
        guard !hasTerminated, applicationStateStorage == .background else { return }
        if isSceneBased {
            forEachScene { $0.enterForeground() }
        } else {
            lifecycleDelegate?.applicationWillEnterForeground(self)
        }
        post(UIApplication.willEnterForegroundNotification)
        applicationStateStorage = .inactive
        becomeActive()
    }

    /// The system is short of memory: the delegate, the notification, then every loaded view
    /// controller in the windows (roots, their children and what they present) — UIKit's
    /// controllers observe the notification themselves; here those reachable from a window hear it.
    func receiveMemoryWarning() {
        lifecycleDelegate?.applicationDidReceiveMemoryWarning(self)
        post(UIApplication.didReceiveMemoryWarningNotification)
        var pending = windowRegistry.backToFront().compactMap(\.rootViewControllerStorage)
        var seen = Set<ObjectIdentifier>()
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            if controller.isViewLoaded { controller.didReceiveMemoryWarning() }
            pending.append(contentsOf: controller.children)
            if let presented = controller.presentedStorage { pending.append(presented) }
        }
    }

    // MARK: Termination

    /// Ends the app, once: what is queued is delivered, touches and presses still down are cancelled
    /// (so none loses its ending), an active app resigns active, then the delegate hears
    /// `applicationWillTerminate(_:)` and `willTerminateNotification` is posted. A running loop ends
    /// its turn and `UIApplicationMain` exits the process. Called again, it does nothing. Called
    /// during the launch, the launch ends without `applicationDidBecomeActive`.
    ///
    /// A ResponderKit addition (UIKit's apps are ended by the system); SIGINT, SIGTERM and closing the
    /// backend's window come here.
    public func terminate() {
        guard !hasTerminated else { return }
        hasTerminated = true
        // A quit signal's watchdog stands down: the app is ending (RunLoop/QuitSignals.swift).
        QuitSignals.taken.store(true, ordering: .sequentiallyConsistent)
        mainLoop.requestQuit()
        processPendingEvents()
        let time = inputPipeline.sanitizer.lastTimestamp
        inputPipeline.sanitizer.cancelAllTouches(timestamp: time)
        inputPipeline.keys.cancelAll(timestamp: time)
        resignActive()
        disconnectAllScenes()
        let delegate = lifecycleDelegate
        launchedDelegate = nil
        delegate?.applicationWillTerminate(self)
        post(UIApplication.willTerminateNotification)
    }
}
