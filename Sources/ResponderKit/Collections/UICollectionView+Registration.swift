import Foundation

extension UICollectionView {
    /// A cell class and the code that fills it in for an item: iOS 14's registration, which needs no
    /// reuse identifier (`dequeueConfiguredReusableCell(using:for:item:)` registers the class the first
    /// time and calls `handler` on every cell it hands out).
    ///
    /// Where ResponderKit differs: UIKit requires a registration to be made outside the cell provider
    /// (one made inside raises on iOS 15+); here it works either way.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Fills in a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "ResponderKit.CellRegistration.\(String(reflecting: Cell.self))"
        }
    }

    /// A header, footer or other supplementary view class and the code that fills it in.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Supplementary` for views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = "ResponderKit.SupplementaryRegistration.\(String(reflecting: Supplementary.self))"
        }
    }

    /// A cell for `item` at `indexPath`, dequeued (the class registered on first use) and filled in
    /// by the registration's handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            // The identifier is this registration's own; another class under it means an app
            // registered something else under the same name.
            let replacement = Cell(registeredWithReuseIdentifier: registration.reuseIdentifier)
            if let item { registration.handler(replacement, indexPath, item) }
            return replacement
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view dequeued and filled in by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view =
            dequeued as? Supplementary ?? Supplementary(registeredWithReuseIdentifier: registration.reuseIdentifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
