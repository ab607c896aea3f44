import Foundation

/// The application's scenes: connecting the one the Info.plist declares at launch, and moving them
/// through the application's transitions.
///
/// A scene-based app (its Info.plist has a `UIApplicationSceneManifest`) hears its launch through the
/// app delegate as before — `willFinishLaunching`, `didFinishLaunching` — and everything after
/// through its scenes' delegates: UIKit "will not call" `applicationDidBecomeActive(_:)`,
/// `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)` or
/// `applicationWillEnterForeground(_:)`, and "posts a `didBecomeActiveNotification` regardless of
/// whether your app uses scenes" (Apple's UIApplicationDelegate documentation, each method).
/// `applicationWillTerminate(_:)` is still called, after every scene disconnected.
///
/// ```
///   didFinishLaunching ─▶ configurationForConnecting ─▶ the scene, its delegate (from the
///   configuration's class), the storyboard's window in delegate.window ─▶ scene(_:willConnectTo:
///   options:) ─▶ the storyboard's window made key and visible ─▶ sceneWillEnterForeground ─▶
///   sceneDidBecomeActive ─▶ UIApplication.didBecomeActiveNotification
/// ```
extension UIApplication {
    /// The scenes connected, in the order they connected.
    public var connectedScenes: Set<UIScene> { Set(sceneStorage) }

    /// The sessions of the app's scenes.
    public var openSessions: Set<UISceneSession> { Set(sceneStorage.map(\.session)) }

    /// Whether the Info.plist allows more than one scene (`UIApplicationSupportsMultipleScenes`).
    public var supportsMultipleScenes: Bool { SceneManifest.current.supportsMultipleScenes }

    /// Whether the app runs on scenes: its lifecycle goes to the scenes' delegates.
    var isSceneBased: Bool { !sceneStorage.isEmpty }

    /// At launch, after `didFinishLaunching`: connects the scene of the Info.plist's scene manifest
    /// (the app delegate chooses its configuration) and brings it to the foreground. Nothing for an
    /// app without a manifest.
    func connectScenesAtLaunch() {
        guard SceneManifest.current.isPresent, sceneStorage.isEmpty else { return }
        connectScene(role: .windowApplication, options: UIScene.ConnectionOptions())
    }

    @discardableResult
    func connectScene(role: UISceneSession.Role, options: UIScene.ConnectionOptions, activating: Bool = true) -> UIScene
    {
        let provisional = UISceneConfiguration(name: nil, sessionRole: role)
        let session = UISceneSession(role: role, configuration: provisional)
        let configuration = lifecycleDelegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(
                name: SceneManifest.current.configurations(for: role).first?.name, sessionRole: role)
        session.configuration = configuration
        let sceneClass = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.scene = scene
        scene.delegate = makeSceneDelegate(configuration)
        sceneStorage.append(scene)

        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            windowScene.storyboardWindow = window
            (scene.delegate as? any UIWindowSceneDelegate)?.window = window
            storyboardWindow = window
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.post(UIScene.willConnectNotification)
        if storyboardWindow != nil,
            let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? storyboardWindow,
           window.isHidden {
            window.makeKeyAndVisible()
        }
        if applicationStateStorage != .background { scene.enterForeground() }
        if activating, applicationStateStorage == .active, activatesWithApplication(scene) { scene.becomeActive() }
        return scene
    }

    /// The scene delegate of `configuration`'s class, made as ``UICreatableSceneDelegate`` allows.
    private func makeSceneDelegate(_ configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
        guard let delegateClass = configuration.delegateClass else { return nil }
        if let creatable = delegateClass as? any UICreatableSceneDelegate.Type { return creatable.init() }
        let message = delegateClass is any UISceneDelegate.Type
            ? "\(delegateClass) cannot be made from its class on this platform: add UICreatableSceneDelegate to its "
                + "conformances (a class that is not final also declares `required override init() { super.init() }`); "
                + "responderkit-port does this. The scene connects without a delegate"
            : "\(delegateClass), the scene configuration's delegateClass, is not a UISceneDelegate; "
                + "the scene connects without a delegate"
        report(Diagnostic(kind: .refusedLifecycleCall, resolution: .dropped, message: message))
        return nil
    }

    // MARK: Transitions, for a scene-based app

    /// Each connected scene, in connection order (a delegate that disconnects one leaves the rest).
    func forEachScene(_ body: (UIScene) -> Void) {
        for scene in sceneStorage { body(scene) }
    }

    /// The app ends: every scene resigns and disconnects.
    func disconnectAllScenes() {
        let scenes = sceneStorage
        for scene in scenes { scene.disconnect() }
        sceneStorage.removeAll()
        for scene in scenes {
            (scene as? UIWindowScene)?.storyboardWindow = nil
            scene.session.scene = nil
        }
    }
}

extension UIApplication {
    /// An app without scenes whose Info.plist names a `UIMainStoryboardFile`: before
    /// `didFinishLaunching`, the window with the storyboard's initial controller, given to the
    /// delegate's `window`; the launch shows it after `didFinishLaunching` unless the app did.
    /// (Apple: "the app object loads the main storyboard … and creates the window"; a scene-based app
    /// uses its scene's storyboard instead.)
    func makeMainStoryboardWindow(for delegate: (any UIApplicationDelegate)?) -> UIWindow? {
        let info = UIApplication.infoDictionary
        guard !SceneManifest(info: info).isPresent, let name = info["UIMainStoryboardFile"] as? String else {
            return nil
        }
        let storyboard = UIStoryboard(name: name, bundle: nil)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = storyboard.instantiateInitialViewController()
        mainStoryboardWindow = window
        delegate?.window = window
        return window
    }
}
