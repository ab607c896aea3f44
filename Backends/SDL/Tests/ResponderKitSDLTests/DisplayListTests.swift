import Foundation
import ResponderKit
import ResponderKitSDL
import Testing

/// What the backend draws for a view tree: geometry, visibility, opacity, clipping, controls.
@MainActor
@Suite("Display list")
struct DisplayListTests {
    let builder = DisplayListBuilder()

    private func window(_ subviews: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.isHidden = false  // windows start hidden, as in UIKit
        for view in subviews { window.addSubview(view) }
        return window
    }

    private func view(_ frame: CGRect, _ color: UIColor? = .red) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    private func fills(_ list: DisplayList) -> [(corners: [CGPoint], color: RGBA, clip: CGRect?)] {
        list.items.compactMap { item in
            if case let .fill(corners, color, clip) = item { return (corners, color, clip) }
            return nil
        }
    }

    private func close(_ a: [CGPoint], _ b: [CGPoint]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }

    @Test("A view's background fills its frame; a translation moves it; a bounds origin moves its subviews")
    func placement() throws {
        let red = view(CGRect(x: 10, y: 20, width: 100, height: 50))
        red.transform = CGAffineTransform(translationX: 5, y: 5)
        let scroller = view(CGRect(x: 0, y: 100, width: 200, height: 200), nil)
        scroller.bounds.origin = CGPoint(x: 50, y: 0)
        scroller.addSubview(view(CGRect(x: 60, y: 0, width: 10, height: 10), .blue))
        let list = builder.build(windows: [window(red, scroller)])
        let items = fills(list)
        #expect(items.count == 2)
        #expect(
            close(
                items[0].corners,
                [CGPoint(x: 15, y: 25), CGPoint(x: 115, y: 25), CGPoint(x: 115, y: 75), CGPoint(x: 15, y: 75)]))
        #expect(items[0].color == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(
            close(
                items[1].corners,
                [CGPoint(x: 10, y: 100), CGPoint(x: 20, y: 100), CGPoint(x: 20, y: 110), CGPoint(x: 10, y: 110)]))
    }

    @Test("Scale and rotation apply around the view's centre, exactly as convert(_:to:) maps its corners")
    func scaleAndRotation() throws {
        let card = view(CGRect(x: 100, y: 100, width: 100, height: 60))
        card.transform = CGAffineTransform(scaleX: 2, y: 0.5).rotated(by: .pi / 6)
        let w = window(card)
        let drawn = try #require(fills(builder.build(windows: [w])).first).corners
        let b = card.bounds
        let expected = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ]
            .map { card.convert($0, to: w) }
        #expect(close(drawn, expected))
        #expect(
            abs(drawn[0].x - drawn[1].x) > 1 && abs(drawn[0].y - drawn[1].y) > 1, "the rotated edge is not axis-aligned"
        )
    }

    @Test("Hidden views and views with alpha 0 are not drawn, nor their subviews; alpha multiplies down the tree")
    func visibility() {
        let hidden = view(CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.addSubview(view(CGRect(x: 0, y: 0, width: 5, height: 5), .green))
        let invisible = view(CGRect(x: 0, y: 0, width: 10, height: 10))
        invisible.alpha = 0
        invisible.addSubview(view(CGRect(x: 0, y: 0, width: 5, height: 5), .green))
        let half = view(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        half.alpha = 0.5
        let child = view(CGRect(x: 0, y: 0, width: 50, height: 50), UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        half.addSubview(child)
        let items = fills(builder.build(windows: [window(hidden, invisible, half)]))
        #expect(items.map(\.color.alpha) == [0.5, 0.25])
    }

    @Test("clipsToBounds clips the subviews (not the view's own background) to its bounds, nested clips intersect")
    func clipping() {
        let outer = view(CGRect(x: 10, y: 10, width: 100, height: 100), .white)
        outer.clipsToBounds = true
        let inner = view(CGRect(x: 50, y: 50, width: 100, height: 100), .blue)
        inner.clipsToBounds = true
        inner.addSubview(view(CGRect(x: -20, y: -20, width: 200, height: 200), .red))
        outer.addSubview(inner)
        let items = fills(builder.build(windows: [window(outer)]))
        #expect(
            items.map(\.clip) == [
                nil, CGRect(x: 10, y: 10, width: 100, height: 100), CGRect(x: 60, y: 60, width: 50, height: 50),
            ])
    }

    @Test("Windows are drawn in the order given, back to front, each at its frame on the screen")
    func windowOrder() throws {
        let back = window(view(CGRect(x: 0, y: 0, width: 10, height: 10), .red))
        let front = UIWindow(frame: CGRect(x: 0, y: 600, width: 390, height: 244))
        front.backgroundColor = .gray
        front.isHidden = false
        let items = fills(builder.build(windows: [back, front]))
        try #require(items.map(\.color.red) == [1, 0.5])
        #expect(
            close(
                items[1].corners,
                [CGPoint(x: 0, y: 600), CGPoint(x: 390, y: 600), CGPoint(x: 390, y: 844), CGPoint(x: 0, y: 844)]))
    }

    @Test("Labels, buttons, text fields and switches draw their text and state; a highlighted control is darkened")
    func controls() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "aaaaa"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 40, width: 100, height: 44)
        button.setTitle("Save", for: .normal)
        button.isHighlighted = true
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
        field.placeholder = "Title"
        let toggle = UISwitch(frame: CGRect(x: 0, y: 200, width: 0, height: 0))
        toggle.isOn = true
        let list = builder.build(windows: [window(label, button, field, toggle)])
        let texts = list.items.compactMap { item -> (String, CGPoint, RGBA)? in
            if case let .text(string, center, _, _, _, color, _) = item { return (string, center, color) }
            return nil
        }
        try #require(texts.map(\.0) == ["aaaaa", "Save", "Title"])
        let labelWidth = BuiltInTextMetrics.shared.size(of: "aaaaa", font: .systemFont(ofSize: 17)).width
        #expect(
            texts[0].1 == CGPoint(x: labelWidth / 2, y: 15),
            "a label's text starts at its leading edge, centred vertically")
        #expect(texts[1].1 == CGPoint(x: 50, y: 62), "a button's title is centred")
        #expect(texts[2].2.red == 0.7, "the placeholder is grey")
        let overlay = fills(list).first { $0.color == RGBA(red: 0, green: 0, blue: 0, alpha: 0.25) }
        #expect(
            overlay.map {
                close(
                    $0.corners,
                    [CGPoint(x: 0, y: 40), CGPoint(x: 100, y: 40), CGPoint(x: 100, y: 84), CGPoint(x: 0, y: 84)])
            } == true)
        let greenTrack = fills(list).contains { $0.color.green > 0.7 && $0.color.red < 0.3 }
        #expect(greenTrack, "a switch that is on shows a green track")
    }

    @Test("The same tree gives an equal list, so nothing is redrawn; any visible change gives a different one")
    func equality() {
        let red = view(CGRect(x: 10, y: 20, width: 100, height: 50))
        let w = window(red)
        let first = builder.build(windows: [w])
        #expect(builder.build(windows: [w]) == first)
        red.transform = red.transform.translatedBy(x: 1, y: 0)
        #expect(builder.build(windows: [w]) != first)
        red.transform = .identity
        #expect(builder.build(windows: [w]) == first)
        red.backgroundColor = .blue
        #expect(builder.build(windows: [w]) != first)
    }

    @Test("On random trees, every view's corners are drawn where convert(_:to:) puts them", arguments: 0..<20)
    func randomTreesAgreeWithConvert(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let w = window()
        var views: [UIView] = [w]
        for _ in 0..<12 {
            let parent = views[Int.random(in: 0..<views.count, using: &generator)]
            let child = view(
                CGRect(
                    x: .random(in: -50...300, using: &generator), y: .random(in: -50...600, using: &generator),
                    width: .random(in: 1...200, using: &generator), height: .random(in: 1...200, using: &generator)))
            child.bounds.origin = CGPoint(
                x: .random(in: -30...30, using: &generator), y: .random(in: -30...30, using: &generator))
            child.transform = CGAffineTransform(rotationAngle: .random(in: -3...3, using: &generator))
                .scaledBy(x: .random(in: 0.3...2, using: &generator), y: .random(in: 0.3...2, using: &generator))
                .translatedBy(x: .random(in: -40...40, using: &generator), y: .random(in: -40...40, using: &generator))
            parent.addSubview(child)
            views.append(child)
        }
        let drawn = fills(builder.build(windows: [w])).map(\.corners)
        var expected: [[CGPoint]] = []
        func walk(_ v: UIView) {
            if v !== w {
                let b = v.bounds
                expected.append(
                    [
                        CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                                 CGPoint(x: b.minX, y: b.maxY)].map { v.convert($0, to: w) })
            }
            v.subviews.forEach(walk)
        }
        walk(w)
        #expect(drawn.count == expected.count)
        for (a, b) in zip(drawn, expected) {
            #expect(zip(a, b).allSatisfy { abs($0.x - $1.x) < 1e-6 && abs($0.y - $1.y) < 1e-6 }, "seed \(seed)")
        }
    }
}

private extension SplitMix {
    /// This suite's seeding of the core tests' generator (Support/SplitMix.swift is a link to it), kept
    /// so each seed still builds the same tree.
    init(seed: UInt64) { self.init(state: seed &+ 0x9E37_79B9_7F4A_7C15) }
}
