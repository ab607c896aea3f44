import Foundation

/// One instance of the app's user interface — UIKit's `UIScene`. UIKit makes a scene for each
/// session it connects, gives it a delegate made from the session's configuration, and moves it
/// through its activation states as the app does:
///
/// ```
///   unattached ── scene(_:willConnectTo:options:) ─▶ willConnectNotification
///       │
///       ▼  sceneWillEnterForeground ─▶ willEnterForegroundNotification
///   foregroundInactive ◀──────────── sceneWillResignActive ─▶ willDeactivateNotification ──┐
///       │  sceneDidBecomeActive ─▶ didActivateNotification                                  │
///       ▼                                                                                   │
///   foregroundActive ───────────────────────────────────────────────────────────────────────┘
///       ⋮  sceneDidEnterBackground ─▶ didEnterBackgroundNotification (from inactive)
///   background;  termination: sceneDidDisconnect ─▶ didDisconnectNotification
/// ```
///
/// Sources: Apple's UISceneDelegate documentation (each method: "In addition to calling this
/// method, UIKit posts …"); "Managing your app's life cycle" (a new scene enters the foreground, then
/// becomes active). Each delegate method comes before its notification, as the application's do.
///
/// Where UIKit differs: there is one screen and every scene is on it, its size; the SDL backend
/// shows each scene in a system window of its own, and the one with the focus is the active one
/// (Scenes/SceneFocus.swift, docs/Scenes.md).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life — UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected, or disconnected.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (an interruption, or on its way to or from the background).
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    // MARK: Notifications (UIKit's names; the object is the scene)

    /// Posted after the delegate's `scene(_:willConnectTo:options:)`.
    public nonisolated static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// Posted after the delegate's `sceneDidDisconnect(_:)`.
    public nonisolated static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    /// Posted after the delegate's `sceneDidBecomeActive(_:)`.
    public nonisolated static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// Posted after the delegate's `sceneWillResignActive(_:)`.
    public nonisolated static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    /// Posted after the delegate's `sceneWillEnterForeground(_:)`.
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted after the delegate's `sceneDidEnterBackground(_:)`.
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
        "UISceneDidEnterBackgroundNotification")

    /// The session the scene shows.
    public let session: UISceneSession
    /// The scene's delegate. Retained, as UIKit's is ("The scene retains the delegate").
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life; `.unattached` until it connects.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene (a backend may show it in its window's title bar).
    open var title: String! = ""

    /// A scene for `session`. UIKit makes scenes; an app does not, except through this initializer
    /// for a `sceneClass` of its own.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Open a URL from this scene: not possible here, so `completion(false)` on the next turn.
    @preconcurrency open func open(
        _ url: URL, options: UIScene.OpenExternalURLOptions?,
        completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        DispatchQueue.main.async { MainActor.assumeIsolated { completion?(false) } }
    }

    // MARK: Transitions (the application drives them: Scenes/SceneLifecycle.swift)

    func post(_ name: NSNotification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    func enterForeground() {
        guard activationState == .background || activationState == .unattached else { return }
        activationState = .foregroundInactive
        delegate?.sceneWillEnterForeground(self)
        post(UIScene.willEnterForegroundNotification)
    }

    func becomeActive() {
        guard activationState == .foregroundInactive else { return }
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
        post(UIScene.didActivateNotification)
    }

    func resignActive() {
        guard activationState == .foregroundActive else { return }
        activationState = .foregroundInactive
        delegate?.sceneWillResignActive(self)
        post(UIScene.willDeactivateNotification)
    }

    func enterBackground() {
        resignActive()
        guard activationState == .foregroundInactive else { return }
        activationState = .background
        delegate?.sceneDidEnterBackground(self)
        post(UIScene.didEnterBackgroundNotification)
    }

    func disconnect() {
        guard activationState != .unattached else { return }
        resignActive()
        activationState = .unattached
        delegate?.sceneDidDisconnect(self)
        post(UIScene.didDisconnectNotification)
    }
}

extension UIScene {
    /// What caused a scene to connect — UIKit's `UIScene.ConnectionOptions`. A scene the app connects
    /// at launch has none of these; one the app requests carries its user activity.
    @preconcurrency @MainActor
    public final class ConnectionOptions: NSObject {
        /// URLs to open (a launch by URL).
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked for the connection.
        public let sourceApplication: String?
        /// A quick action chosen on the home screen.
        public let shortcutItem: UIApplicationShortcutItem?
        /// The activities to go on with: the one given to
        /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
        public let userActivities: Set<NSUserActivity>

        public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
                    shortcutItem: UIApplicationShortcutItem? = nil, userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.shortcutItem = shortcutItem
            self.userActivities = userActivities
            super.init()
        }
    }

    /// Options for ``UIScene/open(_:options:completionHandler:)`` — UIKit's `OpenExternalURLOptions`.
    @preconcurrency @MainActor
    public final class OpenExternalURLOptions: NSObject {
        /// Open only a universal link with an app installed for it.
        public var universalLinksOnly = false
    }
}

/// A URL given to a scene to open — UIKit's `UIOpenURLContext`.
@preconcurrency @MainActor
public final class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL
    public init(url: URL) {
        self.url = url
        super.init()
    }
}
