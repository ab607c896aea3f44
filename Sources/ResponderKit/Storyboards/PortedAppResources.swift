import Foundation

/// The resources of an app `responderkit-port` ported — its Info.plist, storyboards, nibs and asset
/// catalogs, translated into Swift — which the library finds by the class's name, as UIKit finds an
/// app's resources in its bundle. A ResponderKit addition.
///
/// The port writes one class named `PortedResources` into the app's module:
///
///     final class PortedResources: PortedAppResources {
///         static func register() {
///             UIApplication.infoDictionary = [ … the Info.plist … ]
///             UIStoryboard.register(MainStoryboard.translation)
///             UINib.register(name: "NoteCell", instantiate: NoteCellNib.instantiate)
///             UIImage.register(named: "Logo", …)
///         }
///     }
///
/// ResponderKit calls `register()` before it needs any of them: each time the app launches
/// (``UIApplication/launch(_:delegate:options:)`` and `UIApplicationMain`, from the module of the
/// app's delegate), or once when a storyboard or nib is first asked for without a launch (from the
/// module named like the process). An app can call it itself, before either.
@preconcurrency @MainActor
public protocol PortedAppResources: AnyObject {
    /// Registers the app's translated resources.
    static func register()
}

/// Finds and registers an app's ``PortedAppResources``, once per module.
@preconcurrency @MainActor
enum PortedResourceLoader {
    /// The name of the class the port writes.
    static let className = "PortedResources"
    private static var triedModules: Set<String> = []

    /// At launch: registers the resources of `module`, if it has them — at every launch, so that an
    /// app launched again (a test) starts from its own Info.plist.
    static func loadResources(ofModule module: String?) {
        guard let module else { return }
        triedModules.insert(module)
        (NSClassFromString("\(module).\(className)") as? any PortedAppResources.Type)?.register()
    }

    /// The module whose resources `UIApplicationMain` registered for the launch it is about to run.
    private static var registeredForLaunch: String?

    /// `UIApplicationMain`, before its event loop shows the launch screen: registers the resources
    /// the launch that follows then uses as they are.
    static func registerBeforeLaunch(ofModule module: String?) {
        loadResources(ofModule: module)
        registeredForLaunch = module
    }

    /// At launch: the resources of `module`, unless `UIApplicationMain` registered them just before.
    static func registerForLaunch(ofModule module: String?) {
        defer { registeredForLaunch = nil }
        if let registered = registeredForLaunch, registered == module { return }
        loadResources(ofModule: module)
    }

    /// Before a resource is looked up by name: the resources of the app's module if it launched, else
    /// of the process's module — once each.
    static func loadIfNeeded() {
        for module in [SceneManifest.appModule, ApplicationClasses.mainModuleName] {
            guard let module, !triedModules.contains(module) else { continue }
            loadResources(ofModule: module)
        }
    }
}
