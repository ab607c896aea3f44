import Foundation

/// The whole layout of a `UICollectionViewCompositionalLayout`, computed once per invalidation:
/// sections follow each other along the main axis `interSectionSpacing` apart, with the
/// configuration's global headers before them and footers after. `sections(meeting:)` finds the
/// sections in a rect by binary search, and each section finds its groups by arithmetic.
@MainActor
struct CompositionalGeometry {
    var vertical = true
    var sections: [CompositionalSectionGeometry] = []
    var globals: [CompositionalSupplementary] = []
    var contentSize: CGSize = .zero

    /// The inputs of one section.
    struct SectionInput {
        var section: NSCollectionLayoutSection
        var itemCount: Int
    }

    init() {}

    init(
        vertical: Bool, container: CGSize, spacing: CGFloat, globalItems: [NSCollectionLayoutBoundarySupplementaryItem],
         sections inputs: [SectionInput], report: (String) -> Void) {
        self.vertical = vertical
        var cursor: CGFloat = 0
        for item in globalItems where !item.isTrailingEdge {
            globals.append(place(item, at: &cursor, crossOrigin: 0, in: container, report: report))
        }
        for (index, input) in inputs.enumerated() {
            if index > 0 { cursor += spacing }
            sections.append(layOut(input, at: &cursor, container: container, report: report))
        }
        for item in globalItems where item.isTrailingEdge {
            globals.append(place(item, at: &cursor, crossOrigin: 0, in: container, report: report))
        }
        contentSize =
            vertical ? CGSize(width: container.width, height: cursor) : CGSize(width: cursor, height: container.height)
    }

    /// A boundary item at `cursor` along the main axis, moving the cursor past it.
    func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, at cursor: inout CGFloat, crossOrigin: CGFloat,
               in container: CGSize, report: (String) -> Void) -> CompositionalSupplementary {
        if vertical, [.leading, .trailing, .none].contains(item.alignment) {
            report("boundary item \"\(item.elementKind)\" has alignment \(item.alignment), which a vertical layout "
                + "does not support; it is placed as .top")
        }
        let size = item.layoutSize.resolve(in: container, report: report)
        var cross = crossOrigin
        let crossSpace = vertical ? container.width : container.height
        let crossLength = vertical ? size.width : size.height
        if [.topTrailing, .bottomTrailing].contains(item.alignment) { cross += max(0, crossSpace - crossLength) }
        let frame = vertical ? CGRect(x: cross, y: cursor, width: size.width, height: size.height)
                             : CGRect(x: cursor, y: cross, width: size.width, height: size.height)
        cursor += vertical ? size.height : size.width
        return CompositionalSupplementary(kind: item.elementKind, frame: frame, pins: item.pinToVisibleBounds,
                                          trailing: item.isTrailingEdge, zIndex: item.zIndex)
    }

    /// One section at `cursor`, moving the cursor past it.
    func layOut(
        _ input: SectionInput, at cursor: inout CGFloat, container: CGSize, report: (String) -> Void
    ) -> CompositionalSectionGeometry {
        let section = input.section
        let insets = section.contentInsets
        var geometry = CompositionalSectionGeometry()
        geometry.start = cursor
        geometry.itemCount = input.itemCount
        let inner = CGSize(width: max(0, container.width - insets.leading - insets.trailing),
                           height: max(0, container.height - insets.top - insets.bottom))
        let crossOrigin = vertical ? insets.leading : insets.top
        let boundaryContainer =
            vertical
            ? CGSize(width: inner.width, height: container.height)
            : CGSize(width: container.width, height: inner.height)
        for item in section.boundarySupplementaryItems where !item.isTrailingEdge {
            geometry.supplementaries.append(
                place(item, at: &cursor, crossOrigin: crossOrigin, in: boundaryContainer, report: report))
        }
        geometry.contentStart = cursor
        cursor += vertical ? insets.top : insets.leading
        geometry.template = CompositionalGroupTemplate(section.group, container: inner, report: report)
        var spacing = section.interGroupSpacing
        if !spacing.isFinite || spacing < 0 {
            report("interGroupSpacing \(spacing) is not usable; 0 is used")
            spacing = 0
        }
        let orthogonal = section.orthogonalScrollingBehavior != .none
        geometry.repeatsAlongX = vertical == orthogonal
        let size = geometry.template.size
        geometry.stride = (geometry.repeatsAlongX ? size.width : size.height) + spacing
        geometry.groupsOrigin = vertical ? CGPoint(x: insets.leading, y: cursor) : CGPoint(x: cursor, y: insets.top)
        let groups = geometry.groupCount
        if groups > 0 {
            if orthogonal {
                cursor += vertical ? size.height : size.width
            } else {
                cursor += CGFloat(groups) * geometry.stride - spacing
            }
        }
        cursor += vertical ? insets.bottom : insets.trailing
        geometry.contentEnd = cursor
        for item in section.boundarySupplementaryItems where item.isTrailingEdge {
            geometry.supplementaries.append(
                place(item, at: &cursor, crossOrigin: crossOrigin, in: boundaryContainer, report: report))
        }
        geometry.end = cursor
        return geometry
    }

    func main(_ rect: CGRect) -> (low: CGFloat, high: CGFloat) {
        vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// The sections whose extent meets `rect` along the main axis, found by binary search.
    func sections(meeting rect: CGRect) -> Range<Int> {
        let (low, high) = main(rect)
        var lower = 0, upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sections[middle].end < low { lower = middle + 1 } else { upper = middle }
        }
        var last = lower
        while last < sections.count, sections[last].start <= high { last += 1 }
        return lower..<max(lower, last)
    }
}
