import Foundation

/// Which kind of timing a `UITimingCurveProvider` gives — UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// A timing curve for a property animator — UIKit's `UITimingCurveProvider`. ResponderKit reads
/// the cubic and spring parameters of `UICubicTimingParameters` and `UISpringTimingParameters`
/// (UITimingParameters.swift); a provider of another class runs as
/// ease-in-out.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
