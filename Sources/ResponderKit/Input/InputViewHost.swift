import Foundation

/// Shows the first responder's input views (SPEC F8, UIKIT-NOTES B75).
///
/// UIKit shows a first responder's `inputView` (a keyboard, a picker) at the bottom of the screen and
/// its `inputAccessoryView` directly above it, in a window of its own in front of the app's windows.
/// ResponderKit does the same with an internal window at a level above `.alert`: each input view keeps
/// its own height and takes the full width of the responder's window; the input view sits at the
/// bottom of that window's area, the accessory right above it. The host window passes through
/// touches that miss the input views, and it is not listed in `UIApplication.windows`.
///
/// Views are shown when a responder becomes first responder, removed when it resigns (or leaves its
/// window), and replaced by `reloadInputViews()`.
@MainActor
final class InputViewHost {
    private var window: InputViewHostWindow?
    private weak var owner: UIResponder?
    private var shownInputView: UIView?
    private var shownAccessoryView: UIView?

    /// Shows `responder`'s current input views over `responderWindow`, replacing what was shown.
    func present(for responder: UIResponder, in responderWindow: UIWindow) {
        let input = responder.inputView
        let accessory = responder.inputAccessoryView
        if owner != nil, owner !== responder { removeShownViews() }
        owner = responder
        if shownInputView !== input || shownAccessoryView !== accessory { removeShownViews() }
        guard input != nil || accessory != nil else {
            window?.isHidden = true
            return
        }
        let host = window ?? InputViewHostWindow(frame: responderWindow.frame)
        window = host
        host.frame = responderWindow.frame
        let width = host.bounds.width
        var bottom = host.bounds.height
        if let input {
            let height = input.bounds.height
            input.transform = .identity
            input.frame = CGRect(x: 0, y: bottom - height, width: width, height: height)
            bottom -= height
            if input.superview !== host { host.addSubview(input) }
        }
        if let accessory {
            let height = accessory.bounds.height
            accessory.transform = .identity
            accessory.frame = CGRect(x: 0, y: bottom - height, width: width, height: height)
            if accessory.superview !== host { host.addSubview(accessory) }
        }
        shownInputView = input
        shownAccessoryView = accessory
        if host.isHidden { host.isHidden = false }
    }

    /// Removes what `responder` showed, if anything.
    func dismiss(for responder: UIResponder) {
        guard owner === responder else { return }
        removeShownViews()
        owner = nil
        window?.isHidden = true
    }

    private func removeShownViews() {
        let input = shownInputView, accessory = shownAccessoryView
        shownInputView = nil
        shownAccessoryView = nil
        if let input, input.superview === window { input.removeFromSuperview() }
        if let accessory, accessory.superview === window { accessory.removeFromSuperview() }
    }
}

/// The window that hosts input views; touches that miss them pass to the windows behind.
@MainActor
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
