import Foundation

/// Where and for what an edit menu is presented — UIKit's `UIEditMenuConfiguration` (iOS 16).
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// An identifier for the menu, or `nil`.
    public let identifier: AnyHashable?
    /// The point the menu is presented from, in the interaction's view.
    public let sourcePoint: CGPoint

    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
        super.init()
    }
}
