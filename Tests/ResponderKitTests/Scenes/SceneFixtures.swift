import ResponderKit

// A scene-based app as iOS code: an app delegate that chooses the scene configuration, and a
// scene delegate that makes its window — or finds the storyboard's in `window`. Top-level and not
// private: the Info.plist names the scene delegate's class, which is found by its name.

/// What the delegates and the notifications said, in order.
@MainActor
final class SceneLog {
    static var entries: [String] = []
    private static var tokens: [NSObjectProtocol] = []

    static func observe() {
        entries = []
        let names: [(NSNotification.Name, String)] = [
            (UIScene.willConnectNotification, "n:scene.willConnect"),
            (UIScene.willEnterForegroundNotification, "n:scene.willEnterForeground"),
            (UIScene.didActivateNotification, "n:scene.didActivate"),
            (UIScene.willDeactivateNotification, "n:scene.willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "n:scene.didEnterBackground"),
            (UIScene.didDisconnectNotification, "n:scene.didDisconnect"),
            (UIApplication.didBecomeActiveNotification, "n:app.didBecomeActive"),
            (UIApplication.willResignActiveNotification, "n:app.willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "n:app.didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "n:app.willEnterForeground"),
            (UIApplication.willTerminateNotification, "n:app.willTerminate"),
        ]
        for (name, entry) in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { SceneLog.entries.append(entry) }
            })
        }
    }

    static func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens.removeAll()
    }

    /// An Info.plist declaring one window scene of `delegateClass`, with `storyboard` if given.
    static func info(delegateClass: String, storyboard: String? = nil) -> [String: Any] {
        var configuration: [String: Any] = [
            "UISceneConfigurationName": "Default Configuration",
            "UISceneDelegateClassName": delegateClass,
        ]
        if let storyboard { configuration["UISceneStoryboardFile"] = storyboard }
        return ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]],
        ] as [String: Any]]
    }
}

final class ScenesAppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        SceneLog.entries.append("app.didFinishLaunching window=\(window != nil)")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneLog.entries.append("app.configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.entries.append("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { SceneLog.entries.append("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) {
        SceneLog.entries.append("app.didEnterBackground")
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
        SceneLog.entries.append("app.willEnterForeground")
    }
    func applicationWillTerminate(_ application: UIApplication) { SceneLog.entries.append("app.willTerminate") }
}

/// The scene delegate of Xcode's template: makes its window unless a storyboard did.
final class ScenesSceneDelegate: UIResponder, UIWindowSceneDelegate, UICreatableSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        SceneLog.entries.append("scene.willConnect window=\(window != nil)")
        guard window == nil, let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { SceneLog.entries.append("scene.didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneLog.entries.append("scene.didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneLog.entries.append("scene.willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneLog.entries.append("scene.willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneLog.entries.append("scene.didEnterBackground") }
}

/// A scene delegate as iOS declares it, without the conformance that lets it be made from its class.
final class UncreatableSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// A classic app delegate: its window comes from `UIMainStoryboardFile`.
final class StoryboardAppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        SceneLog.entries.append("""
            app.didFinishLaunching window=\(window != nil) \
            root=\(window?.rootViewController.map { "\(type(of: $0))" } ?? "-") \
            visible=\(window?.isHidden == false)
            """)
        return true
    }
}

/// The app's translated resources, as `responderkit-port` writes them: found by its name in the
/// app delegate's module when the app launches.
final class PortedResources: PortedAppResources {
    static var registrations = 0

    static func register() {
        registrations += 1
        UIStoryboard.register(MainStoryboard.translation)
    }
}
