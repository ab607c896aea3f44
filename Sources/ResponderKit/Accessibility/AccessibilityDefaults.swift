import Foundation

/// UIKit's accessibility defaults for its standard classes: which objects are elements, and what they say
/// (label, value, traits) while the app sets nothing — worked out from what each shows now, so a label's
/// element follows its text and a switch's value follows `isOn`.
///
/// One switch per question, most specific class first; a subclass of a standard class gets its defaults
/// (a `UILabel` subclass is a label) until it overrides the property. docs/Accessibility.md lists every
/// default with where it comes from (Apple's headers and documentation, else what iOS is seen to do).
@MainActor
enum AccessibilityDefaults {
    /// Whether `object` is an element by default.
    static func isElement(_ object: AccessibleObject) -> Bool {
        switch object {
        case let label as UILabel: return label.isVisibleForAccessibility && !(visibleText(of: label) ?? "").isEmpty
        case is UIButton, is UISwitch, is UISlider, is UITextField, is UITextView, is UIProgressView,
             is UIActivityIndicatorView, is UITableViewCell:
            return true
        case let pages as UIPageControl: return pages.numberOfPages >= 1
        default: return false
        }
    }

    /// The label by default: a label's text, a button's title, a cell's labels.
    static func label(_ object: AccessibleObject) -> String? {
        switch object {
        case let part as ControlPartElement: return part.label()
        case let label as UILabel: return visibleText(of: label)
        case let button as UIButton:
            return nonEmpty(button.currentTitle) ?? nonEmpty(button.configuration?.title)
                ?? nonEmpty(button.titleLabelIfMade?.text)
        case let toggle as UISwitch: return enclosingCell(of: toggle)?.textLabel?.text
        case is UIProgressView: return "Progress"
        case let spinner as UIActivityIndicatorView: return spinner.isAnimating ? "In progress" : "Progress halted"
        case let cell as UITableViewCell:
            return joined(AccessibilityTree.descendantElements(of: cell).compactMap(\.accessibilityLabel))
        case let item as UIBarItem: return item.title
        case let imageView as UIImageView: return imageView.image?.accessibilityLabel
        case let view as UIView: return (view.next as? UIAlertController)?.title
        default: return nil
        }
    }

    /// The identifier by default: an image's name, and an image view's image's identifier.
    static func identifier(_ object: AccessibleObject) -> String? {
        switch object {
        case let image as UIImage: return image.name
        case let imageView as UIImageView: return imageView.image?.accessibilityIdentifier
        case let bar as UINavigationBar: return bar.topItem?.title
        default: return nil
        }
    }

    /// The value by default: a switch's "1"/"0", a slider's or a progress view's percentage, a text.
    static func value(_ object: AccessibleObject) -> String? {
        switch object {
        case let part as ControlPartElement: return part.value()
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let range = slider.maximumValue - slider.minimumValue
            return percentage(range > 0 ? Double((slider.value - slider.minimumValue) / range) : 0)
        case let progress as UIProgressView: return percentage(Double(progress.progress))
        case let pages as UIPageControl: return "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        case let stepper as UIStepper: return number(stepper.value)
        case let field as UITextField:
            let text = field.text ?? ""
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : nonEmpty(text)
        case let textView as UITextView: return nonEmpty(textView.text)
        default: return nil
        }
    }

    /// The traits by default, with the state ones (`.selected`, `.notEnabled`) as the object is now.
    static func traits(_ object: AccessibleObject) -> UIAccessibilityTraits {
        switch object {
        case let part as ControlPartElement: return part.traits()
        case let label as UILabel:
            var traits: UIAccessibilityTraits = .staticText
            if let bar = label.superview as? UINavigationBar, bar.titleLabel === label { traits.insert(.header) }
            return label.isEnabled ? traits : traits.union(.notEnabled)
        case let button as UIButton: return state(of: button, [.button])
        case let toggle as UISwitch: return state(of: toggle, [.button, .toggleButton])
        case let slider as UISlider: return state(of: slider, [.adjustable])
        case let pages as UIPageControl: return state(of: pages, [.updatesFrequently, .adjustable])
        case is UIProgressView: return .updatesFrequently
        case let field as UISearchTextField: return state(of: field, [.searchField])
        case let control as UIControl: return state(of: control, [])
        case is UIImageView: return .image
        case let cell as UITableViewCell: return cell.isSelected ? .selected : []
        case is UITabBar: return .tabBar
        default: return []
        }
    }

