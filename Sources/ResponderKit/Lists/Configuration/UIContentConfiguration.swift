import Foundation

/// What a cell, header or footer shows, as a value: the configuration makes its content view, and a
/// new configuration applied to that view updates it (iOS 14's replacement for `textLabel` and
/// friends).
///
/// ```
///   var content = cell.defaultContentConfiguration()   // a UIListContentConfiguration
///   content.text = note.title
///   cell.contentConfiguration = content                // makes, or updates, the cell's content view
/// ```
///
/// Where ResponderKit differs: UIKit declares `makeContentView()` on the main actor and
/// `updated(for:)` without isolation; so does this protocol.
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration adjusted for a state (highlighted, selected, disabled …).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a content configuration, which takes new configurations of its kind.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (UIKit's default: the same type as its own).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A key for an app's own entry in a configuration state (`state[key]`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state: the traits, and whether it is highlighted, selected, disabled, focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's state: a view's, and whether it is being edited, swiped, reordered, expanded or dragged.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag.
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    /// Where a cell is in a drop.
    public enum DropState: Int, Sendable { case none, notTargeted, targeted }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A function from a colour to a colour, which configurations apply for a state (UIKit's
/// `UIConfigurationColorTransformer`: `.grayscale`, `.preferredTint`, `.monochromeTint`).
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of the same brightness.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        let grey = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(red: grey, green: grey, blue: grey, alpha: alpha)
    }
    /// The app's tint (the system blue here: a transformer does not know the view).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }
    /// The tint at the colour's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return .systemBlue }
        return UIColor.systemBlue.withAlphaComponent(alpha)
    }
}
