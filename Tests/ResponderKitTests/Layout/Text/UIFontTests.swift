import Foundation
import ResponderKit
import Testing

// UIFont as app code uses it: UIKit's sizes and weights, the text styles at the default content size,
// metrics derived from DejaVu Sans (units per em 2048, hhea ascender 1901, descender -483, line gap
// 0, cap height 1493, x height 1120), names, equality, clamped sizes, and TextLayout's wrapping and
// truncation against the built-in measurement and a replaced one.

@MainActor
@Suite("UIFont: UIKit's sizes, weights and text styles, DejaVu Sans metrics, text layout")
struct UIFontTests {
    private func units(_ value: Int, _ size: CGFloat) -> CGFloat { CGFloat(value) * size / 2048 }

    @Test("UIKit's standard sizes: system 14, small 12, label 17, button 18")
    func standardSizes() {
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
    }

    @Test("Weights have UIKit's raw values (single-precision constants widened)")
    func weights() {
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.bold.rawValue == CGFloat(Float(0.4)))
        #expect(UIFont.Weight.medium.rawValue == 0.23000000417232513)
        #expect(UIFont.Weight.ultraLight.rawValue == CGFloat(Float(-0.8)))
        #expect(UIFont.Weight.black.rawValue == CGFloat(Float(0.62)))
        let ordered: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(ordered.map(\.rawValue) == ordered.map(\.rawValue).sorted())
        #expect(UIFont.Weight(rawValue: 0.4) == UIFont.Weight(0.4))
    }

    @Test("Text styles have UIKit's sizes at the Large content size category")
    func textStyles() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .headline).isBold)
        #expect(!UIFont.preferredFont(forTextStyle: .body).isBold)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test("System fonts: names, weights, italic, monospaced")
    func systemFonts() {
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(regular.fontName == ".SFUI-Regular")
        #expect(regular.familyName == ".AppleSystemUIFont")
        #expect(regular.pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 17).isBold)
        #expect(UIFont.boldSystemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17, weight: .bold))
        #expect(!UIFont.systemFont(ofSize: 17, weight: .medium).isBold)
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).isBold)
        #expect(UIFont.italicSystemFont(ofSize: 12).isItalic)
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).isMonospaced)
        #expect(!UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).isMonospaced)
    }

    @Test("Metrics are DejaVu Sans's scaled to the point size; lineHeight = ascender − descender + leading")
    func metrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.ascender == units(1901, 17))
        #expect(font.descender == -units(483, 17))
        #expect(font.leading == 0)
        #expect(font.capHeight == units(1493, 17))
        #expect(font.xHeight == units(1120, 17))
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        #expect(font.lineHeight == 19.7890625)
        #expect(UIFont.systemFont(ofSize: 34).lineHeight == 2 * font.lineHeight)
    }

    @Test("Named fonts: known names measure as DejaVu, unknown names give nil")
    func namedFonts() throws {
        let helvetica = try #require(UIFont(name: "Helvetica-Bold", size: 12))
        #expect(helvetica.fontName == "Helvetica-Bold")
        #expect(helvetica.familyName == "Helvetica")
        #expect(helvetica.isBold)
        #expect(try #require(UIFont(name: "Menlo", size: 12)).isMonospaced)
        #expect(UIFont(name: "No Such Font", size: 12) == nil)
        #expect(UIFont.familyNames.contains("Helvetica Neue"))
        #expect(UIFont.fontNames(forFamilyName: "Helvetica").contains("Helvetica-Oblique"))
    }

    @Test("withSize, equality and hashing")
    func equality() {
        let font = UIFont.systemFont(ofSize: 12)
        #expect(font.withSize(20) == UIFont.systemFont(ofSize: 20))
        #expect(font != UIFont.boldSystemFont(ofSize: 12))
        #expect(Set([font, UIFont.systemFont(ofSize: 12), font.withSize(13)]).count == 2)
    }

    @Test("Sizes that are not a number, negative or infinite are clamped, and measure without trapping")
    func badSizes() {
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: -4).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: .infinity).pointSize == UIFont.maximumPointSize)
        #expect(UIFont.systemFont(ofSize: -4).lineHeight == 0)
        let layout = TextLayout(text: "Hello world", font: .systemFont(ofSize: .infinity), width: .nan)
        #expect(layout.size.width.isFinite && layout.lines == ["Hello world"])
    }

    // MARK: Measuring

    @Test("Widths are the sum of DejaVu Sans's advances; wide scalars are an em, others fall back to the average")
    func widths() {
        let font = UIFont.systemFont(ofSize: 17)
        let measure = BuiltInTextMetrics.shared
        #expect(
            measure.size(of: "Hello", font: font)
                == CGSize(width: units(1540 + 1260 + 569 + 569 + 1253, 17), height: font.lineHeight))
        #expect(measure.size(of: "Hello", font: .boldSystemFont(ofSize: 17)).width == 49.0908203125)
        #expect(
            measure.size(of: "Hello", font: .italicSystemFont(ofSize: 17)).width
                == measure.size(of: "Hello", font: font).width)
        #expect(measure.size(of: "你", font: font).width == 17)
        #expect(measure.size(of: "\u{0E01}", font: font).width == units(1038, 17))
        #expect(
            measure.size(of: "abc", font: .monospacedSystemFont(ofSize: 17, weight: .regular)).width
                == units(3 * 1233, 17))
        #expect(measure.size(of: "", font: font).width == 0)
    }

    @Test("Word wrapping breaks after spaces; a word wider than the line breaks between characters")
    func wordWrapping() {
        let font = UIFont.systemFont(ofSize: 17)
        let layout = TextLayout(text: "Hello world", font: font, width: 60)
        #expect(layout.lines == ["Hello", "world"])
        #expect(layout.size.height == 2 * font.lineHeight)
        #expect(layout.size.width == layout.lineWidths.max())
        #expect(!layout.isTruncated)
        #expect(TextLayout(text: "Hello", font: font, width: 30).lines == ["Hel", "lo"])
        #expect(TextLayout(text: "Hello world", font: font).lines == ["Hello world"])
        #expect(TextLayout(text: "a\n\nb", font: font).lines == ["a", "", "b"])
        #expect(TextLayout(text: "", font: font).size == .zero)
    }

    @Test("Character wrapping breaks between any two characters")
    func charWrapping() {
        let layout = TextLayout(text: "abc", font: .systemFont(ofSize: 17), width: 21.5, lineBreakMode: .byCharWrapping)
        #expect(layout.lines == ["ab", "c"])
    }

    @Test("A line limit truncates the last line: tail, head, middle, clipping, and following paragraphs")
    func truncation() {
        let font = UIFont.systemFont(ofSize: 17)
        let tail = TextLayout(
            text: "Hello world", font: font, width: 50, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(tail.lines == ["Hell…"])
        #expect(tail.isTruncated && tail.size.width <= 50)
        let head = TextLayout(
            text: "Hello world", font: font, width: 50, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        #expect(
            head.lines.count == 1 && head.lines[0].hasPrefix("…") && head.lines[0].hasSuffix("d")
                && head.size.width <= 50)
        let middle = TextLayout(
            text: "Hello world", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        #expect(middle.lines[0].hasPrefix("H") && middle.lines[0].contains("…") && middle.lines[0].hasSuffix("d"))
        let clip = TextLayout(text: "Hello world", font: font, width: 50, numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(clip.lines == ["Hello world"] && clip.size.width == 50)
        let word = TextLayout(
            text: "Hello world", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        #expect(word.lines == ["Hello"] && word.isTruncated)
        let paragraphs = TextLayout(text: "a\nb\nc", font: font, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(paragraphs.lines == ["a", "b…"])
        let twoLines = TextLayout(
            text: "Hello world again", font: font, width: 60, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(twoLines.lines.count == 2 && twoLines.lines[0] == "Hello" && twoLines.lines[1].hasSuffix("…"))
    }

    @Test("A replaced metrics source measures every layout; the built-in one comes back")
    func replacedSource() {
        final class TenPerCharacter: TextMetricsSource {
            func size(of text: String, font: UIFont) -> CGSize { CGSize(width: CGFloat(text.count) * 10, height: 5) }
        }
        let font = UIFont.systemFont(ofSize: 17)
        let saved = UIFont.metricsSource
        UIFont.metricsSource = TenPerCharacter()
        defer { UIFont.metricsSource = saved }
        let layout = TextLayout(text: "abcd efgh", font: font, width: 45)
        #expect(layout.lines == ["abcd", "efgh"])
        #expect(layout.size == CGSize(width: 40, height: 2 * font.lineHeight))
        UIFont.metricsSource = saved
        #expect(TextLayout(text: "abcd", font: font).size.width == BuiltInTextMetrics.width(of: "abcd", font: font))
    }
}
