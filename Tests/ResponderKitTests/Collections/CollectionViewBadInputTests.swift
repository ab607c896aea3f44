import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// What UIKit raises at is a diagnostic here, and the collection view
// carries on; nothing crashes and every touch still ends.

/// A view that records the touches it is told about.
private final class TouchProbe: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A data source that does what the test asks, badly.
private final class BadSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections = 1
    var items = 5
    var identifier = "cell"
    var foreign: UICollectionView?
    var size = CGSize(width: 100, height: 100)
    var selected: [IndexPath] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        (foreign ?? collectionView).dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { indexPath.item == 1 ? size : CGSize(width: 100, height: 100) }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
    var endedDisplaying: (UICollectionView) -> Void = { _ in }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        endedDisplaying(collectionView)
    }
}

/// A layout of app code that puts item 2 at a NaN frame and item 3 at a negative size.
private final class BrokenLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 1000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<5).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            switch item {
            case 2: attributes.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            case 3: attributes.frame = CGRect(x: 0, y: 0, width: -10, height: 10)
            default: attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 100, height: 100)
            }
            return attributes
        }
    }
}

@MainActor
private func showBad(
    _ source: BadSource, layout: UICollectionViewLayout = UICollectionViewFlowLayout(), register: Bool = true
) -> UICollectionView {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    if register { collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell") }
    collectionView.dataSource = source
    collectionView.delegate = source
    showWindow(with: [collectionView])
    return collectionView
}

@MainActor
@Suite("UICollectionView: bad input is reported, never a crash, every touch ends")
struct CollectionViewBadInputTests {
    @Test("Negative counts are taken as 0, with a diagnostic")
    func negativeCounts() {
        _ = TestWorld.input()
        let source = BadSource()
        source.items = -3
        var collectionView: UICollectionView?
        let reports = collectingDiagnostics {
            collectionView = showBad(source)
            collectionView?.layoutIfNeeded()
        }
        #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
        #expect(collectionView?.numberOfItems(inSection: 0) == 0)
        #expect(collectionView?.visibleCells.isEmpty == true)
        source.sections = -1
        let again = collectingDiagnostics { collectionView?.reloadData(); collectionView?.layoutIfNeeded() }
        #expect(again.map(\.kind) == [.invalidCollectionViewUse])
        #expect(collectionView?.numberOfSections == 0)
    }

    @Test("A cell dequeued from another collection view: a diagnostic and a plain cell; a tap on it still selects")
    func cellFromAnotherCollectionView() {
        let input = TestWorld.input()
        let source = BadSource()
        let other = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        other.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        source.foreign = other
        var collectionView: UICollectionView?
        let reports = collectingDiagnostics {
            collectionView = showBad(source)
            collectionView?.layoutIfNeeded()
        }
        #expect(reports.count == 5)
        #expect(
            reports.allSatisfy {
                $0.kind == .invalidCollectionViewUse && $0.message.contains("not dequeued from this collection view")
            })
        #expect(collectionView?.visibleCells.count == 5)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(source.selected == [IndexPath(item: 0, section: 0)])
    }

    @Test("An unregistered reuse identifier: a diagnostic and a plain cell for each item")
    func unregisteredIdentifier() {
        _ = TestWorld.input()
        let source = BadSource()
        source.identifier = "never registered"
        var collectionView: UICollectionView?
        let reports = collectingDiagnostics {
            collectionView = showBad(source, register: false)
            collectionView?.layoutIfNeeded()
        }
        #expect(reports.count == 5)
        #expect(reports.first?.message.contains("never registered") == true)
        #expect(collectionView?.visibleCells.count == 5)
        let wrongClass = collectingDiagnostics {
            collectionView?.register(UIView.self, forCellWithReuseIdentifier: "view")
        }
        #expect(wrongClass.map(\.kind) == [.invalidCollectionViewUse])
    }

    @Test("NaN and negative item sizes from the delegate: one diagnostic, 0 used, the other items laid out")
    func badSizes() {
        _ = TestWorld.input()
        for bad in [
            CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: 10),
            CGSize(width: 10, height: CGFloat.infinity),
        ] {
            let source = BadSource()
            source.size = bad
            var collectionView: UICollectionView?
            let reports = collectingDiagnostics {
                collectionView = showBad(source)
                collectionView?.layoutIfNeeded()
            }
            #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
            #expect(collectionView?.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 100)
            #expect(collectionView?.visibleCells.count == 5)
        }
    }

    @Test("A custom layout's NaN frame and negative size: reported once, those items not shown, the rest are")
    func badLayoutFrames() {
        _ = TestWorld.input()
        var collectionView: UICollectionView?
        let source = BadSource()
        let reports = collectingDiagnostics {
            collectionView = showBad(source, layout: BrokenLayout())
            collectionView?.layoutIfNeeded()
        }
        #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
        #expect(reports.first?.message.contains("frame") == true)
        #expect(
            collectionView?.indexPathsForVisibleItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0),
            ])
    }

    @Test("""
        A layout with headers but no viewForSupplementaryElementOfKind (UIKit raises): a diagnostic and an empty \
        header
        """)
    func missingSupplementaryView() {
        _ = TestWorld.input()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        var collectionView: UICollectionView?
        let source = BadSource()
        let reports = collectingDiagnostics {
            collectionView = showBad(source, layout: layout)
            collectionView?.layoutIfNeeded()
        }
        #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
        #expect(
            collectionView?.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test("""
        reloadData from didEndDisplaying while scrolling and while deleting: each cell is queued once, the view \
        stays whole
        """)
    func reloadFromDidEndDisplaying() {
        _ = TestWorld.input()
        let source = BadSource()
        var reloads = 0
        source.endedDisplaying = { collectionView in
            guard reloads < 3 else { return }
            reloads += 1
            collectionView.reloadData()
        }
        source.items = 200
        let collectionView = showBad(source)
        let reports = collectingDiagnostics {
            collectionView.layoutIfNeeded()
            collectionView.contentOffset = CGPoint(x: 0, y: 1000)
            collectionView.layoutIfNeeded()
            collectionView.layoutIfNeeded()
            source.items = 199
            collectionView.deleteItems(at: [IndexPath(item: 30, section: 0)])
            collectionView.layoutIfNeeded()
            collectionView.contentOffset = CGPoint(x: 0, y: 3000)
            collectionView.layoutIfNeeded()
        }
        // A cell queued twice would be handed out for two items (reported as "already shown").
        #expect(reports.isEmpty)
        let cells = collectionView.visibleCells
        #expect(reloads == 3)
        #expect(!cells.isEmpty)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count)
        #expect(cells.allSatisfy { $0.superview === collectionView })
        #expect(
            collectionView.indexPathsForVisibleItems.allSatisfy {
                collectionView.cellForItem(at: $0)?.frame.intersects(collectionView.bounds) == true
            })
    }

    @Test("""
        The collection view removed from its window in cellForItemAt during a drag: no crash, the drag ends, later \
        taps land
        """)
    func removedDuringCellForItem() {
        let input = TestWorld.input()
        let controller = CollectionGridController(counts: [60])
        let probe = TouchProbe(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.loadViewIfNeeded()
        controller.view.insertSubview(probe, at: 0)
        controller.configure = { _, path in
            if path.item == 30 { controller.collectionView.removeFromSuperview() }
        }
        showCollection(controller)
        let collectionView = controller.collectionView!
        input.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 100), steps: 20)
        input.advance(by: 1)
        #expect(collectionView.window == nil)
        #expect(!collectionView.isDragging && !collectionView.isTracking)
        input.tap(at: CGPoint(x: 195, y: 400))
        #expect(probe.log == ["began", "ended"])
    }
}
