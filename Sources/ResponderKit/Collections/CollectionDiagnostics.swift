import Foundation

/// How the collection view reports what UIKit raises at: an `invalidCollectionViewUse` diagnostic
/// through the application, and the collection view carries on as the message says.
@MainActor
enum CollectionDiagnostics {
    static func report(_ message: String, resolution: Diagnostic.Resolution = .repaired) {
        UIApplication.current.report(
            Diagnostic(kind: .invalidCollectionViewUse, resolution: resolution, message: message))
    }
}
