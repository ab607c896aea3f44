import Foundation

/// An image reference — UIKit's `UIImage` as event code names it: `UIAction(title: "Save", image:
/// UIImage(systemName: "square.and.arrow.down"))`, `UIImageView(image:)`.
///
/// An image with pixels holds a ``CGImage`` (`UIImage(cgImage:)`, `UIImage(data:)` of a PNG,
/// `UIImage(contentsOfFile:)`, `UIGraphicsImageRenderer`'s images), drawn by `draw(in:)` and
/// `draw(at:)` and written by `pngData()` (UIImage+Pixels.swift). Where UIKit differs: an image
/// may also be only a name, a size in points, a scale and a rendering mode. `init?(named:)` finds
/// the images of the app's asset catalogs as `responderkit-port` registers them
/// (``register(named:size:scale:renderingMode:file:)``), with their pixels when the port copied the
/// catalog's PNG or JPEG files into the app: an unknown name is `nil`, as in UIKit. An app
/// with no registered images gets an image of no size for any non-empty name. `init?(systemName:)`
/// draws ResponderKit's symbols (Drawing/Symbols/).
@preconcurrency @MainActor
open class UIImage: AccessibleObject, UIAccessibilityIdentification, @preconcurrency _ExpressibleByImageLiteral {
    /// The name the image was made with, if any.
    public let name: String?
    /// The image's size in points.
    open var size: CGSize { sizeStorage }
    let sizeStorage: CGSize
    /// The image's scale (2 for an `@2x` image); 1 by default.
    open var scale: CGFloat { scaleStorage }
    var scaleStorage: CGFloat = 1
    /// How the image is drawn: `.automatic` unless made with ``withRenderingMode(_:)`` or its asset
    /// catalog's "Render As".
    open var renderingMode: RenderingMode { renderingModeStorage }
    var renderingModeStorage: RenderingMode = .automatic
    /// The pixels, if the image has any.
    var cgImageStorage: CGImage?
    var orientationStorage: Orientation = .up
    /// The colour a `withTintColor(_:)` image is drawn in.
    var tintColorStorage: UIColor?
    /// A resizable image's caps and how its middle fills (UIImage+Resizable.swift).
    var capInsetsStorage: UIEdgeInsets = .zero
    var resizingModeStorage: ResizingMode = .tile
    /// A system symbol's configuration (`nil` for other images).
    var symbolConfigurationStorage: SymbolConfiguration?
    /// The last symbol configuration applied to this image and the image it gave, so that a view
    /// that applies the same one again gets the same image.
    var appliedSymbolConfiguration: (values: SymbolConfiguration.Values, image: UIImage)?

    /// An image of `size` points with no name (stands for an image made in code).
    public init(size: CGSize) {
        self.name = nil
        self.sizeStorage = size
        super.init()
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point, drawn turned by `orientation`.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let pixels = CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s)
        self.name = nil
        self.sizeStorage = orientation.swapsSides ? CGSize(width: pixels.height, height: pixels.width) : pixels
        self.scaleStorage = s
        self.cgImageStorage = cgImage
        self.orientationStorage = orientation
        super.init()
    }

    /// An image of `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// A copy of `image` with the same pixels, name, size and scale.
    init(copying image: UIImage) {
        self.name = image.name
        self.sizeStorage = image.sizeStorage
        self.scaleStorage = image.scaleStorage
        self.renderingModeStorage = image.renderingModeStorage
        self.cgImageStorage = image.cgImageStorage
        self.orientationStorage = image.orientationStorage
        self.tintColorStorage = image.tintColorStorage
        self.symbolConfigurationStorage = image.symbolConfigurationStorage
        self.capInsetsStorage = image.capInsetsStorage
        self.resizingModeStorage = image.resizingModeStorage
        super.init()
    }

    /// An empty image (`UIImage()`: zero size, no name) — what apps set to hide a bar's shadow.
    public convenience override init() {
        self.init(size: .zero)
    }

    /// The image called `name` in the app's asset catalogs; `nil` for an empty name or, once the app
    /// registered its images, for a name they do not have.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        let asset = AssetImages.images[name]
        if asset == nil, !AssetImages.images.isEmpty { return nil }
        self.name = name
        self.sizeStorage = asset?.size ?? .zero
        self.scaleStorage = asset?.scale ?? 1
        self.renderingModeStorage = asset?.renderingMode ?? .automatic
        self.cgImageStorage = asset.flatMap(AssetImages.pixels(of:))
        super.init()
    }

    /// The image called `name` in `bundle`'s assets for `traitCollection`; `nil` for an empty name.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// An image literal (`#imageLiteral(resourceName:)`): the image of that name, as
    /// `UIImage(named:)` gives it (an empty name gives an unnamed image of no size, never a trap).
    public required convenience init(imageLiteralResourceName path: String) {
        if path.isEmpty {
            self.init(size: .zero)
        } else {
            self.init(named: path)!
        }
    }

    /// The system symbol called `name` (SF Symbols on iOS) at the default configuration; `nil` for
    /// an empty name (Drawing/Symbols/UIImage+Symbols.swift).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name` drawn at `configuration`: a template image.
    init(symbol name: String, configuration: SymbolConfiguration) {
        self.name = name
        let size = SymbolImages.size(of: name, configuration)
        self.sizeStorage = size
        self.scaleStorage = UIScreen.main.scale
        self.renderingModeStorage = .alwaysTemplate
        self.symbolConfigurationStorage = configuration
        self.cgImageStorage = SymbolImages.pixels(of: name, configuration, size: size)
        super.init()
    }

    open override var description: String {
        mainActorDescription(of: self) { "<UIImage \(self.name.map { "'\($0)'" } ?? "unnamed") \(self.sizeStorage)>" }
    }
}
