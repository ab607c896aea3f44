import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Each application has its own tracer and dispatch state, and a test can start
/// from a clean one (`InputSimulator.withCleanApplication`) — nothing an earlier application was
/// given leaks into the next, as Flutter's tests reset their binding.
@MainActor
@Suite("Clean applications: per-application state does not leak")
struct CleanApplicationTests {
    /// A plain view that counts the touches it began.
    final class Pad: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    }

    /// A shown key window of the application standing as `shared`, with a pad filling it.
    static func showPad() -> (UIWindow, Pad) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let pad = Pad(frame: window.bounds)
        window.addSubview(pad)
        window.makeKeyAndVisible()
        return (window, pad)
    }

    @Test("a tracer set on one application is not seen by the next, and records only its own events")
    func tracerDoesNotLeak() {
        let tracer = EventTracer()
        let first = InputSimulator.withCleanApplication { input in
            #expect(input.application.tracer == nil, "a clean application starts with no tracer")
            input.application.tracer = tracer
            let (window, pad) = Self.showPad()
            input.tap(at: CGPoint(x: 100, y: 100))
            #expect(pad.began == 1)
            window.isHidden = true
            return input.application
        }
        let recordedByFirst = tracer.records.count
        #expect(recordedByFirst > 0, "the first application reported its tap to its tracer")
        #expect(first.tracer === tracer, "the tracer stays with its application")

        InputSimulator.withCleanApplication { input in
            #expect(input.application !== first)
            #expect(input.application.tracer == nil, "the next application does not see the first one's tracer")
            let (window, pad) = Self.showPad()
            input.tap(at: CGPoint(x: 100, y: 100))
            #expect(pad.began == 1, "the next application delivers as usual")
            window.isHidden = true
        }
        #expect(
            tracer.records.count == recordedByFirst, "the next application's tap reached no other application's tracer")
        #expect(UIApplication.shared.tracer !== tracer, "the shared application never saw it either")
    }

    @Test("the application standing before a clean one gets its own state back afterwards")
    func previousApplicationRestored() {
        let shared = UIApplication.shared
        let tracer = EventTracer()
        shared.tracer = tracer
        defer { shared.tracer = nil }
        InputSimulator.withCleanApplication { input in
            #expect(UIApplication.shared === input.application)
            #expect(UIApplication.shared.tracer == nil)
        }
        #expect(UIApplication.shared === shared)
        #expect(UIApplication.shared.tracer === tracer)
    }

    @Test("a subclass can stand as the clean application")
    func subclass() {
        final class App: UIApplication {}
        InputSimulator.withCleanApplication(App.self) { input in
            #expect(UIApplication.shared is App)
            #expect(input.application is App)
        }
        #expect(!(UIApplication.shared is App))
    }
}
