import Foundation

/// A text field's overlay views and the rectangles UIKit lays it out by.
///
/// ```
///  ┌ border inset ┬──────────┬──────────────── text rect ───────────────┬──────────┬────────────┐
///  │              │ leftView │  text / placeholder (editing rect)       │  clear ⓧ │ rightView  │
///  └──────────────┴──────────┴──────────────────────────────────────────┴──────────┴────────────┘
/// ```
///
/// Each overlay shows as its mode says (`leftViewMode`, `rightViewMode`, `clearButtonMode`: never,
/// while editing, unless editing, always) — the clear button only while there is text — as a subview
/// placed in `layoutSubviews` at its rectangle, which a subclass may move by overriding
/// `leftViewRect(forBounds:)` and the others. The text rectangle is what is left, so the common
/// padding view (`leftView` of some width with `.always`) moves the text as on iOS. The clear button
/// asks the delegate's `textFieldShouldClear(_:)`, empties the field, sends `.editingChanged` and the
/// text-did-change notification, and begins editing if the field was not; `clearsOnBeginEditing` asks
/// the delegate the same and empties the field as code would (no `.editingChanged`). Figures that are
/// ResponderKit's own: border insets of 7 points (`.roundedRect`) or 2 (`.line`, `.bezel`); a 19-point
/// clear button 5 points from its neighbour.
extension UITextField {
    /// When an overlay view shows — UIKit's `UITextField.ViewMode`, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    static let clearButtonSide: CGFloat = 19
    static let clearButtonGap: CGFloat = 5

    /// The horizontal inset of the border style.
    var borderInset: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 2
        case .roundedRect: return 7
        }
    }

    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }
    var showsClearButton: Bool { hasText && shows(clearButtonMode) }

    /// The widths the shown overlays take, which the intrinsic size adds.
    var shownOverlayWidths: CGFloat {
        var width: CGFloat = 0
        if showsLeftView, let leftView { width += leftView.bounds.width }
        if showsRightView, let rightView { width += rightView.bounds.width }
        if showsClearButton { width += UITextField.clearButtonSide + UITextField.clearButtonGap }
        return width
    }

    func overlayChanged(from old: UIView?, to new: UIView?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        overlaysChanged()
    }

    /// Something that decides which overlays show changed: lay them out again.
    func overlaysChanged() {
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    func defaultOverlayRect(_ view: UIView?, forBounds bounds: CGRect, atLeft: Bool) -> CGRect {
        guard let view else { return .zero }
        let size = view.bounds.size
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = UITextField.clearButtonSide
        let right = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - borderInset
        return CGRect(
            x: right - UITextField.clearButtonGap - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX + borderInset
        var right = bounds.maxX - borderInset
        if showsLeftView { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if showsRightView { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    func layoutOverlays() {
        place(leftView, shown: showsLeftView) { leftViewRect(forBounds: bounds) }
        place(rightView, shown: showsRightView) { rightViewRect(forBounds: bounds) }
        // The clear button is made only for a field that shows one.
        if showsClearButton, clearButtonStorage == nil { clearButtonStorage = makeClearButton() }
        place(clearButtonStorage, shown: showsClearButton) { clearButtonRect(forBounds: bounds) }
    }

    private func place(_ view: UIView?, shown: Bool, rect: () -> CGRect) {
        guard let view else { return }
        if shown {
            if view.superview !== self { addSubview(view) }
            let frame = rect()
            if frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
               frame.width >= 0, frame.height >= 0 {
                view.frame = frame
            }
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    func makeClearButton() -> UIButton {
        let button = TextFieldClearButton(type: .custom)
        button.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        return button
    }

    private func clearButtonTapped() {
        guard clearText() else { return }
        if !isFirstResponder { becomeFirstResponder() }
    }

    /// Empties the field if the delegate agrees; `false` when it does not.
    @discardableResult
    func clearText() -> Bool {
        if let delegate, !delegate.textFieldShouldClear(self) { return false }
        guard hasText else { return true }
        text = ""
        textChanged()
        return true
    }
}
