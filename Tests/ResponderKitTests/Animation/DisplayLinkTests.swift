import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// CADisplayLink as iOS code steps its own motion with it: called every frame of the clock, paused,
// slowed to a preferred rate, invalidated (letting go of its target).

@MainActor
private final class Ticker: UIView {
    var frames: [CFTimeInterval] = []
    var link: CADisplayLink?

    func start(fps: Int = 0) {
        let link = CADisplayLink(target: self, selector: Selector("step:"))
        link.preferredFramesPerSecond = fps
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("step:") {
            return { [weak self] sender, _ in
                guard let self, let link = sender as? CADisplayLink else { return }
                self.frames.append(link.timestamp)
                self.center.x += 1
            }
        }
        return super.actionMethod(for: action)
    }
}

@MainActor
@Suite("CADisplayLink")
struct DisplayLinkTests {
    @Test("""
        A link calls its target once per frame with the frame's timestamp; paused it stops; invalidated it lets go \
        of its target
        """)
    func framesPauseInvalidate() {
        let input = TestWorld.input()
        let ticker = Ticker(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        showWindow(with: [ticker])
        ticker.start()
        #expect(UIApplication.shared.needsFrames)
        for _ in 0..<10 { input.advance(by: 1.0 / 60) }
        #expect(ticker.frames.count == 10)
        #expect(ticker.frames == ticker.frames.sorted())
        #expect(ticker.center.x == 15)

        ticker.link?.isPaused = true
        #expect(!UIApplication.shared.needsFrames)
        for _ in 0..<5 { input.advance(by: 1.0 / 60) }
        #expect(ticker.frames.count == 10)
        ticker.link?.isPaused = false
        input.advance(by: 1.0 / 60)
        #expect(ticker.frames.count == 11)

        weak var released: Ticker?
        do {
            let other = Ticker(frame: .zero)
            other.start()
            released = other
            other.link?.invalidate()
            other.link = nil
        }
        #expect(released == nil)
        ticker.link?.invalidate()
        input.advance(by: 1.0 / 60)
        #expect(ticker.frames.count == 11)
    }

    @Test("preferredFramesPerSecond 30 on a 60 Hz clock calls every other frame")
    func preferredRate() {
        let input = TestWorld.input()
        let ticker = Ticker(frame: .zero)
        ticker.start(fps: 30)
        for _ in 0..<60 { input.advance(by: 1.0 / 60) }
        #expect((29...31).contains(ticker.frames.count))
        ticker.link?.invalidate()
    }

    @Test("A target without the method: a diagnostic, and the link stops")
    func missingMethod() {
        let input = TestWorld.input()
        let view = UIView(frame: .zero)
        let link = CADisplayLink(target: view, selector: Selector("nothing:"))
        let diagnostics = TestWorld.diagnostics {
            link.add(to: .main, forMode: .default)
            input.advance(by: 1.0 / 60)
            input.advance(by: 1.0 / 60)
        }
        #expect(diagnostics.map(\.kind) == [.unhandledAction])
        // Stopped: later frames send it nothing. (Not `needsFrames`, which an animation another test
        // left running on the shared application also sets.)
        let later = TestWorld.diagnostics { input.advance(by: 1.0 / 60) }
        #expect(later.filter { $0.kind == .unhandledAction }.isEmpty)
    }
}
