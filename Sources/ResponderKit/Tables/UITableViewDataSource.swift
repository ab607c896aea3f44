import Foundation

/// What a table view asks for its content — UIKit's `UITableViewDataSource`. The row count and the
/// cell are required; the rest are optional (default implementations: one section, no titles).
///
/// The table view caches the counts from one reload to the next (``UITableView/reloadData()`` and
/// the insert, delete and move calls refresh them), as UIKit does.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`. A negative count is taken as 0, with an `invalidTableData`
    /// diagnostic (UIKit's behaviour with one is undefined).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of a section's header; `nil` (the default) for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer; `nil` (the default) for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row shows editing controls in editing mode; `true` by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Does what the user asked with a row's editing control: delete it (after the Delete
    /// confirmation) or insert; the data source changes its data and calls `deleteRows`/`insertRows`.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control in editing mode; `false` by default (UIKit: `true`
    /// when the data source implements `moveRowAt`, which Swift cannot see here).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged a row by its reorder control from `sourceIndexPath` to `destinationIndexPath`:
    /// move it in the data (the table has already moved it on screen).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index down the table's trailing edge (`["A", "B", …]`); `nil` (the
    /// default) for none.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a touch on the index's `title`, at `index`, scrolls to; `index` by default.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
