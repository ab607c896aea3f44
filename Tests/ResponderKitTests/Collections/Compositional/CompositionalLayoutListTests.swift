import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// List layouts and boundary items: UICollectionLayoutListConfiguration's 44-point rows,
// headers and footers, pinned headers while real drags scroll, and a 100,000-item section.

@MainActor
@Suite("UICollectionViewCompositionalLayout: lists, headers, pinning and large sections")
struct CompositionalLayoutListTests {
    @Test("A plain list with supplementary headers and footers: 44-point full-width rows between them")
    func plainList() {
        _ = TestWorld.input()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let kinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
        let screen = showCompositional(CompositionalScreen(layout: layout, counts: [3, 2], kinds: kinds))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: kinds[0], at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(header?.zIndex == 10)  // a plain list pins its headers
        #expect(screen.frame(0) == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(screen.frame(2) == CGRect(x: 0, y: 132, width: 390, height: 44))
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: kinds[1], at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 176, width: 390, height: 44))
        #expect(screen.frame(0, 1) == CGRect(x: 0, y: 264, width: 390, height: 44))
        #expect(screen.collectionView.contentSize.height == 396)
        let shown =
            screen.collectionView.supplementaryView(forElementKind: kinds[0], at: IndexPath(item: 0, section: 1))
            as? CompositionalTitleView
        #expect(shown?.label.text == "\(kinds[0]) 1")
        #expect(shown?.frame == CGRect(x: 0, y: 220, width: 390, height: 44))
    }

    @Test("An inset-grouped list insets its rows; a tap on a row selects it through the delegate")
    func insetGroupedListSelects() {
        let input = TestWorld.input()
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let screen = showCompositional(CompositionalScreen(layout: layout, counts: [5]))
        #expect(screen.frame(0) == CGRect(x: 20, y: 20, width: 350, height: 44))
        #expect(screen.frame(3) == CGRect(x: 20, y: 152, width: 350, height: 44))
        input.tap(at: CGPoint(x: 200, y: 170))
        #expect(screen.log == ["shouldSelect 0-3", "didSelect 0-3"])
        input.tap(at: CGPoint(x: 10, y: 170))
        #expect(screen.log == ["shouldSelect 0-3", "didSelect 0-3"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("A list cell: list content by default, accessories kept, indentation moves the content in")
    func listCell() {
        _ = TestWorld.input()
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let screen = showCompositional(CompositionalScreen(layout: layout, counts: [2]))
        let cell = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        #expect(cell?.defaultContentConfiguration() == UIListContentConfiguration.cell())
        var deleted = 0
        cell?.accessories = [
            .disclosureIndicator(), .label(text: "12"), .delete { deleted += 1 }, .checkmark(), .reorder(),
            .outlineDisclosure(),
        ]
        #expect(
            cell?.accessories.map(\.kind) == [
                .disclosureIndicator, .label("12"), .delete, .checkmark, .reorder, .outlineDisclosure,
            ])
        #expect(
            cell?.accessories.map(\.displayedState) == [.always, .always, .whenEditing, .always, .whenEditing, .always])
        cell?.accessories[2].actionHandler?()
        #expect(deleted == 1)
        cell?.indentationLevel = 2
        cell?.indentationWidth = 15
        cell?.layoutIfNeeded()
        #expect(cell?.contentView.frame == CGRect(x: 30, y: 0, width: 320, height: 44))
    }

    @Test("""
        A pinned header stays at the top while its section scrolls under it, then is pushed off by the end of its \
        section
        """)
    func pinnedHeaders() {
        let input = TestWorld.input()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let section = gridSection(fraction: 1, height: 100)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let screen = showCompositional(
            CompositionalScreen(layout: layout, counts: [30, 30], kinds: [UICollectionView.elementKindSectionHeader]))
        let collectionView = screen.collectionView!
        input.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), steps: 10)
        input.advance(by: 3)
        let offset = collectionView.contentOffset.y
        #expect(offset > 100 && offset < 2500)
        let first = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(abs((first?.frame.minY ?? -1) - offset) < 0.001)
        #expect(
            first.map { view in
                collectionView.subviews.allSatisfy {
                    !($0 is UICollectionViewCell)
                        || collectionView.subviews.firstIndex(of: $0)! < collectionView.subviews.firstIndex(of: view)!
                }
            } == true)
        // Section 0 ends at 50 + 3000: its header is pushed up by the end of its section.
        collectionView.setContentOffset(CGPoint(x: 0, y: 3020), animated: false)
        collectionView.layoutIfNeeded()
        let pushed = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(pushed?.frame.minY == 3000)
        let second = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame.minY == 3050)
        collectionView.setContentOffset(CGPoint(x: 0, y: 3300), animated: false)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY
                == 3300)
    }

    @Test("A global header of the configuration comes before the first section")
    func globalHeader() {
        _ = TestWorld.input()
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            elementKind: "banner", alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(
            section: gridSection(fraction: 0.5, height: 100), configuration: configuration)
        let screen = showCompositional(CompositionalScreen(layout: layout, counts: [4], kinds: ["banner"]))
        #expect(screen.frame(0) == CGRect(x: 0, y: 80, width: 195, height: 100))
        #expect(
            screen.collectionView.supplementaryView(forElementKind: "banner", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 80))
    }

    @Test(
        "A section of 100,000 items: few cells, few attributes per rect, scrolling far and tapping there still select")
    func hundredThousandItems() {
        let input = TestWorld.input()
        let screen = showCompositional(
            CompositionalScreen(
                layout: UICollectionViewCompositionalLayout(section: gridSection(fraction: 1.0 / 3, height: 100)),
                counts: [100_000]))
        let collectionView = screen.collectionView!
        #expect(collectionView.contentSize.height == CGFloat(33_334) * 100)
        #expect(collectionView.visibleCells.count == 27)
        #expect(screen.cellsMade == 27)
        let rect = CGRect(x: 0, y: 1_500_010, width: 390, height: 844)
        let found = collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        #expect(found.count == 27)
        #expect(found.first?.indexPath == IndexPath(item: 45_000, section: 0))
        collectionView.setContentOffset(CGPoint(x: 0, y: 2_000_000), animated: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count <= 30)
        #expect(screen.cellsMade <= 40)
        input.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), steps: 10)
        input.advance(by: 8)
        #expect(collectionView.contentOffset.y > 2_000_100)
        let offset = collectionView.contentOffset.y
        let item = Int((offset + 50) / 100) * 3 + 1
        input.tap(at: CGPoint(x: 195, y: CGFloat(item / 3) * 100 + 50 - offset))
        #expect(screen.log == ["shouldSelect 0-\(item)", "didSelect 0-\(item)"])
    }

    @Test("""
        Swipe actions: a sideways drag on a list row shows the trailing provider's actions; a tap on one runs its \
        handler and closes the row
        """)
    func swipeActions() {
        let input = TestWorld.input()
        var log: [String] = []
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { path in
            log.append("provider \(path.item)")
            guard path.item != 0 else { return nil }
            return UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                log.append("delete \(path.item)")
                done(true)
            }])
        }
        let screen = showCompositional(
            CompositionalScreen(layout: UICollectionViewCompositionalLayout.list(using: configuration), counts: [40]))
        let collectionView = screen.collectionView!
        input.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66), steps: 8)
        input.advance(by: 0.5)
        #expect(log == ["provider 1", "provider 1"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == -74)
        #expect(collectionView.contentOffset.y == 0)
        #expect(screen.log.isEmpty)
        input.tap(at: CGPoint(x: 353, y: 66))
        #expect(log.last == "delete 1")
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
        #expect(screen.log.isEmpty)
        // Item 0 has no actions: a sideways drag moves nothing; a vertical drag still scrolls.
        input.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22), steps: 8)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        input.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), steps: 8)
        input.advance(by: 8)
        #expect(collectionView.contentOffset.y > 200)
        let item = Int((collectionView.contentOffset.y + 400) / 44)
        input.tap(at: CGPoint(x: 195, y: 400))
        #expect(screen.log.last == "didSelect 0-\(item)")
    }
}
