import Foundation

/// What can be started, paused, scrubbed, reversed and stopped — UIKit's `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animating object that takes more animation blocks and completions — UIKit's
/// `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// Where an animator's animation is in its life — UIKit's `UIViewAnimatingState`.
///
/// ```
///   inactive ──start/pause/fractionComplete──▶ active ──stopAnimation(false)──▶ stopped
///      ▲                                         │  │                              │
///      └────────── reaches its end ──────────────┘  └─stopAnimation(true)─┐   finishAnimation(at:)
///      ▲                                                                  │        │
///      └──────────────────────────────────────────────────────────────────┴────────┘
/// ```
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or over: its animations are not applied.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped with `stopAnimation(false)`: waits for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended — UIKit's `UIViewAnimatingPosition`, given to completions.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}
