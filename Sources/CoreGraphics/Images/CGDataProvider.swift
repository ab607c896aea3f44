import Foundation

/// The bytes behind an image — Apple's `CGDataProvider`, as `CGImage(width:…provider:…)` takes them and
/// `image.dataProvider?.data` gives them back.
///
/// Where it differs from Apple's: it holds `Data` (`CGDataProvider(data: data)`, not `data as CFData`;
/// `data` is `Data?`, so `provider.data as Data?` compiles as written). Callback and URL providers
/// are not here; `init?(url:)` reads the file at once.
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    public let data: Data?

    /// A provider of `data`.
    public init?(data: Data) {
        self.data = data
    }

    /// A provider of the file at `url`; `nil` if it cannot be read.
    public convenience init?(url: URL) {
        guard let bytes = try? Data(contentsOf: url) else { return nil }
        self.init(data: bytes)
    }
}
