import Foundation

/// How a list section of a compositional layout looks and behaves — UIKit's
/// `UICollectionLayoutListConfiguration`: table-like rows, full width, 44 points high (the standard
/// row; UIKit measures rows, see docs/CompositionalLayout.md), with optional section headers and footers and the
/// providers of swipe actions.
///
/// Where ResponderKit differs: rows are 44 points high whatever their content (estimated heights are
/// taken as given; no self-sizing); separators and `backgroundColor` are stored, not drawn;
/// `.insetGrouped` and `.sidebar` inset the rows 20 points on each side and the grouped styles
/// leave 20 points above and below each section (approximations of UIKit's layout margins). A
/// sideways drag on a row reveals the swipe providers' actions and a tap on one runs its handler
/// (CollectionListSwipe.swift); a full swipe does not perform the first action.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The list's overall style.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Whether sections have a header, and where it comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is styled as its header (laid out as a row here).
        case firstItemInSection
    }

    /// Whether sections have a footer.
    public enum FooterMode: Int, Sendable {
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The actions a swipe on the item at an index path reveals; `nil` for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    /// Whether rows are separated by lines; `true` by default (stored, not drawn).
    public var showsSeparators = true
    /// The list's background colour; `nil` (the appearance's own) by default (stored).
    public var backgroundColor: UIColor?
    /// `.none` by default.
    public var headerMode: HeaderMode = .none
    /// `.none` by default.
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header; `nil` (the appearance's own) by default.
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The actions the configuration's provider gives for `indexPath` (leading or trailing edge).
    func swipeActions(forItemAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        (leading ? leadingSwipeActionsConfigurationProvider : trailingSwipeActionsConfigurationProvider)?(indexPath)
    }
}

extension NSCollectionLayoutSection {
    /// The row height of a list: the standard 44-point row (UIKit measures its rows; not done here).
    static let listRowHeight: CGFloat = 44

    /// A list section: one full-width 44-point row per item, with the configuration's header and footer.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let section = fallbackList()
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            break
        case .grouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        case .insetGrouped, .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        }
        if let padding = configuration.headerTopPadding, padding.isFinite, padding >= 0 {
            section.contentInsets.top += padding
        }
        let supplementarySize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowHeight))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // Plain and sidebar-plain lists pin their supplementary headers (Apple, HeaderMode.supplementary).
            header.pinToVisibleBounds = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                .init(
                    layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }

    /// A plain list section: one full-width 44-point row per item.
    static func fallbackList() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowHeight))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group)
    }
}
