import Foundation
import ResponderKit
import Testing

/// Text drawn as iOS code draws it — `NSString.draw(at:withAttributes:)` in a custom `draw(_:)`,
/// attributed strings, labels (with the padded-label subclass apps write) — and the pixels read back:
/// the ink lies where the text's measured size says, in the colours asked for.
@MainActor
@Suite("Text drawing: strings, attributed strings and labels",
       .enabled(if: DrawingAvailability.textIsAvailable, "Cairo and Pango are not installed"))
struct TextDrawingTests {
    /// The smallest rectangle (pixels, rows from the top) holding every pixel `matches` accepts.
    static func ink(_ pixels: PixelReader, where matches: ([UInt8]) -> Bool) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where matches(pixels[x, y]) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    static func isReddish(_ p: [UInt8]) -> Bool { p[3] > 100 && p[0] > 120 && p[1] < 90 && p[2] < 90 }
    static func isBluish(_ p: [UInt8]) -> Bool { p[3] > 100 && p[2] > 120 && p[0] < 90 && p[1] < 90 }
    static func isInked(_ p: [UInt8]) -> Bool { p[3] > 60 }

    static func render(size: CGSize, _ actions: @escaping (UIGraphicsImageRendererContext) -> Void) -> PixelReader? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return PixelReader(UIGraphicsImageRenderer(size: size, format: format).image(actions: actions))
    }

    static func render(_ view: UIView) -> PixelReader? {
        render(size: view.bounds.size) { _ in _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
    }

    @Test("A string drawn at a point in draw(_:): its ink starts there and ends where size(withAttributes:) says")
    func stringAtPoint() throws {
        final class CaptionView: UIView {
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red,
            ]
            override func draw(_ rect: CGRect) {
                ("Hello World" as NSString).draw(at: CGPoint(x: 10, y: 5), withAttributes: attributes)
            }
        }
        let view = CaptionView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let size = "Hello World".size(withAttributes: view.attributes)
        let pixels = try #require(Self.render(view))
        let ink = try #require(Self.ink(pixels, where: Self.isReddish))
        #expect(abs(ink.minX - 10) <= 3, "the H's stem starts near x = 10: \(ink)")
        // The last glyph ("d") ends within its advance; the ink ends within 3 points of the measured width.
        #expect(abs(ink.maxX - (10 + size.width)) <= 3, "ink \(ink) against measured width \(size.width)")
        let font = UIFont.systemFont(ofSize: 20)
        let baseline = 5 + font.ascender
        #expect(abs(ink.maxY - baseline) <= 2, "letters sit on the baseline at \(baseline): \(ink)")
        #expect(ink.minY >= 5 && ink.minY <= baseline - font.capHeight + 2)
    }

    @Test("An attributed string with two colours draws each run in its colour, the second after the first")
    func attributedRuns() throws {
        let text = NSMutableAttributedString(string: "Red", attributes: [.font: UIFont.boldSystemFont(ofSize: 24),
                                                                          .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "Blue", attributes: [.font: UIFont.boldSystemFont(ofSize: 24),
                                                                     .foregroundColor: UIColor.blue]))
        let pixels = try #require(Self.render(size: CGSize(width: 160, height: 40)) { _ in text.draw(at: .zero) })
        let red = try #require(Self.ink(pixels, where: Self.isReddish))
        let blue = try #require(Self.ink(pixels, where: Self.isBluish))
        let redWidth = NSAttributedString(string: "Red", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)]).size()
            .width
        #expect(red.maxX <= redWidth + 1 && blue.minX >= redWidth - 1, "red \(red), blue \(blue), split at \(redWidth)")
        #expect(abs(red.maxY - blue.maxY) <= 1, "both runs on one baseline")
    }

    @Test("draw(in:) wraps to the rectangle's width, centres by the paragraph style and clips to the rectangle")
    func wrappedInRect() throws {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.red,
                                                         .paragraphStyle: paragraph]
        let text = "one two three four five six seven eight nine ten"
        let rect = CGRect(x: 20, y: 10, width: 100, height: 45)
        let pixels = try #require(Self.render(size: CGSize(width: 140, height: 120)) { _ in
            text.draw(in: rect, withAttributes: attributes)
        })
        let ink = try #require(Self.ink(pixels, where: Self.isReddish))
        #expect(ink.minX >= rect.minX && ink.maxX <= rect.maxX, "wrapped within the width: \(ink)")
        #expect(ink.minY >= rect.minY && ink.maxY <= rect.maxY, "clipped to the rectangle: \(ink)")
        #expect(ink.height > UIFont.systemFont(ofSize: 16).lineHeight, "more than one line")
        let centre = ink.midX
        #expect(abs(centre - rect.midX) <= 6, "lines centred: ink centre \(centre), rectangle's \(rect.midX)")
    }

    @Test("A label draws its text centred vertically, aligned by textAlignment, in its text colour")
    func labelText() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Title"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .red
        label.textAlignment = .right
        let pixels = try #require(Self.render(label))
        let ink = try #require(Self.ink(pixels, where: Self.isReddish))
        #expect(ink.maxX >= 195 && ink.maxX <= 200, "right-aligned: \(ink)")
        let font = UIFont.systemFont(ofSize: 20)
        let baseline = (60 - font.lineHeight) / 2 + font.ascender
        #expect(abs(ink.maxY - baseline) <= 2, "the line is centred in the height: \(ink), baseline \(baseline)")
    }

    @Test("A one-line label too narrow for its text cuts it with an ellipsis inside its bounds")
    func truncatedLabel() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.text = "A rather long title that does not fit"
        label.textColor = .blue
        let pixels = try #require(Self.render(label))
        let ink = try #require(Self.ink(pixels, where: Self.isBluish))
        #expect(ink.maxX <= 80 && ink.maxX >= 60, "the ellipsis ends near the right edge: \(ink)")
    }

    @Test("The padded label apps write: textRect and drawText(in:) inset; it is sized and drawn with its padding")
    func paddedLabel() throws {
        final class PaddedLabel: UILabel {
            let insets = UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 12)
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                let rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
                return rect.inset(
                    by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
                )
            }
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.inset(by: insets))
            }
        }
        let label = PaddedLabel()
        label.text = "Tag"
        label.textColor = .red
        let plain = UILabel()
        plain.text = "Tag"
        #expect(label.intrinsicContentSize.width == plain.intrinsicContentSize.width + 42)
        #expect(label.intrinsicContentSize.height == plain.intrinsicContentSize.height + 16)
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        let pixels = try #require(Self.render(label))
        let ink = try #require(Self.ink(pixels, where: Self.isReddish))
        #expect(ink.minX >= 30 && ink.minX <= 33, "text starts after the left padding: \(ink)")
    }

    @Test("A disabled label draws grey; a highlighted one its highlightedTextColor")
    func labelStates() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "State"
        label.textColor = .red
        label.highlightedTextColor = .blue
        label.isHighlighted = true
        let highlighted = try #require(Self.render(label))
        #expect(Self.ink(highlighted, where: Self.isBluish) != nil)
        #expect(Self.ink(highlighted, where: Self.isReddish) == nil)
        label.isHighlighted = false
        label.isEnabled = false
        let disabled = try #require(Self.render(label))
        #expect(Self.ink(disabled, where: Self.isReddish) == nil)
        #expect(Self.ink(disabled, where: Self.isInked) != nil, "still drawn, dimmed")
    }

    @Test("Drawing text outside drawing, at a point not a number, or with no text draws nothing and goes on")
    func badInput() throws {
        "Nowhere".draw(at: .zero, withAttributes: nil)
        let pixels = try #require(Self.render(size: CGSize(width: 60, height: 30)) { _ in
            "NaN".draw(at: CGPoint(x: CGFloat.nan, y: 3), withAttributes: [.foregroundColor: UIColor.red])
            "".draw(in: CGRect(x: 0, y: 0, width: 60, height: 30), withAttributes: nil)
            NSAttributedString(string: "x").draw(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        })
        #expect(Self.ink(pixels, where: Self.isInked) == nil)
        // A height of greatestFiniteMagnitude (what apps pass for "no limit") and a font of size 0.
        _ = Self.render(size: CGSize(width: 60, height: 30)) { _ in
            "Huge".draw(with: CGRect(x: 0, y: 0, width: 60, height: CGFloat.greatestFiniteMagnitude),
                        options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: nil, context: nil)
            "Zero".draw(
                in: CGRect(x: 0, y: 0, width: 60, height: 30), withAttributes: [.font: UIFont.systemFont(ofSize: 0)])
        }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.font = .systemFont(ofSize: 0)
        label.text = "Zero"
        #expect(Self.render(label) != nil)
    }

    @Test("With .usesLineFragmentOrigin the lines that fit the height are drawn, the last cut with … when asked")
    func linesThatFit() throws {
        let font = UIFont.systemFont(ofSize: 16)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let rect = CGRect(x: 0, y: 0, width: 80, height: font.lineHeight * 2 + 1)
        let pixels = try #require(Self.render(size: CGSize(width: 80, height: 200)) { _ in
                text.draw(
                    with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes,
                    context: nil)
        })
        let ink = try #require(Self.ink(pixels, where: Self.isReddish))
        #expect(ink.maxY <= rect.maxY, "two lines, nothing below: \(ink)")
        let unlimited = try #require(Self.render(size: CGSize(width: 80, height: 200)) { _ in
            // Without .usesLineFragmentOrigin, .truncatesLastVisibleLine is ignored (Apple's documentation).
                "one\ntwo\nthree".draw(
                    with: CGRect(x: 0, y: 20, width: 80, height: 5), options: [.truncatesLastVisibleLine],
                                   attributes: attributes, context: nil)
        })
        let lines = try #require(Self.ink(unlimited, where: Self.isReddish))
        #expect(lines.height > font.lineHeight * 2, "three lines: \(lines)")
    }

    @Test("Without .usesLineFragmentOrigin, draw(with:) puts the first baseline at the rectangle's origin")
    func baselineOrigin() throws {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.red,
        ]
        let pixels = try #require(Self.render(size: CGSize(width: 100, height: 60)) { _ in
                "Line".draw(
                    with: CGRect(x: 5, y: 40, width: 90, height: 20), options: [], attributes: attributes, context: nil)
        })
        let ink = try #require(Self.ink(pixels, where: Self.isReddish))
        #expect(abs(ink.maxY - 40) <= 1, "the baseline is at y = 40: \(ink)")
    }
}
