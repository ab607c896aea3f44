import Foundation
import Logging

/// The application: owner of the event queue, the windows and the key window, and the last
/// responder of every chain — UIKit's `UIApplication`.
///
/// Raw input enters through ``enqueue(_:)`` (from any thread) and becomes events in
/// ``processPendingEvents()`` on the main actor, one input at a time, in arrival order. Each event
/// passes through ``sendEvent(_:)``, which hands touches to the windows they began in and events
/// without a location (motion, remote control) to the key window.
///
/// There is one application object: the first one created (or the one ``shared`` creates on first
/// use). To use a subclass, create it before anything reads ``shared``.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application object, once made (``shared``).
    static var sharedStorage: UIApplication? {
        didSet { sharedStorageChanged() }
    }

    /// The application object.
    public class var shared: UIApplication {
        if let application = sharedStorage { return application }
        return UIApplication()
    }

    /// ``shared`` for the hot paths: a static read rather than a call of the overridable class
    /// property (the same object: `shared` is not overridden).
    static var current: UIApplication {
        if let application = sharedStorage { return application }
        return shared
    }

    /// The application delegate. Not retained, as in UIKit: keep a reference to it. When it is a
    /// plain `UIResponder` it follows the application in the responder chain.
    open var delegate: (any UIApplicationDelegate)? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
    /// Internal storage: the chain's last hop reads it on every delivery, and an internal stored
    /// property is proven exclusive at compile time where a public one is checked at run time.
    weak var delegateStorage: (any UIApplicationDelegate)?
    /// The delegate `UIApplicationMain` made, kept alive for the app's life (`delegate` is weak, as
    /// UIKit's is unowned: UIKit's main keeps its own reference too).
    var launchedDelegate: (any UIApplicationDelegate)?
    /// `applicationState`: inactive until launched (UIApplicationMain+), active after, inactive
    /// during an interruption.
    var applicationStateStorage: State = .inactive
    /// ``terminate()`` ran (once per launch).
    var hasTerminated = false
    /// While `launch` runs: the `viewDidAppear` of views shown during the launch, sent once the app
    /// (or its scene) is active — UIKit's order (RunLoop/ApplicationLifecycle.swift).
    var launchAppearances: [() -> Void]?
    /// The main loop's flags: waking, quitting, the one `UIApplicationMain` (RunLoop/MainLoop.swift).
    nonisolated let mainLoop = MainLoop()

    /// Called with every ``Diagnostic`` (bad input and how it was handled), besides the log.
    /// A ResponderKit addition; `nil` by default.
    @preconcurrency public var diagnosticHandler: (@MainActor (Diagnostic) -> Void)?

    // MARK: State

    /// Raw input waiting for the main actor. Thread-safe; see `Delivery/RawInputQueue.swift`.
    nonisolated let inputQueue = RawInputQueue()
    var windowRegistry = WindowRegistry()
    weak var keyWindowStorage: UIWindow?
    /// The connected scenes, in connection order (Scenes/SceneLifecycle.swift).
    var sceneStorage: [UIScene] = []
    /// The scene whose system window has the focus, once a backend said (Scenes/SceneFocus.swift).
    weak var focusedSceneStorage: UIWindowScene?
    /// The scene whose system window the input being delivered comes from (Scenes/SceneFocus.swift).
    weak var inputSceneStorage: UIWindowScene?
    /// Scene requests waiting for the next turn of the run loop (Scenes/SceneRequests.swift).
    var sceneRequests: [@MainActor () -> Void] = []
    /// The window made from `UIMainStoryboardFile` (an app without scenes), held for the app's life.
    var mainStoryboardWindow: UIWindow?
    /// The path raw input takes to the responders (Delivery/InputPipeline.swift), made in `init` (its
    /// stages keep a reference back to the application, so it is set right after `super.init()`). Not
    /// `lazy`: a `lazy` property's storage is checked for exclusivity at run time on every read, and this
    /// is read several times per touch frame; it is assigned once and never while being read, so it is
    /// held in an unchecked cell (Support/UncheckedCell.swift; tenfingers is a quarter slower with the
    /// run-time check).
    private let pipelineCell = UncheckedCell<InputPipeline?>(nil, name: "UIApplication.inputPipeline")
    var inputPipeline: InputPipeline { pipelineCell.value! }
    /// Shows the first responder's input views.
    let inputViewHost = InputViewHost()
    /// Scroll views whose content moves on the frame clock (deceleration, bounce, animations).
    let scrollAnimator = ScrollAnimator()
    /// View animations running on the frame clock (Animation/ViewAnimator.swift).
    let viewAnimator = ViewAnimator()
    /// Core Animation's explicit animations on layers (Animation/CoreAnimation/LayerAnimator.swift).
    let layerAnimator = LayerAnimator()
    /// The `CADisplayLink`s added to the run loop (Animation/CADisplayLink.swift).
    var displayLinks: [CADisplayLink] = []
    /// `perform(_:with:afterDelay:)` requests waiting on the run loop (RunLoop/DelayedPerform.swift).
    let delayedPerforms = DelayedPerforms()
    /// Presentations and dismissals waiting for the frame clock.
    let frameClockTasks = FrameClockTasks()
    /// The running loop's clock in the input's time base (RunLoop/FrameClock.swift, `mediaClock`).
    var mediaClockStorage: (@MainActor () -> TimeInterval)?
    /// What the status bar shows, as last read from the key window's controllers (UIViewController+StatusBar.swift).
    var statusBarAppearance = StatusBarAppearance()
    /// The layout pass (Layout/LayoutPass.swift): the constraint engine, what is pending, and the pass.
    let layoutPass = LayoutPass()
    /// Reused buffers and the last delivered touch set (Delivery/DeliveryCache.swift).
    let deliveryCache = DeliveryCache()
    var motionEvent: UIEvent?
    var isReceivingRemoteControlEvents = false
    var ignoringInteractionDepth = 0
    let logger = Logger(label: "ResponderKit")
    /// This application's dispatch switches, tracer and keep-alive pool (ApplicationContext.swift);
    /// current while it stands as ``shared``.
    let context: ApplicationContext

    /// Creates the application; the first one made becomes ``shared``. `required`, so that
    /// `UIApplicationMain` can make a subclass from its class.
    public required override init() {
        context = ApplicationContext.forNewApplication(isFirst: UIApplication.sharedStorage == nil)
        super.init()
        pipelineCell.value = InputPipeline(application: self)
        if UIApplication.sharedStorage == nil {
            UIApplication.sharedStorage = self
            ApplicationContext.activate(context)
        } else {
            logger.warning("a second UIApplication was created; UIApplication.shared stays the first one")
        }
    }

    // MARK: The responder chain

    /// The delegate when it is a responder that is not a view, a view controller or the application
    /// itself; otherwise `nil`, the end of the chain (B59).
    open override var next: UIResponder? {
        guard let responder = delegateStorage as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    // MARK: Events

    /// Dispatches `event`: a touch event to each window its changed touches began in, motion and
    /// remote-control events to the key window (dropped when there is none). Called for every event
    /// made from raw input; an override must call `super` for the event to be delivered.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            // A frame's changed touches, or touches released or cancelled outside a frame
            // (Delivery/TouchDelivery.swift), to the windows they began in (Delivery/TouchRoute.swift).
            event.sendTouchesToWindows()
        case .motion, .remoteControl:
            keyWindowStorage?.sendEvent(event)
        case .presses:
            // A press goes to the window it went down in (the key window then). One whose window has
            // been released meanwhile still ends in the responder that saw it begin.
            guard let presses = event as? UIPressesEvent, let press = presses.changedPress else { break }
            if let window = press.windowStorage ?? keyWindowStorage {
                window.sendEvent(presses)
            } else if press.beganDelivered {
                PressDelivery.deliver(presses, fallback: nil)
            }
        default:
            break
        }
    }

    // MARK: Actions

    /// Sends `action` (B82–B86). With a target, the target performs it if it can. With
    /// `nil`, the search starts at the key window's first responder — or, with none, at the sender
    /// when it is a responder — and goes up the chain through `target(forAction:withSender:)`; the
    /// first responder that can perform the action does. Returns whether someone performed it.
    /// Override it to watch or redirect actions; call `super`.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        performSendAction(action, to: target, from: sender, for: event)
    }

    // MARK: Windows

    /// The application's windows, hidden and visible, back to front (by level, then by the order
    /// they were shown).
    open var windows: [UIWindow] { windowRegistry.backToFront().filter { !($0 is InputViewHostWindow) } }

    /// Every visible window on the screen, back to front — the application's own and the one
    /// ResponderKit shows input views and the on-screen keyboard in. What a backend draws, in the
    /// order it draws them (a ResponderKit addition: UIKit draws its own screen).
    public var windowsOnScreen: [UIWindow] { windowRegistry.backToFront().filter { !$0.isHidden } }

    /// The key window: the one receiving events without a location.
    open var keyWindow: UIWindow? { keyWindowStorage }

    // MARK: Ignoring interaction

    /// Starts ignoring touches (nestable). Touches that begin while the application ignores
    /// interaction reach no view; touches already in flight still get their ending. Deprecated in
    /// UIKit since iOS 13, kept for old code.
    open func beginIgnoringInteractionEvents() { ignoringInteractionDepth += 1 }

    /// Balances one ``beginIgnoringInteractionEvents()``.
    open func endIgnoringInteractionEvents() { ignoringInteractionDepth = max(ignoringInteractionDepth - 1, 0) }

    /// Whether the application ignores touches (after more begins than ends).
    open var isIgnoringInteractionEvents: Bool { ignoringInteractionDepth > 0 }

    // MARK: Remote control

    /// From now on, remote-control events are delivered (to the first responder, then up the chain).
    open func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

    /// From now on, remote-control events are dropped.
    open func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    // MARK: Diagnostics

    func report(_ diagnostic: Diagnostic) {
        logger.warning("\(diagnostic.description)")
        diagnosticHandler?(diagnostic)
    }
}

extension UIApplication {
    /// For tests: runs `body` with `application` standing in as ``shared``, then puts the previous
    /// one back. Windows created inside belong to `application`, and its context (its tracer, its
    /// switches: `ApplicationContext`) is the current one inside. Use it to test a `UIApplication`
    /// subclass; nothing else should rely on it.
    @_spi(Testing)
    public static func withSharedApplication<Result>(
        _ application: UIApplication, _ body: () throws -> Result
    ) rethrows -> Result {
        let previous = sharedStorage
        sharedStorage = application
        ApplicationContext.activate(application.context)
        defer {
            sharedStorage = previous
            ApplicationContext.activate(previous?.context ?? ApplicationContext())
        }
        return try body()
    }
}
