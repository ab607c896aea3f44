import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Failure requirements past two: UIKit resolves `require(toFail:)` chains and
/// graphs of any length — a recognizer waits while one it requires is still deciding, goes ahead when
/// that one fails, and fails when it recognises (B118).
@MainActor
@Suite("Failure requirements: chains and graphs of any length (B118)")
struct FailureRequirementChainTests {
    /// A window with one view and the recognizers on it; each records its action into `fired`.
    @MainActor
    final class Stage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var fired: [String] = []
        init() {
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            window.rootViewController?.view.addSubview(view)
        }
        func tap(_ name: String, taps: Int = 1) -> UITapGestureRecognizer {
            let recognizer = UITapGestureRecognizer { [unowned self] r in if r.state == .ended { fired.append(name) } }
            recognizer.numberOfTapsRequired = taps
            recognizer.name = name
            view.addGestureRecognizer(recognizer)
            return recognizer
        }
    }

    @Test(
        "Outer requires single, single requires double: one tap fires single only (single recognised, so outer fails)")
    func chainOfThree() {
        let input = TestWorld.input()
        let stage = Stage()
        let double = stage.tap("double", taps: 2)
        let single = stage.tap("single")
        let outer = stage.tap("outer")
        single.require(toFail: double)
        outer.require(toFail: single)
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 1)
        #expect(stage.fired == ["single"])
    }

    @Test(
        """
            A chain of taps, each requiring the one before to fail, the first a double tap: one tap resolves down the \
            chain — every other one recognises
            """,
        arguments: [3, 5, 12])
    func longChain(length: Int) {
        let input = TestWorld.input()
        let stage = Stage()
        var recognizers = [stage.tap("double", taps: 2)]
        for index in 1..<length {
            let recognizer = stage.tap("t\(index)")
            recognizer.require(toFail: recognizers[index - 1])
            recognizers.append(recognizer)
        }
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 1)
        // The double tap fails (no second tap), so t1 recognises; t2 required t1 to fail, so it fails;
        // t3 required t2 to fail, so it recognises; and so on down the chain.
        #expect(stage.fired == stride(from: 1, to: length, by: 2).map { "t\($0)" })
    }
}
