import Foundation

/// The object that manages a presented controller's presentation — UIKit's
/// `UIPresentationController`, as far as app code reaches it: `viewController.presentationController`,
/// its `delegate` (set to learn of the presentation's adaptations and dismissals), and the popover
/// subclass an app configures before presenting (``UIPopoverPresentationController``).
///
/// Where it differs from UIKit (docs/Differences-from-UIKit.md): ResponderKit lays presented views out
/// itself (Views/UIViewController+Presentation.swift) and asks no presentation controller to, so
/// custom subclasses (`frameOfPresentedViewInContainerView`, `presentationTransitionWillBegin` …) are
/// not consulted. A sheet's swipe down (``UISheetPresentationController``) is the user's dismissal the
/// delegate hears of.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    /// The delegate, asked about adaptations and told of user dismissals. Not retained.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation controller for `presentedViewController`; `presentingViewController` is
    /// accepted for UIKit's signature (the presenter is known once `present` is called).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }

    /// The controller that presented (or will present) ``presentedViewController``; `nil` before it
    /// is presented (UIKit's is set from the start).
    open var presentingViewController: UIViewController? { presentedViewController.presentingViewController }
    /// The presented controller's `modalPresentationStyle`.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The view the presented view is in while it is presented (the window or the context's view).
    open var containerView: UIView? { presentedViewController.viewIfLoaded?.superview }
    /// The presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
}

/// What a presentation controller asks of and tells its delegate — UIKit's
/// `UIAdaptivePresentationControllerDelegate`; every method has a default that does what UIKit does
/// when the delegate leaves it out.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact environment; `.none` keeps the presentation's own.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether a user's dismissal (a swipe on a sheet) may happen; `true` by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIViewController {
    /// The presentation controller that manages (or will manage) this controller's presentation,
    /// made on first use: a ``UIPopoverPresentationController`` for a `.popover` style or an action
    /// sheet, a plain one otherwise — so `presentationController?.delegate = self` before presenting
    /// works as in UIKit. A child answers with its parent's.
    public var presentationController: UIPresentationController? {
        if let parent = parentStorage { return parent.presentationController }
        let wantsPopover = usesPopoverPresentation
        let wantsSheet = !wantsPopover && usesSheetPresentation
        if let existing = presentationControllerStorage, (existing is UIPopoverPresentationController) == wantsPopover,
           (existing is UISheetPresentationController) == wantsSheet {
            return existing
        }
        let made = wantsPopover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
            : wantsSheet
                ? UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
            : UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        presentationControllerStorage = made
        return made
    }

    /// The popover presentation controller that manages this controller, made on first use when its
    /// style is `.popover` (or it is an action sheet); `nil` otherwise (AD:uiviewcontroller/
    /// popoverpresentationcontroller). Set its `sourceView` and `sourceRect` as UIKit requires on iPad.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard usesPopoverPresentation || parentStorage != nil else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The sheet presentation controller that manages this controller, made on first use when its
    /// style is a sheet (`.pageSheet`, `.formSheet`, or `.automatic`, which is a sheet on iOS 15 and
    /// later); `nil` otherwise (AD:uikit/uiviewcontroller/sheetpresentationcontroller). Configure it
    /// before presenting.
    public var sheetPresentationController: UISheetPresentationController? {
        guard usesSheetPresentation, parentStorage == nil else { return nil }
        return presentationController as? UISheetPresentationController
    }

    /// Whether this controller is presented as a sheet.
    var usesSheetPresentation: Bool {
        let style = modalPresentationStyle
        return (style == .pageSheet || style == .formSheet || style == .automatic) && !usesPopoverPresentation
    }

    /// Whether UIKit would present this controller in a popover on a regular-width screen.
    private var usesPopoverPresentation: Bool {
        modalPresentationStyle == .popover || (self as? UIAlertController)?.preferredStyle == .actionSheet
    }
}
