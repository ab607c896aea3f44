import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A screen as an iOS app writes one — a collection view with a
// compositional layout, its data source and delegate logging what they are asked, in order.

/// A header or footer view showing a title.
final class CompositionalTitleView: UICollectionReusableView {
    let label = UILabel(frame: .zero)
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { return nil }
}

/// A 390 × 844 collection view with `layout`, `counts[s]` items in section s, a list cell per item and
/// a title view for every supplementary kind in `kinds`; the delegate's selection calls are logged.
final class CompositionalScreen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    let layout: UICollectionViewLayout
    let kinds: [String]
    var collectionView: UICollectionView!
    var log: [String] = []
    var cellObjects = Set<ObjectIdentifier>()
    /// How many distinct cell objects the data source was given (reuse keeps this small).
    var cellsMade: Int { cellObjects.count }

    init(layout: UICollectionViewLayout, counts: [Int], kinds: [String] = []) {
        self.layout = layout
        self.counts = counts
        self.kinds = kinds
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        for kind in kinds {
            collectionView.register(
                CompositionalTitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
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
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cellObjects.insert(ObjectIdentifier(cell))
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? CompositionalTitleView)?.label.text = "\(kind) \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.section)-\(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section)-\(indexPath.item)")
    }

    /// The frame the layout gives item `item` of section `section`.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

/// Shows `screen` in a window and lays it out.
@MainActor
@discardableResult
func showCompositional(_ screen: CompositionalScreen) -> CompositionalScreen {
    TestWorld.window(root: screen)
    screen.collectionView.layoutIfNeeded()
    return screen
}

/// A section repeating a horizontal group `height` points high of items `fraction` of its width.
@MainActor
func gridSection(fraction: CGFloat, height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        subitems: [item])
    return NSCollectionLayoutSection(group: group)
}
