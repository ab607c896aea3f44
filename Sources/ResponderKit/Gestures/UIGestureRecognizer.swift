import Foundation

/// Recognises a gesture from touches and reports it through target-actions — UIKit's
/// `UIGestureRecognizer`, with its subclass API (settable `state`, `reset()`, `ignore(_:for:)`, the
/// touch methods, the failure-requirement hooks) so you can write your own.
///
/// A recognizer attached to a view sees every touch hit-tested to that view or its subviews, before
/// the view does (B102–B104). When it recognises, it cancels those touches in the view
/// (`cancelsTouchesInView`), and while it is still deciding it can hold back their beginnings and
/// endings (`delaysTouchesBegan`, `delaysTouchesEnded`). Only one recognizer of a touch recognises at
/// a time unless a delegate allows them together, and `require(toFail:)` makes one wait for another
/// (B113–B119). The rules live in `GestureArena.swift`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognising, with UIKit's raw values.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        /// A discrete gesture was recognised: the same as `.ended`.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    // MARK: Creating

    /// A recognizer that sends `action` to `target` (not retained) when it changes state. `nil` for
    /// both adds nothing.
    public init(target: Any?, action: Selector?) {
        usesDefaultFailureHooks = UIGestureRecognizer.classesWithDefaultFailureHooks.contains(
            ObjectIdentifier(Self.self))
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target yet.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// A recognizer that calls `handler` when it changes state (a ResponderKit addition, the
    /// closure form of target-action).
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        handlers.append(handler)
    }

    // MARK: State

    /// The state. Subclasses set it as they recognise; legal changes are UIKit's (B107) and an
    /// illegal one is ignored with a diagnostic. Setting `.changed` again sends the actions again.
    /// The actions are sent after the touches method that set the state returns (B109), and each
    /// action reads the state it was sent for; once the event is handled, a recognizer that ended,
    /// failed or was cancelled is reset to `.possible` (B110).
    open var state: UIGestureRecognizer.State {
        get { reportedState ?? stateStorage }
        set { currentArena.requestTransition(self, to: newValue) }
    }

    /// The delegate. Not retained.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer takes touches; `true` by default. Turning it off while it recognises
    /// cancels it; while it is deciding, fails it.
    // (`@exclusivity(unchecked)`, as UIView's switches: a `Bool` read on every pointer move and touch,
    // whose run-time check cost more than the rest of a hover step; docs/Performance.md.)
    // hover40k: 4303687 → 5349152 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) open var isEnabled: Bool = true {
        didSet { if oldValue, !isEnabled { currentArena.disabled(self) } }
    }

    /// The view it is attached to.
    open var view: UIView? { viewStorage }

    /// Whether recognising cancels the touches in the view; `true` by default.
    open var cancelsTouchesInView = true
    /// Whether the view gets touch beginnings only after the recognizer fails; `false` by default.
    open var delaysTouchesBegan = false
    /// Whether the view gets touch endings only after the recognizer fails; `true` by default.
    open var delaysTouchesEnded = true
    /// Whether touches of a type other than the first touch's are ignored; `true` by default.
    open var requiresExclusiveTouchType = true
    /// The touch types (raw values of `UITouch.TouchType`) received; all of them by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The kinds of button press (``UIPress/PressType`` raw values) the recognizer receives; UIKit's
    /// default is `.select` (Return on a keyboard). Set it to `[]` for none.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]
    /// A name, for debugging.
    open var name: String?

    /// The modifier keys held during the last event the recognizer received.
    open var modifierFlags: UIKeyModifierFlags { lastEventModifierFlags }
    /// The pointer buttons held during the last event it received: empty for finger touches.
    open var buttonMask: UIEvent.ButtonMask { [] }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognises; if the
    /// other one recognises, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        if !failureRequirements.contains(where: { $0.object === otherGestureRecognizer }) {
            failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
            cachedRequirementsPass = -1
        }
    }

    // MARK: Where

    /// The centroid of the recognizer's touches in `view`'s coordinates (`nil`: the window's).
    open func location(in view: UIView?) -> CGPoint { centroid(in: view) }

    /// The location of the `touchIndex`-th touch the recognizer tracks.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return centroid(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the recognizer tracks.
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: Target-action

    /// Sends `action` to `target` (not retained) on every state change that reports (B108). Adding a
    /// pair twice adds it once.
    open func addTarget(_ target: Any, action: Selector) {
        let weak = WeakTarget(target)
        if weak.identity == nil {
            WeakTarget.reportNotAnObject(target, action: action, of: self, method: "addTarget(_:action:)")
        }
        guard !targets.contains(where: { $0.target.identity == weak.identity && $0.action == action }) else { return }
        targets.append((weak, action))
    }

    /// Removes `target` and `action` (`nil`: any).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let identity = WeakTarget(target).identity
        targets.removeAll { pair in
            (target == nil || pair.target.identity == identity) && (action == nil || pair.action == action)
        }
    }

    // MARK: Subclass API

    /// Called when the recognizer goes back to `.possible`, after its gesture (recognised or not)
    /// ended: clear your state here, and call `super`.
    open func reset() {}

    /// Stops the recognizer receiving `touch` (the view still gets it normally).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        currentArena.ignore(touch, by: self)
    }

    /// Whether recognising this recognizer makes `preventedGestureRecognizer` fail; `true` by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognising makes this one fail; `true` by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; `false` by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail; `false` by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer takes part in `event` at all; asked before the delegate's
    /// `gestureRecognizer(_:shouldReceive:)` for each new touch. `true` by default.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Final values for estimated touch properties: never sent, as raw input has none.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// New touches for the recognizer. Does nothing by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches moved. Does nothing by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches lifted. Does nothing by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches were cancelled. Does nothing by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// A press of a type in ``allowedPressTypes`` went down while this recognizer's view (or one of its
    /// subviews) was the press's responder; the recognizer hears it before the responder does.
    /// Does nothing by default.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// The recognizer's presses changed. Does nothing by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// The recognizer's presses ended. Does nothing by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// The recognizer's presses were cancelled. Does nothing by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Stops sending `button` to this recognizer (the press still reaches its responder).
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        currentArena.ignore(button, by: self)
    }

    // MARK: Internal

    // hover40k: 4303687 → 5349152 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) var stateStorage: State = .possible {
        didSet {
            if let tracer = activeTracer, oldValue != stateStorage {
                tracer.record(.recognizerState(recognizer: name ?? String(describing: Swift.type(of: self)),
                                               view: viewStorage.map(ResponderName.init),
                                               from: "\(oldValue)", to: "\(stateStorage)"))
            }
        }
    }
    /// Whether this recognizer's class is one of ResponderKit's, none of which overrides
    /// `shouldRequireFailure(of:)` or `shouldBeRequiredToFail(by:)`: with no delegate either, it adds
    /// no dynamic failure requirement, and the arena need not ask (a thousand recognizers on one view).
    let usesDefaultFailureHooks: Bool
    /// ResponderKit's recognizer classes (a subclass of any of them may override the hooks).
    nonisolated static let classesWithDefaultFailureHooks: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
        ObjectIdentifier(UILongPressGestureRecognizer.self), ObjectIdentifier(UIPanGestureRecognizer.self),
        ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self), ObjectIdentifier(UISwipeGestureRecognizer.self),
        ObjectIdentifier(UIPinchGestureRecognizer.self), ObjectIdentifier(UIRotationGestureRecognizer.self),
        ObjectIdentifier(ScrollViewPanGestureRecognizer.self),
        ObjectIdentifier(ScrollViewDelayedTouchesRecognizer.self),
        ObjectIdentifier(ScrollViewPinchGestureRecognizer.self), ObjectIdentifier(UIHoverGestureRecognizer.self),
    ]
    /// Whether the arena must ask this recognizer (and its delegate) about failure requirements.
    var mayRequireDynamically: Bool { delegate != nil || !usesDefaultFailureHooks }
    /// While the recognizer waits on requirements: the ones whose `waitingOnMe` lists it (GestureArena's
    /// circle check and the failure of a requirement).
    var countedRequirements: [UIGestureRecognizer] = []
    /// The waiting recognizers whose `countedRequirements` name this one (kept with them).
    var waitingOnMe: [UIGestureRecognizer] = []
    /// The arena's per-pass copy of the recognizers `failureRequirements` names (GestureArena+Decisions).
    var cachedRequirements: [UIGestureRecognizer] = []
    var cachedRequirementsPass = -1
    /// Whether the recognizer is in its arena's list of recognizers in play (kept with the list, so
    /// the question costs no search).
    var isInArena = false
    /// The arena that last gave the recognizer a touch when that is not the application's (a test's
    /// arena); `nil` means the application's.
    weak var arena: GestureArena?
    var currentArena: GestureArena { arena ?? UIApplication.shared.inputPipeline.arena }
    /// While its actions for a state run: that state (a later assignment in the same touches method
    /// may have moved `stateStorage` on already).
    // hover40k: 4303687 → 5349152 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) var reportedState: State?
    var lastEventModifierFlags: UIKeyModifierFlags = []
    weak var viewStorage: UIView?
    var trackedTouches: [UITouch] = []
    /// The presses the recognizer hears (GestureArena+Presses.swift).
    var trackedPresses: [UIPress] = []
    /// Whether the recognizer holds neither a touch nor a press.
    var hasNoInput: Bool { trackedTouches.isEmpty && trackedPresses.isEmpty }
    var failureRequirements: [WeakRecognizer] = []
    // (Read whole on every action — a hover move reads them for each of thousands of recognizers —
    // and only assigned or appended to by code that calls nothing while it does: no access can
    // overlap another, so the run-time exclusivity check is left out; docs/Performance.md.)
    // hover40k: 4303687 → 5349152 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) var targets: [(target: WeakTarget, action: Selector)] = []
    // hover40k: 4303687 → 5349152 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) final var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []
    /// The state a recognizer asked for while it waits for its failure requirements.
    var pendingState: State? {
        didSet { if (oldValue == nil) != (pendingState == nil) { currentArena.waitingChanged(self) } }
    }
    /// The last centroid, for `location(in:)` after the touches are gone (screen coordinates).
    // hover40k: 4303687 → 5349152 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) var lastScreenCentroid: CGPoint?
    /// The pointer move (PointerDispatcher's count) at which this hover recognizer was last under the
    /// pointer: membership of the hovering list in one comparison, with no set to hash.
    // hover40k: 4303687 → 5349152 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) var hoverMove = -1

    /// Time passed (the frame clock); built-in recognizers that wait (long press, multi-tap) decide here.
    func timePassed(to time: TimeInterval) {}

    /// The common ending of a continuous gesture's touches: with none left it ends (or, never begun,
    /// fails); with some left it carries on.
    func continuousTouchesEnded(remaining: Int, failWhenPossibleBelow minimum: Int = 1) {
        switch stateStorage {
        case .began, .changed: if remaining == 0 { state = .ended }
        case .possible: if remaining < minimum { state = .failed }
        default: break
        }
    }

    /// The common move of a continuous gesture: not begun yet, it begins when `begins` says so; begun,
    /// it changes.
    func continuousTouchesMoved(begins: @autoclosure () -> Bool) {
        switch stateStorage {
        case .possible: if begins() { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The common cancellation of a continuous gesture: begun, it is cancelled; not yet, it fails.
    func continuousTouchesCancelled() {
        switch stateStorage {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Whether the recognizer is still waiting for more input with no touch down (a tap recognizer
    /// between taps), so it stays in the arena.
    var isWaitingWithoutTouches: Bool { false }

    func centroid(in view: UIView?) -> CGPoint {
        let screen = trackedTouches.isEmpty ? (lastScreenCentroid ?? .zero) : RecognizerMath.centroid(trackedTouches)
        return UIGestureRecognizer.locate(
            screen, in: view, window: trackedTouches.first?.windowStorage ?? viewStorage?.enclosingWindow)
    }

    static func locate(_ screen: CGPoint, in view: UIView?, window: UIWindow?) -> CGPoint {
        if let view { return view.convertFromScreen(screen) }
        return window?.convertFromScreen(screen) ?? screen
    }

    open override var description: String {
        mainActorDescription(of: self) {
            "<\(Swift.type(of: self))\(self.name.map { " '\($0)'" } ?? ""); state = \(self.stateStorage); view = "
                + "\(self.viewStorage.map { "\(Swift.type(of: $0))" } ?? "nil")>"
        }
    }
}

/// A recognizer held weakly (failure requirements do not keep recognizers alive).
@preconcurrency @MainActor
struct WeakRecognizer {
    weak var object: UIGestureRecognizer?
    init(_ object: UIGestureRecognizer) { self.object = object }
}
