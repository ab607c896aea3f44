import Foundation
import ResponderKit
import Testing

// NSDiffableDataSourceSnapshot as app code builds one: sections and items by identifier, the
// edits apps make (append, insert before/after, delete, move, reload), and what UIKit raises on
// (duplicates, unknown identifiers, items with no section) as diagnostics that skip the bad part.

private enum Section: Hashable { case pinned, main, archive }

@MainActor
@Suite("Diffable data source snapshots")
struct DiffableSnapshotTests {
    @Test("Sections and items in order; counts, indexes and the containing section as UIKit answers them")
    func buildAndRead() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.pinned, .main])
        snapshot.appendItems(["a", "b"], toSection: .pinned)
        snapshot.appendItems(["c", "d", "e"])  // no section: the last one
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == [.pinned, .main])
        #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["c", "d", "e"])
        #expect(snapshot.numberOfItems(inSection: .main) == 3)
        #expect(snapshot.numberOfItems(inSection: .archive) == 0)
        #expect(snapshot.sectionIdentifier(containingItem: "d") == .main)
        #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
        #expect(snapshot.indexOfItem("d") == 3)
        #expect(snapshot.indexOfItem("z") == nil)
        #expect(snapshot.indexOfSection(.main) == 1)
    }

    @Test("Insert before and after, move within and across sections, delete; sections inserted and moved")
    func edit() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 3])
        snapshot.insertItems([10], beforeItem: 1)
        snapshot.insertItems([20, 21], afterItem: 2)
        #expect(snapshot.itemIdentifiers == [10, 1, 2, 20, 21, 3])
        snapshot.moveItem(10, afterItem: 3)
        #expect(snapshot.itemIdentifiers == [1, 2, 20, 21, 3, 10])
        snapshot.insertSections([.pinned], beforeSection: .main)
        snapshot.appendItems([7], toSection: .pinned)
        snapshot.moveItem(3, beforeItem: 7)
        #expect(snapshot.itemIdentifiers(inSection: .pinned) == [3, 7])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == .pinned)
        snapshot.deleteItems([20, 21])
        #expect(snapshot.itemIdentifiers == [3, 7, 1, 2, 10])
        snapshot.moveSection(.pinned, afterSection: .main)
        #expect(snapshot.sectionIdentifiers == [.main, .pinned])
        #expect(snapshot.itemIdentifiers == [1, 2, 10, 3, 7])
        snapshot.deleteSections([.main])
        #expect(snapshot.itemIdentifiers == [3, 7])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        snapshot.appendSections([.main])  // the common reset: not a duplicate after deleteAllItems
        #expect(snapshot.numberOfSections == 1)
    }

    @Test("reloadItems, reconfigureItems and reloadSections are remembered; deleting an item forgets it")
    func reloads() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        snapshot.reloadItems(["a", "a"])
        snapshot.reconfigureItems(["b"])
        snapshot.reloadSections([.main])
        #expect(snapshot.reloadedItemIdentifiers == ["a"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
        #expect(snapshot.reloadedSectionIdentifiers == [.main])
        snapshot.deleteItems(["a"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test("""
        What UIKit raises on — a duplicate identifier, an unknown item or section, items with no section — is a \
        diagnostic and is skipped
        """)
    func badRequests() {
        var diagnostics: [Diagnostic] = []
        UIApplication.shared.diagnosticHandler = { diagnostics.append($0) }
        defer { UIApplication.shared.diagnosticHandler = nil }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendItems(["orphan"])
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections([.main, .main])
        #expect(snapshot.numberOfSections == 1)
        snapshot.appendItems(["a", "a", "b"])
        #expect(snapshot.itemIdentifiers == ["a", "b"])
        snapshot.appendItems(["c"], toSection: .archive)
        snapshot.insertItems(["d"], beforeItem: "nowhere")
        snapshot.deleteItems(["nowhere", "b"])
        snapshot.moveItem("a", beforeItem: "a")
        snapshot.deleteSections([.archive])
        #expect(snapshot.itemIdentifiers == ["a"])
        #expect(diagnostics.count == 8)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidSnapshot && $0.resolution == .dropped })
        #expect(diagnostics.first?.message.contains("there is no section yet") == true)
    }
}
