import Foundation

/// A home-screen quick action — UIKit's `UIApplicationShortcutItem` (there is no home screen here;
/// the type exists for code that reads one).
public final class UIApplicationShortcutItem: NSObject, Sendable {
    /// The action's type string, as the app declared it.
    public let type: String
    /// The title shown.
    public let localizedTitle: String
    public init(type: String, localizedTitle: String) {
        self.type = type
        self.localizedTitle = localizedTitle
        super.init()
    }
}
