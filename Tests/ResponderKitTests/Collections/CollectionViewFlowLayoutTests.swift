import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UICollectionViewFlowLayout's frames for given sizes, insets and spacings, both
// scroll directions (UIKit's line-filling rule: docs/Collections.md, "Flow layout"), and a custom
// layout written by app code driving the view.

/// A data source and flow-layout delegate whose sizes, insets and headers the test sets.
private final class FlowScreen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [CGSize]?
    var sizeRequests = 0
    var collectionView: UICollectionView!
    let layout: UICollectionViewLayout
    let frame: CGRect

    init(counts: [Int], layout: UICollectionViewLayout, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        self.counts = counts
        self.layout = layout
        self.frame = frame
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "footer")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let identifier = kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeRequests += 1
        return sizes?[indexPath.item] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

@MainActor
private func show(_ screen: FlowScreen) -> FlowScreen {
    TestWorld.window(root: screen)
    screen.collectionView.layoutIfNeeded()
    return screen
}

/// A grid written by app code: fixed 3 columns of square cells, computed in prepare().
private final class ThreeColumnGrid: UICollectionViewLayout {
    var frames: [IndexPath: CGRect] = [:]
    var height: CGFloat = 0
    var prepares = 0
    override func prepare() {
        super.prepare()
        prepares += 1
        frames.removeAll()
        guard let collectionView else { return }
        let side = collectionView.bounds.width / 3
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            frames[IndexPath(item: item, section: 0)] = CGRect(
                x: CGFloat(item % 3) * side, y: CGFloat(item / 3) * side, width: side, height: side)
        }
        height = CGFloat((collectionView.numberOfItems(inSection: 0) + 2) / 3) * side
    }
    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.filter { $0.value.intersects(rect) }.map { entry in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: entry.key)
            attributes.frame = entry.value
            return attributes
        }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout: frames, both directions, and a custom layout")
