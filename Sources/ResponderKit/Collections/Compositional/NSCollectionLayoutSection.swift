import Foundation

/// How a section scrolls across the layout's scroll direction — UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Anything but `.none` lays the section's
/// groups out in one line across the main axis.
///
/// Where ResponderKit differs: the line does not scroll on its own (UIKit hosts it in an inner scroll
/// view); groups past the collection view's edge are laid out but not reachable. All non-`.none`
/// values behave alike.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// One section of a compositional layout: a group repeated until the section's items run out —
/// UIKit's `NSCollectionLayoutSection`. `contentInsets` surround the groups; `interGroupSpacing`
/// separates them; `boundarySupplementaryItems` (headers, footers) sit before and after the insets.
///
/// Where ResponderKit differs: decoration items, `visibleItemsInvalidationHandler` and
/// `supplementariesFollowContentInsets` are not supported; see `orthogonalScrollingBehavior`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups (inside its headers and footers); zero by default.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between one group and the next; 0 by default.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `.none` by default; see the type for what the other values do here.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Kept from a list configuration: the swipe providers of a list section (see docs/CompositionalLayout.md).
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// Where a boundary supplementary item sits against its section — UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section (or of the whole layout) — UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`. `.top` alignments go before the section's content,
/// `.bottom` ones after; with `pinToVisibleBounds` a header stays at the top of the visible area while
/// its section scrolls by (a footer at the bottom).
///
/// Where ResponderKit differs: in a vertical layout `.leading`, `.trailing` and `.none` are reported
/// and taken as `.top`; in a horizontal layout `.top*`/`.leading` go before the section along x and
/// `.bottom*`/`.trailing` after; `offset` and `extendsBoundary = false` are not supported.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind the collection view asks its data source for (e.g. `UICollectionView.elementKindSectionHeader`).
    public let elementKind: String
    public let alignment: NSRectAlignment
    /// Whether the item stays in view while its section is visible; `false` by default.
    open var pinToVisibleBounds = false
    /// Views with a higher `zIndex` are in front; 1 by default (pinned items are put in front of cells).
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }

    /// Whether the item goes after its section's content (a footer).
    var isTrailingEdge: Bool { [.bottom, .bottomLeading, .bottomTrailing, .trailing].contains(alignment) }
}

/// The space a layout works in — UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public struct NSCollectionLayoutContainer {
    /// The collection view's size.
    public let contentSize: CGSize
    /// The collection view's size less its adjusted content insets: what fractional sizes refer to.
    public let effectiveContentSize: CGSize
    public let contentInsets: NSDirectionalEdgeInsets
    public let effectiveContentInsets: NSDirectionalEdgeInsets
}

/// What a section provider is told about where its section goes — UIKit's
/// `NSCollectionLayoutEnvironment` (a protocol in UIKit; a struct here, used the same way).
@preconcurrency @MainActor
public struct NSCollectionLayoutEnvironment {
    public let container: NSCollectionLayoutContainer
    public let traitCollection: UITraitCollection
}
