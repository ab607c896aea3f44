import Foundation

/// An alert or an action sheet — UIKit's `UIAlertController`: a title, a message, text fields (alerts
/// only) and one button per ``UIAlertAction``, presented with `present(_:animated:completion:)` over
/// the whole window (docs/Alerts.md has each behaviour and its source).
///
/// While it is up, its view takes every touch of the window: the views under it get none. Choosing an
/// enabled action — a tap on its button, Return for the preferred action, Escape for the cancel action,
/// a tap outside an action sheet that has a cancel action — dismisses the alert (animated), and the
/// action's handler runs once the dismissal has finished; a second tap meanwhile does nothing. When it
/// appears, its first text field becomes first responder (without text fields, the alert itself does,
/// so that Return and Escape reach it).
///
/// What UIKit raises at is refused with an `invalidAlertUse` diagnostic: a second `.cancel` action
/// (not added), a text field on an action sheet (not added), a ``preferredAction`` that is not one of
/// ``actions`` (not set). Differences: no popover presentation controller (an action sheet on a
/// regular-width screen is laid out in the middle of it, and a tap outside dismisses it); `title` is
/// `UIViewController`'s, read when the alert appears; the box is laid out by hand, with UIKit's
/// proportions, not Auto Layout; nothing is drawn blurred.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// How the alert is shown — UIKit's `UIAlertController.Style`, with its raw values.
    public enum Style: Int, Sendable {
        /// A sheet of choices from the bottom of the screen (a popover on a regular-width screen).
        case actionSheet = 0
        /// A box in the middle of the screen, modal for the app.
        case alert = 1
    }

    /// The descriptive text under the title.
    open var message: String? {
        didSet { alertViewIfLoaded?.contentChanged() }
    }
    /// Alert or action sheet, as given at creation (`.actionSheet` for `init()`).
    open var preferredStyle: UIAlertController.Style { preferredStyleStorage }
    /// The actions, in the order they were added (which is the order of their buttons, except that
    /// the cancel action goes apart: see docs/Alerts.md).
    open var actions: [UIAlertAction] { actionStorage }
    /// The text fields, in the order they were added; `nil` when there are none.
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }

    /// The action Return chooses and the alert emphasises (`.alert` style only; action sheets ignore
    /// it). It must be one of ``actions``: any other is refused with an `invalidAlertUse` diagnostic
    /// (Apple: "Assigning an object to this property before adding it with the addAction(_:) method
    /// is a programmer error").
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actionStorage.contains(where: { $0 === newValue }) {
                refuse("preferredAction = \(describe(newValue)): the action is not one of the alert's actions (add it "
                    + "with addAction(_:) first); the preferred action was not changed")
                return
            }
            preferredActionStorage = newValue
            alertViewIfLoaded?.contentChanged()
        }
    }

    var preferredStyleStorage: Style = .actionSheet
    var actionStorage: [UIAlertAction] = []
    var textFieldStorage: [UITextField] = []
    var preferredActionStorage: UIAlertAction?
    /// The action chosen, from the moment it is chosen: nothing else can be chosen after it.
    var chosenAction: UIAlertAction?

    /// An alert titled `title` with `message`, shown as `preferredStyle`.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyleStorage = preferredStyle
    }

    /// An action sheet with no title or message (UIKit's `init()` gives the same).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        // The alert covers the window and leaves the presenter's view where it is.
        modalPresentationStyle = .custom
    }

    /// Archives are not supported on Linux; this exists so that subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    // MARK: Actions and text fields

    /// Adds a button for `action`, after the ones added before (the cancel action goes apart). A
    /// second `.cancel` action is refused with an `invalidAlertUse` diagnostic and not added (UIKit
    /// raises "UIAlertController can only have one action with a style of UIAlertActionStyleCancel");
    /// so is an action already added (UIKit would show it twice).
    open func addAction(_ action: UIAlertAction) {
        if actionStorage.contains(where: { $0 === action }) {
            refuse("addAction(\(describe(action))): the action is already one of the alert's actions; it was not added "
                + "again")
            return
        }
        if action.style == .cancel, let cancel = actionStorage.first(where: { $0.style == .cancel }) {
            refuse(
                """
                    addAction(\(describe(action))): the alert already has a cancel action, \(describe(cancel)) (UIKit \
                    raises: \"UIAlertController can only have one action with a style of UIAlertActionStyleCancel\"); \
                    it was not added
                    """
            )
            return
        }
        actionStorage.append(action)
        alertViewIfLoaded?.contentChanged()
    }

    /// Adds a text field under the message, after the ones added before, and runs
    /// `configurationHandler` on it at once. Alerts only: on an action sheet it is refused with an
    /// `invalidAlertUse` diagnostic and no field is added (UIKit raises; Apple: "You can add a text
    /// field only if the preferredStyle property is set to UIAlertController.Style.alert").
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            refuse("addTextField(configurationHandler:) on an action sheet: text fields can only be added to an alert "
                + "of style .alert (UIKit raises); no field was added")
            return
        }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 13)
        textFieldStorage.append(field)
        configurationHandler?(field)
        alertViewIfLoaded?.contentChanged()
    }

    // MARK: The view

    /// The alert's view: the whole window, the box in it (Alerts/AlertView.swift).
    open override func loadView() {
        view = AlertView(controller: self)
    }

    var alertViewIfLoaded: AlertView? { viewIfLoaded as? AlertView }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        alertViewIfLoaded?.contentChanged()
    }

    /// The view is in the window: the first text field (or, without one, the alert) becomes first
    /// responder, as UIKit's alert takes the keyboard focus when it appears.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        alertViewIfLoaded?.layoutIfNeeded()
        if let field = textFieldStorage.first {
            field.becomeFirstResponder()
            // The keyboard came up: the box moves above it in the next layout pass.
            alertViewIfLoaded?.setNeedsLayout()
        } else {
            becomeFirstResponder()
        }
    }

    /// The alert takes the first responder while it is up, so that Return and Escape reach it.
    open override var canBecomeFirstResponder: Bool { viewIfLoaded?.window != nil }

    // MARK: The keyboard (UIAlertController+Choosing.swift)

    /// Return chooses the preferred action and Escape the cancel action, after any commands added
    /// with `addKeyCommand(_:)`.
    open override var keyCommands: [UIKeyCommand]? { (super.keyCommands ?? []) + alertKeyCommands }

    /// Performs Return's and Escape's commands while they have an action to choose.
    @preconcurrency open override func actionMethod(for action: Selector) -> UIActionMethod? {
        alertActionMethod(for: action) ?? super.actionMethod(for: action)
    }

    // MARK: Diagnostics

    func refuse(_ message: String) {
        UIApplication.shared.report(
            Diagnostic(kind: .invalidAlertUse, resolution: .dropped, message: "UIAlertController: \(message)"))
    }

    func describe(_ action: UIAlertAction) -> String {
        "\(action.title.map { "\"\($0)\"" } ?? "untitled") (.\(action.style))"
    }
}
