import Foundation

/// A nib file's contents — UIKit's `UINib`. ResponderKit does not read nib archives at run time: a
/// nib is made with its name (or data) so the code that names it compiles, and `instantiate` reports
/// an `unloadableResource` diagnostic and returns no objects — build the views in code (the
/// `responderkit-port` tool says where). A table or collection view given a nib for a reuse identifier
/// reports the same and keeps any class registered for it.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Options for `instantiate(withOwner:options:)` — UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib's placeholders stand for.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (`nil` for one made from data).
    public let nibName: String?
    /// The bundle named when it was made.
    public let bundle: Bundle?

    /// The nib called `name` in `bundleOrNil` (the main bundle when `nil`).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
        super.init()
    }

    /// A nib from the contents of a nib file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = nil
        bundle = bundleOrNil
        super.init()
    }

    /// The nib's top-level objects: none here (an `unloadableResource` diagnostic says why).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        UINib.reportUnloadable("UINib(nibName: \"\(nibName ?? "data")\").instantiate(withOwner:options:)", outcome: "no objects were made")
        return []
    }

    open override var description: String { "<UINib \(nibName.map { "'\($0)'" } ?? "from data")>" }

    /// Reports that a nib cannot be read here.
    static func reportUnloadable(_ call: String, outcome: String) {
        UIApplication.current.report(InputDiagnostic(
            kind: .unloadableResource, resolution: .dropped,
            message: "\(call): nib archives are not read at run time here; \(outcome). Build the views in code (docs/Differences-from-UIKit.md)"))
    }
}

extension Bundle {
    /// Loads the nib called `name`: none here, so an `unloadableResource` diagnostic and an empty list.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.reportUnloadable("Bundle.loadNibNamed(\"\(name)\", owner:options:)", outcome: "no objects were made")
        return []
    }
}

extension UITableView {
    /// Registers a nib for cells with `identifier`: reported (nibs are not read here); a class
    /// registered for the identifier stays.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        UINib.reportUnloadable("UITableView.register(\(nib?.description ?? "nil"), forCellReuseIdentifier: \"\(identifier)\")",
                               outcome: "register the cell's class instead")
    }

    /// Registers a nib for headers and footers with `identifier`: reported, as for cells.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        UINib.reportUnloadable("UITableView.register(\(nib?.description ?? "nil"), forHeaderFooterViewReuseIdentifier: \"\(identifier)\")",
                               outcome: "register the view's class instead")
    }
}

extension UICollectionView {
    /// Registers a nib for cells with `identifier`: reported (nibs are not read here).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        UINib.reportUnloadable("UICollectionView.register(\(nib?.description ?? "nil"), forCellWithReuseIdentifier: \"\(identifier)\")",
                               outcome: "register the cell's class instead")
    }

    /// Registers a nib for supplementary views: reported, as for cells.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        UINib.reportUnloadable("UICollectionView.register(\(nib?.description ?? "nil"), forSupplementaryViewOfKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\")",
                               outcome: "register the view's class instead")
    }
}
