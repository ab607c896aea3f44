import Foundation

/// What a transition in progress is like — UIKit's `UIViewControllerTransitionCoordinatorContext`,
/// handed to the closures given to a ``UIViewControllerTransitionCoordinator``.
///
/// ResponderKit's transitions are size changes (the screen resized, `RawInput.screenResized`), and
/// they are not animated: `isAnimated` is `false`, `transitionDuration` 0, `percentComplete` 0 in the
/// animations and 1 in the completions, `presentationStyle` `.fullScreen` (a window's root fills the
/// screen), `targetTransform` the identity (a window resize rotates nothing), and no
/// controller comes or goes, so `viewController(forKey:)` and `view(forKey:)` are `nil`
/// (docs/Differences-from-UIKit.md, "Layout").
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the controller whose view changes.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began as an interactive one.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition is being driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition is, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed of the transition's end once interaction ended.
    var completionVelocity: CGFloat { get }
    /// The curve of the transition's end once interaction ended.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller that leaves (`.from`) or arrives (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view that leaves (`.from`) or arrives (`.to`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation the transition applies (the identity when it rotates nothing).
    var targetTransform: CGAffineTransform { get }
}

/// Runs work alongside a transition and after it — UIKit's `UIViewControllerTransitionCoordinator`,
/// the `coordinator` of `viewWillTransition(to:with:)`.
///
/// ResponderKit's size transitions have no animation: the closures given to
/// ``animate(alongsideTransition:completion:)`` while the transition is under way all run once the new
/// frames are set and laid out — every `animation` first, in the order they were given, then every
/// `completion` — before the input that resized the screen is done. After the transition ended, the
/// call queues nothing and returns `false`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` after it; `true` when they were queued.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same, for animations of a view outside the transition's container view.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when an interactive transition's interaction changes (a size change never is
    /// interactive: never called).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition and `completion` (none by default) after it.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// The same, for a view outside the container view, with no completion.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

/// Names the controller that leaves or arrives in a transition — UIKit's
/// `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the view that leaves or arrives in a transition — UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view that leaves.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view that arrives.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

extension UIView {
    /// The built-in timing curves — UIKit's `UIView.AnimationCurve`, with its raw values
    /// (Animation/TimingCurve.swift has their Bézier control points).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }
}

/// The coordinator of one screen resize (Screen/ScreenResize.swift): it collects the closures of the
/// `viewWillTransition(to:with:)` calls, and ``finish(layingOut:)`` runs them once the new frames are laid out.
@preconcurrency @MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let containerView: UIView
    private var animations: [Block] = []
    private var completions: [Block] = []
    /// The completions are running or have run: the transition is over.
    private var ended = false

    init(containerView: UIView) {
        self.containerView = containerView
        super.init()
    }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .fullScreen }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { ended ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !ended else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

    /// Runs the queued animations, lays out what they changed, then runs the completions. An
    /// animation queued by an animation runs in the same call (up to 100 rounds: a closure that
    /// queues itself again and again stops there); from the completions on, nothing more is queued.
    func finish(layingOut layout: () -> Void) {
        var rounds = 0
        while !animations.isEmpty, rounds < 100 {
            rounds += 1
            let running = animations
            animations.removeAll()
            for animation in running { animation(self) }
        }
        animations.removeAll()
        layout()
        ended = true
        let ending = completions
        completions.removeAll()
        for completion in ending { completion(self) }
    }
}
