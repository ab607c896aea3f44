import Foundation
@_spi(Testing) import ResponderKit

extension InputSimulator {
    /// Runs `body` with a clean application standing as `UIApplication.shared`, and a simulator
    /// driving it; then puts the previous application back.
    ///
    /// The new application shares nothing with the ones before it — as Flutter's tests reset their
    /// binding: no windows, no touches in flight, no tracer, the default dispatch switches, an empty
    /// keep-alive pool. Windows and views made inside belong to it. Use it for a test that must not
    /// see what earlier tests left behind (a tracer, a switch turned off, a touch never ended).
    ///
    /// ```swift
    /// InputSimulator.withCleanApplication { input in
    ///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    ///     window.makeKeyAndVisible()
    ///     input.tap(at: CGPoint(x: 100, y: 100))
    /// }
    /// ```
    public static func withCleanApplication<Result>(
        _ applicationClass: UIApplication.Type = UIApplication.self,
        startTime: TimeInterval = 1000,
        _ body: (InputSimulator) throws -> Result
    ) rethrows -> Result {
        let application = applicationClass.init()
        return try UIApplication.withSharedApplication(application) {
            try body(InputSimulator(application: application, startTime: startTime))
        }
    }
}
