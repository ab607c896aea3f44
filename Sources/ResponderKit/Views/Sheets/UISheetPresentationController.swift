import Foundation

/// The presentation controller of a sheet — UIKit's `UISheetPresentationController` (iOS 15): the
/// heights it rests at (``detents``), the one it is at, the dimming under it, and its delegate.
///
///     let detail = DetailViewController()
///     if let sheet = detail.sheetPresentationController {
///         sheet.detents = [.medium(), .large()]
///         sheet.prefersGrabberVisible = true
///     }
///     present(detail, animated: true)
///
/// A user drags the sheet between its detents, and down past the smallest to dismiss it: anywhere on
/// the sheet, or in a scroll view inside it that is scrolled to its top (and, while the sheet can grow,
/// dragging up grows it before the content scrolls, unless ``prefersScrollingExpandsWhenScrolledToEdge``
/// is `false`). A dismissal asks `isModalInPresentation` and the delegate's
/// `presentationControllerShouldDismiss(_:)` first; refused, the delegate hears
/// `presentationControllerDidAttemptToDismiss(_:)` and the sheet goes back (docs/Sheets.md).
///
///     finger down on the sheet ─▶ pan (the sheet's, or a scroll view's at its top edge)
///       ─▶ the sheet's top follows the finger (held at the largest detent's top going up)
///       ─▶ lift: the top, projected by the velocity, picks the nearest detent — or below half the
///          smallest one, a dismissal (if allowed) ─▶ the sheet moves there in 0.3 s
///
/// Where it differs (docs/Differences-from-UIKit.md): the sheet is drawn as its presented view (no
/// rounded card or grabber is drawn); the sheet's pan recognizer is on the presented view.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at, smallest first once resolved; `[.large()]` by default. An empty
    /// array is reported and ignored (UIKit requires at least one).
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                detents = oldValue
                return UIApplication.shared.report(.init(kind: .invalidSheetUse, resolution: .dropped,
                        message: "UISheetPresentationController.detents must not be empty; kept the detents it had"))
            }
            detentsChanged()
        }
    }
    /// The detent the sheet is at, as the user or the app last chose it; `nil` (the default) means
    /// the smallest of ``detents``.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { detentsChanged() } }
    /// The largest detent with no dimming under the sheet (the content behind takes touches there);
    /// `nil` (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { detentsChanged() } }
    /// Whether scrolling up in a scroll view at its top grows the sheet to a larger detent first;
    /// `true` by default.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet shows a grabber at its top; `false` by default (stored: nothing is drawn).
    open var prefersGrabberVisible = false
    /// Whether the sheet attaches to the bottom edge in a compact height; `false` by default (stored).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet is as wide as the preferred content size; `false` by default (stored).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The corner radius; `nil` (the system's) by default (stored).
    open var preferredCornerRadius: CGFloat?
    /// The view a sheet in a popover-like presentation points at (stored).
    open var sourceView: UIView?

    /// What the sheet is doing: at rest, following a drag, or settling; and the dimming view.
    var drag = SheetDragState()
    var dimmingView: SheetDimmingView?
    var panRecognizer: UIPanGestureRecognizer?
    /// Whether changes are inside `animateChanges(_:)`.
    private var animatingChanges = false

    /// Makes the changes in `changes` (detents, the selected detent) and moves the sheet to the
    /// result in an animation, as UIKit's.
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges = true
        changes()
        animatingChanges = false
        moveToRestingDetent(animated: true)
    }

    /// Resolves the custom detents again (their resolvers read state that changed) and moves the
    /// sheet to its detent.
    open func invalidateDetents() { detentsChanged() }

    /// The largest detent's height: the window's height less the sheet's top inset.
    public var maximumDetentValue: CGFloat {
        guard let area = sheetArea else { return 0 }
        return max(area.height - UIViewController.sheetTopInset - area.bottomInset, 0)
    }

    private func detentsChanged() {
        guard !animatingChanges else { return }
        moveToRestingDetent(animated: false)
    }
}

/// A sheet's delegate — UIKit's `UISheetPresentationControllerDelegate`: what any presentation
/// delegate hears, and the selected detent changing by the user's drag.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called when the app sets one).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
