import Foundation

/// A container that shows a stack of view controllers one at a time under a navigation bar —
/// UIKit's `UINavigationController` (docs/Navigation.md).
///
/// The controllers on the stack are its children (``UIViewController/children`` in stack order once
/// no transition runs); only the top one's view is in the navigation controller's view, filling the
/// area below the ``navigationBar`` (all of it when the bar is hidden). Pushing and popping send the
/// appearance callbacks UIKit sends: the old top's `viewWillDisappear`, the new top's
/// `viewWillAppear` (with `isMovingToParent` / `isMovingFromParent` set), then, when the transition
/// ends, `viewDidDisappear`, `viewDidAppear`, and `didMove(toParent:)` for a pushed child. Without
/// animation the transition ends at once; with animation, on the frame clock after
/// ``pushDuration`` seconds, and touches to the navigation controller's view are ignored
/// meanwhile.
///
/// Differences from UIKit: an animated transition does not draw a slide (both views sit at their
/// final frame until it ends); the top child's view fills the area *below* the bar instead of
/// extending under it with a larger safe area; pushing a controller that is already on the stack,
/// or setting a stack with duplicates, is refused with an `invalidHierarchyChange` diagnostic
/// instead of raising; an operation started while a transition runs finishes that transition
/// first; the interactive pop ends as soon as the finger lifts (the rest of the slide is not
/// animated); there is no custom transition animator. The toolbar is in
/// Navigation/UINavigationController+Toolbar.swift.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How long an animated push or pop takes: UIKit's navigation transition is commonly measured
    /// at 0.35 s (Apple does not document it; docs/Navigation.md).
    public static let pushDuration: TimeInterval = 0.35

    /// The stack, bottom first; changed only through `replaceStack(from:with:)` and
    /// `removeStackTop()`, which keep `stackMembers` beside it.
    var stack: [UIViewController] = []
    /// The stack's controllers by identity: whether a controller is on the stack costs one lookup,
    /// not a walk of the stack (a push asks it).
    var stackMembers: Set<ObjectIdentifier> = []
    /// What the transition under way still has to do, and a number that tells its scheduled end
    /// from a later one's.
    var pendingCompletion: (() -> Void)?
    private var transitionNumber = 0
    /// Counts the stack changes begun: a change begun from a callback of another (a controller that
    /// pops itself in `viewWillAppear`, a delegate that pushes in `willShow`) supersedes it.
    private var stackChanges = 0
    /// The child this controller's own appearance was forwarded to, until its `viewDidAppear`.
    private weak var appearingChild: UIViewController?
    private var interactionBeforeTransition = true
    private var interactionDisabledByTransition = false

    /// The left-edge pan that pops the top controller following the finger (made with the view;
    /// Navigation/UINavigationController+InteractivePop.swift).
    public internal(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    /// The interactive pop under way.
    var interactivePop: InteractivePop?
    /// The pop gesture's delegate, held here (a recognizer's delegate is weak).
    var interactivePopGate: InteractivePopGate?

    /// The bar at the top of the navigation controller's view.
    public let navigationBar = UINavigationBar(frame: .zero)
    let toolbarStorage = UIToolbar(frame: .zero)
    var toolbarHiddenStorage = true

    /// The toolbar at the bottom, showing the top controller's ``UIViewController/toolbarItems``
    /// while ``isToolbarHidden`` is `false` (Navigation/UINavigationController+Toolbar.swift).
    open var toolbar: UIToolbar! { toolbarStorage }

    /// Whether the toolbar is hidden; `true` by default, as in UIKit.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (`animated` is ignored: the change is immediate).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHiddenStorage = hidden
        refreshBars()
    }

    /// Whether an otherwise unhandled tap in the content toggles the bars; `false` by default
    /// (Navigation/UINavigationController+BarHiding.swift).
    open var hidesBarsOnTap = false { didSet { barHidingGestures?.tap.isEnabled = hidesBarsOnTap } }
    /// Whether an upward swipe hides the bars and a downward one shows them; `false` by default.
    open var hidesBarsOnSwipe = false { didSet { barHidingGestures?.swipe.isEnabled = hidesBarsOnSwipe } }
    var barHidingGestures: BarHidingGestures?

    /// Told before and after the top controller changes. Held weakly.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.navigationController = self
    }

    // MARK: The stack

    /// The controllers on the stack, the root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: one presented over the navigation controller (the last
    /// of a chain of presentations) if any, else the top of the stack.
    open var visibleViewController: UIViewController? {
        guard var shown = presentedViewController else { return topViewController }
        var steps = 0
        while let next = shown.presentedViewController, steps < ResponderChainBound.maximumHops {
            shown = next
            steps += 1
        }
        return shown
    }

    /// Pushes `viewController` on the stack and shows it. A controller already on the stack, or a
    /// navigation controller, is refused with a diagnostic (UIKit raises `NSInvalidArgumentException`:
    /// "Pushing a navigation controller is not supported").
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            refuse("pushViewController(\(type(of: viewController))): \"Pushing a navigation controller is not "
                + "supported\" (UIKit's message)")
            return
        }
        // (The transition under way ends first: its callbacks may change the stack this one keeps,
        // and may push this very controller.)
        settleTransition()
        if stackHolds(viewController) {
            refuse("pushViewController(\(type(of: viewController))): the controller is already on the stack")
            return
        }
        transition(keeping: stack.count, adding: [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; with only the root on the stack, does nothing and
    /// returns `nil`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        settleTransition()
        guard stack.count > 1 else { return nil }
        let popped = stack[stack.count - 1]
        transition(keeping: stack.count - 1, adding: [], animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController` and returns them (bottom first); `nil` when
    /// `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        settleTransition()
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { transition(keeping: index + 1, adding: [], animated: animated) }
        return popped
    }

    /// Pops every controller but the root and returns them (bottom first).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. The old top disappears and the new top appears when they differ;
    /// controllers no longer on the stack are removed from the children, new ones added. A stack
    /// with the same controller twice is refused with a diagnostic (UIKit raises).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        for controller in viewControllers where !seen.insert(ObjectIdentifier(controller)).inserted {
            refuse("setViewControllers: \(type(of: controller)) is in the list twice")
            return
        }
        if let nested = viewControllers.first(where: { $0 is UINavigationController }) {
            refuse("setViewControllers: \(type(of: nested)) is a navigation controller, and \"Pushing a navigation "
                + "controller is not supported\" (UIKit's message)")
            return
        }
        settleTransition()
        let shared = Self.sharedPrefix(stack, viewControllers)
        transition(keeping: shared, adding: Array(viewControllers[shared...]), animated: animated)
    }

    // MARK: The bar

    /// Whether the navigation bar is hidden; the top child's view then fills the whole view.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (`animated` is ignored: the change is immediate).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        layoutContent()
    }

    // MARK: The view and its appearance

    open override func loadView() {
        view = NavigationContainerView(frame: UIScreen.main.bounds)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        installInteractivePopGesture()
        installBarHidingGestures()
        if let top = topViewController { view.insertSubview(top.view, belowSubview: navigationBar) }
        refreshBars()
    }

    /// The navigation controller sends its children's appearance callbacks itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        finishTransition()
        forwardAppearance(to: topViewController, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The stack changed while this controller was appearing (no child callbacks then): the top
        // that began to appear is not the top any more.
        if appearingChild !== topViewController { forwardAppearance(to: topViewController, animated: animated) }
        appearingChild?.endAppearanceTransition()
        appearingChild = nil
    }

    /// Tells `top` it appears with this controller. A top that changes the stack from its
    /// `viewWillAppear` (pops itself, pushes another) disappears again, and the new top appears.
    private func forwardAppearance(to top: UIViewController?, animated: Bool) {
        var shown = top
        /// A child that began to appear (or appeared) and is no longer the top: it disappears.
        func hide(_ previous: UIViewController) {
            guard previous.pendingTransition?.appearing == true || previous.hasAppeared else { return }
            previous.beginAppearanceTransition(false, animated: false)
            previous.endAppearanceTransition()
        }
        if let previous = appearingChild, previous !== top { hide(previous) }
        appearingChild = top
        top?.beginAppearanceTransition(true, animated: animated)
        var hops = 0
        while let current = topViewController, current !== shown, hops < ResponderChainBound.maximumHops {
            if let previous = shown { hide(previous) }
            shown = current
            appearingChild = current
            current.beginAppearanceTransition(true, animated: animated)
            hops += 1
        }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearingChild = nil
        // A back swipe under way is cancelled first (its top controller is the top again), so that
        // the top's disappearance is the next of its callbacks.
        cancelInteractivePop()
        finishTransition()
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.endAppearanceTransition()
    }

    /// Places the bar (44 points, 96 with a large title, under the safe area's top), the toolbar
    /// when it shows, and the top child's view between them.
    func layoutContent() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        let top = container.safeAreaInsets.top
        navigationBar.frame = CGRect(
            x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: navigationBar.barHeight)
        navigationBar.placeViews()
        let contentTop = navigationBar.isHidden ? bounds.minY : navigationBar.frame.maxY
        let contentBottom = placeToolbar(in: container)
        let contentFrame = CGRect(
            x: bounds.minX, y: contentTop, width: bounds.width, height: max(contentBottom - contentTop, 0))
        // The children's views in the container (the top's, and the old top's during a transition):
        // its few subviews are walked, not the stack.
        for subview in container.subviews {
            guard let owner = subview.viewControllerStorage, owner.viewIfLoaded === subview,
                owner.parentStorage === self,
                  stackHolds(owner) else { continue }
            subview.frame = contentFrame
        }
    }

    // MARK: Transitions

    /// Changes the stack to its first `prefix` controllers followed by `newRest` (a push keeps the
    /// whole stack and adds one, a pop keeps what is under the popped ones and adds none). The stack
    /// changes in place: the cost grows with the change, not the stack.
    private func transition(keeping prefix: Int, adding newRest: [UIViewController], animated: Bool) {
        settleTransition()
        // (The callers read the stack after settling; the clamp keeps any stack a callback left safe.)
        let prefix = min(max(prefix, 0), stack.count)
        stackChanges &+= 1
        let change = stackChanges
        let oldTop = stack.last
        let newTop = newRest.last ?? (prefix > 0 ? stack[prefix - 1] : nil)
        let (removed, added) = Self.stackChange(from: stack[prefix...], to: newRest)
        let topChanges = oldTop !== newTop
        // (While this controller's own appearance is being forwarded, that forwarding tells the
        // children: forwardAppearance(to:animated:).)
        let onScreen = isViewLoaded && view.window != nil && hasAppeared && appearingChild == nil
        let animates = animated && onScreen && topChanges

        if topChanges, let newTop { delegate?.navigationController(self, willShow: newTop, animated: animates) }
        // The delegate changed the stack from willShow: its change replaced this one.
        guard stackChanges == change else { return }
        for (index, controller) in added.enumerated() {
            addChild(controller)
            guard controller.parent === self else {
                // Refused (a cycle, a presented controller…): addChild reported it; undo the others.
                for earlier in added[..<index] { earlier.willMove(toParent: nil); earlier.removeFromParent() }
                return
            }
        }
        for controller in added { controller.navigationItem.bar = navigationBar }
        for controller in removed { controller.willMove(toParent: nil) }
        // A `willMove(toParent:)` that changed the stack: its change replaced this one.
        guard stackChanges == change else { return }
        replaceStack(from: prefix, with: newRest)
        if topChanges, onScreen {
            oldTop?.beginAppearanceTransition(false, animated: animates)
            if stackChanges == change { newTop?.beginAppearanceTransition(true, animated: animates) }
            guard stackChanges == change else { return supersede(removed: removed, added: added, oldTop: oldTop) }
        }
        if topChanges, let container = viewIfLoaded, let newTop {
            let newView: UIView = newTop.view
            if let oldView = oldTop?.viewIfLoaded, oldView.superview === container,
                !added.contains(where: { $0 === newTop })
            {
                container.insertSubview(newView, belowSubview: oldView)
            } else {
                container.insertSubview(newView, belowSubview: navigationBar)
            }
        }
        refreshBars()

        pendingCompletion = { [self] in
            if topChanges { oldTop?.viewIfLoaded?.removeFromSuperview() }
            for controller in removed where controller.viewIfLoaded?.superview === viewIfLoaded {
                controller.viewIfLoaded?.removeFromSuperview()
            }
            if topChanges, onScreen {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
            orderChildren()
            if topChanges, let newTop { delegate?.navigationController(self, didShow: newTop, animated: animates) }
        }
        guard animates else { return finishTransition() }
        transitionNumber += 1
        let number = transitionNumber
        interactionBeforeTransition = view.isUserInteractionEnabled
        interactionDisabledByTransition = true
        view.isUserInteractionEnabled = false
        UIApplication.shared.frameClockTasks.schedule(after: Self.pushDuration) { [weak self] in
            guard let self, self.transitionNumber == number else { return }
            self.finishTransition()
        }
    }

    /// Ends the transition under way now, if there is one.
    func finishTransition() {
        guard let completion = pendingCompletion else { return }
        pendingCompletion = nil
        if interactionDisabledByTransition {
            interactionDisabledByTransition = false
            viewIfLoaded?.isUserInteractionEnabled = interactionBeforeTransition
        }
        transitionNumber += 1
        completion()
    }

    private func refuse(_ message: String) {
        UIApplication.shared.report(Diagnostic(
            kind: .invalidHierarchyChange, resolution: .dropped,
                message:
                    "UINavigationController.\(message), so the stack was not changed (UIKit raises "
                        + "NSInvalidArgumentException)"
            ))
    }
}
