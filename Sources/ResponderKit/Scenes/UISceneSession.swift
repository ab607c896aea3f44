import Foundation

/// A scene's saved state and its configuration — UIKit's `UISceneSession`. The application makes a
/// session for each scene it connects, then asks its delegate for the session's configuration
/// (`application(_:configurationForConnecting:options:)`).
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene a session is for — UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window: the app's main interface.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene showing the session, while one is connected.
    open internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration the scene was made from.
    open internal(set) var configuration: UISceneConfiguration
    /// A string that stays the session's for its life.
    public let persistentIdentifier: String
    /// Data the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// What a scene is made of: its class, its delegate's class and its storyboard — UIKit's
/// `UISceneConfiguration`.
///
/// `init(name:sessionRole:)` fills the three from the entry of that name in the app's Info.plist
/// scene manifest (``UIApplication/infoDictionary``: `UISceneDelegateClassName`, `UISceneClassName`,
/// `UISceneStoryboardFile`), as UIKit does; a name with no entry gives an empty configuration. A
/// class name is looked up as `NSClassFromString` finds it, with `$(PRODUCT_MODULE_NAME)` taken as the
/// app's module.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name, the key of its Info.plist entry.
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The scene's class: `UIWindowScene` when `nil`.
    open var sceneClass: AnyClass?
    /// The delegate's class. The application makes the delegate only from a class that is
    /// ``UICreatableSceneDelegate`` (docs/Differences-from-UIKit.md).
    open var delegateClass: AnyClass?
    /// The storyboard whose initial view controller fills the scene's first window.
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        guard let name, let entry = SceneManifest.current.configuration(named: name, role: sessionRole) else { return }
        sceneClass = entry.sceneClassName.flatMap(SceneManifest.lookUpClass)
        delegateClass = entry.delegateClassName.flatMap(SceneManifest.lookUpClass)
        storyboard = entry.storyboardName.map { UIStoryboard(name: $0, bundle: nil) }
    }

    open override var description: String {
        "<UISceneConfiguration \(name.map { "'\($0)'" } ?? "unnamed") role: \(role.rawValue)>"
    }
}
