import Foundation
import ResponderKit

/// AT-SPI's roles that UIKit's elements map to (`AtspiRole` in at-spi2-core's atspi-constants.h).
enum ATSPIRole: UInt32 {
    case alert = 2
    case checkBox = 7
    case dialog = 16
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case scrollPane = 49
    case slider = 51
    case spinButton = 52
    case table = 55
    case tableCell = 56
    case text = 61
    case toggleButton = 62
    case toolBar = 63
    case unknown = 67
    case window = 69
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88

    /// The role of `object`: from its class where UIKit's class says more than its traits (a switch, a
    /// text field, a table), else from its traits, else a panel for a container and a label for text.
    @MainActor static func of(_ object: AccessibleObject) -> ATSPIRole {
        let traits = object.accessibilityTraits
        if object is any UIAccessibilityContainerDataTable { return .table }
        if object is any UIAccessibilityContainerDataTableCell, !(object is UIControl) { return .tableCell }
        switch object {
        case is UIWindow: return .frame
        case is UISwitch: return .toggleButton
        case is UISlider: return .slider
        case is UIStepper: return .spinButton
        case is UISegmentedControl, is UITabBar: return .pageTabList
        case is UIProgressView, is UIActivityIndicatorView: return .progressBar
        case let field as UITextField: return field.isSecureTextEntry ? .passwordText : .entry
        case is UITextView: return .text
        case is UITableView, is UICollectionView: return .list
        case is UITableViewCell, is UICollectionViewCell: return .listItem
        case is UINavigationBar, is UIToolbar: return .toolBar
        case is UIScrollView: return .scrollPane
        default: break
        }
        if let view = object as? UIView, view.next is UIAlertController { return .alert }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.header) { return .heading }
        if traits.contains(.link) { return .link }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.button) || traits.contains(.keyboardKey) {
            if let container = (object as? UIAccessibilityElement)?.accessibilityContainer,
               container is UISegmentedControl || container is UITabBar { return .pageTab }
            return .pushButton
        }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .label }
        if object.isAccessibilityElement { return object.accessibilityLabel == nil ? .unknown : .label }
        if let view = object as? UIView, view.accessibilityViewIsModal { return .dialog }
        return .panel
    }

    /// The role's name, as `GetRoleName` answers it.
    var name: String {
        switch self {
        case .alert: return "alert"
        case .checkBox: return "check box"
        case .dialog: return "dialog"
        case .frame: return "frame"
        case .image: return "image"
        case .label: return "label"
        case .list: return "list"
        case .listItem: return "list item"
        case .pageTab: return "page tab"
        case .pageTabList: return "page tab list"
        case .panel: return "panel"
        case .passwordText: return "password text"
        case .progressBar: return "progress bar"
        case .pushButton: return "push button"
        case .scrollPane: return "scroll pane"
        case .slider: return "slider"
        case .spinButton: return "spin button"
        case .table: return "table"
        case .tableCell: return "table cell"
        case .text: return "text"
        case .toggleButton: return "toggle button"
        case .toolBar: return "tool bar"
        case .unknown: return "unknown"
        case .window: return "window"
        case .application: return "application"
        case .entry: return "entry"
        case .heading: return "heading"
        case .link: return "link"
        }
    }
}

/// AT-SPI's states (`AtspiStateType`), sent as a 64-bit set in two 32-bit words.
enum ATSPIState: Int {
    case active = 1, checked = 4, editable = 7, enabled = 8, focusable = 11, focused = 12, horizontal = 14
    case modal = 16, multiLine = 17, selectable = 22, selected = 23, sensitive = 24, showing = 25
    case singleLine = 26, visible = 30, checkable = 41, readOnly = 43

    /// The states of `object` now.
    @MainActor static func of(_ object: AccessibleObject, in application: UIApplication) -> [ATSPIState] {
        let traits = object.accessibilityTraits
        var states: [ATSPIState] = []
        if !traits.contains(.notEnabled) { states += [.enabled, .sensitive] }
        let frame = object.accessibilityFrame
        if frame.width > 0, frame.height > 0 { states += [.visible, .showing] }
        if let window = object as? UIWindow, window.isKeyWindow { states.append(.active) }
        if object.isAccessibilityElement { states.append(.focusable) }
        if object.accessibilityElementIsFocused() || (object as? UIResponder)?.isFirstResponder == true {
            states.append(.focused)
        }
        if traits.contains(.selected) { states += [.selectable, .selected] }
        let role = ATSPIRole.of(object)
        if role == .pageTab || role == .listItem, !states.contains(.selected) { states.append(.selectable) }
        if role == .toggleButton || traits.contains(.toggleButton) {
            states.append(.checkable)
            if object.accessibilityValue == "1" { states.append(.checked) }
        }
        switch object {
        case let field as UITextField:
            states += field.isEnabled ? [.editable, .singleLine] : [.singleLine, .readOnly]
        case let text as UITextView:
            states += text.isEditable ? [.editable, .multiLine] : [.multiLine, .readOnly]
        case is UISlider: states.append(.horizontal)
        default: break
        }
        if let view = object as? UIView, view.accessibilityViewIsModal { states.append(.modal) }
        return states
    }

    /// The state's name, as `Object:StateChanged` events carry it.
    var name: String {
        switch self {
        case .multiLine: return "multi-line"
        case .singleLine: return "single-line"
        case .readOnly: return "read-only"
        default: return String(describing: self)
        }
    }

    /// `states` as AT-SPI sends them: bit n of the 64-bit set for state n, low word first.
    static func words(_ states: [ATSPIState]) -> [UInt32] {
        var bits: UInt64 = 0
        for state in states { bits |= 1 << UInt64(state.rawValue) }
        return [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)]
    }
}
