import Foundation

/// The pasteboard the edit actions copy to and paste from — the text part of UIKit's `UIPasteboard`.
/// On Linux it is the application's own (no system clipboard is shared).
@preconcurrency @MainActor
public final class UIPasteboard: NSObject {
    /// The general pasteboard.
    public static let general = UIPasteboard()

    /// The text on the pasteboard, or `nil`.
    public var string: String?

    /// Whether there is text on the pasteboard.
    public var hasStrings: Bool { string != nil }

    private override init() { super.init() }
}
