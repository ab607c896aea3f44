import ResponderKit
import ResponderKitTesting
import Testing

// UIStackView across its axis (alignment), its spacing and its margins. The
// expected frames are worked out by hand from UIKit's rules (AD:uistackview/alignment-swift.enum,
// AD:uistackview/spacing, AD:uistackview/setcustomspacing(_:after:), the UIStackView header's notes).

/// Where a one-line label's baseline is below its top: its text line is centred in its bounds and the
/// baseline is the font's ascender below the line's top.
@MainActor
private func baselineFromTop(_ label: UILabel, lines: CGFloat = 1) -> CGFloat {
    let font: UIFont = label.font
    return (label.frame.height - lines * font.lineHeight) / 2 + font.ascender
}

@MainActor
@Suite("UIStackView: alignment, spacing and margins", .serialized)
struct StackViewAlignmentTests {
    @Test(
        "A row's alignments: top, center, bottom place views of 20, 40 and 60 points in a 100-point row; fill stretches"
    )
    func rowAlignments() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [swatch(height: 20), swatch(height: 40), swatch(height: 60)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        scene.place(stack, width: 300, height: 100)
        let expected: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0, 0]), (.center, [40, 30, 20]), (.bottom, [80, 60, 40]),
        ]
        for (alignment, tops) in expected {
            stack.alignment = alignment
            scene.layout()
            #expect(views.map(\.frame.minY) == tops, "\(alignment)")
            #expect(views.map(\.frame.height) == [20, 40, 60])
            #expect(views.map(\.frame.minX) == [0, 100, 200])
        }
        let plain = [UIView(), UIView()]
        let filling = UIStackView(arrangedSubviews: plain)
        filling.distribution = .fillEqually
        scene.place(filling, y: 300, width: 300, height: 100)
        scene.layout()
        #expect(
            plain.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 150, y: 0, width: 150, height: 100),
            ])
    }

    @Test("A column's alignments: leading, center, trailing keep natural widths; fill stretches them")
    func columnAlignments() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [NaturalSizeView(50, 20), NaturalSizeView(100, 20), NaturalSizeView(150, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        scene.place(stack, width: 300)
        let expected: [(UIStackView.Alignment, [CGFloat])] = [
            (.leading, [0, 0, 0]), (.center, [125, 100, 75]), (.trailing, [250, 200, 150]),
        ]
        for (alignment, lefts) in expected {
            stack.alignment = alignment
            scene.layout()
            #expect(views.map(\.frame.minX) == lefts, "\(alignment)")
            #expect(views.map(\.frame.width) == [50, 100, 150])
            #expect(views.map(\.frame.minY) == [0, 30, 60])
        }
        stack.alignment = .fill
        scene.layout()
        #expect(views.map(\.frame.width) == [300, 300, 300])
        #expect(stack.frame.height == 80)
    }

    @Test(".firstBaseline: a 17-point and a 34-point label share a baseline; a plain view's bottom is its baseline")
    func firstBaseline() {
        let scene = StackScene()
        defer { scene.close() }
        let small = textLabel("Price", size: 17), large = textLabel("$42", size: 34)
        let badge = swatch(width: 10, height: 10)
        let stack = UIStackView(arrangedSubviews: [small, large, badge])
        stack.alignment = .firstBaseline
        stack.spacing = 6
        scene.place(stack)
        scene.layout()
        let baseline = large.frame.minY + baselineFromTop(large)
        #expect(large.frame.minY == 0)  // the tallest text above its baseline touches the top
        #expect(close(small.frame.minY + baselineFromTop(small), baseline))
        #expect(close(badge.frame.maxY, baseline))
        #expect(small.frame.height == small.intrinsicContentSize.height)
        #expect(close(stack.frame.height, large.frame.height))
        #expect(stack.forFirstBaselineLayout === large)  // a row gives its tallest view
    }

    @Test(".lastBaseline: a one-line label lines up with the last line of a two-line label")
    func lastBaseline() {
        let scene = StackScene()
        defer { scene.close() }
        let twoLines = textLabel("First line\nSecond line"), oneLine = textLabel("Total")
        twoLines.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [twoLines, oneLine])
        stack.alignment = .lastBaseline
        scene.place(stack)
        scene.layout()
        let font: UIFont = twoLines.font
        #expect(close(twoLines.frame.height, twoLines.intrinsicContentSize.height))
        #expect(twoLines.frame.height > 2 * font.lineHeight - 1e-9)
        let lastBaseline = twoLines.frame.minY + baselineFromTop(twoLines, lines: 2) + font.lineHeight
        #expect(close(oneLine.frame.minY + baselineFromTop(oneLine), lastBaseline))
        #expect(twoLines.frame.minY == 0)
    }

    @Test("Custom spacing after a view, the system spacing, and spacingUseDefault back to spacing")
    func customSpacing() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [
            swatch(width: 30, height: 10), swatch(width: 30, height: 10), swatch(width: 30, height: 10),
            swatch(width: 30, height: 10),
        ]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 5
        stack.setCustomSpacing(20, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        scene.place(stack)
        scene.layout()
        #expect(views.map(\.frame.minX) == [0, 50, 88, 123])  // 20, then the system's 8, then 5
        #expect(stack.frame.width == 153)
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[2]) == UIStackView.spacingUseDefault)

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stack.spacing = UIStackView.spacingUseSystem
        scene.layout()
        #expect(views.map(\.frame.minX) == [0, 38, 76, 114])
        // Kept while the view moves in the stack; forgotten once it is no longer arranged.
        stack.insertArrangedSubview(views[1], at: 3)
        scene.layout()
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseSystem)
        stack.spacing = UIStackView.spacingUseDefault  // as a spacing: 0
        scene.layout()
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 30, 60, 90])
        stack.removeArrangedSubview(views[1])
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    }

    @Test("A negative spacing overlaps the views")
    func negativeSpacing() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [swatch(width: 40, height: 40), swatch(width: 40, height: 40), swatch(width: 40, height: 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = -10
        scene.place(stack)
        scene.layout()
        #expect(views.map(\.frame.minX) == [0, 30, 60])
        #expect(stack.frame.width == 100)
    }

    @Test(
        "isLayoutMarginsRelativeArrangement lays the views out inside the margins, and the fitting size grows by them")
    func marginsRelative() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        scene.place(stack, width: 300, height: 100)
        scene.layout()
        #expect(
            views.map(\.frame) == [
                CGRect(x: 20, y: 10, width: 130, height: 80), CGRect(x: 150, y: 10, width: 130, height: 80),
            ])
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        scene.layout()
        #expect(
            views.map(\.frame) == [
                CGRect(x: 50, y: 0, width: 125, height: 100), CGRect(x: 175, y: 0, width: 125, height: 100),
            ])
        stack.isLayoutMarginsRelativeArrangement = false
        scene.layout()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 150, height: 100))

        let padded = UIStackView(arrangedSubviews: [NaturalSizeView(60, 30)])
        padded.layoutMargins = UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 12)
        padded.isLayoutMarginsRelativeArrangement = true
        scene.place(padded, y: 400)
        scene.layout()
        #expect(padded.frame.size == CGSize(width: 80, height: 40))
        #expect(padded.arrangedSubviews[0].frame == CGRect(x: 8, y: 4, width: 60, height: 30))
    }

    @Test("isBaselineRelativeArrangement in a column: spacing from one label's last baseline to the next one's first")
    func baselineRelativeColumn() {
        let scene = StackScene()
        defer { scene.close() }
        let title = textLabel("Title", size: 28), body = textLabel("Body text", size: 15)
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 24
        stack.isBaselineRelativeArrangement = true
        scene.place(stack, width: 300)
        scene.layout()
        let titleBaseline = title.frame.minY + baselineFromTop(title)
        let bodyBaseline = body.frame.minY + baselineFromTop(body)
        #expect(close(bodyBaseline - titleBaseline, 24))
        // The edges too: the top to the first baseline, the last baseline to the bottom (UIKit's header).
        #expect(close(titleBaseline, 0))
        #expect(close(bodyBaseline, stack.frame.height))
        // Ignored by a row.
        stack.axis = .horizontal
        scene.layout()
        #expect(title.frame.minX == 0 && close(body.frame.minX, title.frame.width + 24))
    }
}
