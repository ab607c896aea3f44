import Foundation

/// Finds the hit-test view of a new touch: asks each visible window's `hitTest(_:with:)`, front
/// window first, once per window per new touch (H12), and takes the first answer that lies in a
/// visible window. The views' own hit-testing (and its index) is in HitTesting/. With several scenes
/// each in a system window of its own, only the windows of the scene the input comes from are asked
/// (Scenes/SceneFocus.swift).
@preconcurrency @MainActor
struct WindowHitTester {
    /// The application whose windows are asked (it outlives the tester, which lives for one query).
    private let applicationReference: Unretained<UIApplication>
    private var application: UIApplication { applicationReference.object }

    init(application: UIApplication) {
        applicationReference = Unretained(application, heldBy: "the caller, for the one query the tester lives for")
    }

    func hitTest(at screenPoint: CGPoint, event: UIEvent) -> (UIWindow, UIView)? {
        let scene = application.hitTestingScene
        if let only = application.windowRegistry.onlyVisibleWindow() {
            guard scene == nil || application.scene(showing: only) === scene else { return nil }
            return hitTest(only, at: screenPoint, event: event)
        }
        for window in application.windowRegistry.visibleFrontToBack()
        where scene == nil || application.scene(showing: window) === scene {
            if let found = hitTest(window, at: screenPoint, event: event) { return found }
        }
        return nil
    }

    /// One window's answer: the view it hit and the visible window that view is in, or `nil`.
    private func hitTest(_ window: UIWindow, at screenPoint: CGPoint, event: UIEvent) -> (UIWindow, UIView)? {
        let point = window.pointFromParentSpace(screenPoint)
        let tracer = activeTracer
        tracer?.willAskHitTest(window)
        let found = window.hitTest(point, with: event)
        if let tracer {
            tracer.didAskHitTest(window, point: point, result: found)
            tracer.record(
                .hitTestResult(window: ResponderName(window), view: found.map(ResponderName.init), point: point))
        }
        guard let hit = found else { return nil }
        guard let hitWindow = hit.enclosingWindow, !hitWindow.isHidden else {
            application.report(.init(
                kind: .hitTestViewOutsideWindow, resolution: .dropped,
                    message:
                        "\(type(of: window)).hitTest returned \(hit), which is in no visible window; trying the "
                            + "windows behind"
                ))
            return nil
        }
        return (hitWindow, hit)
    }
}
