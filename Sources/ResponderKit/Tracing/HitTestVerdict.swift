import Foundation

/// Why hit-testing took or passed over a view.
public enum HitTestVerdict: Sendable, Equatable, CustomStringConvertible {
    /// `isHidden` is true: the view and its subtree were skipped.
    case hidden
    /// `alpha` is below 0.01: skipped with its subtree.
    case transparent(alpha: CGFloat)
    /// `isUserInteractionEnabled` is false: skipped with its subtree.
    case interactionDisabled
    /// `point(inside:with:)` said no: the point is outside; its subviews were not asked.
    case pointOutside
    /// The view's own `hitTest(_:with:)` is overridden and returned this (or nothing).
    case overridden(returned: ResponderName?)
    /// A subview (or one of its descendants) took the point.
    case passedToSubview(ResponderName)
    /// No subview took the point: the view itself is the answer.
    case chosen

    public var description: String {
        switch self {
        case .hidden: return "skipped: hidden"
        case let .transparent(alpha): return "skipped: alpha \(TraceFormat.number(alpha)) is below 0.01"
        case .interactionDisabled: return "skipped: user interaction disabled"
        case .pointOutside: return "skipped: the point is outside its bounds"
        case let .overridden(returned):
            return "its hitTest is overridden and returned \(returned.map { "\($0)" } ?? "nil")"
        case let .passedToSubview(subview): return "inside; \(subview) took it"
        case .chosen: return "chosen: the point is inside and no subview took it"
        }
    }
}
