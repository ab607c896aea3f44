import Foundation

#if !canImport(Darwin)
/// A task the user is doing, to go on with elsewhere — Foundation's `NSUserActivity`, which Linux's
/// Foundation does not have. Here it carries an activity between the app's scenes
/// (`requestSceneSessionActivation(_:userActivity:options:errorHandler:)`, `scene(_:continue:)`,
/// `UIScene.ConnectionOptions.userActivities`); there is no Handoff, Spotlight or Siri to offer it to
/// (docs/Differences-from-UIKit.md).
@preconcurrency @MainActor
open class NSUserActivity: NSObject {
    /// The kind of activity (a reverse-DNS string the app chooses).
    public let activityType: String
    /// A title for people.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to go on with the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Which scene should go on with it (compared with a scene's activation conditions on iOS).
    open var targetContentIdentifier: String?
    /// A web page showing the same thing.
    open var webpageURL: URL?
    /// Whether the activity may be offered to other devices (none here).
    open var isEligibleForHandoff = true
    /// Whether the activity may be found by search (no search here).
    open var isEligibleForSearch = false
    /// Whether the activity may be offered as a shortcut (no Siri here).
    open var isEligibleForPrediction = false
    /// A string for the system to match saved activities by.
    open var persistentIdentifier: String?
    /// Whether the activity changed since it was last saved.
    open var needsSave = false

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Marks the activity as the current one (nothing else sees it here).
    open func becomeCurrent() {}
    /// Marks the activity as no longer current.
    open func resignCurrent() {}
    /// Ends the activity.
    open func invalidate() {}
}
#endif
