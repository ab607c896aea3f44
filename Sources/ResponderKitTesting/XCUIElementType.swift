import Foundation
import ResponderKit

/// The kinds of element a UI test asks for — XCUITest's `XCUIElement.ElementType` (also spelled so here),
/// worked out from an element's class and traits as XCUITest reports UIKit's: a `UISwitch` is a `.switch`,
/// anything else with the button trait a `.button`, a `UILabel` (or the static-text trait) a `.staticText`.
public enum XCUIElementType: Sendable, Hashable, CustomStringConvertible {
    case any, other, application, window, alert, button, staticText, textField, secureTextField, searchField,
         textView, image, cell, table, collectionView, scrollView, navigationBar, tabBar, toolbar, segmentedControl,
         stepper, slider, `switch`, pageIndicator, progressIndicator, activityIndicator, picker, datePicker, link, key

    public var description: String { name }

    /// The name XCUITest's queries use for it (`buttons`, `staticTexts`).
    var name: String {
        switch self {
        case .any: return "any"
        case .other: return "other"
        case .application: return "application"
        case .window: return "window"
        case .alert: return "alert"
        case .button: return "button"
        case .staticText: return "staticText"
        case .textField: return "textField"
        case .secureTextField: return "secureTextField"
        case .searchField: return "searchField"
        case .textView: return "textView"
        case .image: return "image"
        case .cell: return "cell"
        case .table: return "table"
        case .collectionView: return "collectionView"
        case .scrollView: return "scrollView"
        case .navigationBar: return "navigationBar"
        case .tabBar: return "tabBar"
        case .toolbar: return "toolbar"
        case .segmentedControl: return "segmentedControl"
        case .stepper: return "stepper"
        case .slider: return "slider"
        case .switch: return "switch"
        case .pageIndicator: return "pageIndicator"
        case .progressIndicator: return "progressIndicator"
        case .activityIndicator: return "activityIndicator"
        case .picker: return "picker"
        case .datePicker: return "datePicker"
        case .link: return "link"
        case .key: return "key"
        }
    }

    /// The type of `object` in the element tree.
    @MainActor static func of(_ object: AccessibleObject) -> XCUIElementType {
        switch object {
        case is UIWindow: return .window
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case is UIPageControl: return .pageIndicator
        case is UIProgressView: return .progressIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UIDatePicker: return .datePicker
        case is UIPickerView: return .picker
        case is UISearchTextField: return .searchField
        case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
        case is UITextView: return .textView
        case is UITableViewCell, is UICollectionViewCell: return .cell
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UINavigationBar: return .navigationBar
        case is UITabBar: return .tabBar
        case is UIToolbar: return .toolbar
        case is UIScrollView: return .scrollView
        default: break
        }
        if let view = object as? UIView, view.next is UIAlertController { return .alert }
        let traits = object.accessibilityTraits
        if traits.contains(.keyboardKey) { return .key }
        if traits.contains(.link) { return .link }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.button) { return .button }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.image) || object is UIImageView { return .image }
        if traits.contains(.staticText) || object is UILabel { return .staticText }
        return .other
    }
}

extension XCUIElement {
    /// XCUITest's name for the element types: `XCUIElement.ElementType.button`.
    public typealias ElementType = XCUIElementType
}
