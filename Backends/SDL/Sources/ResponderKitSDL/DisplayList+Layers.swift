import Foundation
import ResponderKit

/// What the display list draws of a `CALayer`: rounded corners, borders, shadows, and layers added
/// with `addSublayer(_:)`.
///
/// - The background fills the bounds rounded by `cornerRadius` (at most half the shorter side, only
///   the `maskedCorners`), as Core Animation draws it.
/// - The border is drawn inset in the bounds, `borderWidth` wide, above the content and the subviews
///   (Core Animation: "composited above the receiver's contents and sublayers").
/// - The shadow follows the rounded bounds (or `shadowPath`, unblurred), moved by `shadowOffset` (in
///   the view's coordinates: iOS's default (0, -3) casts it upwards), blurred by `shadowRadius` as
///   three layers that fade out, at `shadowOpacity`. Core Animation shades the layer's whole composited content;
/// ResponderKit shades
///   its rounded bounds when it has a background or a border (the usual card and button).
/// - `masksToBounds` clips subviews to the bounds' box: with a `cornerRadius` the subviews' corners
///   are not rounded (the renderer clips to rectangles; docs/Differences-from-UIKit.md).
struct LayerLook {
    var radius: CGFloat
    var corners: CACornerMask
    var borderWidth: CGFloat
    var borderColor: CGColor?
    var shadowColor: CGColor?
    var shadowOpacity: CGFloat
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    /// `shadowPath` as a polygon (its first subpath, curves flattened), when set.
    var shadowOutline: [CGPoint]?

    @MainActor
    init(_ layer: CALayer, bounds: CGRect) {
        let limit = max(min(bounds.width, bounds.height) / 2, 0)
        let radius = layer.cornerRadius
        self.radius = radius.isFinite ? min(max(radius, 0), limit) : 0
        corners = layer.maskedCorners
        let width = layer.borderWidth
        borderWidth = width.isFinite ? min(max(width, 0), limit) : 0
        borderColor = layer.borderColor
        shadowColor = layer.shadowColor
        let shadow = CGFloat(layer.shadowOpacity)
        shadowOpacity = shadow.isFinite ? min(max(shadow, 0), 1) : 0
        let offset = layer.shadowOffset
        shadowOffset = offset.width.isFinite && offset.height.isFinite ? offset : .zero
        let blur = layer.shadowRadius
        shadowRadius = blur.isFinite ? min(max(blur, 0), 200) : 0
        shadowOutline = layer.shadowPath?.flattened().first
    }

    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }

    /// The outline of `rect` with this look's rounded corners, clockwise from the top left: the four
    /// corners when nothing is rounded, else each rounded corner as an arc of `segments` pieces.
    func outline(of rect: CGRect, radius: CGFloat? = nil, segments: Int = 8) -> [CGPoint] {
        let r = min(max(radius ?? self.radius, 0), max(min(rect.width, rect.height) / 2, 0))
        guard r > 0 else {
            return [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        }
        // Corner centres and the angle each arc starts at (screen coordinates: y down, clockwise).
        let plan: [(CACornerMask, CGPoint, CGPoint, CGFloat)] = [
            (
                .layerMinXMinYCorner, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX + r, y: rect.minY + r),
                .pi
            ),
            (
                .layerMaxXMinYCorner, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX - r, y: rect.minY + r),
                1.5 * .pi
            ),
            (.layerMaxXMaxYCorner, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (
                .layerMinXMaxYCorner, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX + r, y: rect.maxY - r),
                0.5 * .pi
            ),
        ]
        var points: [CGPoint] = []
        points.reserveCapacity(4 * (segments + 1))
        for (mask, corner, centre, start) in plan {
            if corners.contains(mask) {
                for step in 0...segments {
                    let angle = start + CGFloat(step) / CGFloat(segments) * (.pi / 2)
                    points.append(CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
                }
            } else {
                points.append(contentsOf: repeatElement(corner, count: segments + 1))
            }
        }
        return points
    }
}

