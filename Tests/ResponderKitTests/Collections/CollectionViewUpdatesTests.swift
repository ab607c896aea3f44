import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Queries, reuse and updates — only visible items get cells, cells come back from the
// reuse queue with prepareForReuse, batch updates follow UIKit's index-path rules (an inconsistent one:
// UIKit raises; here a diagnostic and a full reload).

@MainActor
@Suite("UICollectionView: queries, reuse and batch updates")
struct CollectionViewUpdatesTests {
    @Test("Only visible items get cells; scrolling reuses them (prepareForReuse) instead of making new ones")
    func visibleOnlyAndReuse() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [100_000])
        showCollection(controller)
        let collectionView = controller.collectionView!
        // 844 points show lines 0…7 (each 110 apart): 24 cells.
        #expect(collectionView.visibleCells.count == 24)
        #expect(controller.cellsMade == 24)
        #expect(collectionView.numberOfItems(inSection: 0) == 100_000)
        for step in 1...60 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            input.advance(by: 1.0 / 60)
        }
        collectionView.layoutIfNeeded()
        #expect(controller.cellsMade <= 24 + 3)
        let reused = collectionView.visibleCells.compactMap { $0 as? CollectionNumberCell }.filter { $0.reuses > 0 }
        #expect(!reused.isEmpty)
        for cell in collectionView.visibleCells {
            let path = collectionView.indexPath(for: cell)
            #expect((cell as? CollectionNumberCell)?.label.text == path.map(collectionName))
        }
    }

    @Test("indexPathForItem(at:) finds items by their frames, nil in the gaps; visible index paths are in order")
    func itemAtPoint() {
        _ = TestWorld.input()
        let controller = CollectionGridController(counts: [100_000, 5])
        showCollection(controller)
        let collectionView = controller.collectionView!
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 200, y: 120)) == IndexPath(item: 4, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 105)) == nil)
        // Far away, not visible: line 33,333 of section 0 starts at 33,333 × 110.
        #expect(
            collectionView.indexPathForItem(at: CGPoint(x: 50, y: 33_333 * 110 + 5))
                == IndexPath(item: 99_999, section: 0))
        #expect(
            collectionView.indexPathForItem(at: CGPoint(x: 10, y: 33_334 * 110 + 5)) == IndexPath(item: 0, section: 1))
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        #expect(collectionView.indexPathsForVisibleItems == collectionView.indexPathsForVisibleItems.sorted())
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 5)
    }

    @Test(
        "performBatchUpdates: deletes and inserts move the surviving cells and the selection to their new index paths")
    func batchMovesCellsAndSelection() {
        _ = TestWorld.input()
        let controller = CollectionGridController(counts: [10])
        showCollection(controller)
        let collectionView = controller.collectionView!
        collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        let cellOf5 = collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        var finished: Bool?
        controller.counts = [10 - 2 + 1]
        let reports = collectingDiagnostics {
            collectionView.performBatchUpdates({
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 8, section: 0)])
            }, completion: { finished = $0 })
            collectionView.layoutIfNeeded()
        }
        #expect(reports.isEmpty)
        #expect(finished == true)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOf5)
        #expect(cellOf5?.isSelected == true)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(collectionView.visibleCells.count == 9)
    }

    @Test("moveItem and section updates: the counts add up, so nothing is reported, and the cells follow")
    func movesAndSections() {
        _ = TestWorld.input()
        let controller = CollectionGridController(counts: [4, 3])
        showCollection(controller)
        let collectionView = controller.collectionView!
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let reports = collectingDiagnostics {
            collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
            controller.counts = [4, 4, 3]
            collectionView.insertSections(IndexSet(integer: 1))
            controller.counts = [4, 3]
            collectionView.deleteSections(IndexSet(integer: 1))
            collectionView.layoutIfNeeded()
        }
        #expect(reports.isEmpty)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === first)
    }

    @Test("reloadSections asks the data source again for that section only, even when its count changed")
    func reloadSection() {
        _ = TestWorld.input()
        let controller = CollectionGridController(counts: [3, 3])
        showCollection(controller)
        let collectionView = controller.collectionView!
        let keep = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        var asked: [IndexPath] = []
        controller.configure = { _, path in asked.append(path) }
        controller.counts = [3, 5]
        let reports = collectingDiagnostics {
            collectionView.reloadSections(IndexSet(integer: 1))
            collectionView.layoutIfNeeded()
        }
        #expect(reports.isEmpty)
        #expect(asked == (0..<5).map { IndexPath(item: $0, section: 1) })
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === keep)
        #expect(collectionView.numberOfItems(inSection: 1) == 5)
    }

    @Test("An inconsistent update (UIKit raises): an invalidCollectionViewUse diagnostic and a full reload")
    func inconsistentUpdate() {
        _ = TestWorld.input()
        let controller = CollectionGridController(counts: [10])
        showCollection(controller)
        let collectionView = controller.collectionView!
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        controller.counts = [12]
        let reports = collectingDiagnostics {
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.layoutIfNeeded()
        }
        #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
        #expect(reports.first?.message.contains("invalid number of items in section 0") == true)
        #expect(collectionView.numberOfItems(inSection: 0) == 12)
        #expect(collectionView.visibleCells.count == 12)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        let outOfRange = collectingDiagnostics { collectionView.deleteItems(at: [IndexPath(item: 40, section: 0)]) }
        #expect(outOfRange.map(\.kind) == [.invalidCollectionViewUse])
    }

    @Test("reloadData inside didSelectItemAt: the tap ends, the data is asked again, the selection is cleared")
    func reloadInsideDidSelect() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [10])
        showCollection(controller)
        let collectionView = controller.collectionView!
        controller.onSelect = { _ in
            controller.counts = [3]
            collectionView.reloadData()
        }
        input.tap(at: gridCenter(5))
        collectionView.layoutIfNeeded()
        #expect(controller.log.suffix(2) == ["shouldSelect 0-5", "didSelect 0-5"])
        #expect(collectionView.visibleCells.count == 3)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        input.tap(at: gridCenter(2))
        #expect(controller.log.last == "didSelect 0-2")
    }

    @Test("reloadItems gives the item a new cell from the data source; other cells stay")
    func reloadItems() {
        _ = TestWorld.input()
        let controller = CollectionGridController(counts: [6])
        showCollection(controller)
        let collectionView = controller.collectionView!
        let kept = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let old = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        var asked: [IndexPath] = []
        controller.configure = { _, path in asked.append(path) }
        collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)])
        collectionView.layoutIfNeeded()
        #expect(asked == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === kept)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)
        #expect(old?.superview == nil || collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === old)
    }
}
