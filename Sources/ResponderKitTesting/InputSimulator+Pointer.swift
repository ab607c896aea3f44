import Foundation
import ResponderKit

/// A mouse and a trackpad: wheel notches, two-finger scrolls, and the pointer hovering.
extension InputSimulator {
    /// One turn of a mouse wheel by `lines` (positive `y`: away from the user, the content moves down)
    /// with the pointer at `point`.
    public func scrollWheel(lines: CGPoint, at point: CGPoint) {
        onInput?("wheel \(lines) at \(point)")
        send(.scroll(.wheel(lines: lines, at: point), timestamp: time))
        time += frameInterval
    }

    /// Two fingers on a trackpad moving the content by `distance` points in `steps` frames, then
    /// lifting (their speed carries the content on, as a flick would).
    public func trackpadScroll(by distance: CGPoint, at point: CGPoint, steps: Int = 8) {
        onInput?("trackpad scroll \(distance) at \(point)")
        let count = max(steps, 1)
        send(.scroll(.trackpad(.began, points: .zero, at: point), timestamp: time))
        for _ in 0..<count {
            time += frameInterval
            send(
                .scroll(
                    .trackpad(
                        .changed, points: CGPoint(x: distance.x / CGFloat(count), y: distance.y / CGFloat(count)),
                        at: point),
                         timestamp: time))
        }
        time += frameInterval
        send(.scroll(.trackpad(.ended, points: .zero, at: point), timestamp: time))
        time += frameInterval
    }

    /// The pointer, with no button down, moves to `point`.
    public func movePointer(to point: CGPoint) {
        onInput?("pointer to \(point)")
        send(.pointerMoved(location: point, timestamp: time))
        time += frameInterval
    }

    /// The pointer leaves the window.
    public func pointerExit() {
        onInput?("pointer left")
        send(.pointerExited(timestamp: time))
        time += frameInterval
    }

    /// Two fingers on a trackpad pinching to `scale` and turning by `rotation` radians over `steps`
    /// frames, with the pointer at `point`.
    public func trackpadTransform(toScale scale: CGFloat, rotation: CGFloat = 0, at point: CGPoint, steps: Int = 8) {
        onInput?("trackpad pinch to \(scale), rotation \(rotation) at \(point)")
        let count = max(steps, 1)
        send(.transform(TransformInput(.began, at: point), timestamp: time))
        for step in 1...count {
            time += frameInterval
            let f = CGFloat(step) / CGFloat(count)
            send(
                .transform(
                    TransformInput(.changed, scale: 1 + (scale - 1) * f, rotation: rotation * f, at: point),
                    timestamp: time))
        }
        time += frameInterval
        send(.transform(TransformInput(.ended, scale: scale, rotation: rotation, at: point), timestamp: time))
        time += frameInterval
    }
}
