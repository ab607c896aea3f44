import Foundation

/// An image's pixels: reading them from files and data, drawing them into the current context, and
/// writing them as PNG or JPEG, as UIKit's `UIImage` does.
extension UIImage {
    /// The pixels of PNG or JPEG `data`; `nil` for anything else (the one decoding `init?(data:)`
    /// and asset catalog files share).
    static func decodePixels(_ data: Data) -> CGImage? {
        guard let provider = CGDataProvider(data: data) else { return nil }
        return CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
            ?? CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// How the stored pixels are turned for display — UIKit's `UIImage.Orientation` (raw values as UIKit's).
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// Whether the displayed image is the stored one turned a quarter (width and height swap).
        var swapsSides: Bool { self == .left || self == .right || self == .leftMirrored || self == .rightMirrored }

        /// Where a point `(s, t)` of the stored image (0…1, y down) lands in the displayed one.
        var unitTransform: CGAffineTransform {
            switch self {
            case .up: .identity
            case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
            case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
            case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
            case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
            case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
            case .leftMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 1, ty: 1)
            case .rightMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            }
        }
    }

    /// The pixels, `nil` for an image that has none (a name or a size only).
    public var cgImage: CGImage? { cgImageStorage }

    /// How the pixels are turned for display.
    public var imageOrientation: Orientation { orientationStorage }

    /// The image a PNG or JPEG file's bytes decode to, at scale 1; `nil` for anything else (or
    /// where the decoder is not installed: docs/Drawing.md).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image `data` decodes to, at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = UIImage.decodePixels(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// The image in the file at `path`; its scale is 2 or 3 when the name ends in `@2x` or `@3x`.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image as a PNG file; `nil` for an image with no pixels.
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// The image as a JPEG file at `compressionQuality` (0 smallest … 1 best); `nil` for an image
    /// with no pixels or where libjpeg-turbo is not installed.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage?.jpegData(quality: compressionQuality)
    }

    /// Draws the image at its size with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at `point` with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` in the current context, upright in UIKit's y-down space.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to fill `rect`, with `blendMode` and `alpha`; a tinted image
    /// (`withTintColor(_:)`) is its shape filled with the tint colour.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let image = cgImageStorage,
              rect.width != 0, rect.height != 0, rect.origin.x.isFinite, rect.origin.y.isFinite,
              rect.width.isFinite, rect.height.isFinite else { return }
        let r = rect.standardized
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        let tint = tintColorStorage
        if tint != nil { context.beginTransparencyLayer(in: r, auxiliaryInfo: nil) }
        if isResizable {
            drawSlices(of: image, in: r, ctx: context)
        } else {
            context.saveGState()
            // Unit square → rect, after turning by the orientation; then the flip Core Graphics' image
            // drawing needs in a y-down space.
            let o = orientationStorage.unitTransform
            context.concatenate(
                CGAffineTransform(
                    a: o.a * r.width, b: o.b * r.height, c: o.c * r.width, d: o.d * r.height,
                                                  tx: r.minX + o.tx * r.width, ty: r.minY + o.ty * r.height))
            context.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1))
            context.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 1))
            context.restoreGState()
        }
        if let tint {
            context.setBlendMode(.sourceIn)
            context.setFillColor(tint.cgColor)
            context.fill(r)
            context.endTransparencyLayer()
        }
        context.restoreGState()
    }
}
