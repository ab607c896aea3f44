import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Where UIKit raises or draws nonsense, a diagnostic
// (invalidCollectionViewUse) and a usable layout; touches keep working and end.

@MainActor
@Suite("UICollectionViewCompositionalLayout: bad input is reported, never a crash")
struct CompositionalLayoutBadInputTests {
    /// A one-section layout with `item` in a full-width horizontal group 100 points high.
    func layout(item: NSCollectionLayoutItem) -> UICollectionViewCompositionalLayout {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test("A fraction of 0: reported once, the item fills its group, one per row; a tap still selects")
    func zeroFraction() {
        let input = TestWorld.input()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0), heightDimension: .fractionalHeight(1)))
        var screen: CompositionalScreen?
        let reports = collectingDiagnostics {
            screen = showCompositional(CompositionalScreen(layout: layout(item: item), counts: [20]))
        }
        #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
        #expect(reports.first?.message.contains("fractionalWidth(0.0)") == true)
        #expect(screen?.frame(1) == CGRect(x: 0, y: 100, width: 390, height: 100))
        input.tap(at: CGPoint(x: 300, y: 150))
        #expect(screen?.log == ["shouldSelect 0-1", "didSelect 0-1"])
    }

    @Test("NaN and negative sizes are reported; the layout stays finite")
    func nanAndNegative() {
        _ = TestWorld.input()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(-40), heightDimension: .fractionalHeight(.nan))
        )
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(.nan), heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = -.infinity
        var screen: CompositionalScreen?
        let reports = collectingDiagnostics {
            screen = showCompositional(
                CompositionalScreen(layout: UICollectionViewCompositionalLayout(section: section), counts: [4]))
        }
        #expect(reports.count == 4)
        #expect(
            reports.allSatisfy {
                $0.kind == .invalidCollectionViewUse && $0.message.hasPrefix("UICollectionViewCompositionalLayout:")
            })
        #expect(screen?.frame(1) == CGRect(x: 0, y: 60, width: 390, height: 60))
        #expect(screen?.collectionView.contentSize == CGSize(width: 390, height: 240))
        #expect(screen?.collectionView.visibleCells.count == 4)
    }

    @Test("""
        A section provider returning nil (UIKit raises): reported, the section laid out as 44-point rows that \
        still select
        """)
    func providerReturnsNil() {
        let input = TestWorld.input()
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 1 ? nil : gridSection(fraction: 0.5, height: 100)
        }
        var screen: CompositionalScreen?
        let reports = collectingDiagnostics {
            screen = showCompositional(CompositionalScreen(layout: layout, counts: [2, 3]))
        }
        #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
        #expect(reports.first?.message.contains("returned nil for section 1") == true)
        #expect(screen?.frame(2, 1) == CGRect(x: 0, y: 188, width: 390, height: 44))
        input.tap(at: CGPoint(x: 195, y: 166))
        #expect(screen?.log == ["shouldSelect 1-1", "didSelect 1-1"])
    }

    @Test("A group with no subitems: reported, it holds one item of its own size")
    func emptyGroup() {
        _ = TestWorld.input()
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(80)),
            subitems: [])
        var screen: CompositionalScreen?
        let reports = collectingDiagnostics {
            screen = showCompositional(
                CompositionalScreen(
                    layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                    counts: [3]))
        }
        #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
        #expect(reports.first?.message.contains("no subitems") == true)
        #expect(screen?.frame(2) == CGRect(x: 0, y: 160, width: 200, height: 80))
    }

    @Test("A count below 1 is reported and taken as 1; a tiny fraction is capped, not looped forever")
    func badCounts() {
        _ = TestWorld.input()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1e-9), heightDimension: .fractionalHeight(1)))
        let tiny = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
            subitems: [item])
        let none = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            repeatingSubitem: item, count: 0)
        let sections = [NSCollectionLayoutSection(group: tiny), NSCollectionLayoutSection(group: none)]
        var screen: CompositionalScreen?
        let reports = collectingDiagnostics {
            screen = showCompositional(
                CompositionalScreen(
                    layout: UICollectionViewCompositionalLayout(sectionProvider: { index, _ in sections[index] }),
                    counts: [1500, 2]))
        }
        #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
        #expect(reports.first?.message.contains("count 0") == true)
        #expect(screen?.frame(1000, 0)?.minY == 10)
        #expect(screen?.frame(1, 1)?.minY == 50)
    }

    @Test("A touch that began before the layout changed to a bad one still ends, and selects what is under it")
    func touchSurvivesInvalidation() {
        let input = TestWorld.input()
        var broken = false
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            broken ? nil : gridSection(fraction: 1.0 / 3, height: 130)
        })
        let screen = showCompositional(CompositionalScreen(layout: layout, counts: [10]))
        let finger = input.touchDown(at: CGPoint(x: 60, y: 20))
        input.advance(by: 0.2)
        broken = true
        let reports = collectingDiagnostics {
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            input.lift(finger, at: CGPoint(x: 60, y: 20))
        }
        #expect(reports.map(\.kind) == [.invalidCollectionViewUse])
        #expect(screen.log == ["shouldSelect 0-0", "didSelect 0-0"])
        #expect(screen.frame(1) == CGRect(x: 0, y: 44, width: 390, height: 44))
    }
}
