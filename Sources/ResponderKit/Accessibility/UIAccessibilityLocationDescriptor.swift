import Foundation

/// A named place in a view where a drag can start or a drop can land — UIKit's
/// `UIAccessibilityLocationDescriptor`, listed in an element's `accessibilityDragSourceDescriptors` and
/// `accessibilityDropPointDescriptors`, which VoiceOver offers as actions ("Drag Photo", "Drop into
/// Album"). ResponderKit has no drag-and-drop session for an assistive app to start, so the descriptors
/// are there to be read (``AssistiveTechnology/locations(of:)``). The view is held weakly, as UIKit
/// holds it.
@preconcurrency @MainActor
open class UIAccessibilityLocationDescriptor: NSObject {
    /// The view the point is in.
    open private(set) weak var view: UIView?
    /// The point, in `view`'s coordinates.
    public let point: CGPoint
    /// The name VoiceOver says, with attributes.
    public let attributedName: NSAttributedString

    /// The name VoiceOver says.
    open var name: String { attributedName.string }

    /// `view`'s accessibility activation point (by default the middle of its frame), named `name`.
    public convenience init(name: String, view: UIView) {
        let point = view.accessibilityActivationPoint
        let inView = point.x.isFinite && point.y.isFinite && view.window != nil
            ? view.convertFromScreen(point) : CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        self.init(name: name, point: inView, in: view)
    }

    /// `point`, in `view`'s coordinates, named `name`.
    public convenience init(name: String, point: CGPoint, in view: UIView) {
        self.init(attributedName: NSAttributedString(string: name), point: point, in: view)
    }

    /// `point`, in `view`'s coordinates, named with attributes.
    public init(attributedName: NSAttributedString, point: CGPoint, in view: UIView) {
        // A copy, as UIKit's `@NSCopying` property keeps: the app changing its string later changes nothing.
        self.attributedName = NSAttributedString(attributedString: attributedName)
        self.point = point
        self.view = view
        super.init()
    }
}
