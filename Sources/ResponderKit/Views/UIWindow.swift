import Foundation

/// The root of a view tree and the door through which events enter it — UIKit's `UIWindow`.
///
/// A window's `frame` is in screen coordinates. It is hidden when created; `makeKeyAndVisible()`
/// shows it and makes it the *key window*, the one that receives events without a location (motion,
/// remote control, keys). Windows are hit-tested front to back: a higher ``windowLevel`` is always in
/// front; within a level, the window shown (or made key and visible) most recently is in front.
/// Each window keeps its own first responder. A window's `next` responder is the application.
///
/// The application holds windows weakly, as UIKit does: keep a reference to your window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Where the window stacks among others: `.normal` by default.
    open var windowLevel: UIWindow.Level = .normal

    /// Whether the window may become key; `true` by default. `makeKey()` is ignored when `false`.
    open var canBecomeKey: Bool { true }

    /// The controller whose view fills the window. Setting it on a visible window calls the new
    /// controller's `viewWillAppear(_:)` before its view is in the window and `viewDidAppear(_:)`
    /// after, both before the setter returns (and the disappearance pair on the old one). On a hidden
    /// window the view is installed, with those calls, when the window is first shown.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set {
            replaceRootViewController(with: newValue)
            if isKeyWindow { UIApplication.shared.updateStatusBarAppearance() }
        }
    }

    /// Whether the window is hidden; a new window is hidden until shown.
    open override var isHidden: Bool {
        didSet {
            if oldValue != isHidden, isRegistered { UIApplication.shared.windowVisibilityChanged(self) }
        }
    }

    var rootViewControllerStorage: UIViewController?
    /// The window's first responder. Not retained: a responder that leaves the window resigns.
    weak var firstResponderStorage: UIResponder?
    /// When the window was last shown or made key and visible; orders windows of one level.
    var orderStamp = 0
    var isRegistered = false
    /// `windowScene` (Scenes/UIWindowScene.swift): not retained, as UIKit's scene does not retain it.
    weak var windowSceneStorage: UIWindowScene?

    /// Creates a hidden window with `frame` in screen coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpWindow()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpWindow()
    }

    private func setUpWindow() {
        isHidden = true
        UIApplication.shared.register(self)
        isRegistered = true
        // The Info.plist's UIUserInterfaceStyle (Light or Dark) holds every window of the app to it.
        if let style = SceneManifest.forcedInterfaceStyle { overrideUserInterfaceStyle = style }
    }

    // MARK: Key window

    /// Whether this is the application's key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    /// Makes the window key without changing its visibility; the previous key window resigns.
    open func makeKey() {
        guard canBecomeKey else { return }
        UIApplication.shared.setKeyWindow(self)
    }

    /// Makes the window key and shows it in front of the others of its level. It is key before it
    /// is shown, so the root view controller's `viewDidAppear(_:)` already sees a key window.
    open func makeKeyAndVisible() {
        UIApplication.shared.bringToFront(self)
        makeKey()
        isHidden = false
        UIApplication.shared.bringToFront(self)
    }

    /// Called when the window became key. Don't call it yourself; overrides call `super`.
    open func becomeKey() {
        UIApplication.shared.updateStatusBarAppearance()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stopped being key. Don't call it yourself; overrides call `super`.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    // MARK: Events

    /// Delivers `event` within this window: touches to their hit-test views (each view's touches of
    /// each phase in one call), motion and remote-control events to the first responder — or, with
    /// none, to the root view controller, or else to the window (B72) — and from there up
    /// the responder chain. Called by `UIApplication.sendEvent(_:)`; overrides must call `super`.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches: deliverTouches(of: event)
        case .motion, .remoteControl: deliverWithoutLocation(event)
        case .presses: if let presses = event as? UIPressesEvent { deliverPress(presses) }
        default: break
        }
    }

    // MARK: The responder chain

    /// The application.
    open override var next: UIResponder? { UIApplication.shared }

    override var firstResponderWindow: UIWindow? { self }

    // MARK: Converting between windows

    /// `point` in this window's coordinates, in `window`'s; `nil` means screen coordinates.
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let screen = pointToParentSpace(point)
        guard let window else { return screen }
        return window.pointFromParentSpace(screen)
    }

    /// `point` in `window`'s coordinates (`nil`: the screen's), in this window's.
    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let screen = window.map { $0.pointToParentSpace(point) } ?? point
        return pointFromParentSpace(screen)
    }

    /// `rect` in this window's coordinates, in `window`'s (`nil`: the screen's).
    open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        convertRect(rect) { self.convert($0, to: window) }
    }

    /// `rect` in `window`'s coordinates (`nil`: the screen's), in this window's.
    open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        convertRect(rect) { self.convert($0, from: window) }
    }

    // MARK: Internal

    func setFirstResponder(_ responder: UIResponder?) {
        if let tracer = activeTracer, responder !== firstResponderStorage {
            tracer.record(.firstResponderChanged(window: ResponderName(self),
                                                 from: firstResponderStorage.map(ResponderName.init),
                                                 to: responder.map(ResponderName.init)))
        }
        firstResponderStorage = responder
    }

    /// The responder that events without a location start at (B72).
    var coordinatelessEventTarget: UIResponder {
        if let responder = firstResponderStorage { return responder }
        // B72: the top-most controller the root presented, then its chain.
        if let root = rootViewControllerStorage { return root.topMostPresented }
        return self
    }
}

extension UIWindow {
    /// Posted with the window as object when a window became key.
    public nonisolated static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted with the window as object when a window stopped being key.
    public nonisolated static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted with the window as object when a window was shown.
    public nonisolated static let didBecomeVisibleNotification = Notification.Name(
        "UIWindowDidBecomeVisibleNotification")
    /// Posted with the window as object when a window was hidden.
    public nonisolated static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
}
