import Foundation

/// Resizable images — UIKit's `resizableImage(withCapInsets:resizingMode:)` and the older
/// `stretchableImage(withLeftCapWidth:topCapHeight:)`: the caps (corners and edges the insets mark
/// off) keep their size when the image is drawn larger, and the middle tiles (`.tile`, UIKit's
/// default) or stretches (`.stretch`) to fill the rest. Caps wider or taller than the rectangle shrink
/// in proportion so they fit. Where UIKit differs: a turned image (orientation other than `.up`) is
/// drawn scaled whole.
extension UIImage {
    /// How the middle of a resizable image fills its space — UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        case tile = 0
        case stretch = 1
    }

    /// The image with `capInsets` kept whole when drawn larger, the rest tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with `capInsets` kept whole when drawn larger, the rest filled by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let copy = UIImage(copying: self)
        let finite = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right].allSatisfy {
            $0.isFinite && $0 >= 0
        }
        copy.capInsetsStorage = finite ? capInsets : .zero
        copy.resizingModeStorage = resizingMode
        return copy
    }

    /// The image stretched between caps `leftCapWidth` and `topCapHeight` wide (the right and bottom
    /// caps are what is left but one point), as UIKit's deprecated call does.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(max(leftCapWidth, 0)), top = CGFloat(max(topCapHeight, 0))
        let insets = UIEdgeInsets(top: top, left: left, bottom: top > 0 ? max(size.height - top - 1, 0) : 0,
                                  right: left > 0 ? max(size.width - left - 1, 0) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// The caps; zero for an image that is not resizable.
    public var capInsets: UIEdgeInsets { capInsetsStorage }
    /// How the middle fills; `.tile` unless made with `.stretch`.
    public var resizingMode: ResizingMode { resizingModeStorage }
    /// The left cap of a stretchable image.
    public var leftCapWidth: Int { Int(capInsetsStorage.left) }
    /// The top cap of a stretchable image.
    public var topCapHeight: Int { Int(capInsetsStorage.top) }

    var isResizable: Bool { capInsetsStorage != .zero && orientationStorage == .up }

    /// Draws the nine parts of a resizable image into `rect` (y down, points).
    func drawSlices(of image: CGImage, in rect: CGRect, ctx: CGContext) {
        let insets = capInsetsStorage
        // Caps that do not fit shrink in proportion.
        let sx = insets.left + insets.right > rect.width ? rect.width / (insets.left + insets.right) : 1
        let sy = insets.top + insets.bottom > rect.height ? rect.height / (insets.top + insets.bottom) : 1
        let left = insets.left * sx, right = insets.right * sx, top = insets.top * sy, bottom = insets.bottom * sy
        let scale = CGFloat(image.width) / max(size.width, 1)
        let sourceX = [0, insets.left, size.width - insets.right, size.width]
        let sourceY = [0, insets.top, size.height - insets.bottom, size.height]
        let destX = [rect.minX, rect.minX + left, rect.maxX - right, rect.maxX]
        let destY = [rect.minY, rect.minY + top, rect.maxY - bottom, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column] * scale, y: sourceY[row] * scale,
                                    width: (sourceX[column + 1] - sourceX[column]) * scale,
                                    height: (sourceY[row + 1] - sourceY[row]) * scale)
                let dest = CGRect(x: destX[column], y: destY[row], width: destX[column + 1] - destX[column],
                                  height: destY[row + 1] - destY[row])
                guard dest.width > 0, dest.height > 0, let slice = image.cropping(to: source) else { continue }
                let stretches = resizingModeStorage == .stretch || (row != 1 && column != 1)
                if stretches {
                    LayerRenderer.drawUpright(slice, in: dest, ctx: ctx)
                } else {
                    tile(slice, natural: CGSize(width: source.width / scale, height: source.height / scale), in: dest,
                         tilesAcross: column == 1, tilesDown: row == 1, ctx: ctx)
                }
            }
        }
    }

    /// Repeats `slice` at its natural size across (and down) `dest`, clipped to it; past 4,096 copies
    /// it is stretched instead.
    private func tile(
        _ slice: CGImage, natural: CGSize, in dest: CGRect, tilesAcross: Bool, tilesDown: Bool, ctx: CGContext
    ) {
        let step = CGSize(
            width: tilesAcross ? natural.width : dest.width, height: tilesDown ? natural.height : dest.height)
        let across = step.width > 0 ? (dest.width / step.width).rounded(.up) : .infinity
        let down = step.height > 0 ? (dest.height / step.height).rounded(.up) : .infinity
        guard across * down <= 4096 else {
            LayerRenderer.drawUpright(slice, in: dest, ctx: ctx)
            return
        }
        ctx.saveGState()
        ctx.clip(to: dest)
        for j in 0..<Int(down) {
            for i in 0..<Int(across) {
                let tile = CGRect(x: dest.minX + CGFloat(i) * step.width, y: dest.minY + CGFloat(j) * step.height,
                                  width: step.width, height: step.height)
                LayerRenderer.drawUpright(slice, in: tile, ctx: ctx)
            }
        }
        ctx.restoreGState()
    }
}
