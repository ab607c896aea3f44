import Foundation

/// How the standard controls report a value they refuse (UIKit raises `NSInvalidArgumentException`
/// for some of these, or misbehaves with NaN): an `invalidControlValue` diagnostic, and the control
/// keeps its old value.
extension UIControl {
    func reportInvalidValue(_ message: String) {
        UIApplication.current.report(Diagnostic(
                kind: .invalidControlValue, resolution: .dropped,
                message: "\(type(of: self)): \(message); the old value is kept"))
    }
}
