import Foundation

/// An element that is not a view — UIKit's `UIAccessibilityElement`: a part of a view that draws several
/// things (a chart's bars, a calendar's days), which the view lists in its `accessibilityElements`.
///
/// It is a responder, as UIKit's is since iOS 8: its `next` is its container.
/// It is an element from its creation, and says what its properties were set to. Its frame follows its
/// container when `accessibilityFrameInContainerSpace` is set: the rectangle in the first container
/// view's coordinates, taken to the screen as the view moves and scrolls (as UIKit's does since iOS 10);
/// setting `accessibilityFrame` unsets it.
///
/// ```swift
/// let bar = UIAccessibilityElement(accessibilityContainer: chart)
/// bar.accessibilityLabel = "March"
/// bar.accessibilityValue = "12 mm"
/// bar.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 10, width: 20, height: 90)
/// chart.accessibilityElements = [bar]
/// ```
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The container (a view, or another element) this element is in; weak, as UIKit's.
    open weak var accessibilityContainer: AnyObject?
    /// The element's rectangle in its container view's coordinates; the null rectangle (unset) by default,
    /// when `accessibilityFrame` is whatever was set on it.
    open var accessibilityFrameInContainerSpace: CGRect = .null {
        didSet { accessibilityStorage?.frame = nil }
    }

    /// Creates an element that `container` lists among its `accessibilityElements`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
        isAccessibilityElement = true
    }

    /// Its container, when that is a responder (a view, or another element): UIKit's element passes
    /// events up through it.
    open override var next: UIResponder? { accessibilityContainer as? UIResponder }

    /// An element's frame: `accessibilityFrameInContainerSpace` taken to the screen through the container
    /// view when set, else the frame that was set (`.zero` by default, or the part's own rectangle for
    /// the parts UIKit's controls are made of).
    open override var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityStorage?.frame { return frame }
            guard !accessibilityFrameInContainerSpace.isNull, let view = AssistiveTechnology.view(showing: self)
            else { return AccessibilityDefaults.frame(self) }
            return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
        }
        set {
            accessibilityFrameInContainerSpace = .null
            accessibilitySet.frame = newValue
        }
    }
}
