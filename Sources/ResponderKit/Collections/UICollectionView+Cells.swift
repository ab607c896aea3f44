import Foundation

/// Registration, reuse queues and the cells of the visible rect.
extension UICollectionView {
    // MARK: Registering and dequeuing

    func registerClass(_ viewClass: AnyClass?, key: CollectionReuseKey, needsCell: Bool) {
        guard let viewClass else { return reuse.register(nil, for: key) }
        let expected: UICollectionReusableView.Type =
            needsCell ? UICollectionViewCell.self : UICollectionReusableView.self
        guard let type = viewClass as? UICollectionReusableView.Type, type == expected || type.isSubclass(of: expected)
        else {
            CollectionDiagnostics.report(
                "register(\(viewClass), …\"\(key.identifier)\"): not a subclass of \(expected); the registration "
                    + "was ignored",
                                         resolution: .dropped)
            return
        }
        reuse.register(.type(type), for: key)
    }

    func dequeueCell(_ identifier: String, _ indexPath: IndexPath) -> UICollectionViewCell {
        let key = CollectionReuseKey(kind: nil, identifier: identifier)
        if let view = takeFromQueue(key) as? UICollectionViewCell { return view }
        let source = reuse.source(for: key)
        if case .nib(let nib) = source,
            let cell = nib.firstObject(
                of: UICollectionViewCell.self, for: "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\")")
        {
            cell.reuseIdentifier = identifier
            cell.owningCollectionView = self
            return cell
        }
        guard case .type(let type) = source else {
            CollectionDiagnostics.report(
                "could not dequeue a cell with identifier \"\(identifier)\" for \(indexPath): no class is "
                    + "registered for it (UIKit raises NSInternalInconsistencyException); a plain UICollectionViewCell "
                    + "was used"
            )
            return plainCell()
        }
        let cell =
            (type.init(registeredWithReuseIdentifier: identifier) as? UICollectionViewCell)
            ?? UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        cell.owningCollectionView = self
        return cell
    }

    func dequeueSupplementary(_ kind: String, _ identifier: String, _ indexPath: IndexPath) -> UICollectionReusableView
    {
        let key = CollectionReuseKey(kind: kind, identifier: identifier)
        if let view = takeFromQueue(key) { return view }
        let source = reuse.source(for: key)
        if case .nib(let nib) = source,
            let view = nib.firstObject(
                of: UICollectionReusableView.self,
                for: "dequeueReusableSupplementaryView(ofKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\")")
        {
            view.reuseIdentifier = identifier
            view.reuseKind = kind
            view.owningCollectionView = self
            return view
        }
        guard case .type(let type) = source else {
            CollectionDiagnostics.report(
                "could not dequeue a view of kind \(kind) with identifier \"\(identifier)\" for \(indexPath): no "
                    + "class is registered for it (UIKit raises NSInternalInconsistencyException); a plain "
                    + "UICollectionReusableView was used"
            )
            let view = UICollectionReusableView(frame: .zero)
            view.owningCollectionView = self
            return view
        }
        let view = type.init(registeredWithReuseIdentifier: identifier)
        view.reuseIdentifier = identifier
        view.reuseKind = kind
        view.owningCollectionView = self
        return view
    }

    private func takeFromQueue(_ key: CollectionReuseKey) -> UICollectionReusableView? {
        guard let view = reuse.dequeue(for: key) else { return nil }
        view.prepareForReuse()
        return view
    }