    /// A view's frame on screen, following it; `.zero` for anything else.
    static func frame(_ object: AccessibleObject) -> CGRect {
        switch object {
        case let part as ControlPartElement:
            guard let control = part.control else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(part.rect(), in: control)
        case let view as UIView: return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
        default: return .zero
        }
    }

    /// The kind of container by default: a tab bar's tabs are a list of tabs, a table's rows a list.
    static func containerType(_ object: AccessibleObject) -> UIAccessibilityContainerType {
        .none
    }

    /// Whether activating the object does something: an enabled control, a part of one, or an element
    /// with custom actions or the button or adjustable traits.
    static func respondsToUserInteraction(_ object: AccessibleObject) -> Bool {
        let traits = object.accessibilityTraits
        if traits.contains(.notEnabled) { return false }
        if object is UIControl || object is ControlPartElement { return true }
        if let textView = object as? UITextView, textView.isEditable { return true }
        return !traits.isDisjoint(with: [.button, .adjustable, .link, .keyboardKey])
            || !(object.accessibilityCustomActions ?? []).isEmpty
    }

    /// A table row's swipe actions; no other standard class has custom actions of its own.
    static func customActions(_ object: AccessibleObject) -> [UIAccessibilityCustomAction]? {
        guard let cell = object as? UITableViewCell else { return nil }
        return AccessibilitySwipeActions.actions(of: cell)
    }

    /// Whether the object performed its activation itself: none of UIKit's standard views does, so the
    /// assistive app taps at the activation point instead.
    static func activate(_ object: AccessibleObject) -> Bool { false }

    /// A slider moves by a tenth of its range, a page control by a page; both send `.valueChanged`.
    static func adjust(_ object: AccessibleObject, up: Bool) {
        switch object {
        case let slider as UISlider where slider.isEnabled:
            let step = (slider.maximumValue - slider.minimumValue) / 10
            let old = slider.value
            slider.value = min(max(old + (up ? step : -step), slider.minimumValue), slider.maximumValue)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
        case let pages as UIPageControl where pages.isEnabled:
            let old = pages.currentPage
            pages.currentPage = min(max(old + (up ? 1 : -1), 0), max(pages.numberOfPages - 1, 0))
            if pages.currentPage != old {
                pages.sendActions(for: .valueChanged)
                UIAccessibility.post(notification: .layoutChanged, argument: nil)
            }
        default: break
        }
    }

    /// A scroll view scrolls by a page (its height, or width, less nothing) in `direction`, within its
    /// content, and posts `.pageScrolled` ("Page 2 of 5"); `true` if it moved.
    static func scroll(_ object: AccessibleObject, _ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let scrollView = object as? UIScrollView, scrollView.isScrollEnabled else { return false }
        return AccessibilityScrolling.page(scrollView, direction)
    }

    // MARK: Helpers

    static func visibleText(of label: UILabel) -> String? {
        let text = label.attributedText?.string ?? label.text
        return text.map { $0.replacingOccurrences(of: "\n", with: " ") }
            .flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
    }

    static func nonEmpty(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }

    static func joined(_ parts: [String]) -> String? {
        let parts = parts.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `fraction` (0…1) as iOS says it: "50%".
    static func percentage(_ fraction: Double) -> String {
        "\(Int((min(max(fraction.isNaN ? 0 : fraction, 0), 1) * 100).rounded()))%"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func state(of control: UIControl, _ traits: UIAccessibilityTraits) -> UIAccessibilityTraits {
        var traits = traits
        if !control.isEnabled { traits.insert(.notEnabled) }
        if control.isSelected, !(control is UISwitch) { traits.insert(.selected) }
        return traits
    }

    static func enclosingCell(of view: UIView) -> UITableViewCell? {
        var current = view.superview
        while let view = current {
            if let cell = view as? UITableViewCell { return cell }
            current = view.superview
        }
        return nil
    }
}

extension UIView {
    /// Not hidden and not transparent, up to the window: what assistive apps can see.
    var isVisibleForAccessibility: Bool { !isHidden && alpha >= 0.01 }
}
