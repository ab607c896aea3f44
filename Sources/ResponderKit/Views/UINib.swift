import Foundation

/// A nib file's contents — UIKit's `UINib`.
///
/// UIKit reads compiled nibs at run time. Here a nib is Swift: `responderkit-port` translates each
/// `.xib` into a function that makes its top-level objects for an owner — the views with what
/// Interface Builder set, their constraints, the owner's outlets and actions connected, then
/// `awakeFromNib()` on each — registered under the nib's name (``register(name:instantiate:)``), and
/// a storyboard's prototype cells become nibs the same way. `UINib(nibName:bundle:)`,
/// `Bundle.loadNibNamed`, a controller's `init(nibName:bundle:)` and the table and collection
/// views' nib registrations find them. A nib that was not translated makes nothing: `instantiate`
/// reports an `unloadableResource` diagnostic and returns no objects (UIKit raises).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Options for `instantiate(withOwner:options:)` — UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib's placeholders stand for.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Makes a translated nib's top-level objects for `owner` (the File's Owner). A ResponderKit addition.
    public typealias Instantiate = @MainActor (_ owner: Any?, _ options: [OptionsKey: Any]?) -> [Any]

    /// The translated nibs, by name.
    static var translatedNibs: [String: Instantiate] = [:]

    /// Makes `instantiate` the nib `UINib(nibName: name, bundle:)` finds. A ResponderKit addition,
    /// called by the code `responderkit-port` writes.
    public static func register(name: String, instantiate: @escaping Instantiate) {
        translatedNibs[name] = instantiate
    }

    /// The nib's name (`nil` for one made from data or from a translation directly).
    public let nibName: String?
    /// The bundle named when it was made.
    public let bundle: Bundle?
    private let body: Instantiate?

    /// The nib called `name` (the bundle is not consulted: translated nibs are code).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
        PortedResourceLoader.loadIfNeeded()
        body = UINib.translatedNibs[name]
        super.init()
    }

    /// A nib from the contents of a nib file: not readable here (its `instantiate` reports so).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = nil
        bundle = bundleOrNil
        body = nil
        super.init()
    }

    /// A nib made by its translation — a storyboard's prototype cell. A ResponderKit addition.
    public init(translatedName name: String, instantiate: @escaping Instantiate) {
        nibName = name
        bundle = nil
        body = instantiate
        super.init()
    }

    /// Whether the nib has a translation to make its objects from.
    var isTranslated: Bool { body != nil }

    /// The nib's top-level objects, made anew for `ownerOrNil`, its outlets and actions connected.
    /// A nib with no translation gives none, with an `unloadableResource` diagnostic.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let body else {
            UINib.reportUnloadable(
                "UINib(nibName: \"\(nibName ?? "data")\").instantiate(withOwner:options:)",
                outcome: "no objects were made")
            return []
        }
        return body(ownerOrNil, optionsOrNil)
    }

    open override var description: String { "<UINib \(nibName.map { "'\($0)'" } ?? "from data")>" }

    /// Reports that a nib cannot be read here.
    static func reportUnloadable(_ call: String, outcome: String) {
        UIApplication.current.report(Diagnostic(
            kind: .unloadableResource, resolution: .dropped,
                message:
                    "\(call): no translated nib of that name (responderkit-port translates an app's .xib files); "
                        + "\(outcome)"
            ))
    }

    /// The first top-level object of `type` the nib makes, or `nil` (reported).
    func firstObject<T>(of type: T.Type, for use: String) -> T? {
        guard isTranslated else {
            UINib.reportUnloadable(use, outcome: "register the class instead")
            return nil
        }
        if let found = instantiate(withOwner: nil).lazy.compactMap({ $0 as? T }).first { return found }
        UINib.reportUnloadable(use, outcome: "the nib has no top-level \(T.self)")
        return nil
    }
}

extension Bundle {
    /// The top-level objects of the translated nib `name`, made for `owner`; `nil` (UIKit raises) for
    /// a nib that was not translated, with a diagnostic.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.isTranslated else {
            UINib.reportUnloadable("Bundle.loadNibNamed(\"\(name)\", owner:options:)", outcome: "no objects were made")
            return nil
        }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
