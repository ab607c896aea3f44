import Foundation

/// An accessory of a list cell — UIKit's `UICellAccessory`: a disclosure indicator, a checkmark, a
/// delete or reorder control, an outline disclosure or a text label, shown always or only while
/// (not) editing.
///
/// Where ResponderKit differs: accessories are stored on `UICollectionViewListCell.accessories` and
/// kept for app code to read; they are not drawn and take no width from the content; the options
/// structures (`DisclosureIndicatorOptions` …) are not there — only `displayed:` and the handlers.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When the accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// Which accessory this is (ResponderKit's, for app code and tests to tell them apart).
    public enum Kind: Equatable, Sendable {
        case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure
        case label(String)
    }

    public let kind: Kind
    public let displayedState: DisplayedState
    /// What a delete or outline-disclosure accessory runs when tapped (kept, see the type).
    public let actionHandler: (() -> Void)?
    /// Whether the accessory is hidden; `false` by default.
    public var isHidden = false
    /// The accessory's tint; `nil` (the cell's) by default.
    public var tintColor: UIColor?
    /// The width kept for the accessory even when hidden; `nil` by default.
    public var reservedLayoutWidth: CGFloat?

    init(_ kind: Kind, displayed: DisplayedState, actionHandler: (() -> Void)? = nil) {
        self.kind = kind
        displayedState = displayed
        self.actionHandler = actionHandler
    }

    /// A chevron pointing at the trailing edge.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        .init(.disclosureIndicator, displayed: displayed)
    }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        .init(.checkmark, displayed: displayed)
    }
    /// A delete control, shown while editing by default.
    public static func delete(
        displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        .init(.delete, displayed: displayed, actionHandler: actionHandler)
    }
    /// A reorder control, shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        .init(.reorder, displayed: displayed)
    }
    /// A control that expands or collapses an outline item.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        .init(.outlineDisclosure, displayed: displayed, actionHandler: actionHandler)
    }
    /// A text label.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        .init(.label(text), displayed: displayed)
    }
}
