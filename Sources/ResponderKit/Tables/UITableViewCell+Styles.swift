import Foundation

/// The cell's styles and kinds, with UIKit's raw values: how it lays out its labels, how selection and
/// editing show, its accessory, and (deprecated in UIKit) its separator.
extension UITableViewCell {
    /// The standard layouts of the labels and image.
    public enum CellStyle: Int, Sendable {
        /// A label and an optional image on the leading side (no detail label).
        case `default` = 0
        /// A label on the leading side and a detail label on the trailing side.
        case value1 = 1
        /// A detail label in front of the main label.
        case value2 = 2
        /// A label with a detail label under it.
        case subtitle = 3
    }

    /// How a highlighted or selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }

    /// The standard accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a focused cell looks.
    public enum FocusStyle: Int, Sendable { case `default` = 0, custom }

    /// The editing control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }

    /// How rows are separated; the table view's `separatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }
}
