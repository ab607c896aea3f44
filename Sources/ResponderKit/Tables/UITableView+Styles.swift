import Foundation

/// The table's style, where `scrollToRow` puts a row, and how rows animate in and out, with UIKit's raw values.
extension UITableView {
    /// The look of the sections.
    public enum Style: Int, Sendable {
        /// Sections run together; headers and footers float over the rows while their section scrolls.
        case plain = 0
        /// Sections are apart; headers and footers scroll with the rows.
        case grouped = 1
        /// Grouped, with the rows inset 20 pt from each side.
        case insetGrouped = 2
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row.
        case none = 0, top, middle, bottom
    }

    /// How inserted, deleted and reloaded rows appear; not animated here.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }
}