extension DisplayListBuilder {
    /// The border: a ring between the rounded bounds and the bounds inset by `borderWidth` (its
    /// corners rounded by what is left of the radius), as quads between matching points.
    func addBorder(of look: LayerLook, bounds: CGRect, _ toScreen: CGAffineTransform, _ opacity: CGFloat,
                   _ clip: CGRect?, _ list: inout DisplayList) {
        guard look.borderWidth > 0, let color = look.borderColor, color.alpha > 0 else { return }
        let rgba = RGBA(UIColor(cgColor: color), alpha: opacity)
        let inner = bounds.insetBy(dx: look.borderWidth, dy: look.borderWidth)
        guard look.radius > 0, inner.width > 0, inner.height > 0 else {
            let w = look.borderWidth
            for edge in [CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: w),
                         CGRect(x: bounds.minX, y: bounds.maxY - w, width: bounds.width, height: w),
                         CGRect(x: bounds.minX, y: bounds.minY + w, width: w, height: max(bounds.height - 2 * w, 0)),
                CGRect(x: bounds.maxX - w, y: bounds.minY + w, width: w, height: max(bounds.height - 2 * w, 0)),
            ] {
                list.items.append(
                    .fill(corners: LayerLook.corners(of: edge).map { $0.applying(toScreen) }, color: rgba, clip: clip))
            }
            return
        }
        // With a radius, both outlines are made of arcs with the same number of points.
        let outer = look.outline(of: bounds).map { $0.applying(toScreen) }
        let innerPoints = look.outline(of: inner, radius: max(look.radius - look.borderWidth, 0.001)).map {
            $0.applying(toScreen)
        }
        guard outer.count == innerPoints.count else { return }
        for index in outer.indices {
            let next = (index + 1) % outer.count
            list.items.append(
                .fill(
                    corners: [outer[index], outer[next], innerPoints[next], innerPoints[index]], color: rgba, clip: clip
                ))
        }
    }

    /// The shadow under the rounded bounds: three outlines, each larger by a third of the blur and
    /// each a third of the opacity, so the middle is as dark as `shadowOpacity` and the edge fades.
    func addShadow(of look: LayerLook, bounds: CGRect, _ toScreen: CGAffineTransform, _ opacity: CGFloat,
                   _ clip: CGRect?, _ list: inout DisplayList) {
        guard let color = look.shadowColor else { return }
        let base = UIColor(cgColor: color)
        if let outline = look.shadowOutline {
            // A shadow path is drawn as its outline, moved by the offset, unblurred (a convex shape:
            // the renderer fills polygons as fans).
            let moved = CGAffineTransform(translationX: look.shadowOffset.width, y: look.shadowOffset.height)
                .concatenating(toScreen)
            list.items.append(.fill(corners: outline.map { $0.applying(moved) },
                    color: RGBA(base.withAlphaComponent(1), alpha: look.shadowOpacity * base.alpha * opacity),
                    clip: clip))
            return
        }
        let rect = bounds.offsetBy(dx: look.shadowOffset.width, dy: look.shadowOffset.height)
        let layers = look.shadowRadius > 0 ? 3 : 1
        for step in 0..<layers {
            let grow = look.shadowRadius * CGFloat(layers - step) / CGFloat(layers)
            let outline = look.outline(of: rect.insetBy(dx: -grow, dy: -grow), radius: look.radius + grow)
            let alpha = look.shadowOpacity * base.alpha / CGFloat(layers)
            list.items.append(.fill(corners: outline.map { $0.applying(toScreen) },
                                    color: RGBA(base.withAlphaComponent(1), alpha: alpha * opacity), clip: clip))
        }
    }

    /// A layer added with `addSublayer(_:)` (not a view's): its background, rounded, its border and its
    /// own sublayers, placed by its `frame` in the host's bounds coordinates.
    func addSublayer(_ layer: CALayer, parentToScreen: CGAffineTransform, opacity: CGFloat, clip: CGRect?,
                     to list: inout DisplayList) {
        guard !layer.isHidden else { return }
        let opacity = opacity * CGFloat(layer.opacity)
        guard opacity > 0 else { return }
        let bounds = layer.bounds
        let anchor = CGPoint(
            x: bounds.minX + layer.anchorPoint.x * bounds.width, y: bounds.minY + layer.anchorPoint.y * bounds.height)
        let toScreen = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(layer.affineTransform())
            .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
            .concatenating(parentToScreen)
        let look = LayerLook(layer, bounds: bounds)
        if look.hasShadow { addShadow(of: look, bounds: bounds, toScreen, opacity, clip, &list) }
        if let color = layer.backgroundColor, color.alpha > 0 {
            list.items.append(.fill(corners: look.outline(of: bounds).map { $0.applying(toScreen) },
                                    color: RGBA(UIColor(cgColor: color), alpha: opacity), clip: clip))
        }
        if let gradient = layer as? CAGradientLayer {
            addGradient(gradient, bounds: bounds, toScreen, opacity, clip, &list)
        }
        if let shape = layer as? CAShapeLayer { addShape(shape, toScreen, opacity, clip, &list) }
        var childClip = clip
        if layer.masksToBounds {
            let box = bounds.applying(toScreen)
            childClip = clip.map { $0.intersection(box) } ?? box
        }
        for sublayer in layer.sublayers ?? [] {
            addSublayer(sublayer, parentToScreen: toScreen, opacity: opacity, clip: childClip, to: &list)
        }
        addBorder(of: look, bounds: bounds, toScreen, opacity, clip, &list)
    }
}

