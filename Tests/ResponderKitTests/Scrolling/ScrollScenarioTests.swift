import Foundation
import ResponderKit
import ResponderKitExamples
import Testing

/// The scroll scenarios, as the demo runs them: the seed's paging scroll view with previews, the
/// UIScrollView holding a TapDetectingImageView, a list with a button in every row, a carousel in a list.
@MainActor
@Suite("Scroll view scenarios (the demo's)")
struct ScrollScenarioTests {
    private func run(_ name: String) throws -> [String] {
        _ = TestWorld.input()
        let scenario = try #require(SeedScenarios.named(name))
        return scenario.run().filter { !$0.hasPrefix("▶") && !$0.hasPrefix("·") && !$0.hasPrefix("⋯") }
    }

    @Test("BSPreviewScrollView: a drag in the margin pages the narrow scroll view; a short one falls back")
    func pagingPreviews() throws {
        #expect(try run("paging-previews") == ["BSPreviewScrollView: page 1", "BSPreviewScrollView: page 1"])
    }

    @Test("A list of 1,000 rows: a tap presses a row's button, a drag scrolls without pressing, the wheel scrolls")
    func buttonList() throws {
        let printed = try run("scroll-list")
        #expect(printed.count == 4)
        #expect(printed.first == "row 3 tapped")
        let scrolledTo = Int(printed[1].split(separator: " ").last ?? "") ?? 0
        #expect(printed[1].hasPrefix("list at y = ") && scrolledTo > 900)
        #expect(printed[2] == "row \((scrolledTo + 90) / 60) tapped")
        #expect(printed[3] == "list at y = \(scrolledTo + 90)")
    }

    @Test("UIScrollView → TapDetectingImageView: one hitTest per touch, a double tap zooms in, a pinch up to 4×")
    func zoomingPicture() throws {
        let printed = try run("zoom-picture")
        #expect(printed.filter { $0.hasPrefix("TapDetectingImageView: hitTest") }.count == 4)
        #expect(printed.contains("double tap at (100, 100): zoomScale 2.0"))
        #expect(printed.last == "zoomed to 4.0×")
    }

    @Test("A carousel in a list: the sideways drag pages the carousel, the vertical one scrolls the list")
    func carouselInList() throws {
        let printed = try run("carousel-in-list")
        #expect(printed.first == "carousel at card 1")
        #expect(printed.last?.hasPrefix("list at y = ") == true)
        #expect(printed.count == 2)
    }
}
