import Foundation
import ResponderKit
import Testing

/// Views and layers rendered as iOS apps render them (`drawHierarchy(in:afterScreenUpdates:)`,
/// `layer.render(in:)`), with custom `draw(_:)` overrides, and the pixels read back.
@MainActor
@Suite("Views render their backgrounds, draw(_:), layers and subviews",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
struct ViewRenderingTests {
    /// A view that draws a red cross the way custom iOS views do.
    final class CrossView: UIView {
        var drawnRects: [CGRect] = []
        override func draw(_ rect: CGRect) {
            drawnRects.append(rect)
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setStrokeColor(UIColor.red.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 0, y: bounds.midY))
            context.addLine(to: CGPoint(x: bounds.maxX, y: bounds.midY))
            context.move(to: CGPoint(x: bounds.midX, y: 0))
            context.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY))
            context.strokePath()
        }
    }

    static func snapshot(_ view: UIView) -> PixelReader? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        return PixelReader(image)
    }

    @Test("draw(_:) runs with the bounds as its rect and a current context, over the background colour")
    func customDraw() throws {
        let view = CrossView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        view.backgroundColor = .white
        let pixels = try #require(Self.snapshot(view))
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 20, height: 20)])
        #expect(pixels[2, 10] == [255, 0, 0, 255])
        #expect(pixels[10, 2] == [255, 0, 0, 255])
        #expect(pixels[2, 2] == [255, 255, 255, 255])
    }

    @Test("Subviews draw at their frames, on top of their superview, in order; hidden ones do not draw")
    func subviews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        blue.backgroundColor = .blue
        let hidden = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        [red, blue, hidden].forEach(root.addSubview)
        let pixels = try #require(Self.snapshot(root))
        #expect(pixels[6, 6] == [255, 0, 0, 255])
        #expect(pixels[12, 12] == [0, 0, 255, 255])
        #expect(pixels[2, 25] == [255, 255, 255, 255])
    }

    @Test("A rotated subview draws rotated about its centre")
    func transformedSubview() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let bar = UIView(frame: CGRect(x: 10, y: 18, width: 20, height: 4))
        bar.backgroundColor = .black
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(bar)
        let pixels = try #require(Self.snapshot(root))
        #expect(pixels[20, 12][3] == 255)  // now vertical through the centre
        #expect(pixels[12, 20][3] == 0)
    }

    @Test("cornerRadius rounds the background; masksToBounds clips subviews to it; the border is drawn inside")
    func cornersAndBorders() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.blue.cgColor
        card.clipsToBounds = true
        let fill = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        fill.backgroundColor = .red
        fill.alpha = 1
        card.addSubview(fill)
        let pixels = try #require(Self.snapshot(card))
        #expect(pixels[0, 0][3] == 0)  // outside the rounded corner
        #expect(pixels[20, 0] == [0, 0, 255, 255])  // the border on top of the subview
        #expect(pixels[20, 20] == [255, 0, 0, 255])
    }

    @Test("alpha composites a view and its subviews as one, as iOS's group opacity")
    func groupOpacity() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = UIView(frame: root.bounds)
        parent.backgroundColor = .red
        parent.alpha = 0.5
        let child = UIView(frame: parent.bounds)
        child.backgroundColor = .blue
        parent.addSubview(child)
        root.addSubview(parent)
        let pixels = try #require(Self.snapshot(root))
        #expect(pixels.pixel(x: 5, y: 5, isNear: [0, 0, 128, 128]))
    }

    @Test("A shape layer strokes the part of its path between strokeStart and strokeEnd")
    func shapeLayer() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let line = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 40, y: 5))
        line.path = path.cgPath
        line.strokeColor = UIColor.black.cgColor
        line.fillColor = nil
        line.lineWidth = 4
        line.strokeEnd = 0.5
        view.layer.addSublayer(line)
        let pixels = try #require(Self.snapshot(view))
        #expect(pixels[5, 5][3] == 255)
        #expect(pixels[30, 5][3] == 0)
        line.strokeStart = 0.5
        line.strokeEnd = 1
        let second = try #require(Self.snapshot(view))
        #expect(second[5, 5][3] == 0)
        #expect(second[30, 5][3] == 255)
    }

    @Test("A gradient layer runs top to bottom by default")
    func gradientLayer() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        view.layer.addSublayer(gradient)
        let pixels = try #require(Self.snapshot(view))
        #expect(pixels[5, 1][0] < 20)
        #expect(pixels[5, 38][0] > 235)
        #expect(pixels[5, 0][3] == 255)
    }

    @Test("An image view draws its image placed by contentMode; a template image in the tint colour")
    func imageView() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let imageView = UIImageView(image: square)
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        imageView.contentMode = .scaleAspectFit
        let fitted = try #require(Self.snapshot(imageView))
        #expect(fitted[20, 10][3] == 255)
        #expect(fitted[5, 10][3] == 0)  // aspect fit leaves the sides empty
        imageView.image = square.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = .red
        let tinted = try #require(Self.snapshot(imageView))
        #expect(tinted[20, 10] == [255, 0, 0, 255])
    }

    @Test("A layer's shadow falls under it; a mask keeps only where the mask is opaque")
    func shadowAndMask() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        root.addSubview(card)
        let shadowed = try #require(Self.snapshot(root))
        #expect(shadowed[15, 15] == [255, 255, 255, 255])
        #expect(shadowed[15, 25] == [0, 0, 0, 255])
        let masked = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        masked.backgroundColor = .red
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        mask.backgroundColor = UIColor.black.cgColor
        masked.layer.mask = mask
        let pixels = try #require(Self.snapshot(masked))
        #expect(pixels[5, 5] == [255, 0, 0, 255])
        #expect(pixels[15, 5][3] == 0)
    }

    @Test("layer.contents shows a CGImage by contentsGravity; snapshotView shows what the view looked like")
    func contentsAndSnapshots() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        holder.layer.contents = dot.cgImage
        holder.layer.contentsGravity = .center
        let pixels = try #require(Self.snapshot(holder))
        #expect(pixels[10, 10] == [0, 255, 0, 255])
        #expect(pixels[2, 2][3] == 0)
        let original = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        original.backgroundColor = .blue
        let snapshot = try #require(original.snapshotView(afterScreenUpdates: true))
        original.backgroundColor = .red
        #expect(snapshot.bounds.size == original.bounds.size)
        let copy = try #require(Self.snapshot(snapshot))
        #expect(copy[5, 5] == [0, 0, 255, 255])
    }

    @Test("isOpaque (true by default), contentScaleFactor and clearsContextBeforeDrawing are kept on the layer")
    func drawingHints() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.isOpaque && view.layer.isOpaque && view.clearsContextBeforeDrawing)
        #expect(!CALayer().isOpaque)
        view.isOpaque = false
        view.clearsContextBeforeDrawing = false
        view.contentScaleFactor = 3
        view.contentScaleFactor = .nan
        #expect(!view.layer.isOpaque && !view.clearsContextBeforeDrawing)
        #expect(view.contentScaleFactor == 3 && view.layer.contentsScale == 3)
    }

    @Test("setNeedsDisplay marks the layer; rendering draws it and clears the mark")
    func needsDisplay() throws {
        let view = CrossView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.setNeedsDisplay()
        #expect(view.layer.needsDisplay())
        _ = Self.snapshot(view)
        #expect(!view.layer.needsDisplay())
        #expect(view.drawnRects.count == 1)
    }

    @Test("""
        Sublayers are drawn back to front by zPosition, then in order: one shared zPosition (any value) keeps the \
        order
        """)
    func zPositionOrder() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let red = CALayer(), blue = CALayer()
        for (layer, color) in [(red, UIColor.red), (blue, UIColor.blue)] {
            layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            layer.backgroundColor = color.cgColor
            host.layer.addSublayer(layer)
        }
        // The same zPosition, 0 or any other: the later sublayer (blue) is on top.
        for shared: CGFloat in [0, 5] {
            red.zPosition = shared
            blue.zPosition = shared
            #expect(try #require(Self.snapshot(host))[20, 20] == [0, 0, 255, 255], "both at \(shared)")
        }
        // Different ones: the higher is on top, whatever the order.
        red.zPosition = 6
        #expect(try #require(Self.snapshot(host))[20, 20] == [255, 0, 0, 255])
        red.zPosition = -1
        blue.zPosition = -2
        #expect(try #require(Self.snapshot(host))[20, 20] == [255, 0, 0, 255])
    }
}
