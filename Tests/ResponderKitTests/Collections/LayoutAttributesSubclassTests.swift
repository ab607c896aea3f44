import ResponderKit
import ResponderKitTesting
import Testing

// A custom layout with its own attributes subclass, as Apple's documentation asks it to be written:
// the subclass overrides copy(with:) and isEqual(_:), the cell reads the custom attribute in
// apply(_:), and the collection view applies attributes only when they changed.

/// Attributes with a tilt, which the cards layout sets and the card cell shows.
private final class TiltedAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TiltedAttributes
        copy.tilt = tilt
        return copy
    }

    // isEqual(_:) is nonisolated (NSObject's) and the attributes are main-actor objects, on iOS as
    // here: Swift 6 code reads them inside MainActor.assumeIsolated (Swift 5 code reads them plainly:
    // Swift5ModeTests).
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TiltedAttributes else { return false }
        return MainActor.assumeIsolated { other.tilt == tilt } && super.isEqual(object)
    }
}

/// One column of cards, each tilted by `tilt` degrees.
private final class CardsLayout: UICollectionViewLayout {
    var tilt: CGFloat = 5
    private var cached: [TiltedAttributes] = []

    override class var layoutAttributesClass: AnyClass { TiltedAttributes.self }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        cached = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = TiltedAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: collectionView.bounds.width, height: 90)
            attributes.tilt = tilt
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cached.count) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cached.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cached.first { $0.indexPath == indexPath }
    }
}

/// A card that records the tilts it was given.
private final class CardCell: UICollectionViewCell {
    var appliedTilts: [CGFloat] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let tilted = layoutAttributes as? TiltedAttributes { appliedTilts.append(tilted.tilt) }
    }
}

private final class CardsViewController: UIViewController, UICollectionViewDataSource {
    let layout = CardsLayout()
    lazy var collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }

    var firstCard: CardCell? { collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CardCell }
}

@MainActor
@Suite("UICollectionViewLayoutAttributes subclasses: copy(with:), isEqual(_:) and apply(_:)")
struct LayoutAttributesSubclassTests {
    @Test("copy() of a subclass is the subclass with every value; isEqual(_:) covers the added property")
    func copyAndEquality() {
        let attributes = TiltedAttributes(forCellWith: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        attributes.tilt = 7
        let copy = attributes.copy() as? TiltedAttributes
        #expect(copy != nil && copy !== attributes)
        #expect(copy?.tilt == 7 && copy?.frame == attributes.frame && copy?.alpha == 0.5 && copy?.zIndex == 3)
        #expect(copy?.indexPath == IndexPath(item: 2, section: 1) && copy?.representedElementCategory == .cell)
        #expect(copy == attributes, "NSObject's == asks isEqual(_:)")
        copy?.tilt = 8
        #expect(copy != attributes)
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 0))
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect((header.copy() as? UICollectionViewLayoutAttributes)?.representedElementCategory == .supplementaryView)
        #expect(header != UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)))
    }

    @Test("The cell's apply(_:) gets the subclass; equal attributes are not applied again, changed ones are")
    func applyOnlyWhenChanged() {
        _ = TestWorld.input()
        let screen = CardsViewController()
        TestWorld.window(root: screen)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.firstCard?.appliedTilts == [5])

        screen.collectionView.collectionViewLayout.invalidateLayout()
        screen.collectionView.layoutIfNeeded()
        #expect(
            screen.firstCard?.appliedTilts == [5], "the same attributes again: isEqual(_:) is true, nothing to apply")

        screen.layout.tilt = 9
        screen.collectionView.collectionViewLayout.invalidateLayout()
        screen.collectionView.layoutIfNeeded()
        #expect(screen.firstCard?.appliedTilts == [5, 9])
        #expect(screen.firstCard?.frame == CGRect(x: 0, y: 0, width: 390, height: 90))
    }
}
