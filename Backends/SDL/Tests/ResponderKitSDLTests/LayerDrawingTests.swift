import Foundation
import ResponderKit
import ResponderKitSDL
import Testing

/// What the backend draws of a view's layer: rounded corners, borders above the subviews,
/// shadows under the background, added sublayers, dark-mode colours and an image view's content mode.
@MainActor
@Suite("Drawing layers")
struct LayerDrawingTests {
    let builder = DisplayListBuilder()

    private func window(_ subviews: UIView...) -> UIWindow { shownWindow(subviews) }

    private func fills(_ list: DisplayList) -> [(corners: [CGPoint], color: RGBA)] { fillItems(list) }

    /// The area of a polygon (the shoelace formula).
    private func area(_ p: [CGPoint]) -> CGFloat {
        abs(p.indices.reduce(0) { $0 + p[$1].x * p[($1 + 1) % p.count].y - p[($1 + 1) % p.count].x * p[$1].y }) / 2
    }

    @Test("cornerRadius rounds the background: its outline stays inside the bounds and cuts the corners")
    func roundedBackground() throws {
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 60))
        card.backgroundColor = .red
        card.layer.cornerRadius = 20
        let outline = try #require(fills(builder.build(windows: [window(card)])).first).corners
        #expect(outline.count > 4)
        #expect(
            outline.allSatisfy { $0.x >= 100 - 1e-9 && $0.x <= 200 + 1e-9 && $0.y >= 100 - 1e-9 && $0.y <= 160 + 1e-9 })
        #expect(!outline.contains { abs($0.x - 100) < 1e-6 && abs($0.y - 100) < 1e-6 })
        // Only the top corners: the bottom ones are square again.
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let topOnly = try #require(fills(builder.build(windows: [window(card)])).first).corners
        #expect(topOnly.contains { abs($0.x - 100) < 1e-6 && abs($0.y - 160) < 1e-6 })
    }

    @Test(
        """
            The border is drawn after the subviews, in its colour; the shadow before the background, offset upwards by \
            default
            """
    )
    func borderAndShadowOrder() throws {
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.blue.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 0
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        inside.backgroundColor = .green
        card.addSubview(inside)
        let items = fills(builder.build(windows: [window(card)]))
        let colors = items.map(\.color)
        let shadowIndex = try #require(colors.firstIndex { $0.red == 0 && $0.green == 0 && $0.blue == 0 })
        let backgroundIndex = try #require(colors.firstIndex(of: RGBA(red: 1, green: 1, blue: 1, alpha: 1)))
        let subviewIndex = try #require(colors.firstIndex(of: RGBA(red: 0, green: 1, blue: 0, alpha: 1)))
        let borderIndex = try #require(colors.firstIndex(of: RGBA(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(shadowIndex < backgroundIndex && backgroundIndex < subviewIndex && subviewIndex < borderIndex)
        #expect(colors[shadowIndex].alpha == 0.5)
        // Core Animation's default offset (0, -3): the shadow is 3 points higher.
        #expect(items[shadowIndex].corners.map(\.y).min() == 97)
        // Four edges, inside the bounds.
        #expect(colors.filter { $0 == RGBA(red: 0, green: 0, blue: 1, alpha: 1) }.count == 4)
    }

    @Test("A sublayer added to a view's layer is drawn at its frame in the view, with its background")
    func sublayers() throws {
        let host = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let stripe = CALayer()
        stripe.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        stripe.backgroundColor = UIColor.orange.cgColor
        host.layer.addSublayer(stripe)
        let drawn = try #require(fills(builder.build(windows: [window(host)])).first)
        #expect(
            drawn.corners == [
                CGPoint(x: 60, y: 70), CGPoint(x: 90, y: 70), CGPoint(x: 90, y: 110), CGPoint(x: 60, y: 110),
            ])
    }

    @Test("A view that overrides the style to dark is drawn with the dark value of a system colour")
    func darkSubtree() throws {
        let light = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        light.backgroundColor = .systemBackground
        let dark = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        dark.backgroundColor = .systemBackground
        dark.overrideUserInterfaceStyle = .dark
        let colors = fills(builder.build(windows: [window(light, dark)])).map(\.color)
        #expect(colors == [RGBA(red: 1, green: 1, blue: 1, alpha: 1), RGBA(red: 0, green: 0, blue: 0, alpha: 1)])
    }

    @Test("contentMode places an image: aspect fit inside, aspect fill over, centre unscaled, top-left in the corner")
    func contentModes() {
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        let image = CGSize(width: 50, height: 50)
        #expect(DisplayListBuilder.contentRect(for: image, in: bounds, mode: .scaleToFill) == bounds)
        #expect(
            DisplayListBuilder.contentRect(for: image, in: bounds, mode: .scaleAspectFit)
                == CGRect(x: 50, y: 0, width: 100, height: 100))
        #expect(
            DisplayListBuilder.contentRect(for: image, in: bounds, mode: .scaleAspectFill)
                == CGRect(x: 0, y: -50, width: 200, height: 200))
        #expect(
            DisplayListBuilder.contentRect(for: image, in: bounds, mode: .center)
                == CGRect(x: 75, y: 25, width: 50, height: 50))
        #expect(
            DisplayListBuilder.contentRect(for: image, in: bounds, mode: .topLeft)
                == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(
            DisplayListBuilder.contentRect(for: image, in: bounds, mode: .bottomRight)
                == CGRect(x: 150, y: 50, width: 50, height: 50))

        let imageView = UIImageView(image: UIImage(size: image))
        imageView.frame = bounds
        imageView.contentMode = .scaleAspectFit
        let first = fills(builder.build(windows: [window(imageView)])).first?.corners
        #expect(first == [CGPoint(x: 50, y: 0), CGPoint(x: 150, y: 0), CGPoint(x: 150, y: 100), CGPoint(x: 50, y: 100)])
    }

    @Test(
        "A gradient layer is drawn as bands from its first colour to its last, covering its bounds; a diagonal one too")
    func gradient() throws {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let view = GradientView(frame: CGRect(x: 0, y: 100, width: 100, height: 200))
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(gradient.stops.map(\.location) == [0, 1])
        let bands = fills(builder.build(windows: [window(view)]))
        #expect(bands.count == 32)
        let first = try #require(bands.first), last = try #require(bands.last)
        #expect(first.color.red > 0.95 && first.color.blue < 0.05)
        #expect(last.color.blue > 0.95 && last.color.red < 0.05)
        #expect(first.corners.map(\.y).min() == 100 && last.corners.map(\.y).max() == 300)
        // The bands' areas add up to the view's.
        #expect(abs(bands.map { area($0.corners) }.reduce(0, +) - 20_000) < 0.01)

        gradient.startPoint = .zero
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.locations = [0.25, 0.75]
        let diagonal = fills(builder.build(windows: [window(view)]))
        #expect(abs(diagonal.map { area($0.corners) }.reduce(0, +) - 20_000) < 0.01)
        #expect(diagonal.first?.color.red == 1)
    }

    @Test(
        """
            A shape layer: a circle is filled as one convex polygon; a ring's stroke stops at strokeEnd; an L shape is \
            cut into triangles that cover it
            """
    )
    func shapes() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let disc = CAShapeLayer()
        disc.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 50, width: 100, height: 100)).cgPath
        disc.fillColor = UIColor.red.cgColor
        host.layer.addSublayer(disc)
        let filled = fills(builder.build(windows: [window(host)]))
        #expect(filled.count == 1)
        #expect(filled[0].corners.count > 200 && filled[0].color == RGBA(red: 1, green: 0, blue: 0, alpha: 1))

        disc.removeFromSuperlayer()
        let ring = CAShapeLayer()
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 100, y: 100), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 6
        ring.strokeEnd = 0.25
        host.layer.addSublayer(ring)
        let quads = fills(builder.build(windows: [window(host)]))
        #expect(!quads.isEmpty && quads.allSatisfy { $0.corners.count == 4 })
        // A quarter, clockwise on screen from 3 o'clock: everything drawn is in the bottom-right quarter.
        let points = quads.flatMap(\.corners)
        #expect(points.allSatisfy { $0.x >= 96 && $0.y >= 96 })
        #expect(points.contains { $0.y > 135 } && points.contains { $0.x > 135 })

        ring.removeFromSuperlayer()
        let ell = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 80))
        path.addLine(to: CGPoint(x: 80, y: 80))
        path.addLine(to: CGPoint(x: 80, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.close()
        ell.path = path.cgPath
        host.layer.addSublayer(ell)
        let triangles = fills(builder.build(windows: [window(host)]))
        #expect(triangles.allSatisfy { $0.corners.count == 3 })
        let covered: CGFloat = triangles.map { area($0.corners) }.reduce(0, +)
        let expected: CGFloat = 20 * 100 + 60 * 20
        #expect(abs(covered - expected) < 0.001)
        #expect(ell.fillColor == CGColor.black && ell.strokeColor == nil && ell.lineWidth == 1)
    }
}