struct CollectionViewFlowLayoutTests {
    @Test("UIKit's defaults: 50 × 50 items, 10-point line and interitem spacing, vertical, no insets")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical && layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero && !layout.sectionHeadersPinToVisibleBounds)
    }

    @Test("""
        Vertical: three 100-point items fit a 390-point line; the spare 70 points widen both gaps; the last line \
        keeps the columns
        """)
    func verticalGrid() {
        _ = TestWorld.input()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let screen = show(FlowScreen(counts: [7], layout: layout))
        #expect(screen.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(screen.frame(1) == CGRect(x: 145, y: 0, width: 100, height: 100))
        #expect(screen.frame(2) == CGRect(x: 290, y: 0, width: 100, height: 100))
        #expect(screen.frame(3) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(screen.frame(6) == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(screen.collectionView.contentSize == CGSize(width: 390, height: 320))
        let cell = screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell?.frame == CGRect(x: 145, y: 110, width: 100, height: 100))
    }

    @Test("""
        Section insets, headers and footers: items inside the insets, header and footer the full width, sections \
        one after another
        """)
    func insetsHeadersFooters() {
        _ = TestWorld.input()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 5, right: 15)
        layout.headerReferenceSize = CGSize(width: 1, height: 40)
        layout.footerReferenceSize = CGSize(width: 1, height: 30)
        let screen = show(FlowScreen(counts: [4, 2], layout: layout))
        let collectionView = screen.collectionView!
        // 360 points between the insets: three items, gaps of 10 + 40/2.
        #expect(screen.frame(0) == CGRect(x: 15, y: 60, width: 100, height: 100))
        #expect(screen.frame(2) == CGRect(x: 275, y: 60, width: 100, height: 100))
        #expect(screen.frame(3) == CGRect(x: 15, y: 170, width: 100, height: 100))
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let footer = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(footer?.frame == CGRect(x: 0, y: 275, width: 390, height: 30))
        #expect(screen.frame(0, section: 1) == CGRect(x: 15, y: 305 + 40 + 20, width: 100, height: 100))
        #expect(collectionView.contentSize.height == CGFloat(305 + 40 + 20 + 100 + 5 + 30))
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 305, width: 390, height: 40))
    }

    @Test("""
        Horizontal: lines are columns filled top to bottom; the spare height widens the gaps; columns \
        minimumLineSpacing apart
        """)
    func horizontalGrid() {
        _ = TestWorld.input()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 50)
        layout.minimumLineSpacing = 20
        let screen = show(FlowScreen(counts: [7], layout: layout, frame: CGRect(x: 0, y: 0, width: 300, height: 200)))
        #expect(screen.frame(0) == CGRect(x: 0, y: 0, width: 80, height: 50))
        #expect(screen.frame(1) == CGRect(x: 0, y: 75, width: 80, height: 50))
        #expect(screen.frame(2) == CGRect(x: 0, y: 150, width: 80, height: 50))
        #expect(screen.frame(3) == CGRect(x: 100, y: 0, width: 80, height: 50))
        #expect(screen.frame(6) == CGRect(x: 200, y: 0, width: 80, height: 50))
        #expect(screen.collectionView.contentSize == CGSize(width: 280, height: 200))
    }

    @Test("""
        Horizontal with headers: a header is a column the collection view's height; a sideways drag scrolls, a tap \
        selects the item under it
        """)
    func horizontalHeadersDragAndTap() {
        let input = TestWorld.input()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        let screen = show(
            FlowScreen(counts: [20, 20], layout: layout, frame: CGRect(x: 0, y: 0, width: 390, height: 200)))
        let collectionView = screen.collectionView!
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0: header 30, inset 5, ten columns of 80 with 9 gaps of 10, inset 5 = 30 + 5 + 890 + 5.
        #expect(header?.frame == CGRect(x: 930, y: 0, width: 30, height: 200))
        // 180 points between the insets hold two 80-point items: the spare 10 widens the gap to 20.
        #expect(screen.frame(1) == CGRect(x: 35, y: 110, width: 80, height: 80))
        #expect(screen.frame(2) == CGRect(x: 125, y: 10, width: 80, height: 80))
        input.drag(from: CGPoint(x: 350, y: 100), to: CGPoint(x: 50, y: 100), steps: 12)
        for _ in 0..<300 { input.advance(by: 1.0 / 60) }
        #expect(!collectionView.isDecelerating)
        let offset = collectionView.contentOffset.x
        #expect(offset > 250 && collectionView.contentOffset.y == 0)
        final class Recorder: NSObject, UICollectionViewDelegate {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let recorder = Recorder()
        collectionView.delegate = recorder
        let target = CGPoint(x: 200, y: 50)
        let expected = collectionView.indexPathForItem(at: CGPoint(x: offset + target.x, y: target.y))
        input.tap(at: target)
        #expect(expected != nil)
        #expect(recorder.selected == [expected].compactMap { $0 })
    }

    @Test("""
        Items of different sizes: a full line is spread to the edges, the last line keeps the minimum spacing, \
        items centred across their line
        """)
    func differentSizes() {
        _ = TestWorld.input()
        let screen = FlowScreen(counts: [5], layout: UICollectionViewFlowLayout())
        screen.sizes = [CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 100, height: 40),
                        CGSize(width: 200, height: 50), CGSize(width: 60, height: 50)]
        _ = show(screen)
        // 100 + 150 + 100 and two gaps of 10 use 370 of 390: each gap grows by 10.
        #expect(screen.frame(0) == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(screen.frame(1) == CGRect(x: 120, y: 0, width: 150, height: 60))
        #expect(screen.frame(2) == CGRect(x: 290, y: 10, width: 100, height: 40))
        #expect(screen.frame(3) == CGRect(x: 0, y: 70, width: 200, height: 50))
        #expect(screen.frame(4) == CGRect(x: 210, y: 70, width: 60, height: 50))
    }

    @Test("An item alone on a line that is not the last is centred")
    func loneItemCentred() {
        _ = TestWorld.input()
        let screen = FlowScreen(counts: [2], layout: UICollectionViewFlowLayout())
        screen.sizes = [CGSize(width: 300, height: 50), CGSize(width: 250, height: 50)]
        _ = show(screen)
        #expect(screen.frame(0) == CGRect(x: 45, y: 0, width: 300, height: 50))
        #expect(screen.frame(1) == CGRect(x: 0, y: 60, width: 250, height: 50))
    }

    @Test("""
        The lines are computed once per invalidation: scrolling 40 times asks no sizes again; invalidateLayout \
        asks again
        """)
    func linesOncePerInvalidation() {
        let input = TestWorld.input()
        let layout = UICollectionViewFlowLayout()
        let screen = show(FlowScreen(counts: [5000], layout: layout))
        #expect(screen.sizeRequests == 5000)
        for step in 1...40 {
            screen.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 500)
            input.advance(by: 1.0 / 60)
            screen.collectionView.layoutIfNeeded()
        }
        #expect(screen.sizeRequests == 5000)
        #expect(screen.collectionView.visibleCells.count <= 6 * 15)
        layout.invalidateLayout()
        screen.collectionView.layoutIfNeeded()
        #expect(screen.sizeRequests == 10000)
    }

    @Test("A custom layout written by app code drives the view: prepare once, cells where it says, taps find its items")
    func customLayout() {
        let input = TestWorld.input()
        let grid = ThreeColumnGrid()
        let screen = show(FlowScreen(counts: [20], layout: grid))
        let collectionView = screen.collectionView!
        #expect(grid.prepares == 1)
        #expect(collectionView.contentSize == CGSize(width: 390, height: 7 * 130))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 130, y: 130, width: 130, height: 130))
        #expect(collectionView.indexPathsForVisibleItems.count == 20)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 400)) == IndexPath(item: 11, section: 0))
        final class Recorder: NSObject, UICollectionViewDelegate {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let recorder = Recorder()
        collectionView.delegate = recorder
        input.tap(at: CGPoint(x: 300, y: 400))
        #expect(recorder.selected == [IndexPath(item: 11, section: 0)])
        collectionView.contentOffset = CGPoint(x: 0, y: 30)
        collectionView.layoutIfNeeded()
        #expect(grid.prepares == 1)
    }

    @Test("Pinned headers stay at the top of the visible area until their section's end pushes them up")
    func pinnedHeaders() {
        let input = TestWorld.input()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let screen = show(FlowScreen(counts: [30, 30], layout: layout))
        let collectionView = screen.collectionView!
        // Section 0: header 0–40, ten lines to 40 + 1090 = 1130; section 1's header at 1130.
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        #expect(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY
                == 500)
        collectionView.contentOffset = CGPoint(x: 0, y: 1110)
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY
                == 1090)
        #expect(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY
                == 1130)
        // The pinned header is in front of the cells, so a tap on it does not reach the cell below.
        let header = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
        let headerIndex = collectionView.subviews.firstIndex { $0 === header } ?? -1
        #expect(
            collectionView.visibleCells.allSatisfy { cell in
                (collectionView.subviews.firstIndex { $0 === cell } ?? .max) < headerIndex
            })
        let topCell = collectionView.indexPathForItem(at: CGPoint(x: 50, y: 1120))
        #expect(topCell == IndexPath(item: 27, section: 0))
        #expect(collectionView.hitTest(CGPoint(x: 50, y: 1120), with: nil) === header)
        final class Recorder: NSObject, UICollectionViewDelegate {
            var log: [String] = []
            func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
                log.append("highlight")
            }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                log.append("select")
            }
        }
        let recorder = Recorder()
        collectionView.delegate = recorder
        input.tap(at: CGPoint(x: 50, y: 10))
        #expect(recorder.log.isEmpty)
        input.tap(at: CGPoint(x: 50, y: 100))
        #expect(recorder.log == ["highlight", "select"])
    }
}
