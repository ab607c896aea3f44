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
/// ResponderKit calls `register()` once, before it needs any of them: when the app launches
/// (``UIApplication/launch(_:delegate:options:)`` and `UIApplicationMain`, from the module of the
/// app's delegate), or when a storyboard, nib or named image or colour is first asked for (from the
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

    /// Registers the resources of `module`, if it has them and they were not registered yet.
    static func loadResources(ofModule module: String?) {
        guard let module, triedModules.insert(module).inserted else { return }
        guard let resources = NSClassFromString("\(module).\(className)") as? any PortedAppResources.Type else { return }
        resources.register()
    }

    /// Before a resource is looked up by name: the app's module if it launched, else the process's.
    static func loadIfNeeded() {
        loadResources(ofModule: SceneManifest.appModule)
        loadResources(ofModule: ProcessInfo.processInfo.processName
            .replacingOccurrences(of: "-", with: "_").replacingOccurrences(of: " ", with: "_"))
    }
}
