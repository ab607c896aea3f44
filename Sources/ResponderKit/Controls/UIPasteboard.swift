import Foundation

/// The pasteboard the edit actions copy to and paste from — the text and URL part of UIKit's
/// `UIPasteboard`. On Linux it is the application's own (no system clipboard is shared).
///
/// As in UIKit, the pasteboard holds items: setting ``string`` (or ``url``) replaces them all with one,
/// ``strings`` (or ``urls``) with one item each; ``string`` and ``url`` read the first item (Apple:
/// "of the first pasteboard item").
@preconcurrency @MainActor
public final class UIPasteboard: NSObject {
    /// The general pasteboard.
    public static let general = UIPasteboard()

    /// One item: its text, its URL, or both (a URL item can be pasted as text too).
    private struct Item {
        var text: String?
        var url: URL?
        init(text: String) { self.text = text }
        init(url: URL) { self.url = url; self.text = url.absoluteString }
    }
    private var items: [Item] = []

    /// The text of the first item (`nil` if it has none); setting it replaces every item (`nil`
    /// empties the pasteboard).
    public var string: String? {
        get { items.first?.text }
        set { items = newValue.map { [Item(text: $0)] } ?? [] }
    }
    /// The texts of the items that have one, or `nil` when none has; setting it replaces every item.
    public var strings: [String]? {
        get { let found = items.compactMap(\.text); return found.isEmpty ? nil : found }
        set { items = (newValue ?? []).map(Item.init(text:)) }
    }
    /// The URL of the first item (`nil` if it has none); setting it replaces every item.
    public var url: URL? {
        get { items.first?.url }
        set { items = newValue.map { [Item(url: $0)] } ?? [] }
    }
    /// The URLs of the items that have one, or `nil` when none has; setting it replaces every item.
    public var urls: [URL]? {
        get { let found = items.compactMap(\.url); return found.isEmpty ? nil : found }
        set { items = (newValue ?? []).map(Item.init(url:)) }
    }
    /// Whether an item has text (a URL item has: it pastes as its address).
    public var hasStrings: Bool { items.contains { $0.text != nil } }
    /// Whether an item has a URL.
    public var hasURLs: Bool { items.contains { $0.url != nil } }
    /// How many items the pasteboard holds.
    public var numberOfItems: Int { items.count }

    /// Replaces the items with the texts and URLs among `values` (what the share sheet's Copy puts
    /// here); returns whether there was any.
    @discardableResult
    func setItems(_ values: [Any]) -> Bool {
        let found: [Item] = values.compactMap { value in
            if let link = value as? URL { return Item(url: link) }
            if let text = value as? String { return Item(text: text) }
            if let text = value as? NSString { return Item(text: text as String) }
            return nil
        }
        guard !found.isEmpty else { return false }
        items = found
        return true
    }

    private override init() { super.init() }
}
