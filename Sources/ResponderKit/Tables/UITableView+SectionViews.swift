import Foundation

/// Section headers and footers, and the table header and footer views: made when their section
/// comes on screen (the delegate's view, or a header view showing the data source's title), placed
/// over the rows, and — in the plain style — floating at the top (headers) or bottom (footers) of the
/// visible area while their section scrolls under them, as UIKit's do.
extension UITableView {
    func layoutSectionViews() {
        var onScreen = 0..<0
        if !geometry.sections.isEmpty, let first = geometry.section(at: bounds.minY),
            let last = geometry.section(at: bounds.maxY)
        {
            onScreen = first..<(last + 1)
        }
        if sizeSectionViews(on: onScreen) {
            // A self-sizing header or footer took its height: the rows move (the next tiling pass).
            rowHeightsChanged = true
            tileAgain = true
        }
        let sections = geometry.sections
        for section in headerViews.keys where !onScreen.contains(section) || section >= sections.count {
            removeSectionView(section, header: true)
        }
        for section in footerViews.keys where !onScreen.contains(section) || section >= sections.count {
            removeSectionView(section, header: false)
        }
        let inset = adjustedContentInset
        for index in onScreen {
            let section = sections[index]
            if section.headerHeight > 0 {
                var y = section.top
                if style == .plain {
                    y = min(max(section.top, bounds.minY + inset.top), section.footerTop - section.headerHeight)
                }
                placeSectionView(
                    index, header: true, frame: CGRect(x: 0, y: y, width: bounds.width, height: section.headerHeight))
            }
            if section.footerHeight > 0 {
                var y = section.footerTop
                if style == .plain {
                    y = max(min(section.footerTop, bounds.maxY - inset.bottom - section.footerHeight), section.rowsTop)
                }
                placeSectionView(
                    index, header: false, frame: CGRect(x: 0, y: y, width: bounds.width, height: section.footerHeight))
            }
            guard geometryValid else { return }
        }
    }

    private func placeSectionView(_ section: Int, header: Bool, frame: CGRect) {
        if let view = header ? headerViews[section] : footerViews[section] {
            if view.frame != frame { view.frame = frame }
            return
        }
        // A self-sizing one was made when it was measured: the delegate is asked once.
        let measured = sectionViewSizing.made.removeValue(
            forKey: TableSectionViewSizing.Key(section: section, header: header))
        let made = measured ?? (header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                                       : tableDelegate?.tableView(self, viewForFooterInSection: section))
        var view = made
        if view == nil, let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                                             : dataSource?.tableView(self, titleForFooterInSection: section) {
            let titled = dequeueReusableHeaderFooterView(withIdentifier: UITableView.titleViewIdentifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleViewIdentifier)
            titled.textLabel?.text = title
            view = titled
        }
        guard let view, geometryValid else { return }
        if header { headerViews[section] = view } else { footerViews[section] = view }
        view.frame = frame
        view.isHidden = false
        addSubview(view)  // in front of the rows
        if header {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    func removeSectionView(_ section: Int, header: Bool) {
        guard let view = header ? headerViews.removeValue(forKey: section) : footerViews.removeValue(forKey: section)
        else { return }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusable.isHidden = true
            headerFooterRegistry.enqueue(reusable, for: identifier)
        } else {
            view.removeFromSuperview()
        }
        if header {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    func layoutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: geometry.sectionsBottom, width: bounds.width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
        }
    }

    /// The reuse identifier of the header and footer views the table makes for titles.
    static let titleViewIdentifier = "ResponderKit.UITableView.title"

    /// The view showing a section's header, if the section is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The view showing a section's footer, if the section is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section] as? UITableViewHeaderFooterView
    }
}
