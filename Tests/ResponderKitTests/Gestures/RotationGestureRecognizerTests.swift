import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// UIRotationGestureRecognizer (B131), used as UIKit client code would.
@MainActor
@Suite("Gesture recognizers: rotation (B131)")
struct RotationGestureRecognizerTests {
    @Test("B131: a quarter turn clockwise (y down) gives rotation ≈ +π/2; .began after about 3°; velocity positive")
    func rotationClockwise() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let rotation = UIRotationGestureRecognizer { log.states.append($0.state) }
        view.addGestureRecognizer(rotation)

        let c = point(195, 400)
        func turn(_ fingers: [InputSimulator.Finger], to degrees: Double) {
            let a = degrees * .pi / 180
            let dx = 50 * CGFloat(cos(a)), dy = 50 * CGFloat(sin(a))
            input.move([(fingers[0], point(c.x - dx, c.y - dy)), (fingers[1], point(c.x + dx, c.y + dy))])
        }
        let fingers = input.touchDown(atAll: [point(145, 400), point(245, 400)])
        turn(fingers, to: 2)
        #expect(log.states.isEmpty, "2° is not a rotation yet")
        turn(fingers, to: 4)
        #expect(log.states == [.began])
        for degrees in stride(from: 10.0, through: 90.0, by: 10.0) { turn(fingers, to: degrees) }
        #expect(near(rotation.rotation, .pi / 2, 0.001), "clockwise is positive: \(rotation.rotation)")
        #expect(rotation.velocity > 0)
        #expect(log.states.dropFirst().allSatisfy { $0 == .changed })
        input.lift(fingers[1], at: point(195, 450))
        #expect(log.states.last == .changed, "one finger still down")
        input.lift(fingers[0], at: point(195, 350))
        #expect(log.states.last == .ended, "B131: ended when both lift")
    }

    @Test("B131: setting rotation = 0 rebases it; turning back counter-clockwise gives a negative velocity")
    func rotationRebaseAndVelocitySign() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)

        let c = point(195, 400)
        func turn(_ fingers: [InputSimulator.Finger], to degrees: Double) {
            let a = degrees * .pi / 180
            let dx = 50 * CGFloat(cos(a)), dy = 50 * CGFloat(sin(a))
            input.move([(fingers[0], point(c.x - dx, c.y - dy)), (fingers[1], point(c.x + dx, c.y + dy))])
        }
        let fingers = input.touchDown(atAll: [point(145, 400), point(245, 400)])
        for degrees in stride(from: 10.0, through: 90.0, by: 10.0) { turn(fingers, to: degrees) }
        #expect(near(rotation.rotation, .pi / 2, 0.001))
        rotation.rotation = 0
        #expect(near(rotation.rotation, 0))
        for degrees in stride(from: 100.0, through: 135.0, by: 5.0) { turn(fingers, to: degrees) }
        #expect(near(rotation.rotation, .pi / 4, 0.001), "45° since the rebase: \(rotation.rotation)")
        #expect(rotation.velocity > 0)

        for degrees in stride(from: 130.0, through: 80.0, by: -5.0) { turn(fingers, to: degrees) }
        #expect(near(rotation.rotation, -.pi / 18, 0.001), "80° is 10° short of the rebase point: \(rotation.rotation)")
        #expect(rotation.velocity < 0, "counter-clockwise: \(rotation.velocity)")
        input.lift([(fingers[0], c), (fingers[1], point(c.x + 10, c.y))])
    }
}
