/// UIKit's additions to Foundation's `IndexPath` for table and collection views: a path of two
/// indexes, the section first, then the row (tables) or the item (collections).
///
/// UIKit declares these in its Foundation overlay (`IndexPath.init(row:section:)`, `row`, `section`,
/// `item`; UIKit's `UITableView.h` category `NSIndexPath (UITableView)`), so app code writes
/// `IndexPath(row: 0, section: 0)` and `indexPath.row` with only `import UIKit`. Foundation on Linux has
/// `IndexPath` but not these members; this file adds them.
///
/// Where ResponderKit differs: UIKit traps when `row`, `item` or `section` is read from a path that
/// does not have two indexes ("Invalid index path for use with UITableView"). Here the missing index
/// reads as `NSNotFound`, which every table and collection view method treats as "no such row", so a
/// malformed path is refused with a diagnostic instead of ending the process.
#if !canImport(UIKit)
extension IndexPath {
    /// A path to `row` in `section`, for a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path to `item` in `section`, for a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index (`NSNotFound` when the path is empty).
    public var section: Int {
        get { count > 0 ? self[0] : NSNotFound }
        set { setListIndex(0, to: newValue) }
    }

    /// The row within the section: the second index (`NSNotFound` when there is none).
    public var row: Int {
        get { count > 1 ? self[1] : NSNotFound }
        set { setListIndex(1, to: newValue) }
    }

    /// The item within the section, for collection views: the same index as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    private mutating func setListIndex(_ position: Int, to value: Int) {
        var indexes = Array(self)
        while indexes.count <= position { indexes.append(0) }
        indexes[position] = value
        self = IndexPath(indexes: indexes)
    }
}
#endif
