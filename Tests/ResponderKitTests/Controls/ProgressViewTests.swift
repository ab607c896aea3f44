import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIProgressView as a download screen uses it: progress pinned to 0…1, setProgress, a Foundation
// Progress it follows, its size in Auto Layout, and touches that go past it up the chain.

/// A download screen: its view logs the touches that reach it.
@MainActor
private final class DownloadView: UIView {
    var touches: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("began") }
}

@MainActor
@Suite("UIProgressView")
struct ProgressViewTests {
    @Test("progress is pinned to 0…1 (NaN is 0), setProgress sets it, and the filled part follows")
    func progressValues() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        #expect(bar.progress == 0)
        bar.setProgress(0.25, animated: true)
        #expect(bar.progress == 0.25)
        #expect(bar.filledRect(in: bar.bounds).width == 50)
        bar.progress = 7
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
    }

    @Test("With observedProgress, the bar shows its fractionCompleted and ignores progress set meanwhile")
    func observedProgress() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        let download = Progress(totalUnitCount: 10)
        bar.observedProgress = download
        download.completedUnitCount = 3
        #expect(abs(bar.progress - 0.3) < 1e-6)
        bar.progress = 0.9
        #expect(abs(bar.progress - 0.3) < 1e-6)
        download.completedUnitCount = 10
        #expect(bar.progress == 1)
    }

    @Test("No width of its own, the style's height; made with a style, it takes that height")
    func sizes() {
        let standard = UIProgressView(progressViewStyle: .default)
        let thin = UIProgressView(progressViewStyle: .bar)
        #expect(standard.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(standard.intrinsicContentSize.height == 4 && standard.frame.height == 4)
        #expect(thin.intrinsicContentSize.height == 2)
        #expect(thin.progressViewStyle == .bar)
    }

    @Test("A touch on the bar goes up the responder chain to the screen's view")
    func touchesPassUp() {
        let input = TestWorld.input()
        let screen = DownloadView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let bar = UIProgressView(frame: CGRect(x: 20, y: 200, width: 350, height: 20))
        screen.addSubview(bar)
        showWindow(with: [screen])
        input.tap(at: CGPoint(x: 100, y: 210))
        #expect(screen.touches == ["began"])
    }
}
