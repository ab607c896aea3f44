import Foundation

/// The abstract base of everything that receives events: views, windows, view controllers and the
/// application, as in UIKit.
///
/// A responder receives touches, motion and remote-control events through the methods below. The
/// default implementation of every event method passes the event, unchanged, to `next` — so a
/// responder that does not override a method forwards the event up the *responder chain*, and an
/// override that calls `super` handles the event and forwards it too. `UIResponder` itself stores no
/// next responder: `next` is `nil` here and the subclasses (`UIView`, `UIViewController`,
/// `UIWindow`, `UIApplication`) override it.
///
/// The first-responder members (``becomeFirstResponder()`` and friends) are declared here, because
/// Swift only lets subclasses override members of the class body; their rules live in
/// `UIResponder+FirstResponder.swift`.
@preconcurrency @MainActor
open class UIResponder: AccessibleObject {
    public override init() {
        super.init()
    }

    // MARK: The responder chain

    /// The next responder in the chain, or `nil` at its end. `UIResponder` returns `nil`; a view
    /// returns its view controller or superview, a controller its view's superview, a window the
    /// application, and the application its delegate when that is a plain responder.
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// One or more fingers touched down in the view this responder is (or forwards for).
    /// The default passes the call to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if dispatchSwitches.tracing { traceForwarding("touchesBegan") }
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "touchesBegan")
        }
        dispatchSwitches.chainDepth &+= 1
        next.touchesBegan(touches, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// One or more of the touches moved. The default passes the call to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if dispatchSwitches.tracing { traceForwarding("touchesMoved") }
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "touchesMoved")
        }
        dispatchSwitches.chainDepth &+= 1
        next.touchesMoved(touches, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// One or more fingers lifted. The default passes the call to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if dispatchSwitches.tracing { traceForwarding("touchesEnded") }
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "touchesEnded")
        }
        dispatchSwitches.chainDepth &+= 1
        next.touchesEnded(touches, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// The system stopped tracking the touches (an interruption, or the view left its window).
    /// The default passes the call to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if dispatchSwitches.tracing { traceForwarding("touchesCancelled") }
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "touchesCancelled")
        }
        dispatchSwitches.chainDepth &+= 1
        next.touchesCancelled(touches, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// Final values arrived for estimated touch properties. ResponderKit's input carries no
    /// estimated properties, so the system never calls this; it exists for source compatibility
    /// and, like UIKit's, does nothing by default.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Motion

    /// A motion (a shake: `.motionShake`) began. The default passes the call to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let tracer = activeTracer { tracer.forwarding(from: self, method: "motionBegan") }
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "motionBegan")
        }
        dispatchSwitches.chainDepth &+= 1
        next.motionBegan(motion, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// A motion ended. The default passes the call to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let tracer = activeTracer { tracer.forwarding(from: self, method: "motionEnded") }
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "motionEnded")
        }
        dispatchSwitches.chainDepth &+= 1
        next.motionEnded(motion, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// A motion was cancelled (an interruption). The default passes the call to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let tracer = activeTracer { tracer.forwarding(from: self, method: "motionCancelled") }
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "motionCancelled")
        }
        dispatchSwitches.chainDepth &+= 1
        next.motionCancelled(motion, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    // MARK: Remote control

    /// A remote-control event (play, pause, next track …) arrived. Delivered only while the
    /// application receives remote-control events. The default passes the call to `next`.
    open func remoteControlReceived(with event: UIEvent?) {
        if let tracer = activeTracer { tracer.forwarding(from: self, method: "remoteControlReceived") }
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "remoteControlReceived")
        }
        dispatchSwitches.chainDepth &+= 1
        next.remoteControlReceived(with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    // MARK: Presses (keys)

    /// Keys went down. Presses go to the key window's first responder; the default passes the call
    /// to `next`. At the end of the chain, an unhandled key types into a `UIKeyInput` first
    /// responder (B140).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else { return pressesReachedEndOfChain(presses, event) }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "pressesBegan")
        }
        dispatchSwitches.chainDepth &+= 1
        next.pressesBegan(presses, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// A held key repeated (autorepeat) or an analog value changed. The default passes the call to
    /// `next`; unhandled repeats type again, like the first press.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else { return pressesReachedEndOfChain(presses, event) }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "pressesChanged")
        }
        dispatchSwitches.chainDepth &+= 1
        next.pressesChanged(presses, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// Keys came up. The default passes the call to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "pressesEnded")
        }
        dispatchSwitches.chainDepth &+= 1
        next.pressesEnded(presses, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// The system stopped tracking the presses. The default passes the call to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else { return }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            return ResponderChainBound.stopped(at: self, method: "pressesCancelled")
        }
        dispatchSwitches.chainDepth &+= 1
        next.pressesCancelled(presses, with: event)
        dispatchSwitches.chainDepth &-= 1
    }

    /// The key commands this responder offers; `nil` by default. A key down that matches one of the
    /// commands found from the first responder up the chain runs that command instead of being
    /// delivered as a press (B138).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Actions (see Responders/Actions.swift)

    /// How this responder performs `action`, or `nil` when it does not — ResponderKit's form of the
    /// Objective-C method table that `responds(to:)` consults. Override it to declare the actions
    /// your responder performs, and return `super`'s answer for the others:
    ///
    /// ```swift
    /// override func actionMethod(for action: Selector) -> UIActionMethod? {
    ///     switch action {
    ///     case .copy: return method(Self.copy)      // iOS: @objc override func copy(_ sender: Any?)
    ///     default: return super.actionMethod(for: action)
    ///     }
    /// }
    /// ```
    ///
    /// `@preconcurrency` here and on the overrides in this module (UIView, UITextField) as well as on
    /// the class: Swift 6.3 otherwise mangles the vtable entry a subclass in another file of the
    /// module inherits differently from the method's definition (a link error); the attribute on the
    /// member itself makes both agree. The same holds for any open member whose type holds a
    /// `@MainActor` closure (docs/Architecture.md, "Swift 5 mode and @preconcurrency").
    @preconcurrency open func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case .resignFirstResponder: return { [weak self] _, _ in _ = self?.resignFirstResponder() }
        case .becomeFirstResponder: return { [weak self] _, _ in _ = self?.becomeFirstResponder() }
        default: return nil
        }
    }

    /// Called on each object loaded from a nib or storyboard once all of them are connected (UIKit's
    /// `awakeFromNib()`, an `NSObject` method there). ResponderKit loads no nibs, so it never calls it:
    /// a subclass's override still compiles, and code that builds views in code (as every
    /// ResponderKit app does) should set up in `init(frame:)` or `viewDidLoad()` instead
    /// (docs/Differences-from-UIKit.md). Overrides call `super.awakeFromNib()` as on iOS.
    open func awakeFromNib() {}

    /// Called by Interface Builder's live preview (UIKit's `prepareForInterfaceBuilder()`): never here.
    open func prepareForInterfaceBuilder() {}

    /// Whether this responder can perform `action` now: by default, whether it has a method for it.
    /// Override it to enable or disable actions by state (nothing selected: no `copy`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        actionMethod(for: action) != nil
    }

    /// The object that will perform `action`: this responder if it can, otherwise the answer of
    /// `next`, and `nil` at the end of the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        guard let next else { return nil }
        guard dispatchSwitches.chainDepth < ResponderChainBound.maximumHops else {
            ResponderChainBound.stopped(at: self, method: "target(forAction:withSender:)")
            return nil
        }
        dispatchSwitches.chainDepth &+= 1
        defer { dispatchSwitches.chainDepth &-= 1 }
        return next.target(forAction: action, withSender: sender)
    }

    // MARK: Input views

    /// The custom input view shown while this responder is first responder; `nil` by default.
    /// Subclasses redeclare it read-write, as `UITextField` does.
    open var inputView: UIView? { nil }

    /// The accessory bar shown directly above the input view while this responder is first
    /// responder; `nil` by default.
    open var inputAccessoryView: UIView? { nil }

    /// The input-view controller whose view is shown while this responder is first responder, when
    /// ``inputView`` is `nil`; `nil` by default. Subclasses redeclare it read-write.
    open var inputViewController: UIInputViewController? { nil }

    /// The controller whose view is shown as the accessory bar while this responder is first
    /// responder, when ``inputAccessoryView`` is `nil`; `nil` by default.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// The input mode (language and layout) to use while this responder is first responder: for a
    /// responder that takes text (`UIKeyInput`), the one mode ResponderKit has (``UITextInputMode``);
    /// `nil` for the others.
    open var textInputMode: UITextInputMode? { self is UIKeyInput ? UITextInputMode.current : nil }

    /// An identifier under which UIKit remembers the input mode this responder last used; `nil` by
    /// default. With one input mode there is nothing to remember, so it changes nothing here.
    open var textInputContextIdentifier: String? { nil }

    /// Forgets the input mode remembered for `identifier`; with one input mode there is none.
    open class func clearTextInputContextIdentifier(_ identifier: String) {}

    /// Replaces the shown input views with this responder's current ``inputView`` and
    /// ``inputAccessoryView``, at once. Does nothing unless this responder is first responder.
    open func reloadInputViews() {
        guard isFirstResponder else { return }
        UIApplication.shared.inputViewHost.refresh(reloading: self)
    }

    // MARK: The first responder (rules in UIResponder+FirstResponder.swift)

    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool { isCurrentFirstResponder }

    /// Whether this responder may become first responder. `false` by default: a responder that
    /// takes key or motion input overrides it to return `true`.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder of this responder's window.
    ///
    /// Returns `true` when it already is or has become first responder. Returns `false`, changing
    /// nothing, when the responder is in no window, when ``canBecomeFirstResponder`` is `false`, or
    /// when the current first responder refuses to resign. On success the previous first responder
    /// has received exactly one ``resignFirstResponder()`` and this responder's input views are shown.
    @discardableResult
    open func becomeFirstResponder() -> Bool { performBecomeFirstResponder() }

    /// Whether this responder agrees to give up first-responder status. `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status and returns `true`. Overrides that refuse return `false`
    /// without calling `super`; overrides that agree must call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool { performResignFirstResponder() }

    /// Tells the tracer, if one is installed, that a default touches method passes the event on. Out
    /// of line on purpose: inlined, its string and record building made every hop up the chain set up
    /// a large stack frame even with tracing off.
    @inline(never)
    final func traceForwarding(_ method: StaticString) {
        activeTracer?.forwarding(from: self, method: "\(method)")
    }

    // MARK: Internal hooks

    /// The window took first-responder status away although `resignFirstResponder()` refused
    /// (`endEditing(true)`, leaving the window): a responder with state of its own tidies up here.
    func firstResponderStatusWasTaken() {}

    /// The window whose first responder this responder would be: a view's window, a controller's
    /// view's window. `nil` for responders that belong to no window.
    var firstResponderWindow: UIWindow? { nil }
}
