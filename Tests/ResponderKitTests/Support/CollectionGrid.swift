import Foundation
import ResponderKit

// The collection-view screen the collection tests share (selection, updates, bad input) — a
// grid of numbered cells whose controller logs every delegate call in order, as an iOS app writes one.

/// A cell with a label, counting its reuses — as an iOS app writes one.
final class CollectionNumberCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)
    var reuses = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { return nil }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// "section-item", for logs.
func collectionName(_ path: IndexPath) -> String { "\(path.section)-\(path.item)" }

/// A screen with a 390 × 844 collection view of 100 × 100 items (three to a line, 110 points apart),
/// its data source and delegate, logging every delegate call in order.
final class CollectionGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    let layout = UICollectionViewFlowLayout()
    var collectionView: UICollectionView!
    var log: [String] = []
    var cellsMade = 0
    var allowHighlight: (IndexPath) -> Bool = { _ in true }
    var allowSelect: (IndexPath) -> Bool = { _ in true }
    var allowDeselect: (IndexPath) -> Bool = { _ in true }
    var onSelect: (IndexPath) -> Void = { _ in }
    var configure: (CollectionNumberCell, IndexPath) -> Void = { _, _ in }

    init(counts: [Int]) {
        self.counts = counts
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(CollectionNumberCell.self, forCellWithReuseIdentifier: "number")
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
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        guard let numbered = cell as? CollectionNumberCell else { return cell }
        if numbered.reuses == 0, numbered.label.text == nil { cellsMade += 1 }
        numbered.label.text = collectionName(indexPath)
        configure(numbered, indexPath)
        return numbered
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(collectionName(indexPath))")
        return allowHighlight(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(collectionName(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(collectionName(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(collectionName(indexPath))")
        return allowSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(collectionName(indexPath))")
        return allowDeselect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(collectionName(indexPath))")
        onSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(collectionName(indexPath))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
}

/// Shows `controller` in a window and lays its collection view out.
@MainActor
@discardableResult
func showCollection(_ controller: CollectionGridController) -> UIWindow {
    let window = TestWorld.window(root: controller)
    controller.collectionView.layoutIfNeeded()
    return window
}

/// The centre of item `item` of section 0 in a default grid (three 100-point items to a line, spread
/// to 0, 145 and 290; lines 110 points apart), in screen points with the content at rest.
func gridCenter(_ item: Int) -> CGPoint {
    CGPoint(x: [50, 195, 340][item % 3], y: 50 + CGFloat(item / 3) * 110)
}
