import Foundation

/// A header or footer placed by the compositional layout, before any pinning.
struct CompositionalSupplementary {
    var kind: String
    var frame: CGRect
    var pins: Bool
    var trailing: Bool
    var zIndex: Int
}

/// One laid-out section: its extent along the main axis, its group template and where the repeats of
/// the template begin. The frame of item `i` is the template's leaf `i % leaves.count` moved by
/// `i / leaves.count` strides — no per-item storage, so a section of 100,000 items costs a few numbers.
@MainActor
struct CompositionalSectionGeometry {
    /// The section's extent along the main axis, headers and footers included.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the section's content begins and ends along the main axis (inside headers and footers).
    var contentStart: CGFloat = 0
    var contentEnd: CGFloat = 0
    var itemCount = 0
    var template = CompositionalGroupTemplate()
    /// The origin of the first group.
    var groupsOrigin: CGPoint = .zero
    /// From one group's origin to the next one's.
    var stride: CGFloat = 0
    /// Whether the groups follow each other along x (a horizontal layout or an orthogonal section).
    var repeatsAlongX = false
    var supplementaries: [CompositionalSupplementary] = []

    var groupCount: Int {
        let perGroup = template.leaves.count
        return perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup
    }

    /// The cell frame of item `item`.
    func frame(ofItem item: Int) -> CGRect {
        let perGroup = template.leaves.count
        let leaf = template.leaves[item % perGroup]
        let offset = CGFloat(item / perGroup) * stride
        return leaf.offsetBy(
            dx: groupsOrigin.x + (repeatsAlongX ? offset : 0), dy: groupsOrigin.y + (repeatsAlongX ? 0 : offset))
    }

    /// The items whose frames meet `rect`: only the groups the rect crosses are looked at.
    func items(meeting rect: CGRect) -> [Int] {
        let perGroup = template.leaves.count
        guard itemCount > 0, perGroup > 0 else { return [] }
        let low = repeatsAlongX ? rect.minX - groupsOrigin.x : rect.minY - groupsOrigin.y
        let high = repeatsAlongX ? rect.maxX - groupsOrigin.x : rect.maxY - groupsOrigin.y
        let lastGroup = groupCount - 1
        var first = 0, last = lastGroup
        if stride > 0 {
            let groupLength = repeatsAlongX ? template.size.width : template.size.height
            first = Int(max(0, min(CGFloat(lastGroup), ((low - groupLength) / stride).rounded(.down))))
            last = Int(max(0, min(CGFloat(lastGroup), (high / stride).rounded(.up))))
        }
        guard first <= last else { return [] }
        var found: [Int] = []
        for group in first...last {
            for leaf in 0..<perGroup {
                let item = group * perGroup + leaf
                guard item < itemCount else { break }
                if frame(ofItem: item).intersects(rect) { found.append(item) }
            }
        }
        return found
    }
}
