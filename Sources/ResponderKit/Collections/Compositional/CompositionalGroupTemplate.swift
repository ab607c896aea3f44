import Foundation

/// The cells of one instance of a group, relative to the group's origin, worked out once per
/// invalidation: a section repeats the template, so the frame of any item is arithmetic on it.
///
/// Fill rule (UIKit, Apple's "Layouts" docs and WWDC 2019 "Advances in Collection View Layout"):
/// subitem sizes are fractions of the containing group; a group repeats its subitems along its axis
/// while they fit, `interItemSpacing` apart; a flexible spacing shares the spare length between the gaps.
@MainActor
struct CompositionalGroupTemplate {
    /// The group's size.
    var size: CGSize = .zero
    /// Each leaf item's cell frame, in the order items fill them.
    var leaves: [CGRect] = []

    /// The most items one group instance holds (a guard against tiny fractions).
    static let maximumLeaves = 1000

    init() {}

    /// The template of `group` inside a container of `container` size.
    init(_ group: NSCollectionLayoutGroup, container: CGSize, report: (String) -> Void) {
        size = group.layoutSize.resolve(in: container, report: report)
        leaves = Self.leaves(of: group, in: CGRect(origin: .zero, size: size), report: report)
        if leaves.isEmpty { leaves = [CGRect(origin: .zero, size: size)] }
    }

    /// The cells of `item` placed in `slot`: its content insets taken off, then its subitems if it is a group.
    static func leaves(of item: NSCollectionLayoutItem, in slot: CGRect, report: (String) -> Void) -> [CGRect] {
        let insets = item.contentInsets
        let inner = CGRect(x: slot.minX + insets.leading, y: slot.minY + insets.top,
                           width: max(0, slot.width - insets.leading - insets.trailing),
                           height: max(0, slot.height - insets.top - insets.bottom))
        guard let group = item as? NSCollectionLayoutGroup else { return [inner] }
        return fill(group, in: inner, report: report)
    }

    /// The leaves of `group`'s subitems laid along its axis inside `frame`.
    static func fill(_ group: NSCollectionLayoutGroup, in frame: CGRect, report: (String) -> Void) -> [CGRect] {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? frame.width : frame.height
        guard let first = group.subitems.first else {
            report("a group has no subitems; it holds one item of its own size")
            return [frame]
        }
        var spacing = group.interItemSpacing?.points(report: report) ?? 0
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = group.sharedCount ?? group.repeatCount {
            if count < 1 { report("a group was made with count \(count); it holds one item") }
            let n = min(max(1, count), maximumLeaves)
            var size = first.layoutSize.resolve(in: frame.size, report: report)
            if group.sharedCount != nil {
                let each = max(0, (length - spacing * CGFloat(n - 1)) / CGFloat(n))
                if horizontal { size.width = each } else { size.height = each }
            }
            slots = Array(repeating: (first, size), count: n)
        } else {
            var used: CGFloat = 0
            var index = 0
            while slots.count < maximumLeaves {
                let item = group.subitems[index % group.subitems.count]
                let size = item.layoutSize.resolve(in: frame.size, report: report)
                let itemLength =
                    (horizontal ? size.width : size.height) + edgeLength(item, horizontal: horizontal, report: report)
                let needed = used + (slots.isEmpty ? 0 : spacing) + itemLength
                if !slots.isEmpty, needed > length + 0.001 { break }
                slots.append((item, size))
                used = needed
                index += 1
                if itemLength <= 0, index >= group.subitems.count { break }
            }
        }
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let used =
                slots.reduce(CGFloat(0)) {
                    $0 + (horizontal ? $1.size.width : $1.size.height)
                        + edgeLength($1.item, horizontal: horizontal, report: report)
                }
                + spacing * CGFloat(slots.count - 1)
            spacing += max(0, length - used) / CGFloat(slots.count - 1)
        }
        var cursor = horizontal ? frame.minX : frame.minY
        var result: [CGRect] = []
        for (item, size) in slots {
            let edge = item.edgeSpacing
            let lead = (horizontal ? edge?.leading : edge?.top)?.points(report: report) ?? 0
            let trail = (horizontal ? edge?.trailing : edge?.bottom)?.points(report: report) ?? 0
            let crossLead = (horizontal ? edge?.top : edge?.leading)?.points(report: report) ?? 0
            let origin = horizontal ? CGPoint(x: cursor + lead, y: frame.minY + crossLead)
                                    : CGPoint(x: frame.minX + crossLead, y: cursor + lead)
            result += leaves(of: item, in: CGRect(origin: origin, size: size), report: report)
            cursor += lead + (horizontal ? size.width : size.height) + trail + spacing
        }
        return Array(result.prefix(maximumLeaves))
    }

    /// The edge spacing an item adds along the group's axis.
    static func edgeLength(_ item: NSCollectionLayoutItem, horizontal: Bool, report: (String) -> Void) -> CGFloat {
        guard let edge = item.edgeSpacing else { return 0 }
        let lead = (horizontal ? edge.leading : edge.top)?.points(report: report) ?? 0
        let trail = (horizontal ? edge.trailing : edge.bottom)?.points(report: report) ?? 0
        return lead + trail
    }
}
