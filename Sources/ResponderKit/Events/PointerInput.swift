import Foundation

/// A scroll from a mouse wheel or a trackpad, before it becomes a `.scroll` event (iPadOS 13.4's
/// pointer scrolling). `delta` is how far the content should move, the way a finger dragging it would
/// move it: positive `y` moves the content down (a wheel turned away from the user), positive `x` moves
/// it right. A wheel's delta is in lines (``EventThresholds/scrollLineHeight`` points each), a
/// trackpad's in points.
public struct ScrollInput: Sendable, Equatable {
    /// Where the scroll comes from — UIKit's `UIScrollType`: a wheel's notches are discrete, a
    /// trackpad's fingers continuous.
    public enum Source: Sendable, Equatable {
        case wheel
        case trackpad
    }

    /// Where a trackpad scroll is: fingers down (`began`), moving (`changed`), lifted (`ended`), or the
    /// trackpad's own coasting after the lift (`momentum`, which scroll views ignore: they decelerate
    /// themselves). A wheel's notches are `changed`.
    public enum Phase: Sendable, Equatable {
        case began, changed, ended, cancelled, momentum
    }

    /// The pointer's position on the screen.
    public var location: CGPoint
    public var delta: CGPoint
    public var source: Source
    public var phase: Phase

    public init(location: CGPoint, delta: CGPoint, source: Source, phase: Phase = .changed) {
        self.location = location
        self.delta = delta
        self.source = source
        self.phase = phase
    }

    /// A wheel's notches: `lines` in the sign convention above.
    public static func wheel(lines: CGPoint, at location: CGPoint) -> ScrollInput {
        ScrollInput(location: location, delta: lines, source: .wheel, phase: .changed)
    }

    /// A trackpad's two-finger scroll, `points` in the sign convention above.
    public static func trackpad(_ phase: Phase, points: CGPoint, at location: CGPoint) -> ScrollInput {
        ScrollInput(location: location, delta: points, source: .trackpad, phase: phase)
    }

    /// The distance in points.
    var points: CGPoint {
        source == .wheel
            ? CGPoint(x: delta.x * EventThresholds.scrollLineHeight, y: delta.y * EventThresholds.scrollLineHeight)
            : delta
    }
}

/// A trackpad's two-finger pinch or rotation, before it becomes a `.transform` event: the scale and
/// the rotation (radians, clockwise positive) since the fingers came down, at the pointer.
public struct TransformInput: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case began, changed, ended, cancelled
    }

    public var phase: Phase
    /// The pointer's position on the screen.
    public var location: CGPoint
    /// The scale since the gesture began (1 at the start).
    public var scale: CGFloat
    /// The rotation since the gesture began, in radians.
    public var rotation: CGFloat

    public init(_ phase: Phase, scale: CGFloat = 1, rotation: CGFloat = 0, at location: CGPoint) {
        self.phase = phase
        self.location = location
        self.scale = scale
        self.rotation = rotation
    }
}
