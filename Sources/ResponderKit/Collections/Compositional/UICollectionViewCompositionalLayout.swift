import Foundation

/// A layout made of items, groups and sections — UIKit's `UICollectionViewCompositionalLayout`.
/// Each section repeats one group (`NSCollectionLayoutGroup`) until its items run out; the sections
/// come from one `NSCollectionLayoutSection` shared by all or from a section provider asked per
/// section with the layout environment (the collection view's effective size and traits).
///
/// Frames are computed once per invalidation (a new size, `invalidateLayout()`, a reload); scrolling
/// costs only what is visible: sections in a rect are found by binary search and a section's groups
/// by arithmetic (docs/CompositionalLayout.md). Where ResponderKit differs: a section provider that
/// returns `nil` (UIKit raises) is reported and that section is laid out as a plain list; estimated
/// sizes are taken as given; orthogonal sections do not scroll on their own (see
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's configuration; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    var geometry = CompositionalGeometry()
    var preparedSize: CGSize?
    /// The list sections' configurations, by section (for swipe actions).
    var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
    /// The swipe recognizer, once a list section has swipe providers.
    var swipeRecognizer: ListSwipeGestureRecognizer?
    var lastBoundsOrigin: CGPoint?

    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Each section laid out as `sectionProvider` says.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Archived layouts are not supported: `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// A list layout: every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    open class func list(
        using configuration: UICollectionLayoutListConfiguration
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }

    /// Asks for every section's layout and computes every frame.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = CompositionalGeometry()
            return
        }
        preparedSize = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        let size = collectionView.bounds.size
        let effective = CGSize(
            width: max(0, size.width - inset.left - inset.right), height: max(0, size.height - inset.top - inset.bottom)
        )
        let directional = NSDirectionalEdgeInsets(
            top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
        let environment = NSCollectionLayoutEnvironment(
            container: NSCollectionLayoutContainer(contentSize: size, effectiveContentSize: effective,
                                                   contentInsets: directional, effectiveContentInsets: directional),
            traitCollection: collectionView.traitCollection)
        var reported: Set<String> = []
        func report(_ message: String) {
            guard reported.insert(message).inserted else { return }
            CollectionDiagnostics.report("UICollectionViewCompositionalLayout: \(message)")
        }
        var inputs: [CompositionalGeometry.SectionInput] = []
        listConfigurations = [:]
        swipeRecognizer?.close()
        for index in 0..<collectionView.numberOfSections {
            var section = NSCollectionLayoutSection.fallbackList()
            if let provided = sectionProvider(index, environment) {
                section = provided
            } else {
                report("the section provider returned nil for section \(index) (UIKit raises); it is laid out as a "
                    + "plain list")
            }
            inputs.append(.init(section: section, itemCount: collectionView.numberOfItems(inSection: index)))
            if let list = section.listConfiguration { listConfigurations[index] = list }
        }
        if listConfigurations.values.contains(where: {
            $0.leadingSwipeActionsConfigurationProvider != nil || $0.trailingSwipeActionsConfigurationProvider != nil
        }) {
            installSwipeRecognizer(in: collectionView)
        }
        var spacing = configuration.interSectionSpacing
        if !spacing.isFinite || spacing < 0 {
            report("interSectionSpacing \(spacing) is not usable; 0 is used")
            spacing = 0
        }
        geometry = CompositionalGeometry(
            vertical: configuration.scrollDirection == .vertical, container: effective, spacing: spacing,
            globalItems: configuration.boundarySupplementaryItems, sections: inputs, report: report)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for s in geometry.sections(meeting: rect) {
            let section = geometry.sections[s]
            for item in section.items(meeting: rect) {
                let path = IndexPath(item: item, section: s)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                attributes.frame = section.frame(ofItem: item)
                if let swipe = swipeRecognizer?.swipe, swipe.indexPath == path {
                    attributes.frame.origin.x += swipe.offset
                }
                found.append(attributes)
            }
            for supplementary in section.supplementaries {
                let attributes = self.attributes(for: supplementary, section: s)
                if attributes.frame.intersects(rect) { found.append(attributes) }
            }
        }
        for supplementary in geometry.globals {
            let attributes = self.attributes(for: supplementary, section: nil)
            if attributes.frame.intersects(rect) { found.append(attributes) }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.sections.count else {
            return nil
        }
        let section = geometry.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = section.frame(ofItem: indexPath.item)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if indexPath.section >= 0, indexPath.section < geometry.sections.count,
            let supplementary = geometry.sections[indexPath.section].supplementaries.first(where: {
                $0.kind == elementKind
            })
        {
            return attributes(for: supplementary, section: indexPath.section)
        }
        guard indexPath.section == 0, indexPath.item == 0 else { return nil }
        return geometry.globals.first { $0.kind == elementKind }.map { attributes(for: $0, section: nil) }
    }

    /// The section's list configuration, if it is a list section.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        listConfigurations[section]
    }

    /// The item's frame, not moved by a swipe (the list engine's swipe recognizer asks for it).
    func swipeRestingFrame(of path: IndexPath) -> CGRect? {
        guard path.count == 2, path.section >= 0, path.section < geometry.sections.count,
              path.item >= 0, path.item < geometry.sections[path.section].itemCount else { return nil }
        return geometry.sections[path.section].frame(ofItem: path.item)
    }

    /// A scroll closes a swiped item, as in a table.
    override func boundsChanged(to newBounds: CGRect) {
        if let last = lastBoundsOrigin, last != newBounds.origin { swipeRecognizer?.close() }
        lastBoundsOrigin = newBounds.origin
        super.boundsChanged(to: newBounds)
    }

    /// Only a new size computes the frames again; pinned headers are worked out when asked.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// A boundary item's attributes, moved to stay in view when it pins.
    func attributes(for supplementary: CompositionalSupplementary, section s: Int?) -> UICollectionViewLayoutAttributes
    {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: supplementary.kind, with: IndexPath(item: 0, section: s ?? 0))
        var frame = supplementary.frame
        attributes.zIndex = supplementary.zIndex
        if supplementary.pins, let collectionView {
            let vertical = geometry.vertical
            let inset = collectionView.adjustedContentInset
            let offset = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
            let visibleStart = offset + (vertical ? inset.top : inset.left)
            let visibleEnd =
                offset
                + (vertical ? collectionView.bounds.height - inset.bottom : collectionView.bounds.width - inset.right)
            let length = vertical ? frame.height : frame.width
            let natural = vertical ? frame.minY : frame.minX
            let limitEnd =
                s.map { geometry.sections[$0].contentEnd }
                ?? geometry.main(CGRect(origin: .zero, size: geometry.contentSize)).high
            let limitStart = s.map { geometry.sections[$0].contentStart } ?? 0
            let pinned = supplementary.trailing ? min(natural, max(visibleEnd - length, limitStart))
                                                : max(natural, min(visibleStart, limitEnd - length))
            if vertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
            attributes.zIndex = max(supplementary.zIndex, 10)
        }
        attributes.frame = frame
        return attributes
    }
}
