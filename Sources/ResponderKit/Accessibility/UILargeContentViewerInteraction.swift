import Foundation

/// Something the large content viewer can show enlarged — UIKit's `UILargeContentViewerItem`: every
/// view is one (its `showsLargeContentViewer`, `largeContentTitle` … are declared on
/// ``AccessibleObject`` so that a view subclass can override them), and so are the standard bars' items.
@MainActor
public protocol UILargeContentViewerItem: AnyObject {
    /// Whether the viewer shows this item.
    var showsLargeContentViewer: Bool { get }
    /// The text shown.
    var largeContentTitle: String? { get }
    /// The image shown.
    var largeContentImage: UIImage? { get }
    /// Whether the image is scaled up to the viewer's size.
    var scalesLargeContentImage: Bool { get }
    /// Insets that centre the image.
    var largeContentImageInsets: UIEdgeInsets { get }
}

extension UIView: UILargeContentViewerItem {}
extension UIBarItem: UILargeContentViewerItem {}

/// What an app tells the large content viewer — UIKit's `UILargeContentViewerInteractionDelegate`,
/// whose methods are optional; here each has a default implementation that does what UIKit does when
/// the delegate leaves it out.
@MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {
    /// The press ended over `item` (`nil`: over none) at `point` (the item's view's coordinates). By
    /// default a control under the finger sends `.touchUpInside`, as a tap on it would.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                       didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint)
    /// The item at `point` (the interaction's view's coordinates). By default the frontmost view under
    /// the point, from the interaction's view down, that `showsLargeContentViewer`.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                       itemAt point: CGPoint) -> (any UILargeContentViewerItem)?
    /// The view controller whose view shows the viewer. By default the one that owns the interaction's
    /// view or the nearest above it (when none, the window shows it).
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                              didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        interaction.performDefaultAction(on: item)
    }

    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                              itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        interaction.defaultItem(at: point)
    }

    public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
        interaction.defaultViewController() ?? UIViewController()
    }
}

/// Shows what is under a finger enlarged while it presses and holds, for people whose text size is so
/// large that a bar's items cannot grow with it — UIKit's `UILargeContentViewerInteraction` (iOS 13).
///
/// ```
///  long press (0.5 s) on the view ── isEnabled? (an accessibility text size) ── no ─▶ nothing
///        │ yes
///        ▼ began / moved: the item under the finger (delegate, else the frontmost view that
///          showsLargeContentViewer) ─▶ the viewer: its image and title, large, mid-screen
///        ▼ ended: the viewer goes; delegate's didEndOn (by default a control sends .touchUpInside)
/// ```
///
/// Add it to a custom bar whose items cannot grow (`addInteraction(_:)`), and set each item view's
/// `showsLargeContentViewer` with a title or image. Enabled while the preferred content size category
/// is an accessibility one; `enabledStatusDidChangeNotification` is posted when that changes.
@preconcurrency @MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Posted when ``isEnabled`` changes (the text size entered or left the accessibility sizes).
    public static let enabledStatusDidChangeNotification =
        Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// Whether the viewer shows at all: while the preferred content size category is an accessibility
    /// category.
    public class var isEnabled: Bool { UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory }

    /// The app's delegate, held weakly.
    public private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    public private(set) weak var view: UIView?
    private let press = UILongPressGestureRecognizer()
    private let viewer = LargeContentViewerHUD()
    private weak var currentItem: (any UILargeContentViewerItem)?

    /// The recognizer the interaction installs: make other recognizers wait for it or fail with it
    /// (`require(toFail:)`) where the two would otherwise both begin.
    open var gestureRecognizerForExclusionRelationship: UIGestureRecognizer { press }

    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        super.init()
        press.handlers.append { [weak self] _ in self?.pressChanged() }
        press.delegate = self
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(press)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    private func pressChanged() {
        guard let view else { return }
        let point = press.location(in: view)
        switch press.state {
        case .began, .changed:
            let item: (any UILargeContentViewerItem)?
            if let delegate {
                item = delegate.largeContentViewerInteraction(self, itemAt: point)
            } else {
                item = defaultItem(at: point)
            }
            if let item, item.showsLargeContentViewer { currentItem = item } else { currentItem = nil }
            if let currentItem {
                viewer.show(currentItem, over: host())
            } else {
                viewer.hide()
            }
        case .ended:
            viewer.hide()
            let item = currentItem
            currentItem = nil
            let itemView = (item as? UIView) ?? view
            let inItem = view.convert(point, to: itemView)
            if let delegate {
                delegate.largeContentViewerInteraction(self, didEndOn: item, at: inItem)
            } else {
                performDefaultAction(on: item)
            }
        default:
            viewer.hide()
            currentItem = nil
        }
    }

    /// The view the viewer appears over: the view of the delegate's view controller (without a
    /// delegate, of the controller that owns the interaction's view) when it is on screen, else the
    /// window.
    private func host() -> UIView? {
        let controller = delegate.map { $0.viewController(for: self) } ?? defaultViewController()
        if let shown = controller?.viewIfLoaded, shown.window != nil { return shown }
        return view?.window
    }

    /// UIKit's action when the press ends over `item` and the delegate does not say otherwise: a
    /// control sends `.touchUpInside`, as if tapped.
    public func performDefaultAction(on item: (any UILargeContentViewerItem)?) {
        guard let control = item as? UIControl, control.isEnabled else { return }
        control.sendActions(for: .touchUpInside)
    }

    /// The frontmost view under `point` (the interaction's view's coordinates), from the interaction's
    /// view down, that shows in the viewer.
    public func defaultItem(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        guard let view else { return nil }
        return Self.frontmostItem(in: view, at: point, depth: 0)
    }

    private static func frontmostItem(in view: UIView, at point: CGPoint, depth: Int) -> UIView? {
        guard depth <= ResponderChainBound.maximumHops, !view.isHidden, view.alpha >= 0.01,
              view.point(inside: point, with: nil) else { return nil }
        for subview in view.subviews.reversed() {
            if let found = frontmostItem(in: subview, at: view.convert(point, to: subview), depth: depth + 1) {
                return found
            }
        }
        return view.showsLargeContentViewer ? view : nil
    }

    /// The controller that owns the interaction's view, or the nearest above it.
    public func defaultViewController() -> UIViewController? {
        var responder: UIResponder? = view
        var hops = 0
        while let current = responder, hops < ResponderChainBound.maximumHops {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
            hops += 1
        }
        return nil
    }
}

extension UILargeContentViewerInteraction: UIGestureRecognizerDelegate {
    /// The press begins only at an accessibility text size (else it stays out of every other gesture's way).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { Self.isEnabled }
}
