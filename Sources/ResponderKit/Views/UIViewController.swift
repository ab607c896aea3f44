import Foundation

/// A controller that owns a view and sits in the responder chain right after it — the
/// event-relevant part of UIKit's `UIViewController`.
///
/// The view is loaded lazily: the first read of ``view`` calls ``loadView()`` and then
/// ``viewDidLoad()``. A controller's `next` responder is its view's superview (for a window's root
/// view controller, the window), so touches its root view does not handle reach the controller, and
/// from it the rest of the chain. Appearance callbacks come in UIKit's order: `viewWillAppear(_:)`
/// before the view is in the window, `viewDidAppear(_:)` after — so `becomeFirstResponder()` fails in
/// the first and works in the second.
///
/// Presentation (`present`, `dismiss`) is in UIViewController+Presentation.swift; size changes
/// (`viewWillTransition(to:with:)`) in UIContentContainer.swift; storyboards and segues in Storyboards/.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    var viewStorage: UIView?
    weak var parentStorage: UIViewController?
    /// `overrideUserInterfaceStyle` (UITraitCollection+Style.swift).
    var overrideStyleStorage: UIUserInterfaceStyle = .unspecified
    /// The handlers `registerForTraitChanges` added (Views/UITraitChangeRegistration.swift); storage for
    /// `UITraitChangeObservable`, not for app code.
    public var traitChangeRegistrations: [UITraitChangeRegistration] = []
    var childStorage: [UIViewController] = []
    /// Whether the controller's view is currently shown (between did-appear and will-disappear).
    var hasAppeared = false
    var navigationState: NavigationState? // title and navigationItem, made on first use (Navigation/)

    /// Creates a controller whose view comes from the translated nib `nibNameOrNil` (`nil`: the nib
    /// named as the class, if there is one, else a plain view; Storyboards/InterfaceBuilderState.swift).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if nibNameOrNil != nil || nibBundleOrNil != nil {
            interfaceBuilderState.nibName = nibNameOrNil
            interfaceBuilderState.nibBundle = nibBundleOrNil
        }
    }

    /// Creates a controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The initializer a storyboard makes the controller with (its coder holds no values).
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The controller's root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
    open var view: UIView! {
        get {
            if viewStorage == nil { loadViewAndNotify() }
            return viewStorage
        }
        set { setView(newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the view: by default the storyboard scene's or nib's view, else a plain `UIView` the
    /// size of the screen; overrides assign ``view`` and do not call `super`. Never call it yourself.
    open func loadView() { loadDefaultView() }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        if viewStorage == nil { loadViewAndNotify() }
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// The view is about to be added to a window; it is not in it yet.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in its window and about to be shown: called once per appearance, after
    /// `viewWillAppear(_:)` and before `viewDidAppear(_:)`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view is in its window.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave its window (the documented place to resign first responder).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left its window.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Layout

    /// Called before the view's `layoutSubviews`. Does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews`. Does nothing by default.
    open func viewDidLayoutSubviews() {}
    /// Updates the view's constraints after `setNeedsUpdateConstraints()`; call `super` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Insets added to the view's safe area (a custom bar, say); zero by default.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            if additionalSafeAreaInsets != oldValue {
                UIApplication.shared.layoutPass.safeAreasInUse = true; viewIfLoaded?.safeAreaContextChanged()
            }
        }
    }
    /// The view's safe area changed; its margins changed. Nothing by default.
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`; `true` by default.
    open var viewRespectsSystemMinimumLayoutMargins = true

    // MARK: Size changes (Views/UIContentContainer.swift)

    /// The view is about to take `size`; `coordinator`'s work runs once laid out. The default forwards
    /// it to each child (``size(forChildContentContainer:withParentContainerSize:)``): call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The size a child's view gets when this controller's view takes `parentSize`: `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The traits are about to become `newCollection`; the default forwards to the children (call `super`).
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in childStorage { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The screen's traits (Views/UITraitCollection.swift).
    open var traitCollection: UITraitCollection { effectiveTraits() }
    /// The traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The system is short of memory: release what can be made again (RunLoop/ApplicationLifecycle.swift).
    open func didReceiveMemoryWarning() {}

    // MARK: Containment

    /// The container controller, or `nil`.
    open var parent: UIViewController? { parentStorage }

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { childStorage }

    /// Adds a child controller: removes it from its old parent, then calls its
    /// `willMove(toParent: self)`. Adding its view and calling `didMove(toParent:)` is the caller's job.
    ///
    /// A child that is this controller, one of its parents, or the controller that presents it (or
    /// one of its parents) would make a cycle: refused with an `invalidHierarchyChange` diagnostic
    /// (UIKit raises).
    open func addChild(_ childController: UIViewController) { adoptChild(childController) }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove the view first.
    open func removeFromParent() { leaveParent() }

    /// Called before the controller is added to (or, with `nil`, removed from) a parent. With `nil`,
    /// the default marks the disappearance that follows as `isMovingFromParent` (call `super`).
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, parentStorage != nil { movingFromParent = true }
    }

    /// Called after the controller was added to (or, with `nil`, removed from) a parent; a later
    /// appearance is no longer `isMovingToParent` (Apple: "because the view controller was just added
    /// to a container"). Overrides call `super`.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil, parent === parentStorage, pendingTransition == nil { movingToParent = false }
    }

    // MARK: Key commands

    /// The commands added with ``addKeyCommand(_:)``, or `nil` when there are none.
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Adds a key command to this controller's ``keyCommands``.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        if !addedKeyCommands.containsIdentical(keyCommand) { addedKeyCommands.append(keyCommand) }
    }

    /// Removes a key command added with ``addKeyCommand(_:)``.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    private var addedKeyCommands: [UIKeyCommand] = []

    // MARK: Status bar (Views/UIViewController+StatusBar.swift)

    /// Whether the status bar is hidden while this controller decides it; `false` by default.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style: `.default` (`.lightContent` for a navigation controller with a `.black` bar).
    open var preferredStatusBarStyle: UIStatusBarStyle { defaultStatusBarStyle }
    /// How showing and hiding the status bar animates; `.fade` by default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child deciding `preferredStatusBarStyle`: a tab bar's selected child, a bar-less navigation's top.
    open var childForStatusBarStyle: UIViewController? { defaultChildForStatusBarStyle }
    /// The child deciding `prefersStatusBarHidden`: a tab bar's selected child, a navigation's top.
    open var childForStatusBarHidden: UIViewController? { defaultChildForStatusBarHidden }
    /// Whether a presented controller that does not cover the screen decides the status bar; `false`.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Asks the system to read the status bar's appearance again (after a change to the values above).
    open func setNeedsStatusBarAppearanceUpdate() { UIApplication.shared.updateStatusBarAppearance() }

    // MARK: Storyboards and segues (Storyboards/)

    /// The storyboard the controller was made from, or `nil`.
    open var storyboard: UIStoryboard? { interfaceBuilder?.storyboard }
    /// The name of the nib the view loads from, or `nil`.
    open var nibName: String? { interfaceBuilder?.nibName }
    /// The bundle given with the nib's name, or `nil`.
    open var nibBundle: Bundle? { interfaceBuilder?.nibBundle }
    /// Whether a segue the user triggered goes ahead; `true` by default. Not asked for `performSegue`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// A segue from this controller is about to run: configure `segue.destination`. Does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Runs this controller's storyboard segue `identifier` (an unknown one is reported, as UIKit raises).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performSegueNamed(identifier, sender: sender)
    }
    /// Whether this controller is an unwind's destination: by default, whether it performs `action`
    /// (its `actionMethod(for:)`) and is not `fromViewController`.
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> Bool {
        self !== fromViewController && actionMethod(for: action) != nil
    }
    /// The children an unwind's search visits: all but the one holding the source, most recent first.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        defaultChildrenForUnwinding(from: source)
    }
    /// The child that holds an unwind's source, or `nil`.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var node: UIViewController? = source.source
        while let current = node, current.parentStorage !== self { node = current.parentStorage }
        return node
    }
    /// An unwind passes through this container towards `subsequentVC`: a navigation controller pops
    /// to it, a tab bar controller selects it. Overrides call `super`.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        defaultUnwind(towards: subsequentVC)
    }
    /// Storyboard and nib state (Storyboards/InterfaceBuilderState.swift).
    var interfaceBuilder: InterfaceBuilderState?

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// How the controller is shown when presented; `.automatic` (a sheet) by default, as on iOS 13+.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition used when presented modally; `.coverVertical` by default.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The orientations the controller supports: all but upside down on a phone, all on a pad.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Whether the controller's contents rotate; `true` by default.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation prefers; `.portrait` by default.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// The size the controller would like (a popover's content); `.zero` by default (stored).
    open var preferredContentSize: CGSize = .zero
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller or a
    /// child of it covers this controller's view (not the whole window); `false` by default.
    open var definesPresentationContext = false
    /// Whether the user may not dismiss the presentation (a sheet's swipe down); `false` by default.
    open var isModalInPresentation = false
    /// A classic split view collapsing: this primary takes `secondaryViewController` (a navigation controller pushes
    /// it).
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        splitViewController.collapseByDefault(secondaryViewController, onto: self)
    }
    /// A classic split view expanding: the secondary this primary gives back (a navigation controller pops it).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        splitViewController.separateByDefault(from: self)
    }

    /// The controller presented by this one or by one of its ancestors (Apple: "or one of its
    /// ancestors in the view controller hierarchy"), or `nil`.
    open var presentedViewController: UIViewController? { presentedHereOrAbove }
    /// The controller that presented this one (or one of its parents), or `nil`.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }
    /// Whether this controller is being presented (during its appearance callbacks for it).
    open var isBeingPresented: Bool { beingPresented }
    /// Whether this controller is being dismissed (during its disappearance callbacks for it).
    open var isBeingDismissed: Bool { beingDismissed }

    /// Presents `viewControllerToPresent` over this controller's context: its view goes in now, with
    /// `viewWillAppear`; `viewDidAppear` and `completion` follow on the frame clock (next tick, or 0.3 s).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, with everything it presented in turn; called on
    /// a presented controller that presents nothing, dismisses that controller. Disappearance
    /// callbacks now and on the frame clock, then `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: Appearance of children

    /// Whether the controller is appearing because it was just added to a parent.
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is disappearing because it is being removed from its parent.
    open var isMovingFromParent: Bool { movingFromParent }
    /// Whether children get appearance callbacks with this controller's; `true`. Containers that return
    /// `false` call ``beginAppearanceTransition(_:animated:)``/``endAppearanceTransition()`` themselves.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells a child it is about to appear (`viewWillAppear`) or disappear (`viewWillDisappear`).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginTransition(appearing: isAppearing, animated: animated)
    }

    /// Finishes the transition begun with ``beginAppearanceTransition(_:animated:)``: `viewDidAppear`
    /// or `viewDidDisappear`.
    open func endAppearanceTransition() {
        endTransition()
    }

    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var beingPresented = false
    /// Whether a presentation under way has called this controller's `viewWillAppear` yet.
    var presentationAppearanceBegan = false
    var beingDismissed = false
    /// A full-screen presentation sent `viewWillDisappear`; its did is still to come (no second will).
    var disappearancePending = false
    var movingToParent = false
    var movingFromParent = false
    /// An appearance transition begun and not yet ended: appearing or disappearing, and animated.
    var pendingTransition: (appearing: Bool, animated: Bool)?
    /// Where the presented view went, and the presenter's view a full-screen presentation took out.
    var presentation: PresentationRecord?
    /// Made on first use of `presentationController` (Views/UIPresentationController.swift).
    var presentationControllerStorage: UIPresentationController?

    // MARK: The responder chain

    /// For a window's root view controller, the window; for a presented controller, its presenter;
    /// otherwise the view's superview; `nil` when the view is not loaded or not in a tree (B57).
    open override var next: UIResponder? {
        if let presenting = presentingStorage, !isRootOfWindow { return presenting }
        return viewStorage?.superviewStorage
    }

    override var firstResponderWindow: UIWindow? { viewStorage?.enclosingWindow }

    // MARK: Editing

    private var editingStorage = false
    private var editButtonStorage: UIBarButtonItem?

    /// Whether the controller is in editing mode (a table view controller's table goes with it).
    /// Setting it calls ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; override to update your views, calling `super`, which retitles
    /// ``editButtonItem`` (Edit / Done).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editButtonStorage?.title = editing ? "Done" : "Edit"
        editButtonStorage?.style = editing ? .done : .plain
    }

    /// A bar button item that toggles editing mode, titled Edit or Done (made on first use).
    open var editButtonItem: UIBarButtonItem {
        if let editButtonStorage { return editButtonStorage }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
        editButtonStorage = item
        return item
    }
}
