import Foundation

/// The smallest part of a compositional layout: one cell's size and insets — UIKit's
/// `NSCollectionLayoutItem`. Its `layoutSize` is relative to the group holding it; `contentInsets`
/// shrink the cell inside the space the item takes (the space itself does not change, as in UIKit);
/// `edgeSpacing` adds space outside it.
///
/// Where ResponderKit differs: item-level supplementary items (badges) are not supported.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size relative to its containing group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's slot, around the cell; zero by default.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item's slot; `nil` by default.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// A row or column of items (or nested groups) that a section repeats until its items run out —
/// UIKit's `NSCollectionLayoutGroup`. A horizontal group lays its subitems left to right, a vertical
/// one top to bottom, `interItemSpacing` apart; the subitems are repeated while they fit in the
/// group's length (so one `.fractionalWidth(1/3)` item gives three to a row). The `count:` forms put
/// exactly `count` items in the group: `subitem:count:` (iOS 13, deprecated in 16) resizes them to
/// share the group's length; `repeatingSubitem:count:` (iOS 16) keeps the item's own size.
///
/// Where ResponderKit differs: custom groups (`custom(layoutSize:itemProvider:)`) are not supported; a
/// group with no subitems is reported and takes one item of its own size.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items (or groups) the group lays out, repeated while they fit.
    public let subitems: [NSCollectionLayoutItem]
    /// Exactly this many items, each resized to share the group (`subitem:count:`).
    let sharedCount: Int?
    /// Exactly this many items, each keeping its own size (`repeatingSubitem:count:`).
    let repeatCount: Int?
    /// The space between subitems; `nil` (none) by default.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(
        layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], sharedCount: Int? = nil,
        repeatCount: Int? = nil
    ) {
        self.axis = axis
        self.subitems = subitems
        self.sharedCount = sharedCount
        self.repeatCount = repeatCount
        super.init(layoutSize: layoutSize)
    }

    /// A horizontal group of `subitems`, repeated while they fit.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems)
    }

    /// A horizontal group of exactly `count` equal items sharing the group's width.
    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], sharedCount: count)
    }

    /// A horizontal group repeating `subitem`, at its own size, `count` times.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repeatCount: count)
    }

    /// A vertical group of `subitems`, repeated while they fit.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems)
    }

    /// A vertical group of exactly `count` equal items sharing the group's height.
    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], sharedCount: count)
    }

    /// A vertical group repeating `subitem`, at its own size, `count` times.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repeatCount: count)
    }
}
