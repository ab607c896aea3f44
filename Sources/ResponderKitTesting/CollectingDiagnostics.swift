import ResponderKit

/// The diagnostics ResponderKit reports while `body` runs (bad input, refused hierarchy changes,
/// constraints UIKit would raise at), in order — for tests that check what was refused and why.
/// The application's own handler is put back afterwards.
@MainActor
public func collectingDiagnostics(_ body: () -> Void) -> [Diagnostic] {
    var reports: [Diagnostic] = []
    let saved = UIApplication.shared.diagnosticHandler
    UIApplication.shared.diagnosticHandler = { reports.append($0) }
    defer { UIApplication.shared.diagnosticHandler = saved }
    body()
    return reports
}