    /// A cell of this collection view that is not reused (it has no identifier).
    func plainCell() -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        cell.owningCollectionView = self
        return cell
    }

    // MARK: Counts

    /// The items per section, asked of the data source once per reload; a negative count is 0.
    @discardableResult
    func loadCountsIfNeeded() -> [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            if sections < 0 { CollectionDiagnostics.report("numberOfSections(in:) returned \(sections); 0 was used") }
            for section in 0..<max(0, sections) {
                let items = dataSource.collectionView(self, numberOfItemsInSection: section)
                if items < 0 {
                    CollectionDiagnostics.report(
                        "collectionView(_:numberOfItemsInSection: \(section)) returned \(items); 0 was used")
                }
                counts.append(max(0, items))
            }
        }
        itemCounts = counts
        return counts
    }

    /// Whether `indexPath` names an item there is.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        let counts = loadCountsIfNeeded()
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < counts.count else { return false }
        return indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    /// The layout, prepared for the current counts.
    func preparedLayout() -> UICollectionViewLayout {
        loadCountsIfNeeded()
        if lastTiledSize != bounds.size {
            lastTiledSize = bounds.size
            collectionLayoutStorage.boundsChanged(to: bounds)
        }
        collectionLayoutStorage.prepareIfNeeded()
        return collectionLayoutStorage
    }

    // MARK: Tiling

    /// Shows a view for every element the layout puts in the visible rect, and only those. When
    /// self-sizing cells change their items' sizes, the layout is computed again and the views placed
    /// again (SelfSizingCollectionCells.swift), a few passes at most.
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false; prefetchAhead() }
        var passes = 0
        while tilePass() {
            // Still changing after a few passes: the next layout pass goes on from here.
            collectionLayoutStorage.invalidateLayout()
            passes += 1
            if passes == 3 { break }
        }
    }

    /// One placement of the views; returns whether a self-sizing cell changed its item's size.
    private func tilePass() -> Bool {
        var sizesChanged = false
        let generation = reloadGeneration
        let layout = preparedLayout()
        let size = layout.collectionViewContentSize
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
            if contentSize != size { contentSize = size }
        } else {
            reportBadAttributes("collectionViewContentSize was \(size); the content size was kept")
        }
        var cells: [UICollectionViewLayoutAttributes] = []
        var supplementaries: [UICollectionViewLayoutAttributes] = []
        for attributes in layout.layoutAttributesForElements(in: bounds) ?? [] {
            guard attributes.hasUsableFrame else {
                reportBadAttributes(
                    "the layout gave \(attributes.indexPath) the frame \(attributes.frame); it is not shown")
                continue
            }
            switch attributes.representedElementCategory {
            case .cell:
                if isValidItem(attributes.indexPath) {
                    cells.append(attributes)
                } else {
                    reportBadAttributes(
                        "the layout gave attributes for \(attributes.indexPath), which is not an item of the data "
                            + "source"
                    )
                }
            case .supplementaryView where attributes.representedElementKind != nil:
                supplementaries.append(attributes)
            default:
                break
            }
        }
        let wantedCells = Set(cells.map(\.indexPath))
        for (path, cell) in visibleCellsByPath where !wantedCells.contains(path) { endDisplaying(cell, at: path) }
        let wantedSupplementaries = Set(
            supplementaries.map {
                CollectionSupplementaryKey(kind: $0.representedElementKind!, indexPath: $0.indexPath)
            })
        for (key, view) in visibleSupplementary where !wantedSupplementaries.contains(key) { endDisplaying(view, key) }

        for attributes in cells {
            let path = attributes.indexPath
            if let cell = visibleCellsByPath[path] {
                apply(attributes, to: cell)
                continue
            }
            let cell = makeCell(at: path)
            if generation != reloadGeneration { setNeedsLayout(); return false }
            guard visibleCellsByPath[path] == nil else { continue }
            cell.shownIndexPath = path
            if cell.isSelected != selectedPaths.contains(path) { cell.isSelected = selectedPaths.contains(path) }
            if cell.isHighlighted != highlightedPaths.contains(path) {
                cell.isHighlighted = highlightedPaths.contains(path)
            }
            apply(attributes, to: cell)
            if offerPreferredAttributes(of: cell, for: attributes, in: layout) { sizesChanged = true }
            (delegate as? UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: path)
            if generation != reloadGeneration { setNeedsLayout(); return false }
            visibleCellsByPath[path] = cell
            insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
        }
        for attributes in supplementaries {
            let key = CollectionSupplementaryKey(
                kind: attributes.representedElementKind!, indexPath: attributes.indexPath)
            if let view = visibleSupplementary[key] {
                apply(attributes, to: view)
                continue
            }
            let view = makeSupplementary(key)
            if generation != reloadGeneration { setNeedsLayout(); return false }
            guard visibleSupplementary[key] == nil else { continue }
            view.shownIndexPath = key.indexPath
            view.shownKind = key.kind
            apply(attributes, to: view)
            (delegate as? UICollectionViewDelegate)?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            if generation != reloadGeneration { setNeedsLayout(); return false }
            visibleSupplementary[key] = view
            addSubview(view)
        }
        // Higher zIndex in front: supplementary views (headers pinned over the cells) are added last.
        for view in visibleSupplementary.values.sorted(by: { $0.zIndexForOrdering < $1.zIndexForOrdering })
        where view.zIndexForOrdering > 0 {
            bringSubviewToFront(view)
        }
        return sizesChanged
    }

    private func reportBadAttributes(_ message: String) {
        guard !reportedBadAttributes else { return }
        reportedBadAttributes = true
        CollectionDiagnostics.report(
            "\(type(of: collectionLayoutStorage)): \(message) (reported once until the next reload)",
            resolution: .dropped)
    }

    private func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.frame != attributes.frame { view.frame = attributes.frame }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.zIndexForOrdering = attributes.zIndex
        // UIKit compares with the last attributes applied and skips equal ones (Apple's
        // UICollectionViewLayoutAttributes documentation); a copy, as a layout may change and
        // return the same object again.
        if let last = view.appliedAttributes, last.isEqual(attributes) { return }
        view.appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        view.apply(attributes)
    }

    /// The data source's cell for `path`, or a plain cell where UIKit raises.
    private func makeCell(at path: IndexPath) -> UICollectionViewCell {
        guard let dataSource else { return plainCell() }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        if cell.owningCollectionView !== self {
            CollectionDiagnostics.report(
                """
                    collectionView(_:cellForItemAt: \(path)) returned a cell that was not dequeued from this \
                    collection view (UIKit raises NSInternalInconsistencyException); a plain UICollectionViewCell was \
                    shown
                    """
            )
            return plainCell()
        }
        if let shown = cell.shownIndexPath, visibleCellsByPath[shown] === cell {
            CollectionDiagnostics.report(
                "collectionView(_:cellForItemAt: \(path)) returned the cell already shown for \(shown); a plain "
                    + "UICollectionViewCell was shown"
            )
            return plainCell()
        }
        return cell
    }

    private func makeSupplementary(_ key: CollectionSupplementaryKey) -> UICollectionReusableView {
        let plain = { () -> UICollectionReusableView in
            let view = UICollectionReusableView(frame: .zero)
            view.owningCollectionView = self
            return view
        }
        guard let dataSource else { return plain() }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        if view is CollectionMissingSupplementaryView {
            CollectionDiagnostics.report(
                "the layout shows a \(key.kind) at \(key.indexPath) but the data source does not implement "
                    + "collectionView(_:viewForSupplementaryElementOfKind:at:) (UIKit raises); an empty view was shown"
            )
            return plain()
        }
        if view.owningCollectionView !== self {
            CollectionDiagnostics.report(
                "collectionView(_:viewForSupplementaryElementOfKind: \(key.kind), at: \(key.indexPath)) returned a "
                    + "view that was not dequeued from this collection view (UIKit raises); an empty view was shown"
            )
            return plain()
        }
        if let shown = view.shownIndexPath, let kind = view.shownKind,
           visibleSupplementary[CollectionSupplementaryKey(kind: kind, indexPath: shown)] === view {
            CollectionDiagnostics.report(
                "the data source returned the \(kind) view already shown for \(shown); an empty view was shown")
            return plain()
        }
        return view
    }

    /// Takes a cell off the screen and puts it in its reuse queue.
    func endDisplaying(_ cell: UICollectionViewCell, at path: IndexPath) {
        // A delegate that reloaded from an earlier didEndDisplaying already took this one off.
        guard visibleCellsByPath[path] === cell else { return }
        visibleCellsByPath[path] = nil
        recycle(cell)
        (delegate as? UICollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    func endDisplaying(_ view: UICollectionReusableView, _ key: CollectionSupplementaryKey) {
        guard visibleSupplementary[key] === view else { return }
        visibleSupplementary[key] = nil
        recycle(view)
        (delegate as? UICollectionViewDelegate)?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }

    private func recycle(_ view: UICollectionReusableView) {
        view.shownIndexPath = nil
        view.shownKind = nil
        if view.superview === self { view.removeFromSuperview() }
        guard let identifier = view.reuseIdentifier, view.owningCollectionView === self else { return }
        let kind: String? = view is UICollectionViewCell ? nil : view.reuseKind
        reuse.enqueue(view, for: CollectionReuseKey(kind: kind, identifier: identifier))
    }
}
