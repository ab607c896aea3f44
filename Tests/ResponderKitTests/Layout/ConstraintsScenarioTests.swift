import Foundation
import ResponderKit
import ResponderKitExamples
import Testing

/// The constraints scenario, as the demo runs it: a button placed by constraints, a tap at its old place
/// after a constant moved it, and the tracer's account of why that tap missed.
@MainActor
@Suite("The constraints scenario (the demo's)")
struct ConstraintsScenarioTests {
    @Test("""
        Pay is tapped where the constraints put it; after the banner grows, its old place misses and the \
        explanation names the constraint that moved it; its new place is tapped
        """)
    func constraintsMovedTheButton() throws {
        _ = TestWorld.input()
        let scenario = try #require(SeedScenarios.named("constraints"))
        let lines = scenario.run()
        let printed = lines.filter { !$0.hasPrefix("▶") && !$0.hasPrefix("·") && !$0.hasPrefix("⋯") }
        let notes = lines.filter { $0.hasPrefix("·") }
        #expect(printed == ["pay: touchUpInside → paid", "pay: touchUpInside → paid"])
        let explanation = try #require(notes.first { $0.contains("pay did not") })
        #expect(explanation.contains("the point is outside its bounds"))
        #expect(explanation.contains("<NSLayoutConstraint UIButton'pay'.top == UIView'banner'.bottom + 20.0>"))
    }
}
