import Foundation

extension UIApplication {
    /// The app's Info.plist, as UIKit reads it from the app's bundle: the scene manifest
    /// (`UIApplicationSceneManifest`), `UIMainStoryboardFile`, `UILaunchStoryboardName`,
    /// `UIUserInterfaceStyle`, `UISupportedInterfaceOrientations`.
    ///
    /// A ResponderKit addition: a SwiftPM executable has no app bundle, so the dictionary is
    /// `Bundle.main.infoDictionary` unless set — by the code `responderkit-port` writes from the app's
    /// Info.plist (``PortedAppResources``), or by a test. Set it before ``launch(_:delegate:options:)``.
    public static var infoDictionary: [String: Any] {
        get { SceneManifest.infoDictionary ?? Bundle.main.infoDictionary ?? [:] }
        set { SceneManifest.infoDictionary = newValue }
    }
}

/// The scene manifest of the app's Info.plist, read as UIKit reads it:
///
/// ```
/// UIApplicationSceneManifest
///   UIApplicationSupportsMultipleScenes: Bool
///   UISceneConfigurations
///     UIWindowSceneSessionRoleApplication: [ { UISceneConfigurationName, UISceneDelegateClassName,
///                                              UISceneClassName?, UISceneStoryboardFile? } ]
/// ```
///
/// Source: Apple's "Specifying the scenes your app supports" and the `UIApplicationSceneManifest`
/// Information Property List reference.
@preconcurrency @MainActor
struct SceneManifest {
    /// One entry of `UISceneConfigurations`.
    struct Entry {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
        var storyboardName: String?
    }

    static var infoDictionary: [String: Any]?
    /// The app's module, for class names (`$(PRODUCT_MODULE_NAME).SceneDelegate`, a bare name): the
    /// module of the app delegate launched, else the process's name.
    static var appModule: String?

    /// The manifest of ``UIApplication/infoDictionary``.
    static var current: SceneManifest { SceneManifest(info: UIApplication.infoDictionary) }

    /// Whether the Info.plist declares scenes: an app with a manifest is scene-based.
    let isPresent: Bool
    let supportsMultipleScenes: Bool
    private let entries: [String: [Entry]]

    init(info: [String: Any]) {
        guard let manifest = info["UIApplicationSceneManifest"] as? [String: Any] else {
            isPresent = false
            supportsMultipleScenes = false
            entries = [:]
            return
        }
        isPresent = true
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        var entries: [String: [Entry]] = [:]
        for (role, list) in manifest["UISceneConfigurations"] as? [String: Any] ?? [:] {
            entries[role] = (list as? [[String: Any]] ?? []).map { item in
                Entry(name: item["UISceneConfigurationName"] as? String,
                      delegateClassName: item["UISceneDelegateClassName"] as? String,
                      sceneClassName: item["UISceneClassName"] as? String,
                      storyboardName: item["UISceneStoryboardFile"] as? String)
            }
        }
        self.entries = entries
    }

    /// The entries for `role`, in the Info.plist's order.
    func configurations(for role: UISceneSession.Role) -> [Entry] { entries[role.rawValue] ?? [] }

    /// The entry called `name` for `role`.
    func configuration(named name: String, role: UISceneSession.Role) -> Entry? {
        configurations(for: role).first { $0.name == name }
    }

    /// A class named in the Info.plist: `$(PRODUCT_MODULE_NAME)` (and `$(TARGET_NAME)`) stand for the
    /// app's module; a bare name is looked up in the app's module too. Not found: `nil`, reported.
    static func lookUpClass(_ written: String) -> AnyClass? {
        let module = appModule ?? ApplicationClasses.mainModuleName
        let name = written.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: module)
            .replacingOccurrences(of: "$(TARGET_NAME)", with: module)
        if let found = NSClassFromString(name) { return found }
        if !name.contains("."), let found = NSClassFromString("\(module).\(name)") { return found }
        UIApplication.current.report(Diagnostic(
            kind: .refusedLifecycleCall, resolution: .dropped,
                message:
                    "Info.plist names the class \"\(written)\", which does not exist (a private class has no name "
                        + "Foundation can find)"
            ))
        return nil
    }

    /// The style the Info.plist's `UIUserInterfaceStyle` forces on the app (`Light`, `Dark`); `nil`
    /// for `Automatic` or none. Apple's Information Property List reference: "Setting this key forces
    /// the app to always adopt the specified style".
    static var forcedInterfaceStyle: UIUserInterfaceStyle? {
        switch UIApplication.infoDictionary["UIUserInterfaceStyle"] as? String {
        case "Dark": .dark
        case "Light": .light
        default: nil
        }
    }

    /// The module a type is declared in (`MyApp` for `MyApp.AppDelegate`).
    static func module(of type: Any.Type) -> String? {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }
}