extension LayerLook {
    static func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    }
}

extension DisplayListBuilder {
    /// Where an image of `size` is drawn in `bounds` by `mode` — UIKit's `UIView.ContentMode`: scaled
    /// to fill, to fit or to fill keeping its aspect (centred), or unscaled and placed at the centre,
    /// an edge or a corner. `.redraw` scales to fill, as UIKit does for content it did not redraw.
    public nonisolated static func contentRect(for size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect
    {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let scaleX = bounds.width / size.width, scaleY = bounds.height / size.height
            let scale = mode == .scaleAspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            let scaled = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(
                x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width,
                height: scaled.height)
        default:
            let x: CGFloat, y: CGFloat
            switch mode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch mode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// An image view's image: ResponderKit has no pixels (UIImage.swift), so the image is drawn as
    /// its rectangle — placed by the view's `contentMode`, filled with the view's tint at a fifth of
    /// its strength and framed — with its name in the middle. The view's bounds clip it only when
    /// `clipsToBounds` is set (an aspect-filled image spills over otherwise, as in UIKit).
    func addImage(of imageView: UIImageView, bounds: CGRect, _ toScreen: CGAffineTransform, _ opacity: CGFloat,
                  _ clip: CGRect?, _ list: inout DisplayList) {
        guard let image = imageView.isHighlighted ? imageView.highlightedImage ?? imageView.image : imageView.image
        else { return }
        let rect = DisplayListBuilder.contentRect(for: image.size, in: bounds, mode: imageView.contentMode)
        var ownClip = clip
        if imageView.clipsToBounds {
            let box = bounds.applying(toScreen)
            ownClip = clip.map { $0.intersection(box) } ?? box
        }
        let tint = imageView.tintColor ?? .systemBlue
        list.items.append(.fill(corners: LayerLook.corners(of: rect).map { $0.applying(toScreen) },
                                color: RGBA(tint.withAlphaComponent(0.2), alpha: opacity), clip: ownClip))
        var frame = LayerLook(imageView.layer, bounds: rect)
        frame.radius = 0
        frame.borderWidth = min(1, rect.width / 2, rect.height / 2)
        frame.borderColor = tint.cgColor
        addBorder(of: frame, bounds: rect, toScreen, opacity, ownClip, &list)
    }
}

extension DisplayListBuilder {
    /// A button with a `UIButton.Configuration`: its background (rounded by the corner style) and
    /// stroke, then its image's rectangle and title in the foreground colour, as the configuration
    /// resolves them for the button's state (`updated(for:)`).
    func addConfiguredButton(_ button: UIButton, bounds: CGRect, _ toScreen: CGAffineTransform, _ opacity: CGFloat,
                             _ clip: CGRect?, _ list: inout DisplayList, content: Bool = true) {
        guard let configuration = button.configuration?.updated(for: button) else { return }
        var look = LayerLook(button.layer, bounds: bounds)
        look.radius = min(max(configuration.background.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        look.corners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if let fill = configuration.background.backgroundColor, fill.alpha > 0 {
            list.items.append(
                .fill(
                    corners: look.outline(of: bounds).map { $0.applying(toScreen) }, color: RGBA(fill, alpha: opacity),
                    clip: clip))
        }
        if let stroke = configuration.background.strokeColor, configuration.background.strokeWidth > 0 {
            look.borderWidth = configuration.background.strokeWidth
            look.borderColor = stroke.cgColor
            addBorder(of: look, bounds: bounds, toScreen, opacity, clip, &list)
        }
        // (Once laid out, the title label and the image view are subviews that draw themselves.)
        guard content else { return }
        let foreground = configuration.baseForegroundColor ?? .systemBlue
        let font = UIFont.systemFont(
            ofSize: configuration.buttonSize == .mini ? 12 : configuration.buttonSize == .small ? 15 : 17)
        let title = configuration.attributedTitle.map { String($0.characters) } ?? configuration.title
        let titleWidth = title.map { measure($0, font).width } ?? 0
        var titleBounds = bounds
        if let image = configuration.image, image.size.width > 0, image.size.height > 0 {
            let gap = titleWidth > 0 ? configuration.imagePadding : 0
            let left = bounds.midX - (image.size.width + gap + titleWidth) / 2
            let rect = CGRect(
                x: left, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
            list.items.append(.fill(corners: LayerLook.corners(of: rect).map { $0.applying(toScreen) },
                                    color: RGBA(foreground.withAlphaComponent(0.35), alpha: opacity), clip: clip))
            titleBounds = CGRect(x: rect.maxX + gap, y: bounds.minY, width: titleWidth, height: bounds.height)
        }
        if let title, !title.isEmpty {
            addText(
                title, font: font, in: titleBounds, alignment: .center, color: foreground, toScreen, opacity, clip,
                &list)
        }
    }
}

extension DisplayListBuilder {
    /// A gradient layer's fill: 32 bands across the bounds, each the slab of the bounds between two
    /// lines at right angles to the gradient's direction, in the colour at the band's middle.
    func addGradient(_ gradient: CAGradientLayer, bounds: CGRect, _ toScreen: CGAffineTransform, _ opacity: CGFloat,
                     _ clip: CGRect?, _ list: inout DisplayList) {
        let stops = gradient.stops
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let start = CGPoint(
            x: bounds.minX + gradient.startPoint.x * bounds.width,
            y: bounds.minY + gradient.startPoint.y * bounds.height)
        let end = CGPoint(
            x: bounds.minX + gradient.endPoint.x * bounds.width, y: bounds.minY + gradient.endPoint.y * bounds.height)
        let direction = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let length2 = direction.x * direction.x + direction.y * direction.y
        guard length2 > 0, length2.isFinite else {
            list.items.append(.fill(corners: LayerLook.corners(of: bounds).map { $0.applying(toScreen) },
                    color: RGBA(UIColor(cgColor: stops[stops.count - 1].color), alpha: opacity), clip: clip))
            return
        }
        // Where along the gradient (0 at the start, 1 at the end) a point is.
        func position(_ p: CGPoint) -> CGFloat {
            ((p.x - start.x) * direction.x + (p.y - start.y) * direction.y) / length2
        }
        let rect = LayerLook.corners(of: bounds)
        let ts = rect.map(position)
        let lowest = ts.min() ?? 0, highest = ts.max() ?? 1
        let bands = 32
        for band in 0..<bands {
            let t0 = lowest + (highest - lowest) * CGFloat(band) / CGFloat(bands)
            let t1 = lowest + (highest - lowest) * CGFloat(band + 1) / CGFloat(bands)
            let slab = clipped(clipped(rect, position, above: t0), position, below: t1)
            guard slab.count >= 3 else { continue }
            let color = DisplayListBuilder.color(at: (t0 + t1) / 2, in: stops)
            list.items.append(
                .fill(corners: slab.map { $0.applying(toScreen) }, color: RGBA(color, alpha: opacity), clip: clip))
        }
    }

    /// The colour at `t` among the stops (the first before the first stop, the last after the last).
    static func color(at t: CGFloat, in stops: [(location: CGFloat, color: CGColor)]) -> UIColor {
        func rgba(_ color: CGColor) -> [CGFloat] {
            let values = color.components ?? [0, 1]
            return values.count >= 4
                ? Array(values.prefix(4)) : [values[0], values[0], values[0], values.count > 1 ? values[1] : 1]
        }
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return UIColor(cgColor: first.color) }
        if t >= last.location { return UIColor(cgColor: last.color) }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 0
            let x = rgba(a.color), y = rgba(b.color)
            return UIColor(red: x[0] + (y[0] - x[0]) * f, green: x[1] + (y[1] - x[1]) * f,
                           blue: x[2] + (y[2] - x[2]) * f, alpha: x[3] + (y[3] - x[3]) * f)
        }
        return UIColor(cgColor: last.color)
    }

    /// The convex polygon cut down to where `value` is at least (`above`) or at most (`below`) a
    /// bound — one step of Sutherland–Hodgman clipping against a half-plane.
    private func clipped(_ polygon: [CGPoint], _ value: (CGPoint) -> CGFloat, above bound: CGFloat) -> [CGPoint] {
        cut(polygon) { value($0) - bound }
    }

    private func clipped(_ polygon: [CGPoint], _ value: (CGPoint) -> CGFloat, below bound: CGFloat) -> [CGPoint] {
        cut(polygon) { bound - value($0) }
    }

    private func cut(_ polygon: [CGPoint], _ inside: (CGPoint) -> CGFloat) -> [CGPoint] {
        var result: [CGPoint] = []
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let da = inside(a), db = inside(b)
            if da >= 0 { result.append(a) }
            if (da >= 0) != (db >= 0) {
                let f = da / (da - db)
                result.append(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
            }
        }
        return result
    }
}
