import Foundation

/// Shows the first responder's input views (F8, B71, B75).
///
/// UIKit shows the key window's first responder's `inputView` (a keyboard, a picker) at the bottom of
/// the screen and its `inputAccessoryView` directly above it, in a window of its own in front of the
/// app's windows. ResponderKit does the same with an internal window at a level above `.alert`: each
/// input view keeps its own height and takes the full width of the responder's window; the input
/// view sits at the bottom of that window's area, the accessory right above it. The host window
/// passes through touches that miss the input views, and it is not listed in `UIApplication.windows`.
///
/// What is shown always follows one rule — the input views of the key window's first responder, or
/// nothing — re-applied whenever a first responder or the key window changes (and before each batch
/// of input, which catches a key window the app released). A responder that is first responder of a
/// window that is not key keeps that status but shows nothing, as on iOS. A responder inside the
/// shown input views (a search field in a custom keyboard) can become first responder of the host
/// window without tearing down the views it lives in.
@preconcurrency @MainActor
final class InputViewHost {
    private var window: InputViewHostWindow?
    private weak var owner: UIResponder?
    private var shownInputView: UIView?
    private var shownAccessoryView: UIView?
    /// The screen frame the last keyboard notifications announced (`nil`: hidden).
    private var announcedFrame: CGRect?
    /// Where the input views are on the screen, as the keyboard notifications last announced it
    /// (`nil`: nothing shown) — what an alert keeps its box above (Alerts/AlertView.swift).
    var shownInputFrame: CGRect? { announcedFrame }

    /// The first responder of the input-view window (a text field inside an accessory view), while
    /// the window is shown: it receives typing instead of the key window's first responder.
    var typist: UIResponder? {
        guard let window, !window.isHidden, let responder = window.firstResponderStorage,
              responder.firstResponderWindow === window else { return nil }
        return responder
    }

    private lazy var systemKeyboard = OnScreenKeyboard()

    /// The responder the shown input views type into: the input-view window's typist, or else the
    /// key window's first responder that owns them (a ``UIInputViewController``'s text proxy).
    var currentTypist: UIResponder? { typist ?? owner }

    /// The on-screen keyboard, if it is what is shown.
    var shownSystemKeyboard: OnScreenKeyboard? { shownInputView as? OnScreenKeyboard }

    /// Shows what the rule says should be shown. With `reloading`, the views of that responder are
    /// read again even if it already owns the host (`reloadInputViews()`).
    func refresh(reloading: UIResponder? = nil) {
        let application = UIApplication.shared
        guard let keyWindow = application.keyWindowStorage, !keyWindow.isHidden,
              let responder = keyWindow.firstResponderStorage,
              responder.firstResponderWindow === keyWindow else {
            hide()
            return
        }
        // A text-input responder with no input view of its own gets the on-screen keyboard (B75).
        // A responder inside the shown views (a text field in a chat bar) types, and chooses the input
        // view; the key window's first responder keeps its accessory on screen.
        let input = inputView(for: responder)
        let accessory = responder.inputAccessoryView ?? responder.inputAccessoryViewController?.view
        if owner === responder, reloading !== responder, reloading !== typist,
           shownInputView === input, shownAccessoryView === accessory {
            return
        }
        show(input: input, accessory: accessory, for: responder, over: keyWindow)
    }

    /// ``refresh(reloading:)`` when input views are on screen; otherwise nothing. Before each batch of
    /// input, this catches a key window the app released while its responder's views were shown.
    /// With nothing shown there is nothing such a release could leave behind (everything that can
    /// make something appear — a new first responder, key window or visibility — refreshes itself),
    /// so the usual frame skips the weak loads of a full refresh.
    func refreshIfShowing() {
        guard let window, !window.isHidden else { return }
        refresh()
    }

    /// The screen was resized: shown input views take the new width and move to the new bottom (the
    /// keyboard notifications announce the new frame).
    func screenResized() {
        guard let window, !window.isHidden, let owner else { return }
        refresh(reloading: owner)
    }

    /// The key window's first responder's input view — or, while a responder inside the shown views
    /// types (a text field in the accessory bar), its own; never one that would tear down the view the
    /// typist lives in.
    private func inputView(for responder: UIResponder) -> UIView? {
        // A responder's own view first, then its input-view controller's, then the keyboard (B75).
        func own(_ r: UIResponder) -> UIView? {
            r.inputView ?? r.inputViewController?.view ?? (r is UIKeyInput ? systemKeyboard : nil)
        }
        guard let typist, typist !== responder else { return own(responder) }
        if let shown = shownInputView, let view = typist as? UIView, view.isDescendant(of: shown) { return shown }
        return own(typist) ?? own(responder)
    }

