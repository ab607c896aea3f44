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
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
