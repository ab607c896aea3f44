import ResponderKit
import ResponderKitTesting
import Testing

// Self-sizing collection view cells, as a tag picker and a feed write them: a flow layout with
// `estimatedItemSize = UICollectionViewFlowLayout.automaticSize`, cells whose label is pinned to the
// content view. Each item takes its cell's size; the lines follow; a tap selects the item drawn there.

final class SelfSizingTagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A cell that decides its size itself, as apps do by overriding the preferred attributes.
final class FixedSizeTagCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: 300, height: 80)
        return attributes
    }
}

final class SelfSizingTagsController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var tags = ["Swift", "UIKit", "Linux", "Responder chain", "Hit-testing", "A"]
    var selected: [Int] = []
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        collectionView.frame = view.bounds
        collectionView.register(SelfSizingTagCell.self, forCellWithReuseIdentifier: "tag")
        collectionView.register(FixedSizeTagCell.self, forCellWithReuseIdentifier: "fixed")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        if tags[indexPath.item] == "fixed" {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "fixed", for: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! SelfSizingTagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout: self-sizing cells (estimatedItemSize)")
struct SelfSizingCollectionCellsTests {
    private func show(_ controller: SelfSizingTagsController) -> InputSimulator {
        let input = TestWorld.input()
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        controller.collectionView.layoutIfNeeded()
        return input
    }

    /// What a tag's cell should measure: the label's own size and the padding.
    private func expectedSize(of text: String) -> CGSize {
        let label = UILabel()
        label.text = text
        let size = label.intrinsicContentSize
        return CGSize(width: size.width + 24, height: size.height + 12)
    }

    @Test("Each tag is as wide as its text; the tags flow in lines by those widths; a tap selects the tag drawn there")
    func tagsFitTheirText() throws {
        let controller = SelfSizingTagsController()
        let input = show(controller)
        let collection = controller.collectionView
        let frames = controller.tags.indices.map {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null
        }
        #expect(frames.map(\.size) == controller.tags.map(expectedSize(of:)))
        // The first line holds the tags that fit across; a tag that does not fit starts the next line.
        #expect(frames[1].minY == frames[0].minY && frames[1].minX > frames[0].maxX)
        let lines = Set(frames.map(\.minY))
        #expect(lines.count >= 2, "\(frames)")
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.frame == frames[3])
        input.tap(at: input.screenPoint(of: cell))
        #expect(controller.selected == [3])
    }

    @Test("""
        An override of preferredLayoutAttributesFitting decides its item; without an estimate, itemSize is used \
        and nothing is measured
        """)
    func overrideAndNoEstimate() {
        let controller = SelfSizingTagsController()
        controller.tags = ["Swift", "fixed"]
        _ = show(controller)
        let collection = controller.collectionView
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.size
                == CGSize(width: 300, height: 80))

        let plain = SelfSizingTagsController()
        plain.loadViewIfNeeded()
        plain.layout.estimatedItemSize = .zero
        _ = show(plain)
        #expect(
            plain.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.size
                == CGSize(width: 50, height: 50))
    }

    @Test("reloadData measures again: a tag whose text changed takes its new size")
    func reloadMeasuresAgain() {
        let controller = SelfSizingTagsController()
        _ = show(controller)
        let collection = controller.collectionView
        controller.tags[0] = "A much longer tag than before"
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
                == expectedSize(of: controller.tags[0]))
    }
}