    private func show(input: UIView?, accessory: UIView?, for responder: UIResponder, over responderWindow: UIWindow) {
        if shownInputView !== input { removeView(shownInputView); shownInputView = nil }
        if shownAccessoryView !== accessory { removeView(shownAccessoryView); shownAccessoryView = nil }
        owner = responder
        guard input != nil || accessory != nil else {
            window?.isHidden = true
            announce(nil)
            return
        }
        let host = window ?? InputViewHostWindow(frame: responderWindow.frame)
        window = host
        host.frame = responderWindow.frame
        let width = host.bounds.width
        var bottom = host.bounds.height
        if let input {
            bottom = place(input, in: host, width: width, bottom: bottom)
        }
        if let accessory {
            _ = place(accessory, in: host, width: width, bottom: bottom)
        }
        shownInputView = input
        shownAccessoryView = accessory
        if host.isHidden { host.isHidden = false }
        let shown = [input, accessory].compactMap { $0?.frame }.reduce(CGRect.null) { $0.union($1) }
        announce(shown.offsetBy(dx: host.frame.minX, dy: host.frame.minY))
    }

    /// Inside a first-responder change: what the input views end as is announced once, at its end.
    private var deferralDepth = 0
    private var deferredFrame: CGRect??

    /// Runs `body` (a change of first responder: the old one resigns, the new one becomes) and then
    /// announces only where the input views ended — moving from one text field to another with the
    /// same keyboard posts nothing, as in UIKit, rather than a hide and a show.
    func deferringAnnouncements<Result>(_ body: () -> Result) -> Result {
        deferralDepth += 1
        defer {
            deferralDepth -= 1
            if deferralDepth == 0, let frame = deferredFrame {
                deferredFrame = nil
                announce(frame)
            }
        }
        return body()
    }

    /// Posts the keyboard notifications when the shown frame changed (Input/KeyboardNotifications.swift).
    private func announce(_ frame: CGRect?) {
        if deferralDepth > 0 {
            deferredFrame = .some(frame)
            return
        }
        guard frame != announcedFrame else { return }
        let old = announcedFrame
        announcedFrame = frame
        UIKeyboardLayoutGuide.keyboardMoved()
        KeyboardNotifications.post(from: old, to: frame, screen: UIScreen.main.bounds)
    }

    /// Puts `view` across the host's width with its bottom at `bottom`; returns its top.
    private func place(_ view: UIView, in host: UIWindow, width: CGFloat, bottom: CGFloat) -> CGFloat {
        // A view made with no frame (`textField.inputView = UIDatePicker()`) is as high as its own
        // content says, as UIKit sizes a self-sizing input view.
        let height = view.bounds.height > 0 ? view.bounds.height : max(view.intrinsicContentSize.height, 0)
        view.transform = .identity
        let frame = CGRect(x: 0, y: bottom - height, width: width, height: height)
        if view.superview !== host, let controller = view.owningViewController {
            // An input-view controller's view appears with its controller's callbacks around it.
            controller.appear(in: host, frame: frame)
        } else {
            view.frame = frame
            (view as? OnScreenKeyboard)?.layoutKeys()
            if view.superview !== host { host.addSubview(view) }
        }
        return bottom - height
    }

    private func hide() {
        // Runs before every batch of input: when nothing is shown it must cost nothing.
        if shownInputView != nil || shownAccessoryView != nil { removeShownViews() }
        if owner != nil { owner = nil }
        if let window, !window.isHidden { window.isHidden = true }
        if announcedFrame != nil { announce(nil) }
    }

    private func removeShownViews() {
        let input = shownInputView, accessory = shownAccessoryView
        shownInputView = nil
        shownAccessoryView = nil
        removeView(input)
        removeView(accessory)
    }

    private func removeView(_ view: UIView?) {
        guard let view, view.superview === window else { return }
        if let controller = view.owningViewController { controller.disappear() } else { view.removeFromSuperview() }
    }
}

/// The window that hosts input views; touches that miss them pass to the windows behind.
@preconcurrency @MainActor
final class InputViewHostWindow: UIWindow {
    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = UIWindow.Level(10_000_000)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        windowLevel = UIWindow.Level(10_000_000)
    }

    override var canBecomeKey: Bool { false }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
