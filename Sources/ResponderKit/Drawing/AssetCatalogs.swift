import Foundation
import Synchronization

/// The app's asset catalogs, as `responderkit-port` translates them: each image set's name, size,
/// scale and rendering mode, and each colour set's colours for any appearance and for dark. The
/// app's ``PortedAppResources`` registers them; `UIImage(named:)` and `UIColor(named:)` find them.
@preconcurrency @MainActor
enum AssetImages {
    struct Asset {
        var size: CGSize
        var scale: CGFloat
        var renderingMode: UIImage.RenderingMode
        /// The image set's file (PNG or JPEG), when the port copied the catalog into the app's bundle.
        var file: URL?
    }

    static var images: [String: Asset] = [:]
    /// Each file's pixels, decoded the first time an image of it is asked for and kept, as UIKit's
    /// `UIImage(named:)` caches the images it loads. `nil`: the file does not decode.
    static var decoded: [URL: CGImage?] = [:]

    /// The pixels of `asset`'s file, decoded once.
    static func pixels(of asset: Asset) -> CGImage? {
        guard let file = asset.file else { return nil }
        if let known = decoded[file] { return known }
        let image = FileManager.default.contents(atPath: file.path).flatMap(UIImage.decodePixels)
        if image == nil {
            drawingDiagnostic(
                "the asset image file \(file.path) is missing or not a PNG or JPEG file; it has no pixels")
        }
        decoded[file] = .some(image)
        return image
    }
}

/// The colour sets, readable from any thread (`UIColor` is not bound to the main actor).
enum AssetColors {
    static let registry = Mutex<[String: (any: UIColor, dark: UIColor?)]>([:])
}

extension UIImage {
    /// How an image is drawn — UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As its context decides (template in bars and buttons' images, original elsewhere).
        case automatic = 0
        /// Its own colours.
        case alwaysOriginal = 1
        /// Its shape, filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// Registers the image set `name` of the app's asset catalog: `size` in points at `scale`, its
    /// pixels in `file` (a PNG or JPEG file, decoded when the image is first asked for; `nil`: none,
    /// as for a vector image). A ResponderKit addition, called by the code `responderkit-port` writes.
    public static func register(
        named name: String, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
                                file: URL? = nil) {
        AssetImages.images[name] = AssetImages.Asset(size: size, scale: scale, renderingMode: renderingMode, file: file)
    }

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(copying: self)
        copy.renderingModeStorage = renderingMode
        return copy
    }

    /// The same image drawn in `color` wherever it is not transparent (its shape, filled), as its
    /// own colours (`.alwaysOriginal`), as UIKit's tinted images are.
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }

    /// The same image filled with `color` in its shape, drawn with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(copying: self)
        copy.renderingModeStorage = renderingMode
        copy.tintColorStorage = color
        return copy
    }
}

extension UIColor {
    /// Registers the colour set `name` of the app's asset catalog: `any` in the light appearance,
    /// `dark` in the dark one. A ResponderKit addition, called by the code `responderkit-port` writes.
    public static func register(named name: String, any: UIColor, dark: UIColor? = nil) {
        AssetColors.registry.withLock { $0[name] = (any, dark) }
    }

    /// The registered colour set `name`: a colour that follows the interface style when it has a dark
    /// variant.
    static func asset(named name: String) -> UIColor? {
        guard let found = AssetColors.registry.withLock({ $0[name] }) else { return nil }
        guard let dark = found.dark else { return found.any }
        let light = found.any
        return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
}
