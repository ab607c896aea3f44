import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Haptics as tap handlers call them: nothing to feel on a desktop, but what was asked for reaches
// UIFeedbackGenerator.feedbackHandler, in order.

@MainActor
@Suite("UIFeedbackGenerator", .serialized)
struct FeedbackGeneratorTests {
    @Test("A button's tap gives an impact; a selection and a notification follow; intensity is clamped")
    func feedbackFromATap() {
        let input = TestWorld.input()
        var felt: [UIFeedbackGenerator.Feedback] = []
        UIFeedbackGenerator.feedbackHandler = { felt.append($0) }
        defer { UIFeedbackGenerator.feedbackHandler = nil }
        let haptic = UIImpactFeedbackGenerator(style: .rigid)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.addAction(UIAction { _ in
            haptic.prepare()
            haptic.impactOccurred()
        }, for: .touchUpInside)
        showWindow(with: [button])
        input.tap(at: CGPoint(x: 150, y: 122))
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIImpactFeedbackGenerator().impactOccurred(intensity: 7)
        UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: .nan)
        #expect(felt == [.impact(.rigid, intensity: 1), .selectionChanged, .notification(.success),
                         .impact(.medium, intensity: 1), .impact(.light, intensity: 0)])
    }
}
