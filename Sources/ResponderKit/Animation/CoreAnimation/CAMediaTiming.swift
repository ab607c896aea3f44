import Foundation

/// The timing every animation and every layer has — Core Animation's `CAMediaTiming`: when it begins
/// (`beginTime`, in its parent's time), how long one run takes (`duration`), how fast its time runs
/// (`speed`: 0 pauses it) and where it starts (`timeOffset`), how often it repeats, whether it runs
/// back after each run, and what it shows outside its active time (`fillMode`).
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows before it begins and after it ends — Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing of the animation outside its active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Its last value after it ends (while it stays on the layer: `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Its first value before it begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
