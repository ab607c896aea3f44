import Foundation

/// Finds the classes `UIApplicationMain(_:_:_:_:)` is named: the principal class (a `UIApplication`
/// subclass) and the delegate class, with Foundation's `NSClassFromString`.
///
/// Where UIKit differs: the Objective-C runtime can create any class from its name; Swift can create
/// one from its metatype only through a `required` or protocol initializer. The principal class has
/// one (`UIApplication.init()` is `required`); the delegate class must conform to
/// ``UIApplicationMainDelegate`` (whose `init()` requirement a `final` class meets as it is).
/// `NSStringFromClass` gives a Swift class's name as `Module.Class`; a bare name (`"AppDelegate"`, as
/// Objective-C-era code writes it) is also looked up in the main module (the process's name).
@preconcurrency @MainActor
enum ApplicationClasses {
    typealias Resolved = (UIApplication.Type, () -> (any UIApplicationDelegate)?)

    enum Outcome {
        case success(Resolved)
        case failure(String)
    }

    static func resolve(principal: String?, delegate: String?) -> Outcome {
        var applicationClass: UIApplication.Type = UIApplication.self
        if let principal {
            guard let found = lookUp(principal) else {
                return .failure(
                    "UIApplicationMain: no class named \"\(principal)\" (use NSStringFromClass(MyApplication.self))")
            }
            guard let type = found as? UIApplication.Type else {
                return .failure("UIApplicationMain: \(principal) is not a UIApplication subclass")
            }
            applicationClass = type
        }
        guard let delegate else { return .success((applicationClass, { nil })) }
        guard let found = lookUp(delegate) else {
            return .failure(
                "UIApplicationMain: no class named \"\(delegate)\" (use NSStringFromClass(AppDelegate.self); a "
                    + "private class has no name Foundation can find)"
            )
        }
        if let type = found as? any UIApplicationMainDelegate.Type {
            return .success((applicationClass, { type.init() }))
        }
        if found is any UIApplicationDelegate.Type {
            return .failure(
                """
                    UIApplicationMain: \(delegate) cannot be created from its name on this platform: add \
                    UIApplicationMainDelegate to its conformances (a class that is not final also declares `required \
                    override init() { super.init() }`); responderkit-port does this
                    """
            )
        }
        return .failure("UIApplicationMain: \(delegate) does not conform to UIApplicationDelegate")
    }

    /// `NSClassFromString(name)`, then `MainModule.name` for a bare name.
    static func lookUp(_ name: String) -> AnyClass? {
        if let found = NSClassFromString(name) { return found }
        guard !name.contains(".") else { return nil }
        return NSClassFromString("\(mainModuleName).\(name)")
    }

    /// The main module's name as Swift spells it: the process's name, `-` and spaces made `_`.
    static var mainModuleName: String {
        ProcessInfo.processInfo.processName.replacingOccurrences(of: "-", with: "_").replacingOccurrences(
            of: " ", with: "_")
    }

    /// Says why `UIApplicationMain` cannot start, on the standard error and to the application's
    /// diagnostics when there is one.
    static func refuse(_ message: String) {
        FileHandle.standardError.write(Data("responderkit: \(message)\n".utf8))
        UIApplication.sharedStorage?.report(
            Diagnostic(kind: .refusedLifecycleCall, resolution: .dropped, message: message))
    }
}
