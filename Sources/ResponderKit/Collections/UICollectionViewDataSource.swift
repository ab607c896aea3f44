import Foundation

/// Where a collection view gets its items — UIKit's `UICollectionViewDataSource`. The number of items
/// and the cells are required; the number of sections (1 by default) and supplementary views are
/// optional.
///
/// Where ResponderKit differs: a layout that shows headers or footers while the data source does not
/// implement `viewForSupplementaryElementOfKind` makes UIKit raise; here the default implementation
/// gives an empty view and the collection view reports an `invalidCollectionViewUse` diagnostic.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// A cell from `dequeueReusableCell(withReuseIdentifier:for:)`, configured for `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// A view from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        CollectionMissingSupplementaryView(frame: .zero)
    }
}

/// What the default `viewForSupplementaryElementOfKind` returns: the collection view reports it.
final class CollectionMissingSupplementaryView: UICollectionReusableView {}
