import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// What a view's look is made of — its layer, colours, light and dark, tint — as an
// app sets it, and the rule that none of it changes where touches go.

/// A button that counts the touches it gets.
@MainActor
private final class CardButton: UIButton {
    var taps = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        taps += 1
        super.touchesEnded(touches, with: event)
    }
}

@MainActor
@Suite("Layers and colours")
struct AppearanceTests {
    @Test("""
        A view's layer shares the view's geometry, opacity, clipping and background; the rest is its own, with \
        Core Animation's defaults
        """)
    func layerSharesTheViewsProperties() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        #expect(layer === view.layer)
        #expect(layer.delegate === view)
        #expect(layer.frame == view.frame)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.alpha = 0.25
        #expect(layer.opacity == 0.25)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        layer.isHidden = true
        #expect(view.isHidden)

        view.backgroundColor = .red
        #expect(layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)

        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowColor == CGColor.black)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    @Test("layerClass decides the class of the view's layer")
    func layerClassIsUsed() {
        final class GlowLayer: CALayer {}
        final class GlowView: UIView {
            override class var layerClass: AnyClass { GlowLayer.self }
        }
        #expect(GlowView(frame: .zero).layer is GlowLayer)
        #expect(type(of: UIView(frame: .zero).layer) == CALayer.self)
    }

    @Test("A layer on its own places its bounds around its position by its anchor point, and holds sublayers")
    func standaloneLayers() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = CALayer()
        badge.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(badge.position == CGPoint(x: 25, y: 40))
        badge.anchorPoint = .zero
        badge.position = CGPoint(x: 50, y: 50)
        #expect(badge.frame == CGRect(x: 50, y: 50, width: 30, height: 40))
        host.layer.addSublayer(badge)
        let stripe = CALayer()
        host.layer.insertSublayer(stripe, below: badge)
        #expect(host.layer.sublayers?.count == 2)
        #expect(host.layer.sublayers?.first === stripe)
        #expect(badge.superlayer === host.layer)
        badge.removeFromSuperlayer()
        #expect(host.layer.sublayers?.count == 1)
        #expect(badge.superlayer == nil)
    }

    @Test("""
        Rounded corners, a border, a shadow and clipping change nothing about where a tap lands (UIKit: only \
        bounds and point(inside:) do)
        """)
    func lookDoesNotChangeHitTesting() {
        let input = TestWorld.input()
        let button = CardButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        button.layer.cornerRadius = 50
        button.layer.borderWidth = 4
        button.layer.shadowOpacity = 0.5
        button.layer.masksToBounds = true
        let window = showWindow(with: [button])

        // The very corner of the bounds is outside the rounded shape, and still the button's.
        input.tap(at: CGPoint(x: 101, y: 101))
        #expect(button.taps == 1)
        #expect(window.hitTest(CGPoint(x: 101, y: 101), with: nil) === button)
        // A subview sticking out of a clipping parent is not drawn there and not hit there either —
        // because the point is outside the parent's bounds, not because of the clipping.
        let badge = UIView(frame: CGRect(x: 90, y: -10, width: 20, height: 20))
        button.addSubview(badge)
        #expect(window.hitTest(CGPoint(x: 195, y: 95), with: nil) !== badge)
        button.clipsToBounds = false
        #expect(window.hitTest(CGPoint(x: 195, y: 95), with: nil) !== badge)
    }

    @Test("System colours resolve to Apple's light and dark values; a fixed colour is the same in both")
    func systemColorsResolve() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a].map { ($0 * 255).rounded() }
        }
        #expect(rgba(.systemBlue, light) == [0, 122, 255, 255])
        #expect(rgba(.systemBlue, dark) == [10, 132, 255, 255])
        #expect(rgba(.label, light) == [0, 0, 0, 255])
        #expect(rgba(.label, dark) == [255, 255, 255, 255])
        #expect(rgba(.systemBackground, dark) == [0, 0, 0, 255])
        #expect(rgba(.secondaryLabel, light) == [60, 60, 67, 153])
        #expect(rgba(.red, dark) == rgba(.red, light))
        #expect(UIColor(named: "AccentColor") == nil)
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
        // A dynamic colour from the app's own provider.
        let brand = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(rgba(brand, dark) == [255, 255, 255, 255])
        #expect(rgba(brand.withAlphaComponent(0.5), light) == [0, 0, 0, 128])
    }

    @Test("Hue, brightness and CGColor round trips")
    func colorConversions() {
        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        orange.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && abs(g - 0.5) < 0.001 && b == 0)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 30.0 / 360) < 0.001 && s == 1 && v == 1)
        #expect(UIColor(cgColor: UIColor.green.cgColor) == .green)
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(white: 0.5, alpha: 1))
        #expect(CGColor(gray: 0, alpha: 1).copy(alpha: 0.5)?.alpha == 0.5)
    }

    @Test("""
        A button's title colours and images by state fall back to .normal's; the defaults are the tint (system) \
        and white (custom); a label's text is .label
        """)
    func buttonContentByState() {
        let input = TestWorld.input()
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        system.tintColor = .systemPink
        #expect(system.currentTitleColor == .systemPink)
        system.setTitleColor(.red, for: .normal)
        system.setTitleColor(.gray, for: .highlighted)
        #expect(system.titleColor(for: .disabled) == .red)
        #expect(system.currentTitleColor == .red)
        #expect(UIButton(type: .custom).currentTitleColor == .white)

        let icon = UIImage(size: CGSize(width: 20, height: 40))
        system.setImage(icon, for: .normal)
        #expect(system.currentImage === icon)
        #expect(system.image(for: .selected) === icon)
        #expect(system.imageView?.image === icon)
        #expect(system.intrinsicContentSize.height == 40)

        // Highlighted while a finger is on it: the highlighted colour.
        system.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        showWindow(with: [system])
        let finger = input.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(system.isHighlighted)
        #expect(system.currentTitleColor == .gray)
        input.lift(finger, at: CGPoint(x: 150, y: 125))

        let label = UILabel(frame: .zero)
        #expect(label.textColor == .label)
        label.textColor = .red
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    @Test("A visual effect view: content goes in contentView, which fills it, and taps reach that content")
    func visualEffectView() {
        let input = TestWorld.input()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 600, width: 390, height: 244)
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction { _ in taps += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        blur.contentView.addSubview(button)
        showWindow(with: [blur])
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == blur.bounds)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        input.tap(at: CGPoint(x: 70, y: 642))
        #expect(taps == 1)
        #expect(blur.backgroundColor != nil)
        blur.effect = nil
        #expect(blur.backgroundColor == nil)
    }
}
