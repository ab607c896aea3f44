import Foundation

/// The pasteboard the edit actions copy to and paste from — the text and URL part of UIKit's
/// `UIPasteboard`. On Linux it is the application's own (no system clipboard is shared).
///
/// As in UIKit, the pasteboard holds items: setting ``string`` (or ``url``) replaces them all with one,
/// ``strings`` (or ``urls``) with one item each; reading ``string`` gives the first text item.
@preconcurrency @MainActor
public final class UIPasteboard: NSObject {
    /// The general pasteboard.
    public static let general = UIPasteboard()

    /// The items: each a `String` or a `URL`.
    private var items: [Any] = []

    /// The first text item, or `nil`; setting it replaces every item (`nil` empties the pasteboard).
    public var string: String? {
        get { strings?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// Every text item, or `nil` when there is none; setting it replaces every item.
    public var strings: [String]? {
        get { let found = items.compactMap { $0 as? String }; return found.isEmpty ? nil : found }
        set { items = newValue ?? [] }
    }
    /// The first URL item, or `nil`; setting it replaces every item.
    public var url: URL? {
        get { urls?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// Every URL item, or `nil` when there is none; setting it replaces every item.
    public var urls: [URL]? {
        get { let found = items.compactMap { $0 as? URL }; return found.isEmpty ? nil : found }
        set { items = newValue ?? [] }
    }
    /// Whether there is text on the pasteboard.
    public var hasStrings: Bool { strings != nil }
    /// Whether there is a URL on the pasteboard.
    public var hasURLs: Bool { urls != nil }
    /// How many items the pasteboard holds.
    public var numberOfItems: Int { items.count }

    /// Replaces the items with `values`, keeping the texts and URLs among them (what the share
    /// sheet's Copy puts here).
    func setItems(_ values: [Any]) {
        items = values.compactMap { value in
            if let text = value as? String { return text }
            if let link = value as? URL { return link }
            if let text = value as? NSString { return text as String }
            return nil
        }
    }

    private override init() { super.init() }
}
