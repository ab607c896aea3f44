import Foundation

/// The application's delegate — the event-relevant part of UIKit's `UIApplicationDelegate`.
///
/// UIKit's requirements are all `optional` Objective-C requirements; Swift on Linux has no optional
/// requirements, so each is an ordinary one with a default implementation that does what iOS does when
/// the delegate leaves it out. One consequence: `delegate?.window` is `UIWindow?` here, where iOS gives
/// `UIWindow??` (see docs/Differences-from-UIKit.md).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The main window of an application that does not use scenes.
    var window: UIWindow? { get set }

    /// Launch is about to finish.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Launch finished: create the window, set its root view controller, `makeKeyAndVisible()`.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The application became active.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The application is about to become inactive (an interruption).
    func applicationWillResignActive(_ application: UIApplication)

    /// The application is about to quit.
    func applicationWillTerminate(_ application: UIApplication)

    /// The application went to the background (a backend's window was minimised).
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The application is coming back from the background.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The system is short of memory (`RawInput.memoryWarning`): free what can be made again.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// The configuration for a scene about to connect (a scene-based app: Scenes/).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration

    /// Sessions the user closed.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func applicationDidBecomeActive(_ application: UIApplication) {}

    public func applicationWillResignActive(_ application: UIApplication) {}

    public func applicationWillTerminate(_ application: UIApplication) {}

    public func applicationDidEnterBackground(_ application: UIApplication) {}

    public func applicationWillEnterForeground(_ application: UIApplication) {}

    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// By default the Info.plist's first entry for the session's role, as UIKit uses when the
    /// delegate leaves this out.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let name = SceneManifest.current.configurations(for: connectingSceneSession.role).first?.name
        return UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplication {
    /// Keys of the launch-options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
