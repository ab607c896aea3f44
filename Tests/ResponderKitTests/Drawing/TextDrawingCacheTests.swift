import Foundation
import ResponderKit
import Testing

/// Text drawn again reuses its layout (a label keeps its lines, the context keeps each run's
/// shaping) — the fast path. These tests hold it to the general path: a label drawn after a change
/// gives the very pixels of a new label made with that change, and a run drawn after the kept
/// shaping was let go, or at another scale in between, gives the pixels it gave the first time.
@MainActor
@Suite("Text drawing kept between frames: the same pixels as drawing afresh",
       .enabled(if: DrawingAvailability.textIsAvailable, "Cairo and Pango are not installed"))
struct TextDrawingCacheTests {
    static func png(of view: UIView, scale: CGFloat = 2) -> Data? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }.pngData()
    }

    static func label(_ configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
        label.text = "Message 12 to the team"
        configure(label)
        return label
    }

    /// Each change a cell's label sees while a list scrolls and its rows are reused.
    nonisolated static let changes: [(String, @MainActor @Sendable (UILabel) -> Void)] = [
        ("text", { $0.text = "Message 13 for the rest" }),
        ("colour", { $0.textColor = .systemRed }),
        ("font", { $0.font = .boldSystemFont(ofSize: 20) }),
        ("alignment", { $0.textAlignment = .right }),
        ("lines", { $0.numberOfLines = 0; $0.font = .systemFont(ofSize: 22) }),
        ("line break mode", { $0.lineBreakMode = .byTruncatingHead; $0.font = .systemFont(ofSize: 22) }),
        ("enabled", { $0.isEnabled = false }),
        ("highlighted", { $0.highlightedTextColor = .systemGreen; $0.isHighlighted = true }),
        ("shadow", { $0.shadowColor = .systemBlue; $0.shadowOffset = CGSize(width: 2, height: 2) }),
        ("attributed text", {
                $0.attributedText = NSAttributedString(
                    string: "Bold news",
                    attributes: [
                        .font: UIFont.boldSystemFont(ofSize: 15),
                        .foregroundColor: UIColor.systemOrange,
                    ])
        }),
        ("width", { $0.frame.size.width = 90 }),
    ]

    @Test(
        "A label changed after it was drawn draws what a label made with the change draws", arguments: 0..<changes.count
    )
    func changedLabelDrawsAfresh(change: Int) throws {
        let (name, apply) = Self.changes[change]
        let drawnBefore = Self.label()
        _ = try #require(Self.png(of: drawnBefore))
        apply(drawnBefore)
        let fresh = Self.label(apply)
        let afterChange = try #require(Self.png(of: drawnBefore))
        #expect(afterChange == Self.png(of: fresh), "after changing the \(name)")
        #expect(afterChange != Self.png(of: Self.label()), "the \(name) changed what is drawn")
    }

    @Test("""
        A label drawn twice, and a label whose colour follows the appearance, draw the same as the first time and \
        as dark mode asks
        """)
    func keptLayoutRedraws() throws {
        _ = TestWorld.input()  // light mode, whatever an earlier test left
        let label = Self.label()
        let first = try #require(Self.png(of: label))
        #expect(Self.png(of: label) == first)
        // The kept lines paint `.label` as the appearance resolves it when drawn.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
        window.addSubview(label)
        window.overrideUserInterfaceStyle = .dark
        let dark = try #require(Self.png(of: label))
        let freshDark = Self.label()
        let darkWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
        darkWindow.overrideUserInterfaceStyle = .dark
        darkWindow.addSubview(freshDark)
        #expect(dark == Self.png(of: freshDark))
        #expect(dark != first)
    }

    @Test("A run drawn at another scale in between, or after more runs than are kept, draws its first pixels again")
    func keptShapingRedraws() throws {
        let label = Self.label { $0.text = "Kept between frames" }
        let first = try #require(Self.png(of: label, scale: 2))
        _ = Self.png(of: label, scale: 1)
        _ = Self.png(of: label, scale: 3)
        #expect(Self.png(of: label, scale: 2) == first, "after drawing at scales 1 and 3")
        // More distinct runs than the context keeps: the kept ones are let go and made again.
        let other = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 20))
        for row in 0..<1_500 {
            other.text = "Row \(row)"
            _ = Self.png(of: other, scale: 1)
        }
        #expect(Self.png(of: label, scale: 2) == first, "after 1,500 other runs")
    }
}
