import Foundation

/// A view that turns touches into control events and sends actions for them — UIKit's `UIControl`.
///
/// While a touch is tracked the control sends `.touchDown` (and `.touchDownRepeat` for a second
/// quick tap), `.touchDragInside`/`.touchDragOutside` as it moves — with `.touchDragExit` and
/// `.touchDragEnter` when it crosses the edge — and `.touchUpInside`, `.touchUpOutside` or
/// `.touchCancel` at the end (B91–B95). "Inside" means within the bounds grown by
/// ``EventThresholds/controlTrackingGutter`` (70 pt), as UIKit does. Subclasses track through
/// `beginTracking`/`continueTracking`/`endTracking`/`cancelTracking`. A control that tracks a touch
/// does not pass it up the responder chain (B101); a disabled control takes touches but neither tracks
/// them nor sends anything (B96).
///
/// Actions are UIActions (`addAction(_:for:)`) or target-action pairs whose action is a `Selector`
/// (`addTarget(_:action:for:)`), sent through `UIApplication.sendAction(_:to:from:for:)` — a `nil`
/// target finds its performer up the responder chain. Targets are not retained.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to touches; `true` by default.
    open var isEnabled: Bool = true
    /// Whether the control is selected; `false` by default.
    open var isSelected: Bool = false
    /// Whether the control is highlighted: set while a tracked touch is inside.
    open var isHighlighted: Bool = false
    /// Where the content sits across the width; `.center` by default (a button places its title and
    /// image by it: UIButton+Layout.swift).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where the content sits across the height; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved for the layout direction
    /// (left to right here).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    /// The state, derived from `isEnabled`, `isHighlighted` and `isSelected`.
    open var state: UIControl.State {
        var state: UIControl.State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch.
    open var isTracking: Bool { isTrackingStorage }
    /// Whether the tracked touch is inside the control (with the gutter).
    open var isTouchInside: Bool { isTouchInsideStorage }

    var isTrackingStorage = false
    var isTouchInsideStorage = false
    weak var trackedTouch: UITouch?
    var registrations: [ControlRegistration] = []
    /// Events sent right after `.touchUpInside`: `UIButton` adds `.primaryActionTriggered` (B99).
    var primaryEventsOnTouchUpInside: UIControl.Event { [] }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control whose `primaryAction` runs for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Tracking (override these in subclasses)

    /// A touch began on the control; return `false` not to track it. `true` by default.
    @discardableResult
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return `false` to stop tracking it. `true` by default.
    @discardableResult
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch ended (called before the touch-up actions are sent). The default ends
    /// tracking (`isTracking` becomes `false`); overrides call `super`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isTrackingStorage = false
    }

    /// Tracking was cancelled. The default ends tracking and the highlight; overrides call `super`.
    open func cancelTracking(with event: UIEvent?) {
        isTrackingStorage = false
        isHighlighted = false
    }

    // MARK: Touches (the tracking driver; see UIControl+Tracking.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingBegan(touches, event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingMoved(touches, event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingEnded(touches, event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingCancelled(touches, event)
    }

    // MARK: Target-action (see UIControl+Actions.swift)

    /// Sends `action` to `target` (`nil`: up the responder chain) for `controlEvents`. The target is
    /// not retained; adding the same pair again adds the events to it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        register(target: target, action: action, events: controlEvents)
    }

    /// Stops sending to `target` (`nil`: every target) for `controlEvents`; `action` narrows it to one
    /// action when given.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        unregister(target: target, action: action, events: controlEvents)
    }

    /// Runs `action` for `controlEvents`. An action with the identifier of one already added
    /// replaces it.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        register(action, events: controlEvents)
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        unregister(identifier: action.identifier, events: controlEvents)
    }

    /// Stops running the action called `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        unregister(identifier: actionIdentifier, events: controlEvents)
    }

    /// The targets of target-action pairs; `NSNull()` stands for a `nil` target.
    open var allTargets: Set<AnyHashable> { registeredTargets }

    /// Every event some action or target is registered for.
    open var allControlEvents: UIControl.Event {
        registrations.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
    }

    /// Visits every registered action, once per control event it is registered for: a `UIAction` as
    /// the first argument, a target-action pair (a `nil` target for a nil-targeted action) as the
    /// second, in the order they were added and, for each, from the lowest event bit up. Setting
    /// `stop` to `true` ends the walk. (UIKit, iOS 14; a target that went away is skipped.)
    open func enumerateEventHandlers(
        _ iterator: (
            _ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?, _ controlEvent: UIControl.Event,
            _ stop: inout Bool
        ) -> Void
    ) {
        var stop = false
        for registration in registrations {
            for bit in 0..<32 where registration.events.rawValue & (1 << UInt(bit)) != 0 {
                let event = UIControl.Event(rawValue: 1 << UInt(bit))
                switch registration.kind {
                case let .uiAction(action):
                    iterator(action, nil, event, &stop)
                case let .targetAction(target, isNilTargeted, action):
                    guard isNilTargeted || target.object != nil else { continue }
                    iterator(nil, (target.object, action), event, &stop)
                }
                if stop { return }
            }
        }
    }

    /// The names of the actions registered for `target` and `controlEvent`, or `nil` when none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        registeredActions(forTarget: target, event: controlEvent)
    }

    /// Sends `action` to `target` through `UIApplication.sendAction`, with this control as sender.
    /// Override it to intercept dispatch.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added (with
    /// no event: for programmatic use).
    open func sendActions(for controlEvents: UIControl.Event) {
        dispatchActions(for: controlEvents, event: nil)
    }
}
