import Foundation

/// A table of static cells, as Interface Builder makes one ("Content: Static Cells"): the cells are
/// made once with the scene, their outlets connected to the controller, and the table's
/// `UITableViewController` answers the data source from them. As in UIKit, only a
/// `UITableViewController` serves static cells (Interface Builder refuses them elsewhere); its
/// `numberOfSections(in:)`, `tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)`,
/// the section titles and `tableView(_:heightForRowAt:)` return the storyboard's content, so a
/// subclass that overrides them and calls `super` sees what UIKit's would (hiding a row by
/// returning fewer, a height of 0 …).
///
/// A ResponderKit addition written by `responderkit-port` into a translated storyboard; an app does
/// not make one. UIKit keeps the same content in a private data source of the controller.
public struct UITableViewStaticSection {
    public var headerTitle: String?
    public var footerTitle: String?
    public var cells: [UITableViewCell]
    /// Each cell's row height set in Interface Builder, or `nil` for the table's `rowHeight`.
    public var rowHeights: [CGFloat?]

    public init(
        headerTitle: String? = nil, footerTitle: String? = nil, cells: [UITableViewCell], rowHeights: [CGFloat?] = []
    ) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.rowHeights = rowHeights
    }
}

extension UIStoryboard {
    /// Gives `table` its static sections (the translated storyboard calls it for a table whose
    /// content is static cells).
    public func setStaticSections(_ sections: [UITableViewStaticSection], of table: UITableView) {
        table.staticSections = sections
    }
}

extension UITableView {
    /// The storyboard's static section `section`; `nil` for a table without static cells or a
    /// section the storyboard does not have.
    func staticSection(_ section: Int) -> UITableViewStaticSection? {
        guard let sections = staticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }

    /// The static cell at `indexPath`; `nil` (with a diagnostic) for an index path the storyboard
    /// does not have, as when a subclass reports more rows than it made.
    func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let sections = staticSections else { return nil }
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.row)
        else {
            let message = "tableView(_:cellForRowAt:) asked UITableViewController for the static cell at \(indexPath), "
                + "which the storyboard does not have; return your own cell for rows you add beyond the storyboard's"
            UIApplication.current.report(
                Diagnostic(kind: .invalidStoryboardUse, resolution: .dropped, message: message))
            return nil
        }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// The height Interface Builder set for the static row at `indexPath`, if any.
    func staticRowHeight(at indexPath: IndexPath) -> CGFloat? {
        guard let heights = staticSection(indexPath.section)?.rowHeights else { return nil }
        return heights.indices.contains(indexPath.row) ? heights[indexPath.row] : nil
    }
}
