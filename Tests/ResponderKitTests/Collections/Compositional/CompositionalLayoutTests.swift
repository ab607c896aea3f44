import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Items fill groups as UIKit's do (fractions of the containing group,
// subitems repeated while they fit), groups repeat down the section, sections follow each other
// (docs/CompositionalLayout.md).

@MainActor
@Suite("UICollectionViewCompositionalLayout: frames of items, groups and sections")
struct CompositionalLayoutTests {
    @Test("A grid: items a third of a horizontal group wide fill it three at a time, groups repeat down")
    func thirdsGrid() {
        _ = TestWorld.input()
        let screen = showCompositional(
            CompositionalScreen(
                layout: UICollectionViewCompositionalLayout(section: gridSection(fraction: 1.0 / 3, height: 130)),
                counts: [10]))
        #expect(screen.frame(0) == CGRect(x: 0, y: 0, width: 130, height: 130))
        #expect(screen.frame(4) == CGRect(x: 130, y: 130, width: 130, height: 130))
        #expect(screen.frame(9) == CGRect(x: 0, y: 390, width: 130, height: 130))
        #expect(screen.collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 390, height: 520))
        #expect(screen.collectionView.contentSize == CGSize(width: 390, height: 520))
        #expect(screen.collectionView.visibleCells.count == 10)
        #expect(
            screen.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 260, y: 130, width: 130, height: 130))
    }

    @Test("A tap on a grid item goes through the delegate: shouldSelect then didSelect, and the cell is selected")
    func tapSelects() {
        let input = TestWorld.input()
        let screen = showCompositional(
            CompositionalScreen(
                layout: UICollectionViewCompositionalLayout(section: gridSection(fraction: 1.0 / 3, height: 130)),
                counts: [10]))
        input.tap(at: CGPoint(x: 195, y: 195))
        #expect(screen.log == ["shouldSelect 0-4", "didSelect 0-4"])
        input.tap(at: CGPoint(x: 20, y: 400))
        #expect(
            screen.log == ["shouldSelect 0-4", "didSelect 0-4", "shouldSelect 0-9", "didDeselect 0-4", "didSelect 0-9"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 9, section: 0)])
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 9, section: 0))?.isSelected == true)
    }

    @Test("Section and item content insets, fixed inter-item and inter-group spacing")
    func insetsAndSpacing() {
        _ = TestWorld.input()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 8
        let screen = showCompositional(
            CompositionalScreen(layout: UICollectionViewCompositionalLayout(section: section), counts: [6]))
        // 350 points inside the insets: 105-point slots, 10 apart — three fit (335), a fourth does not.
        #expect(screen.frame(0) == CGRect(x: 25, y: 15, width: 95, height: 90))
        #expect(screen.frame(1) == CGRect(x: 140, y: 15, width: 95, height: 90))
        #expect(screen.frame(4) == CGRect(x: 140, y: 123, width: 95, height: 90))
        #expect(screen.collectionView.contentSize.height == 228)
    }

    @Test("A flexible inter-item spacing shares the group's spare width between the gaps")
    func flexibleSpacing() {
        _ = TestWorld.input()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        group.interItemSpacing = .flexible(10)
        let screen = showCompositional(
            CompositionalScreen(
                layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                counts: [4]))
        // Three 100-point items with at least 10 between them fit in 390; the spare 70 makes each gap 45.
        #expect(screen.frame(1) == CGRect(x: 145, y: 0, width: 100, height: 50))
        #expect(screen.frame(2) == CGRect(x: 290, y: 0, width: 100, height: 50))
        #expect(screen.frame(3) == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test("count: shares the group between exactly n items; repeatingSubitem: keeps the item's size")
    func countForms() {
        _ = TestWorld.input()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(40)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let shared = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 4)
        shared.interItemSpacing = .fixed(10)
        let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 3)
        let sections = [NSCollectionLayoutSection(group: shared), NSCollectionLayoutSection(group: repeating)]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in sections[index] })
        let screen = showCompositional(CompositionalScreen(layout: layout, counts: [5, 4]))
        #expect(screen.frame(3, 0) == CGRect(x: 300, y: 0, width: 90, height: 40))
        #expect(screen.frame(4, 0) == CGRect(x: 0, y: 40, width: 90, height: 40))
        #expect(screen.frame(2, 1) == CGRect(x: 100, y: 80, width: 50, height: 40))
        #expect(screen.frame(3, 1) == CGRect(x: 0, y: 120, width: 50, height: 40))
    }

    @Test("Nested groups: a big item beside a vertical pair, both halves of a 200-point group")
    func nestedGroups() {
        _ = TestWorld.input()
        let big = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [big, pair])
        let screen = showCompositional(
            CompositionalScreen(
                layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                counts: [6]))
        #expect(screen.frame(0) == CGRect(x: 0, y: 0, width: 195, height: 200))
        #expect(screen.frame(1) == CGRect(x: 195, y: 0, width: 195, height: 100))
        #expect(screen.frame(2) == CGRect(x: 195, y: 100, width: 195, height: 100))
        #expect(screen.frame(4) == CGRect(x: 195, y: 200, width: 195, height: 100))
        #expect(screen.collectionView.contentSize.height == 400)
    }

    @Test("A section provider varies by section and is told the container's effective size")
    func sectionProvider() {
        let input = TestWorld.input()
        var asked: [String] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            asked.append("\(index) \(environment.container.effectiveContentSize.width)")
            return index == 0 ? gridSection(fraction: 0.5, height: 100) : gridSection(fraction: 0.25, height: 50)
        }, configuration: configuration)
        let screen = showCompositional(CompositionalScreen(layout: layout, counts: [3, 5]))
        #expect(asked == ["0 390.0", "1 390.0"])
        #expect(screen.frame(2, 0) == CGRect(x: 0, y: 100, width: 195, height: 100))
        #expect(screen.frame(0, 1) == CGRect(x: 0, y: 220, width: 97.5, height: 50))
        #expect(screen.frame(4, 1) == CGRect(x: 0, y: 270, width: 97.5, height: 50))
        #expect(screen.collectionView.contentSize.height == 320)
        input.tap(at: CGPoint(x: 150, y: 245))
        #expect(screen.log == ["shouldSelect 1-1", "didSelect 1-1"])
    }

    @Test("An orthogonal section lays its groups out in one row; the sections after it start below that row")
    func orthogonalSection() {
        _ = TestWorld.input()
        let row = gridSection(fraction: 0.4, height: 120)
        let wide = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(120)),
            subitems: [
                NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            ])
        let carousel = NSCollectionLayoutSection(group: wide)
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? carousel : row })
        let screen = showCompositional(CompositionalScreen(layout: layout, counts: [6, 2]))
        #expect(screen.frame(1, 0) == CGRect(x: 160, y: 0, width: 150, height: 120))
        #expect(screen.frame(5, 0) == CGRect(x: 800, y: 0, width: 150, height: 120))
        #expect(screen.frame(0, 1) == CGRect(x: 0, y: 120, width: 156, height: 120))
        #expect(screen.collectionView.contentSize.height == 240)
        #expect(
            Set(screen.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)) == [0, 1, 2])
    }

    @Test("A horizontal layout: groups follow each other along x and the content scrolls sideways")
    func horizontalScrollDirection() {
        _ = TestWorld.input()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let screen = showCompositional(CompositionalScreen(layout: layout, counts: [9]))
        #expect(screen.frame(1) == CGRect(x: 0, y: 422, width: 200, height: 422))
        #expect(screen.frame(8) == CGRect(x: 800, y: 0, width: 200, height: 422))
        #expect(screen.collectionView.contentSize == CGSize(width: 1000, height: 844))
    }
}
