import Foundation

/// What a view controller does when the size of its view changes — the size part of UIKit's
/// `UIContentContainer`, which `UIViewController` adopts.
///
/// When the screen is resized (`RawInput.screenResized`; the SDL window resized by its user), each
/// window that filled the screen takes the new size, and the root view controller of each is sent
/// `viewWillTransition(to:with:)` before its view changes size; the default forwards it to the
/// children (at `size(forChildContentContainer:withParentContainerSize:)`), and each controller the
/// root presented over the whole window gets it too with the size of its presented view, as UIKit's
/// presentation controllers forward it (AD:uicontentcontainer/viewwilltransition(to:with:)). The
/// coordinator's closures run after the new frames are laid out (Screen/ScreenResize.swift).
///
/// When the resize changes the screen's size classes, `willTransition(to:with:)` with the new
/// `UITraitCollection` comes first (forwarded to children the same way), and after the new frames are
/// set every view and controller hears `traitCollectionDidChange(_:)`.
///
/// Where it differs from UIKit: the protocol has only these three members (preferred content sizes
/// are not modelled), and the change is not animated.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The container's view is about to take `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The size a child container gets when this container takes `parentSize`.
    func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize
    /// The container's traits are about to become `newCollection`.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
