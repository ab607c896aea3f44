import Foundation

/// Cells, headers and footers made from translated nibs: `register(_:forCellReuseIdentifier:)` with a
/// `UINib` (a `.xib` cell, or a storyboard's prototype cell, which the translation registers this
/// way). Each new cell is the nib's first top-level object of the right class, made anew, with the
/// identifier it was registered under. A registration replaces the identifier's earlier one, nib or
/// class, as in UIKit. A nib that was not translated is reported (`unloadableResource`) and leaves
/// the identifier as it was.
extension UITableView {
    /// Registers the nib whose cell `dequeueReusableCell(withIdentifier:)` makes for `identifier`;
    /// `nil` removes the registration.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return cellRegistry.register(nil, for: identifier) }
        guard nib.isTranslated else {
            UINib.reportUnloadable(
                "UITableView.register(\(nib), forCellReuseIdentifier: \"\(identifier)\")",
                outcome: "register the cell's class instead")
            return
        }
        cellRegistry.register(.nib(nib), for: identifier)
    }

    /// Registers the nib header and footer views for `identifier` are made from.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return headerFooterRegistry.register(nil, for: identifier) }
        guard nib.isTranslated else {
            UINib.reportUnloadable(
                "UITableView.register(\(nib), forHeaderFooterViewReuseIdentifier: \"\(identifier)\")",
                outcome: "register the view's class instead")
            return
        }
        headerFooterRegistry.register(.nib(nib), for: identifier)
    }

    /// A new cell from `nib`, reused under `identifier`.
    func cellFromNib(_ nib: UINib, identifier: String) -> UITableViewCell? {
        guard
            let cell = nib.firstObject(
                of: UITableViewCell.self, for: "dequeueReusableCell(withIdentifier: \"\(identifier)\")")
        else { return nil }
        cell.reuseIdentifier = identifier
        return cell
    }
}

extension UICollectionView {
    /// Registers the nib whose cell `dequeueReusableCell(withReuseIdentifier:for:)` makes.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerNib(nib, key: CollectionReuseKey(kind: nil, identifier: identifier),
            call:
                "UICollectionView.register(\(nib?.description ?? "nil"), forCellWithReuseIdentifier: \"\(identifier)\")"
        )
    }

    /// Registers the nib supplementary views of `kind` are made from.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)
    {
        registerNib(nib, key: CollectionReuseKey(kind: kind, identifier: identifier),
            call:
                "UICollectionView.register(\(nib?.description ?? "nil"), forSupplementaryViewOfKind: \"\(kind)\", "
                    + "withReuseIdentifier: \"\(identifier)\")"
        )
    }

    private func registerNib(_ nib: UINib?, key: CollectionReuseKey, call: String) {
        guard let nib else { return reuse.register(nil, for: key) }
        guard nib.isTranslated else {
            UINib.reportUnloadable(call, outcome: "register the view's class instead")
            return
        }
        reuse.register(.nib(nib), for: key)
    }
}
