import Foundation

/// What a section provider of `UICollectionViewCompositionalLayout` is: given the section's index and
/// the layout environment, the section's layout (UIKit raises when it returns `nil`).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

/// Settings of a whole compositional layout — UIKit's `UICollectionViewCompositionalLayoutConfiguration`:
/// the scroll direction, the space between sections and headers/footers of the whole layout.
///
/// Where ResponderKit differs: `contentInsetsReference` is not supported (fractions refer to the
/// collection view's size less its adjusted content insets). A global boundary item's attributes
/// have index path `[0, 0]` (UIKit's has a one-element index path).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between one section and the next; 0 by default.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (before the first section, after the last).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}
