import Foundation

/// A single line of editable text — UIKit's `UITextField`, as far as events and text input go.
///
/// Tapping it makes it first responder (if its delegate agrees), which shows its `inputView` or, with
/// none, ResponderKit's on-screen keyboard. Typed text — from hardware keys that no responder handled,
/// or from the on-screen keyboard — arrives through `UIKeyInput` and sends `.editingChanged`. Return
/// asks the delegate's `textFieldShouldReturn(_:)`; when it agrees the field sends
/// `.editingDidEndOnExit` and resigns. Becoming and resigning first responder send `.editingDidBegin`
/// and `.editingDidEnd`, with the delegate's should/did callbacks around them.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The text; `""` when empty (setting `nil` stores `""`, as UIKit does).
    open var text: String? {
        get { textStorage }
        set { textStorage = newValue ?? "" }
    }
    /// The text shown while the field is empty.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { textLayoutChanged() } }
    }
    /// The font; the system font at 17 points by default (the body style's size, which iOS gives a
    /// text field). Setting `nil` restores the default, as in UIKit (`null_resettable`).
    open var font: UIFont? {
        get { fontStorage }
        set {
            let font = newValue ?? UITextField.defaultFont
            appearanceSetterCalled(.font) { $1.font = $0.font }
            // A font equal in size may still differ in how it scales (Dynamic Type): keep the new one.
            guard font !== fontStorage else { return }
            let resized = font != fontStorage
            fontStorage = font
            if resized { textLayoutChanged() }
        }
    }
    /// Whether the font follows the user's text size: a font made by `preferredFont(forTextStyle:)`
    /// or `UIFontMetrics` takes its style's new size when the content size category changes;
    /// `false` by default (Layout/Text/DynamicType.swift).
    open var adjustsFontForContentSizeCategory = false
    /// How the text is aligned; `.natural` by default (left to right).
    open var textAlignment: NSTextAlignment = .natural
    /// The text's colour; `nil` draws in the label colour, as UIKit's default.
    open var textColor: UIColor? { didSet { appearanceSetterCalled(.textColor) { $1.textColor = $0.textColor } } }
    /// The border; `.none` by default (as for a field made in code; Interface Builder's default is
    /// `.roundedRect`).
    open var borderStyle: UITextField.BorderStyle = .none {
        didSet { if borderStyle != oldValue { textLayoutChanged() } }
    }
    /// The delegate. Not retained.
    open weak var delegate: (any UITextFieldDelegate)?

    // UITextInputTraits (Controls/UITextInputTraits.swift): stored for the app; the keyboard ignores them.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
    /// Whether the field is being edited (is first responder).
    open var isEditing: Bool { isEditingStorage }

    // Overlay views (UITextField+Overlays.swift).
    /// A view at the field's left edge (a padding view, an icon), shown as `leftViewMode` says.
    open var leftView: UIView? {
        didSet { overlayChanged(from: oldValue, to: leftView) }
    }
    /// When the left view shows; `.never` by default.
    open var leftViewMode: UITextField.ViewMode = .never { didSet { overlaysChanged() } }
    /// A view at the field's right edge, shown as `rightViewMode` says.
    open var rightView: UIView? {
        didSet { overlayChanged(from: oldValue, to: rightView) }
    }
    /// When the right view shows; `.never` by default.
    open var rightViewMode: UITextField.ViewMode = .never { didSet { overlaysChanged() } }
    /// When the clear button shows (only while there is text); `.never` by default.
    open var clearButtonMode: UITextField.ViewMode = .never { didSet { overlaysChanged() } }
    /// Whether beginning to edit removes the old text; `false` by default.
    open var clearsOnBeginEditing = false
    /// The placeholder's attributes when set through `attributedPlaceholder`.
    var placeholderAttributes: [NSAttributedString.Key: Any] = [:]
    /// The clear button, made the first time the field shows one.
    var clearButtonStorage: UIButton?

    /// The rectangle of the border: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn when not editing: the bounds less the border's insets and the
    /// overlay views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// Where the placeholder is drawn: ``textRect(forBounds:)`` (a subclass's too) by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text is while editing: the region the overlay views and border leave, as the text
    /// rectangle's default (a subclass that moves the text overrides both).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// The clear button's rectangle: at the right edge (left of a right view), centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        defaultOverlayRect(leftView, forBounds: bounds, atLeft: true)
    }
    /// The right view's rectangle: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        defaultOverlayRect(rightView, forBounds: bounds, atLeft: false)
    }
    /// Draws the text (bullets for secure entry) in `rect` on one line, centred vertically.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }
    /// Draws the placeholder in `rect`, in `placeholderText` grey unless its attributes say otherwise.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }
    /// Draws the border, then the placeholder (empty field) or the text, each in its rectangle.
    open override func draw(_ rect: CGRect) { drawField() }
    /// Places the overlay views shown and hides the others.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    private var textStorage = "" {
        didSet {
            guard textStorage != oldValue else { return }
            textLayoutChanged()
            if textStorage.isEmpty != oldValue.isEmpty { overlaysChanged() }
            setNeedsDisplay()
        }
    }
    private var fontStorage: UIFont = UITextField.defaultFont
    static let defaultFont = UIFont.systemFont(ofSize: 17)
    private var isEditingStorage = false
    private var customInputView: UIView?
    private var customAccessoryView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text size (for Auto Layout)

    /// Called whenever the size the field needs may have changed (text, placeholder, font, border).
    /// Auto Layout makes it invalidate the intrinsic content size.
    func textLayoutChanged() { invalidateIntrinsicContentSize() }

    /// The text's (or placeholder's) size inside the border (``textFieldSize()``).
    open override var intrinsicContentSize: CGSize { textFieldSize() }

    /// The text's size inside the border.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textFieldSize() }

    /// The size UIKit's `intrinsicContentSize` gives: the text (or, while empty, the placeholder) on
    /// one line, rounded up to the pixel, plus the border's insets — 7 points on each side for
    /// `.roundedRect`, which is at least 34 points tall (UIKit's rounded field with its 17-point
    /// font), 2 for `.line` and `.bezel`, none for `.none`. The insets are ResponderKit's choice.
    func textFieldSize() -> CGSize {
        let shown = textStorage.isEmpty ? (placeholder ?? "") : textStorage
        let width = shown.isEmpty ? 0 : UIFont.metricsSource.size(of: shown, font: fontStorage).width
        var size = UILabel.roundedUp(CGSize(width: width, height: fontStorage.lineHeight), scale: UIScreen.main.scale)
        switch borderStyle {
        case .none: break
        case .line, .bezel: size = CGSize(width: size.width + 4, height: size.height + 4)
        case .roundedRect: size = CGSize(width: size.width + 14, height: max(size.height + 14, 34))
        }
        size.width += shownOverlayWidths
        return size
    }

    // MARK: Input views

    /// A custom input view; `nil` (the default) shows ResponderKit's on-screen keyboard.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }

    /// A bar shown above the keyboard.
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditingStorage = true
        overlaysChanged()
        // Cleared as code clears it: no editingChanged, no text-did-change notification.
        if clearsOnBeginEditing, !textStorage.isEmpty, delegate?.textFieldShouldClear(self) ?? true { textStorage = "" }
        delegate?.textFieldDidBeginEditing(self)
        // The delegate may have ended editing already: report what is true now.
        guard isEditingStorage, isFirstResponder else { return isFirstResponder }
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        guard isEditingStorage, isFirstResponder else { return isFirstResponder }
        dispatchActions(for: .editingDidBegin, event: nil)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingStorage else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        _ = super.resignFirstResponder()
        finishEditing()
        return true
    }

    /// Editing ended (the field resigned, or was made to: `endEditing(true)`, leaving its window).
    private func finishEditing() {
        guard isEditingStorage else { return }
        isEditingStorage = false
        overlaysChanged()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        // The delegate may have started editing again: then the end has already been overtaken.
        guard !isEditingStorage else { return }
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        guard !isEditingStorage else { return }
        dispatchActions(for: .editingDidEnd, event: nil)
    }

    override func firstResponderStatusWasTaken() {
        finishEditing()
    }

    /// A tap that ends inside the field makes it first responder.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside, !isFirstResponder { becomeFirstResponder() }
    }

    /// A tap on the field focuses it even under an ancestor's single-finger single-tap recognizer
    /// (the "tap outside to dismiss the keyboard" recognizer of form screens): that recognizer does
    /// not begin for a touch in the field, as UIKit's text fields' own tap interaction takes the tap
    /// (docs/Controls.md, "A text field under a tap recognizer").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, isAncestorSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !textStorage.isEmpty }

    open func insertText(_ text: String) {
        if text == "\n" {
            handleReturn()
            return
        }
        let range = NSRange(location: (textStorage as NSString).length, length: 0)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: text) { return }
        textStorage += text
        textChanged()
    }

    open func deleteBackward() {
        guard !textStorage.isEmpty else { return }
        let last = String(textStorage.last!)
        let length = (last as NSString).length
        let range = NSRange(location: (textStorage as NSString).length - length, length: length)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: "") { return }
        textStorage.removeLast()
        textChanged()
    }

    /// The text changed through editing: `.editingChanged`, then `textDidChangeNotification`.
    func textChanged() {
        dispatchActions(for: .editingChanged, event: nil)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    private func handleReturn() {
        let agrees = delegate?.textFieldShouldReturn(self) ?? true
        guard agrees else { return }
        dispatchActions(for: .editingDidEndOnExit, event: nil)
        if isFirstResponder { resignFirstResponder() }
    }

    // MARK: Edit actions

    @preconcurrency open override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        // Select all is accepted (so the command is enabled) but changes nothing: there is no finer
        // selection to widen.
        case .selectAll where hasText: return { _, _ in }
        case .copy where hasText: return { [weak self] _, _ in self?.copyToPasteboard() }
        case .cut where hasText && isFirstResponder: return { [weak self] _, _ in self?.cutToPasteboard() }
        case .paste where isFirstResponder && UIPasteboard.general.hasStrings:
            return { [weak self] _, _ in self?.insertText(UIPasteboard.general.string ?? "") }
        default: return super.actionMethod(for: action)
        }
    }

    private func copyToPasteboard() {
        UIPasteboard.general.string = textStorage
    }

    private func cutToPasteboard() {
        UIPasteboard.general.string = textStorage
        textStorage = ""
        textChanged()
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UITextField { appearanceProxy(UITextField(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITextField { appearanceProxy(UITextField(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UITextField {
        appearanceProxy(UITextField(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UITextField { appearanceProxy(UITextField(frame: .zero), containers: containerTypes, traits: trait) }
}

extension UITextField {
    /// Posted (object: the field) when the field starts editing, after the delegate's
    /// `textFieldDidBeginEditing(_:)` and before `.editingDidBegin`'s actions.
    public nonisolated static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when editing changes its text, after `.editingChanged`'s actions.
    /// Not posted when code sets `text` (as in UIKit).
    public nonisolated static let textDidChangeNotification = NSNotification.Name(
        "UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when editing ends, after the delegate's `textFieldDidEndEditing`
    /// and before `.editingDidEnd`'s actions.
    public nonisolated static let textDidEndEditingNotification = NSNotification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// The kinds of border — UIKit's `UITextField.BorderStyle`, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
    }
}

/// What a text field asks of and tells its delegate — UIKit's `UITextFieldDelegate`. Every method has
/// a default implementation doing what iOS does when the delegate leaves it out.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why. By default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether the clear button (or `clearsOnBeginEditing`) may remove the text; `true` by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}
