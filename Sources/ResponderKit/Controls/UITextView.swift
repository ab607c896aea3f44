import Foundation

/// Scrollable, multi-line editable text — UIKit's `UITextView`, as far as events and text input go.
///
/// A `UIScrollView` (its content is the text, `textContainerInset` around it, as tall as the text
/// needs at the view's width). A tap that ends in an editable text view makes it first responder (if
/// its delegate agrees), which shows its `inputView` or, with none, ResponderKit's on-screen keyboard;
/// a drag scrolls it instead (its pan recognizer cancels the touch). Typed text — hardware keys no
/// responder handled, or the on-screen keyboard — arrives through `UIKeyInput` and replaces the
/// selection (`selectedRange`). Unlike a text field, Return inserts a line break: it is text like any
/// other, offered to the delegate's `textView(_:shouldChangeTextIn:replacementText:)` as `"\n"`
/// (the usual way an app makes Return end editing). Each edit the user makes: the delegate's
/// `shouldChangeTextIn`, the change, `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)`, then
/// `textDidChangeNotification`; setting `text` in code calls none of them (AD:uitextviewdelegate/
/// textviewdidchange(_:): "not called in response to programmatically initiated changes").
///
/// Where it differs from UIKit (docs/Differences-from-UIKit.md): plain text only (`attributedText` keeps
/// no attributes), no data detection or layout manager (`textContainer` gives its padding, line limit
/// and size); a tap puts the caret at the end of the text rather than under
/// the finger (ResponderKit lays text out but does not hit-test glyphs); `delegate` keeps the scroll
/// view's type (`UIScrollViewDelegate?`) — assign a `UITextViewDelegate`, which the text view casts.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// The text; `""` when empty (setting `nil` stores `""`, as UIKit's `null_resettable` does).
    /// Setting it moves the selection to the end and calls no delegate method.
    open var text: String! {
        get { textStorage }
        set {
            let new = newValue ?? ""
            // (By code units: `==` on strings is canonical, and "é" written two ways has two lengths.)
            let changed = !new.utf16.elementsEqual(textStorage.utf16)
            textStorage = new
            utf16Length = new.utf16.count
            selectionStorage = NSRange(location: utf16Length, length: 0)
            if changed {
                paragraphLines = nil
                textLayoutChanged()
            }
        }
    }
    /// The font; the system font at 12 points when `nil` (UIKit's default for a text view made in code).
    open var font: UIFont? {
        get { fontStorage }
        set {
            let font = newValue ?? UITextView.defaultFont
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
    /// The text's colour; `nil` draws in the label colour.
    open var textColor: UIColor?
    /// How the text is aligned; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user may change the text (`true` by default). A text view that is not editable
    /// never becomes first responder from a tap.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// Whether the user may select the text (`true` by default). Stored for the app.
    open var isSelectable = true
    /// The selection, in UTF-16 units as in UIKit; a length of 0 is the caret. Clamped to the text.
    open var selectedRange: NSRange {
        get { selectionStorage }
        set { selectionStorage = clamped(newValue) }
    }
    /// The margins around the text inside the content: `(8, 0, 8, 0)` by default
    /// (AD:uitextview/textcontainerinset).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textLayoutChanged() } }
    }
    /// Whether the text view is being edited (is first responder). A ResponderKit addition, as
    /// `UITextField.isEditing`.
    open var isEditing: Bool { isEditingStorage }
    /// The container the text is laid out in: its `lineFragmentPadding` (5 points by default) is
    /// the blank at each end of every line, inside `textContainerInset`.
    public let textContainer: NSTextContainer
    /// The text as an attributed string (the attributes are not kept: ResponderKit's text is plain).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: textStorage) }
        set { text = newValue?.string ?? "" }
    }
    /// The attributes for typed text (stored).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Whether the user may change the text's attributes; `false` by default (stored).
    open var allowsEditingTextAttributes = false
    /// What the text view would turn into links; none by default (stored: nothing is detected).
    open var dataDetectorTypes: UIDataDetectorTypes = []

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

    /// The text, changed in place by typing (no copy of it per key); its UTF-16 length.
    private(set) var textStorage = ""
    private(set) var utf16Length = 0
    /// The lines of each paragraph at the current width and font (UITextView+TextLayout.swift).
    var paragraphLines: ParagraphLines?
    private var selectionStorage = NSRange(location: 0, length: 0)
    private(set) var fontStorage: UIFont = UITextView.defaultFont
    static let defaultFont = UIFont.systemFont(ofSize: 12)
    private var isEditingStorage = false
    private var customInputView: UIView?
    private var customAccessoryView: UIView?

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// UIKit's designated initializer: lays the text out in `textContainer`, or in a container of
    /// its own when `nil`.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
        super.init(frame: frame)
        self.textContainer.widthTracksTextView = true
        self.textContainer.owner = self
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        textContainer.widthTracksTextView = true
        textContainer.owner = self
    }

    private var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// Replaces part of the text in place (the storage is uniquely held: no copy of the whole text).
    func replaceTextStorage(_ range: Range<String.Index>, with replacement: String) {
        textStorage.replaceSubrange(range, with: replacement)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width { textLayoutChanged() }
    }

    /// With scrolling on, none (the text scrolls); with it off, the text's height at the current
    /// width — a text view that grows with its text, as UIKit's does.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: textContentHeight(width: bounds.width))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : .infinity
        let fitted = textContentSize(width: width)
        return CGSize(width: width.isFinite ? size.width : fitted.width, height: fitted.height)
    }

    /// Scrolls so that the line holding the end of `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        let end = min(max(range.location + max(range.length, 0), 0), utf16Length)
        let inset = textContainerInset
        // The content's height is the text's at this width: textLayoutChanged() keeps it so.
        let bottom = contentSize.height - inset.bottom
        let lineBottom = min(inset.top + CGFloat(max(lineCount(upTo: end), 1)) * fontStorage.lineHeight, bottom)
        scrollRectToVisible(
            CGRect(x: 0, y: lineBottom - fontStorage.lineHeight, width: 1, height: fontStorage.lineHeight),
            animated: false)
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

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditingStorage = true
        textViewDelegate?.textViewDidBeginEditing(self)
        // The delegate may have ended editing already: report what is true now.
        guard isEditingStorage, isFirstResponder else { return isFirstResponder }
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return isFirstResponder
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingStorage else { return super.resignFirstResponder() }
        if let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        _ = super.resignFirstResponder()
        finishEditing()
        return true
    }

    /// Editing ended (the text view resigned, or was made to: `endEditing(true)`, leaving its window).
    private func finishEditing() {
        guard isEditingStorage else { return }
        isEditingStorage = false
        textViewDelegate?.textViewDidEndEditing(self)
        guard !isEditingStorage else { return }
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    override func firstResponderStatusWasTaken() {
        finishEditing()
    }

    /// A tap on an editable text view starts editing even under an ancestor's single-finger
    /// single-tap recognizer, as a text field's does (UITextField.gestureRecognizerShouldBegin); a
    /// read-only one lets the ancestor's tap have it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEditable, isAncestorSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A tap — a touch that ends here, not taken by the pan that scrolls — starts editing, with the
    /// caret at the end of the text.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEditable, !isFirstResponder, let touch = touches.first,
              bounds.contains(touch.location(in: self)) else { return }
        if becomeFirstResponder() { moveSelection(to: NSRange(location: utf16Length, length: 0)) }
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !textStorage.isEmpty }

    /// Replaces the selection with `text` (Return's `"\n"` included), if the delegate agrees.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        replace(selectionStorage, with: text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        guard isEditable else { return }
        var range = selectionStorage
        if range.length == 0 {
            guard range.location > 0 else { return }
            // The whole character before the caret (a flag or an accented letter is several UTF-16 units).
            range = characterRange(before: range.location)
        }
        replace(range, with: "")
    }

    /// A user's edit: asks the delegate, changes the text, moves the caret after the new text, then
    /// tells the delegate and posts `textDidChangeNotification`.
    private func replace(_ range: NSRange, with replacement: String) {
        let range = clamped(range)
        if let delegate = textViewDelegate,
            !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement)
        {
            return
        }
        // The delegate may have changed the text meanwhile: the range is clamped to what is there now.
        let now = clamped(range)
        let inserted = replacement.utf16.count
        if now.length > 0 || inserted > 0 {
            // In place, and only the paragraphs the edit touches counted again: a key costs its
            // paragraph, not the text (UITextView+TextLayout.swift).
            if !replaceInPlace(now, with: replacement) {
                textStorage = (textStorage as NSString).replacingCharacters(in: now, with: replacement)
                paragraphLines = nil
            }
            utf16Length += inserted - now.length
            paragraphLines?.replace(now, inserted: inserted, in: textStorage)
            textLayoutChanged()
        }
        moveSelection(to: NSRange(location: now.location + replacement.utf16.count, length: 0))
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        scrollRangeToVisible(selectionStorage)
    }

    /// The user moved the selection: `textViewDidChangeSelection(_:)` if it changed.
    private func moveSelection(to range: NSRange) {
        let range = clamped(range)
        guard range != selectionStorage else { return }
        selectionStorage = range
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// `range` within the text (a NaN-free, non-negative range ending inside it).
    private func clamped(_ range: NSRange) -> NSRange {
        let length = utf16Length
        let location = min(max(range.location, 0), length)
        return NSRange(location: location, length: min(max(range.length, 0), length - location))
    }

    // MARK: Edit actions

    @preconcurrency open override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case .selectAll where hasText:
            return { [weak self] _, _ in
                guard let self else { return }
                moveSelection(to: NSRange(location: 0, length: utf16Length))
            }
        case .copy where selectionStorage.length > 0:
            return { [weak self] _, _ in self?.copySelection() }
        case .cut where selectionStorage.length > 0 && isEditable && isFirstResponder:
            return { [weak self] _, _ in
                guard let self else { return }
                copySelection()
                replace(selectionStorage, with: "")
            }
        case .paste where isEditable && isFirstResponder && UIPasteboard.general.hasStrings:
            return { [weak self] _, _ in self?.insertText(UIPasteboard.general.string ?? "") }
        default: return super.actionMethod(for: action)
        }
    }

    private func copySelection() {
        let range = clamped(selectionStorage)
        UIPasteboard.general.string = (textStorage as NSString).substring(with: range)
    }
}

extension UITextView {
    /// Posted (object: the text view) when it starts editing, after the delegate's `textViewDidBeginEditing(_:)`.
    public nonisolated static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) when the user changes its text, after `textViewDidChange(_:)`.
    /// Not posted when code sets `text` (as in UIKit).
    public nonisolated static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when editing ends, after the delegate's `textViewDidEndEditing(_:)`.
    public nonisolated static let textDidEndEditingNotification = NSNotification.Name(
        "UITextViewTextDidEndEditingNotification")
}
