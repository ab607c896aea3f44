import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Diffable data sources as current iOS code writes them: a table fed snapshots through
// UITableViewDiffableDataSource with list content configurations, a collection view through
// UICollectionViewDiffableDataSource with a cell registration — and the selection, the visible
// cells and swipe-to-delete following the items through apply(_:).

private enum Section: Hashable { case main, done }

/// A diffable data source that allows swipe-to-delete, the way apps do it: a subclass.
private final class NotesDataSource: UITableViewDiffableDataSource<Section, String> {
    var committed: [String] = []
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let note = itemIdentifier(for: indexPath) else { return }
        committed.append(note)
        var snapshot = snapshot()
        snapshot.deleteItems([note])
        apply(snapshot)
    }
}

private final class NotesController: UIViewController, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: NotesDataSource!
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        tableView.delegate = self
        view.addSubview(tableView)
        dataSource = NotesDataSource(tableView: tableView) { tableView, indexPath, note in
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = note
            cell.contentConfiguration = content
            return cell
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let note = dataSource.itemIdentifier(for: indexPath) { selected.append(note) }
    }

    func show(_ notes: [String], done: [String] = []) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(notes)
        if !done.isEmpty {
            snapshot.appendSections([.done])
            snapshot.appendItems(done, toSection: .done)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

private func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

@MainActor
private func text(of cell: UITableViewCell?) -> String? {
    (cell?.contentConfiguration as? UIListContentConfiguration)?.text
}

@MainActor
@Suite("Diffable data sources (tables and collection views)")
struct DiffableDataSourceTests {
    @Test("""
        apply fills the table; a tap selects the item under the finger; the next snapshot moves the selection with \
        its item
        """)
    func tableFollowsSnapshots() throws {
        let input = TestWorld.input()
        let controller = NotesController()
        TestWorld.window(root: controller)
        controller.show(["milk", "eggs", "bread", "tea"])
        controller.view.layoutIfNeeded()
        let table = controller.tableView
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(text(of: table.cellForRow(at: IndexPath(row: 1, section: 0))) == "eggs")

        input.tap(at: CGPoint(x: 100, y: rowY(2)))
        #expect(controller.selected == ["bread"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))

        // milk deleted, jam added, eggs moved to the end; a second section appears.
        controller.show(["bread", "tea", "jam", "eggs"], done: ["coffee"])
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "the selection followed bread")
        #expect(
            (0..<4).map { text(of: table.cellForRow(at: IndexPath(row: $0, section: 0))) } == [
                "bread", "tea", "jam", "eggs",
            ])
        #expect(controller.dataSource.indexPath(for: "coffee") == IndexPath(row: 0, section: 1))
        #expect(controller.dataSource.sectionIdentifier(for: 1) == .done)
    }

    @Test("""
        A subclass that allows editing gets UIKit's swipe-to-delete: Delete commits through the data source, which \
        applies a snapshot without the row
        """)
    func swipeToDelete() throws {
        let input = TestWorld.input()
        let controller = NotesController()
        TestWorld.window(root: controller)
        controller.show(["milk", "eggs", "bread"])
        controller.view.layoutIfNeeded()
        input.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 180, y: rowY(1)), steps: 6)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame.minX < 0, "the row slid open")
        input.tap(at: CGPoint(x: 390 - 20, y: rowY(1)))
        #expect(controller.dataSource.committed == ["eggs"])
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["milk", "bread"])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        #expect(controller.selected.isEmpty, "the swipe and the Delete tap selected nothing")
    }

    @Test("""
        A collection view with a cell registration: apply, tap, reload items, and a nil cell from the provider is \
        a diagnostic, not a crash
        """)
    func collectionView() throws {
        let input = TestWorld.input()
        let controller = UIViewController()
        TestWorld.window(root: controller)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        controller.view.addSubview(collection)
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            configured.append(item)
            cell.contentView.backgroundColor = item == "red" ? .red : .blue
        }
        final class Delegate: NSObject, UICollectionViewDelegate {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let delegate = Delegate()
        collection.delegate = delegate
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) {
            view, indexPath, item in
            item == "none" ? nil : view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["red", "blue"])
        dataSource.apply(snapshot)
        collection.layoutIfNeeded()
        #expect(configured.sorted() == ["blue", "red"])
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.contentView.backgroundColor == .red)

        input.tap(at: input.screenPoint(CGPoint(x: 50, y: 50), in: first))
        #expect(delegate.selected == [IndexPath(item: 0, section: 0)])

        let diagnostics = TestWorld.diagnostics {
            var next = dataSource.snapshot()
            next.insertItems(["none"], beforeItem: "red")
            next.reloadItems(["blue"])
            dataSource.apply(next)
            collection.layoutIfNeeded()
        }
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "red")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "the selection followed red")
        #expect(diagnostics.contains { $0.kind == .invalidSnapshot }, "the provider's nil cell")
        #expect(configured.filter { $0 == "blue" }.count >= 2, "blue was reloaded")
    }
}
