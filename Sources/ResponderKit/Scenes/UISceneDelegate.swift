import Foundation

/// What a scene tells its delegate as it connects, comes and goes — UIKit's `UISceneDelegate`.
///
/// UIKit's requirements are `optional`; here each is an ordinary one whose default does nothing, as
/// iOS does for a method the delegate leaves out. The order of the calls is in ``UIScene``.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app: make its window here (or, with a storyboard, find it in
    /// the delegate's `window`, already made).
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app (its session may connect again later).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is on screen and receiving events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen (after connecting, or from the background).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene left the screen.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// URLs to open arrived while the scene runs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// An activity to go on with arrived for the running scene (a request to activate its session).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// The activity that would bring the scene back as it is, if the app saves one.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// The delegate of a window scene — UIKit's `UIWindowSceneDelegate`: the scene delegate with the
/// scene's main `window`, which UIKit fills when the scene's configuration names a storyboard.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. Declare it as a stored `var window: UIWindow?`: the application
    /// holds windows weakly, as UIKit does.
    var window: UIWindow? { get set }
    /// The scene's size, orientation or traits changed.
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
}

/// A scene delegate the application can make from its class — the form UIKit's
/// `class SceneDelegate: UIResponder, UIWindowSceneDelegate` takes here, so that the class an
/// Info.plist or a ``UISceneConfiguration`` names can be made:
///
///     final class SceneDelegate: UIResponder, UIWindowSceneDelegate, UICreatableSceneDelegate {
///         var window: UIWindow?
///     }
///
/// Where UIKit differs: the Objective-C runtime makes any class from its name; Swift makes one from
/// its metatype only through a `required` or protocol initializer. A `final` class has `init()` from
/// `UIResponder`; one that is not final declares `required override init() { super.init() }`.
/// `responderkit-port` adds both (docs/Differences-from-UIKit.md). A scene whose delegate class
/// cannot be made connects without a delegate, with a diagnostic saying this.
@preconcurrency @MainActor
public protocol UICreatableSceneDelegate: UISceneDelegate {
    init()
}
