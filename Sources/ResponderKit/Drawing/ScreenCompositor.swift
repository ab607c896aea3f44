import Foundation

/// Draws what the screen shows into a backend's pixels: the windows on screen, back to front, each
/// at its frame, through the same layer renderer as `drawHierarchy(in:afterScreenUpdates:)` — so a
/// desktop window shows an app as its snapshots do, anti-aliased at the window's scale. Not UIKit
/// API (on iOS the render server does this): a backend's tool.
///
/// ```
///  backend frame ─▶ damage (what moved, ∪ redrawRequests: layers marked setNeedsDisplay)
///       │
///       ▼
///  render(windows, into: pixels, damage:) ─▶ clip to the damage ─▶ clear to black
///       ─▶ each window's layer tree (animated layers at their presentation) ─▶ the pixels
///       │
///       ▼
///  backend uploads the damaged rows (SDL_UpdateTexture) and presents
/// ```
///
/// The pixels are 32-bit premultiplied BGRA in memory (Cairo's own layout on a little-endian
/// machine, SDL's `ARGB8888`), so Cairo draws straight into the backend's buffer with no copy.
@MainActor
public final class ScreenCompositor {
    /// Whether pixels can be drawn at all: Cairo (`libcairo2`) could be loaded.
    public nonisolated static var isAvailable: Bool {
        var probe: UInt32 = 0
        return CGContext(
            data: &probe, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) != nil
    }

    public init() {}

    /// Draws `windows` (back to front) into `pixels` — `width` × `height` pixels, `bytesPerRow` apart,
    /// premultiplied BGRA — at `scale` pixels per point, only within `damage` (in points; `nil`: the
    /// whole screen), which is cleared to black first. Returns `false` when nothing could be drawn
    /// (no Cairo, a bad size).
    @discardableResult
    public func render(
        _ windows: [UIWindow], into pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                       scale: CGFloat, damage: CGRect? = nil) -> Bool {
        guard width > 0, height > 0, bytesPerRow >= width * 4, scale.isFinite, scale > 0,
            let ctx = CGContext(
                data: pixels, width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                                  space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return false }
        // UIKit's coordinates: one unit a point, y down.
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        let screen = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        let area = Self.pixelAligned(damage ?? screen, scale: scale).intersection(screen)
        guard !area.isNull, !area.isEmpty else { return true }
        ctx.clip(to: area)
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.fill(area)
        let shown = LayerRenderer.showsPresentation
        LayerRenderer.showsPresentation = true
        defer { LayerRenderer.showsPresentation = shown }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        for window in windows where !window.isHidden {
            let frame = window.frame
            guard frame.intersects(area) else { continue }
            ctx.saveGState()
            ctx.translateBy(x: frame.minX, y: frame.minY)
            ctx.translateBy(x: -window.bounds.minX, y: -window.bounds.minY)
            window.layer.render(in: ctx)
            ctx.restoreGState()
        }
        return true
    }

    /// The screen rectangles (points) a backend redraws beyond what its own change detection sees,
    /// from one walk of the visible layers:
    /// - every layer whose place on the screen changed since the last call — where it was and where
    ///   it is, its shadow's reach included — and every layer that appeared or went (a scrolled
    ///   table's rows, separators and all);
    /// - each view marked with `setNeedsDisplay()` since it was last drawn (a custom `draw(_:)`
    ///   whose content changed);
    /// - the whole window while an explicit Core Animation animation runs in it.
    /// The first call reports every layer (nothing was drawn before).
    public func redrawRequests(in windows: [UIWindow]) -> [CGRect] {
        var rects: [CGRect] = []
        var placed: [ObjectIdentifier: CGRect] = [:]
        placed.reserveCapacity(lastPlaces.count)
        for window in windows where !window.isHidden {
            let origin = CGAffineTransform(
                translationX: window.frame.minX - window.bounds.minX, y: window.frame.minY - window.bounds.minY)
            collect(window.layer, toScreen: origin, in: window, placed: &placed, into: &rects)
        }
        for (id, rect) in lastPlaces where placed[id] == nil { rects.append(rect) }
        lastPlaces = placed
        return rects
    }

    /// Each drawn layer's screen box at the last ``redrawRequests(in:)``.
    private var lastPlaces: [ObjectIdentifier: CGRect] = [:]

    private func collect(_ layer: CALayer, toScreen: CGAffineTransform, in window: UIWindow,
                         placed: inout [ObjectIdentifier: CGRect], into rects: inout [CGRect]) {
        let look = LayerRenderer.shown(layer)
        guard !layer.isHidden, look.opacity > 0 else { return }
        var box = look.bounds.applying(toScreen)
        if layer.shadowOpacity > 0 {
            let reach = LayerRenderer.shadowReach(of: layer) + 1
            box = box.insetBy(dx: -reach, dy: -reach)
        }
        if box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite {
            let id = ObjectIdentifier(layer)
            if let before = lastPlaces[id] {
                if before != box { rects.append(before); rects.append(box) }
            } else {
                rects.append(box)
            }
            placed[id] = box
            if layer.explicitAnimations.contains(where: { !$0.finished }) {
                rects.append(window.frame)
            } else if layer.needsDisplay() {
                rects.append(box)
            }
        }
        for sublayer in layer.sublayers ?? [] {
            let placement = LayerRenderer.placement(of: sublayer, look: LayerRenderer.shown(sublayer)).concatenating(
                toScreen)
            collect(sublayer, toScreen: placement, in: window, placed: &placed, into: &rects)
        }
    }

    /// `rect` grown to whole pixels at `scale`, so a clip never cuts a pixel in half.
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return .null }
        let minX = (rect.minX * scale).rounded(.down) / scale, minY = (rect.minY * scale).rounded(.down) / scale
        let maxX = (rect.maxX * scale).rounded(.up) / scale, maxY = (rect.maxY * scale).rounded(.up) / scale
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
