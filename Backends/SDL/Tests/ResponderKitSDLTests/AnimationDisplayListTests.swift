import Foundation
import ResponderKit
import ResponderKitSDL
import ResponderKitTesting
import Testing

/// The window draws what an animation shows (the presentation values), not the model, which holds
/// the end values from the start; and the loop keeps ticking while something animates.
@MainActor
@Suite("Animations in the display list")
struct AnimationDisplayListTests {
    private func fills(_ list: DisplayList) -> [(corners: [CGPoint], color: RGBA)] {
        list.items.compactMap { item in
            if case let .fill(corners, color, _) = item { return (corners, color) }
            return nil
        }
    }

    @Test("A fill moves and fades during UIView.animate, and rests at the model's place once it ends")
    func fillMovesDuringAnimation() throws {
        let application = UIApplication.shared
        let input = InputSimulator(application: application, startTime: 500_000)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.isHidden = false
        defer { window.isHidden = true }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(box)
        let builder = DisplayListBuilder()

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            box.frame.origin = CGPoint(x: 200, y: 0)
            box.alpha = 0.5
        })
        #expect(application.needsFrames, "the SDL loop ticks while a view animates")
        var fill = try #require(fills(builder.build(windows: [window])).first)
        #expect(fill.corners.first == CGPoint(x: 0, y: 0), "the old place shows first")
        #expect(fill.color.alpha == 1)

        input.advance(by: 0.5)  // the animation began at the call
        fill = try #require(fills(builder.build(windows: [window])).first)
        #expect(abs(fill.corners[0].x - 100) < 0.01 && fill.corners[0].y == 0, "halfway")
        #expect(abs(fill.color.alpha - 0.75) < 0.01)

        input.advance(by: 0.6)
        fill = try #require(fills(builder.build(windows: [window])).first)
        #expect(fill.corners.first == CGPoint(x: 200, y: 0))
        #expect(abs(fill.color.alpha - 0.5) < 1e-9)
        #expect(!application.needsFrames)
    }

    @Test("An animated corner radius is drawn as it is mid-way, not at its end value")
    func cornerRadiusAnimates() throws {
        let input = InputSimulator(application: UIApplication.shared, startTime: 600_000)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.isHidden = false
        defer { window.isHidden = true }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.addSubview(box)
        let builder = DisplayListBuilder()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.layer.cornerRadius = 40 })
        input.advance(by: 0.5)
        let midway = try #require(fills(builder.build(windows: [window])).first).corners
        input.advance(by: 0.6)
        let end = try #require(fills(builder.build(windows: [window])).first).corners
        #expect(midway.count > 4 && end.count > 4, "rounded both times")
        // The top edge starts where the top-left arc ends: at x = radius.
        let topMid = midway.filter { abs($0.y) < 1e-9 }.map(\.x).min()!
        let topEnd = end.filter { abs($0.y) < 1e-9 }.map(\.x).min()!
        #expect(abs(topMid - 20) < 0.5 && abs(topEnd - 40) < 0.5)
    }
}
