import Foundation

/// A service the share sheet offers — UIKit's `UIActivity`. Apps subclass it for their own services
/// (`applicationActivities` of a ``UIActivityViewController``) and override the members below; the
/// defaults are UIKit's.
///
/// ```
///  the sheet asks canPerform(withActivityItems:) ─▶ shows activityTitle
///  the user taps it ─▶ prepare(withActivityItems:) ─▶ the sheet goes
///     ─▶ activityViewController, if any, is presented; else perform()
///  the activity calls activityDidFinish(_:) ─▶ (its controller is dismissed) ─▶ completionWithItemsHandler
/// ```
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// A service's identifier — UIKit's `UIActivity.ActivityType`, with the system's types.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType(
            "com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where the sheet lists a service — UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable {
        /// Things done with the items (the lower row).
        case action = 0
        /// Places the items are sent (the upper row).
        case share = 1
    }

    /// The service's kind: `.action` unless overridden (class-level, as in UIKit).
    open class var activityCategory: Category { .action }

    /// The service's identifier; `nil` by default.
    open var activityType: ActivityType? { nil }
    /// The title the sheet shows; `nil` by default.
    open var activityTitle: String? { nil }
    /// The image the sheet shows; `nil` by default.
    open var activityImage: UIImage? { nil }

    /// Whether the service can act on `activityItems`; `false` by default (so a subclass that does not
    /// say yes is not shown).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Called when the user chose the service, before it is performed or its controller shown.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Does the work when there is no ``activityViewController``; call ``activityDidFinish(_:)`` when
    /// done. The default does nothing (Apple's).
    open func perform() {}
    /// A controller to present for the work instead of ``perform()``; `nil` by default.
    open var activityViewController: UIViewController? { nil }

    /// Tells the share sheet the service finished: its controller (if any) is dismissed and the
    /// sheet's `completionWithItemsHandler` hears `completed`. A second call does nothing.
    open func activityDidFinish(_ completed: Bool) {
        guard let sheet = presentingSheet else { return }
        presentingSheet = nil
        sheet.activityFinished(self, completed: completed)
    }

    /// The share sheet this activity was chosen in, held until the activity finishes: the app
    /// usually keeps no reference to the sheet, and the sheet must still hear the finish (and tell
    /// its completion handler) after it has gone from the screen.
    var presentingSheet: UIActivityViewController?
    /// The controller presented for the work (``activityViewController`` as read once), until it finishes.
    var shownController: UIViewController?
}
