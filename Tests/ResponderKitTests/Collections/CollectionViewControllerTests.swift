import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A UICollectionViewController subclass as an iOS app writes it — `override` on the
// data source and delegate methods, a header, sizes from UICollectionViewDelegateFlowLayout — driven by
// real taps and drags.

/// A photo-grid screen: two sections of tiles with a header each, sizes from the flow-layout delegate.
private final class PhotoGridViewController: UICollectionViewController {
    var photos: [[String]] = [(0..<12).map { "a\($0)" }, (0..<9).map { "b\($0)" }]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { photos.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos[section].count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath) as! PhotoCell
        cell.name = photos[indexPath.section][indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("selected \(photos[indexPath.section][indexPath.item])")
    }

    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("highlighted \(photos[indexPath.section][indexPath.item])")
    }

    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging")
    }
}

extension PhotoGridViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 110, height: 110)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 0, height: 44)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
}

private final class PhotoCell: UICollectionViewCell {
    static let identifier = "photo"
    var name = ""
    var restyles: [String] = []
    override var isHighlighted: Bool {
        didSet { restyles.append("highlighted \(isHighlighted)") }
    }
    override var isSelected: Bool {
        didSet { restyles.append("selected \(isSelected)") }
    }
}

@MainActor
@Suite("UICollectionViewController: a subclass as app code")
struct CollectionViewControllerTests {
    @Test("The controller is its collection view's data source and delegate; headers and delegate sizes lay out")
    func controllerLaysOut() {
        _ = TestWorld.input()
        let controller = PhotoGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
        TestWorld.window(root: controller)
        let collectionView = controller.collectionView!
        collectionView.layoutIfNeeded()
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(collectionView.frame == controller.view.window?.bounds)
        // 374 points between the insets hold three 110-point tiles; the spare 24 points widen both gaps to 22.
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 140, y: 52, width: 110, height: 110))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY
                == CGFloat(52 + 4 * 110 + 3 * 10 + 8 + 44 + 8))
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test("""
        A tap on a tile: the overridden delegate methods hear it; the cell restyles through its overridden \
        isHighlighted and isSelected
        """)
    func tapOnTile() {
        let input = TestWorld.input()
        let controller = PhotoGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
        TestWorld.window(root: controller)
        controller.collectionView.layoutIfNeeded()
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell
        input.tap(at: CGPoint(x: 195, y: 52 + 120 + 55))
        #expect(controller.log == ["highlighted a4", "selected a4"])
        #expect(cell?.restyles == ["highlighted true", "highlighted false", "selected true"])
    }

    @Test("clearsSelectionOnViewWillAppear deselects when the view appears again")
    func clearsSelection() {
        _ = TestWorld.input()
        let controller = PhotoGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
        TestWorld.window(root: controller)
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("A vertical flick scrolls the grid, the delegate hears the drag end, and no tile is selected")
    func flickScrolls() {
        let input = TestWorld.input()
        let controller = PhotoGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
        TestWorld.window(root: controller)
        controller.collectionView.layoutIfNeeded()
        input.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), steps: 10)
        input.advance(by: 2)
        #expect(controller.collectionView.contentOffset.y > 0)
        #expect(controller.log.contains("didEndDragging"))
        #expect(!controller.log.contains { $0.hasPrefix("selected") })
        #expect(controller.collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 8, section: 1)))
    }

    @Test("setCollectionViewLayout swaps the layout and lays out anew")
    func swapLayout() {
        _ = TestWorld.input()
        let controller = PhotoGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
        TestWorld.window(root: controller)
        let collectionView = controller.collectionView!
        collectionView.layoutIfNeeded()
        let list = UICollectionViewFlowLayout()
        list.scrollDirection = .horizontal
        collectionView.setCollectionViewLayout(list, animated: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.collectionViewLayout === list)
        #expect(collectionView.contentSize.height == collectionView.bounds.height)
        #expect(collectionView.contentSize.width > collectionView.bounds.width)
    }
}
