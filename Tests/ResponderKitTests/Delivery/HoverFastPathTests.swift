import ResponderKit
import ResponderKitTesting
import Testing

// A pointer move changes every hover recognizer that recognised. UIKit's own
// `UIHoverGestureRecognizer` takes the arena's fast path (its `state` setter cannot be overridden);
// a subclass goes through the general transition. Both must give the same actions, in the same order,
// with the same states and locations — also when an action changes other recognizers or the tree.

/// A subclass that overrides nothing: it goes the general way, so the two can be compared.
private final class PlainSubclassHover: UIHoverGestureRecognizer {}

@MainActor
@Suite("Hover: the fast path and the general transition give the same result", .serialized)
struct HoverFastPathTests {
    /// Runs the same scenario with recognizers made by `make`, and returns what their actions saw.
    private func scenario(
        _ make: @escaping @MainActor (@escaping @MainActor (UIGestureRecognizer) -> Void) -> UIHoverGestureRecognizer
    ) -> (log: [String], diagnostics: [String]) {
        var log: [String] = []
        var diagnostics: [String] = []
        let saved = UIApplication.shared.diagnosticHandler
        UIApplication.shared.diagnosticHandler = { diagnostics.append("\($0.kind)") }
        defer { UIApplication.shared.diagnosticHandler = saved }

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        card.addSubview(badge)
        window.addSubview(card)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        var recognizers: [UIHoverGestureRecognizer] = []
        for index in 0..<6 {
            let hover = make { recognizer in
                let point = recognizer.location(in: window)
                log.append("\(index) \(recognizer.state) (\(Int(point.x)), \(Int(point.y)))")
                // Actions that act on the others while the move is delivered: turn one off, add a
                // recognizer, take a view out — what the general path queues, the fast path must too.
                if index == 1, recognizer.state == .changed, point.x > 60 { recognizers[4].isEnabled = false }
                if index == 2, recognizer.state == .changed, point.x > 80, recognizers.count == 6 {
                    let late = make { log.append("late \($0.state)") }
                    recognizers.append(late)
                    card.addGestureRecognizer(late)
                }
                if index == 3, recognizer.state == .changed, point.x > 100 { badge.removeFromSuperview() }
            }
            recognizers.append(hover)
            (index % 2 == 0 ? badge : card).addGestureRecognizer(hover)
        }

        let input = InputSimulator()
        for x in stride(from: 40, through: 120, by: 10) {
            input.movePointer(to: CGPoint(x: x, y: 50))
        }
        input.movePointer(to: CGPoint(x: 200, y: 300))
        input.movePointer(to: CGPoint(x: 200, y: 600))
        input.pointerExit()
        return (log, diagnostics)
    }

    @Test("""
        UIHoverGestureRecognizer (fast path) and a subclass that overrides nothing (general path): the same \
        actions and states
        """)
    func sameResult() {
        let fast = scenario { UIHoverGestureRecognizer(handler: $0) }
        let general = scenario { PlainSubclassHover(handler: $0) }
        #expect(fast.log.count > 40)
        #expect(fast.log == general.log)
        #expect(fast.diagnostics == general.diagnostics)
        // The recognizer turned off mid-hover was cancelled, and the others ended when the pointer left.
        #expect(fast.log.contains("4 cancelled (70, 50)"))
        #expect(fast.log.contains { $0.hasPrefix("late ") })
        #expect(fast.log.last?.contains("ended") == true)
    }
}
