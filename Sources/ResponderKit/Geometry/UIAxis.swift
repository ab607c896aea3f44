/// Horizontal, vertical or both — which axes a setting applies to (UIKit's `UIAxis`, iOS 13.4; raw
/// values as UIKit's: horizontal 1, vertical 2).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
