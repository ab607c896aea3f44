import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A large selection, as a mail app's "Select All" in editing mode makes one: every row selected, the
// cells on screen showing it as they scroll, an update moving it, and "deselect all" clearing it.

@MainActor
private final class Mailbox: UITableViewController {
    var count = 10_000
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mail")
        tableView.allowsMultipleSelectionDuringEditing = true
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
    }
}

@MainActor
@Suite("Selection of many rows: Select All, scrolling, an update, deselect all")
struct ListSelectionTests {
    @Test("Select All in editing mode: every row selected and shown so; a deletion moves the selection up")
    func selectAllThenDelete() {
        _ = TestWorld.input()
        let mailbox = Mailbox()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = mailbox
        window.makeKeyAndVisible()
        let table = mailbox.tableView!
        table.setEditing(true, animated: false)
        for row in 0..<mailbox.count {
            table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        }
        #expect(table.indexPathsForSelectedRows?.count == 10_000)
        table.contentOffset = CGPoint(x: 0, y: 44 * 5_000)
        table.layoutIfNeeded()
        #expect(!table.visibleCells.isEmpty)
        let shownSelected = table.visibleCells.allSatisfy { $0.isSelected }
        #expect(shownSelected, "cells that scroll on show the selection")
        mailbox.count -= 1
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.indexPathsForSelectedRows?.count == 9_999)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForSelectedRows?.last == IndexPath(row: 9_998, section: 0))
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
        table.layoutIfNeeded()
        let noneSelected = table.visibleCells.allSatisfy { !$0.isSelected }
        #expect(noneSelected)
    }

    @Test("A collection view: selecting many items by code, then a batch that deletes some of them")
    func collectionSelectionFollowsBatch() {
        _ = TestWorld.input()
        let controller = CollectionGridController(counts: [300])
        showCollection(controller)
        let collectionView = controller.collectionView!
        collectionView.allowsMultipleSelection = true
        for item in stride(from: 0, to: 300, by: 2) {
            collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
        }
        #expect(collectionView.indexPathsForSelectedItems?.count == 150)
        controller.counts = [298]
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(collectionView.indexPathsForSelectedItems?.count == 149)
        #expect(collectionView.indexPathsForSelectedItems?.first == IndexPath(item: 0, section: 0))
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }
}
