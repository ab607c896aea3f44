import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UICollectionViewDataSourcePrefetching, as an app uses it: the items in the screenful past the visible
// ones are announced before they scroll on, in order; the ones a scroll leaves behind unshown are cancelled;
// isPrefetchingEnabled = false announces nothing.

@MainActor
private final class PrefetchRecorder: UICollectionViewDataSourcePrefetching {
    var fetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        fetched.append(indexPaths)
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }
}

@MainActor
@Suite("UICollectionView: prefetching")
struct CollectionViewPrefetchingTests {
    @Test("The screenful below is announced in order; a jump away cancels what was announced and never shown")
    func announcesAheadAndCancelsWhatWasLeft() {
        _ = TestWorld.input()
        let controller = CollectionGridController(counts: [100_000])
        showCollection(controller)
        let collectionView = controller.collectionView!
        let recorder = PrefetchRecorder()
        collectionView.prefetchDataSource = recorder
        collectionView.contentOffset = CGPoint(x: 0, y: 1)
        collectionView.layoutIfNeeded()
        let visible = Set(collectionView.indexPathsForVisibleItems)
        let announced = recorder.fetched.flatMap { $0 }
        let lastVisible = visible.map(\.item).max() ?? 0
        #expect(!announced.isEmpty)
        #expect(announced == announced.sorted(), "in order")
        #expect(announced.allSatisfy { !visible.contains($0) && $0.item > lastVisible }, "\(announced)")
        #expect(Set(announced).count == announced.count, "each item once")

        collectionView.contentOffset = CGPoint(x: 0, y: 110 * 1_000)
        collectionView.layoutIfNeeded()
        let cancelled = recorder.cancelled.flatMap { $0 }
        #expect(Set(announced).isSubset(of: Set(cancelled)), "announced, never shown, left behind")
        #expect(recorder.fetched.last?.allSatisfy { $0.item > 2_900 } == true)

        let calls = recorder.fetched.count
        collectionView.isPrefetchingEnabled = false
        collectionView.contentOffset = CGPoint(x: 0, y: 110 * 2_000)
        collectionView.layoutIfNeeded()
        #expect(recorder.fetched.count == calls)
    }
}
