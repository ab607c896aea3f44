import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// UIPinchGestureRecognizer (B130), used as UIKit client code would.
@MainActor
@Suite("Gesture recognizers: pinch (B130)")
struct PinchGestureRecognizerTests {
    @Test("""
        B130: spreading two fingers from 100 to 200 pt apart: .began after 5 pt, scale ≈ 2, velocity > 0, .ended \
        when both have lifted
        """)
    func pinchSpread() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            log.states.append(pinch.state)
            log.numbers.append(pinch.scale)
        }
        view.addGestureRecognizer(pinch)
        #expect(EventThresholds.pinchStartDistance == 5)

        // Fingers on a horizontal line through x = 195, `gap` apart.
        func spread(_ fingers: [InputSimulator.Finger], to gap: CGFloat) {
            input.move([(fingers[0], point(195 - gap / 2, 400)), (fingers[1], point(195 + gap / 2, 400))])
        }
        let fingers = input.touchDown(atAll: [point(145, 400), point(245, 400)])
        spread(fingers, to: 102)
        #expect(log.states.isEmpty, "2 pt is not a pinch yet")
        spread(fingers, to: 106)
        #expect(log.states == [.began])
        #expect(log.numbers.first.map { near($0, 1.06) } == true)
        for gap in stride(from: 116, through: 200, by: 12) { spread(fingers, to: CGFloat(gap)) }
        spread(fingers, to: 200)
        #expect(pinch.state == .changed)
        #expect(near(pinch.scale, 2.0), "absolute ratio: \(pinch.scale)")
        #expect(pinch.velocity > 0, "spreading: \(pinch.velocity)")
        #expect(log.states.dropFirst().allSatisfy { $0 == .changed })

        input.lift(fingers[0], at: point(95, 400))
        #expect(log.states.last == .changed, "one finger still down: not ended yet (B130: both must lift)")
        let count = log.states.count
        input.move(fingers[1], to: point(300, 400))
        #expect(log.states.count == count, "one finger alone does not change the pinch")
        input.lift(fingers[1], at: point(300, 400))
        #expect(log.states.last == .ended)
    }

    @Test("B130: setting scale = 1 rebases it, so further spreading is relative")
    func pinchRebase() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)

        let fingers = input.touchDown(atAll: [point(145, 400), point(245, 400)])
        for gap in stride(from: 110, through: 200, by: 10) {
            input.move([
                (fingers[0], point(195 - CGFloat(gap) / 2, 400)), (fingers[1], point(195 + CGFloat(gap) / 2, 400)),
            ])
        }
        #expect(near(pinch.scale, 2.0))
        pinch.scale = 1
        #expect(near(pinch.scale, 1.0))
        for gap in stride(from: 220, through: 300, by: 20) {
            input.move([
                (fingers[0], point(195 - CGFloat(gap) / 2, 400)), (fingers[1], point(195 + CGFloat(gap) / 2, 400)),
            ])
        }
        #expect(near(pinch.scale, 1.5), "300 / 200 since the rebase: \(pinch.scale)")
        input.lift([(fingers[0], point(45, 400)), (fingers[1], point(345, 400))])
    }
}
