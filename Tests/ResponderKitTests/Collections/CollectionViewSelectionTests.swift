import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A collection view's highlight and selection flow as app code sees it — real taps and
// drags through the simulator, the delegate's calls in order (docs/Collections.md, "Selection flow").

@MainActor
@Suite("UICollectionView: highlight and selection as UIKit runs them")
struct CollectionViewSelectionTests {
    @Test("A quick tap: highlight at the lift, unhighlight, then shouldSelect → didSelect; the cell is selected")
    func quickTapSelects() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [30])
        showCollection(controller)
        input.tap(at: gridCenter(4))
        #expect(
            controller.log == [
                "shouldHighlight 0-4", "didHighlight 0-4", "didUnhighlight 0-4", "shouldSelect 0-4", "didSelect 0-4",
            ])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == false)
    }

    @Test("A resting finger is highlighted after the scroll view's 150 ms content-touch delay, not before")
    func highlightAfterDelay() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [30])
        showCollection(controller)
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        let finger = input.touchDown(at: gridCenter(1))
        input.advance(by: 0.1)
        #expect(controller.log.isEmpty)
        #expect(cell?.isHighlighted == false)
        input.advance(by: 0.1)
        #expect(controller.log == ["shouldHighlight 0-1", "didHighlight 0-1"])
        #expect(cell?.isHighlighted == true)
        input.lift(finger, at: gridCenter(1))
        #expect(controller.log.suffix(3) == ["didUnhighlight 0-1", "shouldSelect 0-1", "didSelect 0-1"])
        #expect(cell?.isHighlighted == false && cell?.isSelected == true)
    }

    @Test("A drag that scrolls after the highlight unhighlights and selects nothing")
    func dragUnhighlights() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [60])
        showCollection(controller)
        let finger = input.touchDown(at: gridCenter(7))
        input.advance(by: 0.2)
        for step in 1...8 { input.move(finger, to: CGPoint(x: 195, y: 270 - CGFloat(step) * 20)) }
        input.lift(finger, at: CGPoint(x: 195, y: 110))
        #expect(
            controller.log == ["shouldHighlight 0-7", "didHighlight 0-7", "didUnhighlight 0-7", "willBeginDragging"])
        #expect(controller.collectionView.contentOffset.y > 100)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("Single selection: a tap on another item deselects the first (didDeselect before didSelect)")
    func singleSelectionMoves() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [30])
        showCollection(controller)
        input.tap(at: gridCenter(0))
        controller.log.removeAll()
        input.tap(at: gridCenter(5))
        #expect(controller.log == ["shouldHighlight 0-5", "didHighlight 0-5", "didUnhighlight 0-5", "shouldSelect 0-5",
                                   "didDeselect 0-0", "didSelect 0-5"])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test("Multiple selection: taps add items; a tap on a selected item asks shouldDeselect and deselects it")
    func multipleSelection() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [30])
        showCollection(controller)
        controller.collectionView.allowsMultipleSelection = true
        input.tap(at: gridCenter(0))
        input.tap(at: gridCenter(2))
        #expect(
            controller.collectionView.indexPathsForSelectedItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
            ])
        controller.log.removeAll()
        input.tap(at: gridCenter(0))
        #expect(
            controller.log == [
                "shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "shouldDeselect 0-0",
                "didDeselect 0-0",
            ])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("shouldHighlight false bypasses selection; shouldSelect false highlights but selects nothing")
    func delegateRefusals() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [30])
        showCollection(controller)
        controller.allowHighlight = { $0.item != 1 }
        controller.allowSelect = { $0.item != 2 }
        input.tap(at: gridCenter(1))
        #expect(controller.log == ["shouldHighlight 0-1"])
        controller.log.removeAll()
        input.tap(at: gridCenter(2))
        #expect(controller.log == ["shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "shouldSelect 0-2"])
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("allowsSelection false: a tap neither highlights nor selects")
    func selectionOff() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [30])
        showCollection(controller)
        controller.collectionView.allowsSelection = false
        input.tap(at: gridCenter(3))
        #expect(controller.log.isEmpty)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("selectItem and deselectItem by code call no delegate method; the cell's isSelected follows")
    func selectionByCode() {
        _ = TestWorld.input()
        let controller = CollectionGridController(counts: [60])
        showCollection(controller)
        let collectionView = controller.collectionView!
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
        #expect(collectionView.contentOffset.y == CGFloat(10 * 110))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 30, section: 0)])
        // Near the end the offset stops at the content's end: 20 lines of 110 less 10, less the height.
        collectionView.scrollToItem(at: IndexPath(item: 58, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(2190 - 844))
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(10 * 110 + 50 - 422))
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 30, section: 0))?.isSelected == true)
        collectionView.deselectItem(at: IndexPath(item: 30, section: 0), animated: false)
        #expect(collectionView.cellForItem(at: IndexPath(item: 30, section: 0))?.isSelected == false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(controller.log.isEmpty)
    }

    @Test("A button inside a cell gets its own tap; the item is neither highlighted nor selected")
    func controlInCell() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [30])
        var presses: [String] = []
        controller.configure = { cell, path in
            guard cell.contentView.viewWithTag(9) == nil else { return }
            let button = UIButton(type: .system)
            button.tag = 9
            button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            button.addAction(UIAction { _ in presses.append("button") }, for: .touchUpInside)
            cell.contentView.addSubview(button)
        }
        showCollection(controller)
        input.tap(at: CGPoint(x: 145 + 30, y: 30))
        #expect(presses == ["button"])
        #expect(controller.log.isEmpty)
        input.tap(at: CGPoint(x: 145 + 80, y: 80))
        #expect(controller.log.last == "didSelect 0-1")
    }
}
