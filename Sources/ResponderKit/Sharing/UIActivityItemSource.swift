import Foundation

/// An object that gives the share sheet an item for each service — UIKit's `UIActivityItemSource`.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// A stand-in of the right type, asked before a service is chosen.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for the chosen service (`nil`: nothing for it).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject line, for services that have one (empty by default).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
}
