import Foundation

/// A popover's presentation controller — UIKit's `UIPopoverPresentationController`: where the popover
/// points (`sourceView` and `sourceRect`, or `barButtonItem`), its arrow directions, and the views
/// that still take touches while it is up. An app sets these before presenting, as UIKit requires on
/// iPad. ResponderKit stores them; a `.popover` presentation is shown as a sheet, which is what UIKit
/// does in a compact environment (AD:uimodalpresentationstyle/popover).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (instead of `sourceView`).
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points; `.unknown` until shown (ResponderKit draws no arrow).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// Views that keep taking touches while the popover is up.
    open var passthroughViews: [UIView]?
    /// The popover's background colour.
    open var backgroundColor: UIColor?
    /// Whether the popover may cover the source rectangle; `false` by default.
    open var canOverlapSourceViewRect = false
    /// The sheet the popover adapts to in a compact width (iOS 15), for its detents; stored — a
    /// popover here is shown at the sheet's full height (docs/Sheets.md).
    public private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: nil)
}

/// A popover presentation's delegate — UIKit's `UIPopoverPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The directions a popover's arrow may point — UIKit's `UIPopoverArrowDirection`, with its raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
