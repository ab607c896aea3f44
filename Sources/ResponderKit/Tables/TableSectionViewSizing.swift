import Foundation

/// Self-sizing section headers and footers: a header or footer of `automaticDimension` height with
/// neither an estimate nor a title starts at zero; when its section comes on screen the delegate is
/// asked for its view (`viewForHeaderInSection`), and a view it gives is measured at the table's
/// width — its Auto Layout height, as UIKit sizes headers (a view without constraints: the height of
/// the frame the app gave it) — and the section's header (or footer) takes that height; the rows and
/// sections below move.
struct TableSectionViewSizing {
    /// The headers (`true`) and footers asked for their view since the reload.
    var asked: Set<Key> = []
    /// Views made while measuring, placed by the layout that follows (the delegate is asked once).
    var made: [Key: UIView] = [:]

    struct Key: Hashable {
        var section: Int
        var header: Bool
    }

    mutating func reset() {
        asked.removeAll()
        made.removeAll()
    }
}

extension TableRowGeometry {
    /// Gives section `index` a header (or footer) of `height`: the section's rows (after a header)
    /// and the sections after it move by the difference. Returns whether it changed.
    mutating func setSectionViewHeight(_ height: CGFloat, section index: Int, header: Bool) -> Bool {
        guard sections.indices.contains(index), height.isFinite, height >= 0 else { return false }
        let old = header ? sections[index].headerHeight : sections[index].footerHeight
        guard old != height else { return false }
        if header { sections[index].headerHeight = height } else { sections[index].footerHeight = height }
        shiftSections(after: index, by: height - old)
        return true
    }
}

extension UITableView {
    /// Measures the self-sizing headers and footers of the sections on screen that were not asked
    /// yet; returns whether a height changed.
    func sizeSectionViews(on screen: Range<Int>) -> Bool {
        var changed = false
        for index in screen where index < geometry.sections.count {
            for header in [true, false] {
                let section = geometry.sections[index]
                guard header ? section.headerSizesItself : section.footerSizesItself else { continue }
                let key = TableSectionViewSizing.Key(section: index, header: header)
                guard sectionViewSizing.asked.insert(key).inserted else { continue }
                let view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: index)
                                  : tableDelegate?.tableView(self, viewForFooterInSection: index)
                guard let view else { continue }
                sectionViewSizing.made[key] = view
                // A view without constraints keeps the height the app gave its frame.
                let ownHeight = view.frame.height
                view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(ownHeight, 1))
                view.layoutIfNeeded()
                let fitted = view.systemLayoutSizeFitting(
                    CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                let height = fitted.height > 0 && fitted.height.isFinite ? fitted.height : ownHeight
                if height > 0, geometry.setSectionViewHeight(height.rounded(.up), section: index, header: header) {
                    changed = true
                }
            }
        }
        return changed
    }
}
