import ResponderKit
import ResponderKitTesting
import Testing

// UIStackView, written as an iOS screen uses it — a stack placed with anchors in a
// controller's view, views put in it with addArrangedSubview, layoutIfNeeded() — and checked frame by
// frame against UIKit's documented rules (AD:uistackview/distribution-swift.enum and its cases; the
// numbers below are worked out by hand from those rules). This file: the defaults and the five
// distributions; StackViewAlignmentTests.swift: alignment, spacing and margins;
// StackViewArrangementTests.swift: hiding, inserting, removing, nesting, taps and bad input.

@MainActor
@Suite("UIStackView: defaults and distributions", .serialized)
struct StackViewTests {
    @Test("Defaults and raw values are UIKit's")
    func defaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(UIStackView.Distribution.fill.rawValue == 0 && UIStackView.Distribution.fillEqually.rawValue == 1)
        #expect(
            UIStackView.Distribution.fillProportionally.rawValue == 2
                && UIStackView.Distribution.equalSpacing.rawValue == 3)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
        #expect(
            [UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue)
                == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        #expect(UIStackView.requiresConstraintBasedLayout)
    }

    @Test("init(arrangedSubviews:) arranges and adds the views in order, and stops them translating their masks")
    func initWithArrangedSubviews() {
        let a = UIView(), b = UILabel(), c = UIButton(type: .system)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        #expect(stack.arrangedSubviews == [a, b, c])
        #expect(stack.subviews == [a, b, c])
        #expect([a, b, c].allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints && $0.superview === stack })
    }

    @Test(".fill: spacing is exact, sized views keep their size, the view that hugs least takes the rest")
    func fill() {
        let scene = StackScene()
        defer { scene.close() }
        let icon = swatch(width: 40, "icon")
        let title = textLabel("Inbox")
        let filler = UIView()  // no size of its own: it hugs nothing
        let stack = UIStackView(arrangedSubviews: [icon, title, filler])
        stack.spacing = 10
        scene.place(stack, width: 300, height: 44)
        scene.layout()
        let titleWidth = title.intrinsicContentSize.width
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 300, height: 44))
        #expect(icon.frame == CGRect(x: 0, y: 0, width: 40, height: 44))
        #expect(title.frame == CGRect(x: 50, y: 0, width: titleWidth, height: 44))
        #expect(close(filler.frame, CGRect(x: 60 + titleWidth, y: 0, width: 240 - titleWidth, height: 44)))

        // A lower hugging priority makes the label stretch instead of a view that hugs as much.
        let subtitle = textLabel("3")
        filler.removeFromSuperview()
        stack.addArrangedSubview(subtitle)
        title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        scene.layout()
        let subtitleWidth = subtitle.intrinsicContentSize.width
        #expect(subtitle.frame.width == subtitleWidth)
        #expect(close(title.frame.width, 300 - 40 - 20 - subtitleWidth))
        #expect(close(subtitle.frame.maxX, 300))
    }

    @Test(".fill, overflowing: the view that resists compression least shrinks")
    func fillOverflow() {
        let scene = StackScene()
        defer { scene.close() }
        let first = NaturalSizeView(120, 30), second = NaturalSizeView(120, 30)
        second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 20
        scene.place(stack, width: 200, height: 30)
        scene.layout()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
        #expect(second.frame == CGRect(x: 140, y: 0, width: 60, height: 30))
    }

    @Test(".fill with equal priorities: the last view stretches, and shrinks, first (UIKit: 'based on their index')")
    func fillTiesGoByOrder() {
        let scene = StackScene()
        defer { scene.close() }
        let roomy = [NaturalSizeView(50, 10), NaturalSizeView(50, 10), NaturalSizeView(50, 10)]
        let wide = UIStackView(arrangedSubviews: roomy)
        scene.place(wide, width: 300, height: 10)
        let crowded = [NaturalSizeView(150, 10), NaturalSizeView(150, 10), NaturalSizeView(150, 10)]
        let narrow = UIStackView(arrangedSubviews: crowded)
        scene.place(narrow, y: 200, width: 200, height: 10)
        scene.layout()
        #expect(roomy.map(\.frame.width) == [50, 50, 200])
        #expect(crowded.map(\.frame.width) == [150, 50, 0])
        // The tie-break follows a changed natural size.
        let first = textLabel("One"), second = textLabel("Two")
        let row = UIStackView(arrangedSubviews: [first, second])
        scene.place(row, y: 400, width: 300)
        scene.layout()
        first.text = "One, longer"
        scene.layout()
        #expect(first.frame.width == first.intrinsicContentSize.width)
        #expect(close(second.frame.minX, first.intrinsicContentSize.width))
        #expect(close(second.frame.maxX, 300))
    }

    @Test(".fillEqually: every view the same size, the spacing exact")
    func fillEqually() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [UIView(), textLabel("A much longer title"), UIButton(type: .system)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        scene.place(stack, width: 300, height: 50)
        scene.layout()
        // (300 − 2 × 15) / 3 = 90 each.
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 90, height: 50), CGRect(x: 105, y: 0, width: 90, height: 50),
                                       CGRect(x: 210, y: 0, width: 90, height: 50)])
    }

    @Test(".fillEqually with no width: each view as wide as the widest natural width (UIKit's header)")
    func fillEquallyFitting() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [NaturalSizeView(30, 20), NaturalSizeView(70, 20), NaturalSizeView(50, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 5
        scene.place(stack)
        scene.layout()
        // Within 1e-9 of a point: the solver's sums may differ in the last bit between runs (a
        // dictionary's order changes with the process's hash seed).
        #expect(views.allSatisfy { abs($0.frame.width - 70) < 1e-9 }, "\(views.map(\.frame.width))")
        let frame = stack.frame
        #expect(abs(frame.minX - 20) < 1e-9 && abs(frame.minY - 100) < 1e-9 && abs(frame.width - 220) < 1e-9
                    && abs(frame.height - 20) < 1e-9, "\(frame)")
    }

    @Test(".fillProportionally: the room less the spacing, shared in proportion to the natural sizes")
    func fillProportionally() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [NaturalSizeView(50, 10), NaturalSizeView(100, 10), NaturalSizeView(150, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        let width = scene.place(stack, width: 620, height: 40)
        scene.layout()
        // 620 − 20 = 600 shared 1 : 2 : 3.
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 110, y: 0, width: 200, height: 40),
                                       CGRect(x: 320, y: 0, width: 300, height: 40)])
        // Narrower than the natural sizes: they shrink in the same proportion. 320 − 20 = 300 → 50, 100, 150.
        width?.constant = 320
        scene.layout()
        #expect(zip(views.map(\.frame.width), [50, 100, 150]).allSatisfy { close($0, $1) })
        #expect(zip(views.map(\.frame.minX), [0, 60, 170]).allSatisfy { close($0, $1) })
    }

    @Test(".fillProportionally follows a changed natural size")
    func fillProportionallyFollowsContent() {
        let scene = StackScene()
        defer { scene.close() }
        let short = textLabel("ab"), long = textLabel("abababab")
        let stack = UIStackView(arrangedSubviews: [short, long])
        stack.distribution = .fillProportionally
        scene.place(stack, width: 300, height: 30)
        scene.layout()
        let before = (short.intrinsicContentSize.width, long.intrinsicContentSize.width)
        #expect(close(short.frame.width, 300 * before.0 / (before.0 + before.1)))
        long.text = "ab"
        scene.layout()
        #expect(close(short.frame.width, 150) && close(long.frame.width, 150))
    }

    @Test(".equalSpacing: views keep their sizes, the gaps share the rest equally")
    func equalSpacing() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [swatch(width: 40), swatch(width: 60), swatch(width: 100)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        scene.place(stack, width: 300, height: 30)
        scene.layout()
        // 300 − 200 = 100 in two gaps of 50.
        #expect(views.map(\.frame.minX) == [0, 90, 200])
        #expect(views.map(\.frame.width) == [40, 60, 100])
        // The gaps are layout guides of the stack's (UIKit's 'UISV-distributing' spacers), made once.
        let spacers = stack.layoutGuides
        #expect(spacers.count == 2 && spacers.allSatisfy { $0.identifier == "UISV-distributing" })
        views[1].isHidden = true
        scene.layout()
        #expect(views[2].frame.minX == 200 && stack.layoutGuides.count == 1 && stack.layoutGuides[0] === spacers[0])
        views[1].isHidden = false
        stack.distribution = .fill
        stack.distribution = .equalSpacing
        scene.layout()
        #expect(stack.layoutGuides.count == 2 && stack.layoutGuides[0] === spacers[0])
        #expect(views.map(\.frame.minX) == [0, 90, 200])
        stack.distribution = .fillEqually
        scene.layout()
        #expect(stack.layoutGuides.isEmpty)
        stack.distribution = .equalSpacing
        // Without a width the gaps are the spacing (the least gap).
        let unsized = UIStackView(arrangedSubviews: [swatch(width: 40, height: 10), swatch(width: 60, height: 10)])
        unsized.distribution = .equalSpacing
        unsized.spacing = 12
        scene.place(unsized, y: 300)
        scene.layout()
        #expect(unsized.frame == CGRect(x: 20, y: 300, width: 112, height: 10))
        #expect(unsized.arrangedSubviews[1].frame.minX == 52)
    }

    @Test(".equalCentering: equal distances between centres, gaps at least the spacing")
    func equalCentering() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [swatch(width: 40), swatch(width: 60), swatch(width: 100)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        scene.place(stack, width: 300, height: 30)
        scene.layout()
        // First centre 20, last 250: the middle one's centre is at 135.
        #expect(views.map(\.frame.midX) == [20, 135, 250])
        #expect(views.map(\.frame.width) == [40, 60, 100])
        // With a spacing of 40 the middle view cannot be centred (its right gap would be 35): the gap
        // is kept and the centres come as close to equal as it allows — the middle centre at 130.
        let reports = collectingDiagnostics {
            stack.spacing = 40
            scene.layout()
        }
        #expect(reports.isEmpty)
        #expect(views[1].frame == CGRect(x: 100, y: 0, width: 60, height: 30))
        #expect(views[0].frame.minX == 0 && views[2].frame.minX == 200)
    }

    @Test("A vertical stack with no size takes the sum of its views' heights and the widest width")
    func verticalFitting() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [NaturalSizeView(80, 20), NaturalSizeView(120, 30), NaturalSizeView(60, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        scene.place(stack, x: 10, y: 50)
        scene.layout()
        #expect(stack.frame == CGRect(x: 10, y: 50, width: 120, height: 98))
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 80, height: 20), CGRect(x: 0, y: 24, width: 120, height: 30),
                                       CGRect(x: 0, y: 58, width: 60, height: 40)])
    }
}
