import Foundation

/// An interactive pop under way: the controller leaving and the one coming back.
@MainActor
final class InteractivePop {
    let leaving: UIViewController
    let returning: UIViewController
    init(leaving: UIViewController, returning: UIViewController) {
        self.leaving = leaving
        self.returning = returning
    }
}

/// The pop gesture's first delegate: it begins only with two or more controllers on the stack, no
/// transition running and the navigation controller on screen (UIKit's private delegate does the
/// same; an app may replace it).
@MainActor
final class InteractivePopGate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController else { return false }
        return navigation.stack.count > 1 && navigation.pendingCompletion == nil && navigation.interactivePop == nil
            && navigation.hasAppeared
    }
}

/// The interactive pop (UIKit's `interactivePopGestureRecognizer`): a `UIScreenEdgePanGestureRecognizer`
/// on the left edge of the navigation controller's view. When it begins (two or more controllers,
/// no transition running) the top controller gets `willMove(toParent: nil)` and
/// `viewWillDisappear`, the one under it `viewWillAppear`; the top view follows the finger. Lifted
/// past half the width, or moving right faster than 500 points a second, it pops (the dids,
/// `didMove(toParent: nil)`, the delegate's `didShow`); otherwise it is cancelled as UIKit cancels:
/// the top controller gets `viewWillAppear` and `viewDidAppear` again, the other `viewWillDisappear`
/// and `viewDidDisappear`, and the top controller `didMove(toParent:)` the navigation controller
/// (balancing the `willMove(toParent: nil)`). Difference: it ends at once when the finger lifts (no settling
/// animation).
extension UINavigationController {
    static let popVelocityThreshold: CGFloat = 500

    func installInteractivePopGesture() {
        guard interactivePopGestureRecognizer == nil else { return }
        let pan = UIScreenEdgePanGestureRecognizer(handler: { [weak self] recognizer in
            self?.interactivePopChanged(recognizer as! UIScreenEdgePanGestureRecognizer)
        })
        pan.edges = .left
        let gate = InteractivePopGate(self)
        interactivePopGate = gate
        pan.delegate = gate
        view.addGestureRecognizer(pan)
        interactivePopGestureRecognizer = pan
    }

    private func interactivePopChanged(_ pan: UIScreenEdgePanGestureRecognizer) {
        switch pan.state {
        case .began: beginInteractivePop()
        case .changed: followFinger(pan.translation(in: view).x)
        case .ended:
            let width = max(view.bounds.width, 1)
            let pops = pan.translation(in: view).x > width / 2 || pan.velocity(in: view).x > Self.popVelocityThreshold
            if pops { finishInteractivePop() } else { cancelInteractivePop() }
        case .cancelled, .failed: cancelInteractivePop()
        default: break
        }
    }

    private func beginInteractivePop() {
        guard interactivePop == nil, pendingCompletion == nil, stack.count > 1, hasAppeared else { return }
        let leaving = stack[stack.count - 1], returning = stack[stack.count - 2]
        let pop = InteractivePop(leaving: leaving, returning: returning)
        interactivePop = pop
        delegate?.navigationController(self, willShow: returning, animated: true)
        leaving.willMove(toParent: nil)
        leaving.beginAppearanceTransition(false, animated: true)
        // A callback that changes the stack (a revealed controller that pushes in viewWillAppear)
        // cancels this swipe first: its transition owns the views from then on.
        guard interactivePop === pop else { return }
        returning.beginAppearanceTransition(true, animated: true)
        guard interactivePop === pop else { return }
        view.insertSubview(returning.view, belowSubview: leaving.view)
        layoutContent()
    }

    private func followFinger(_ x: CGFloat) {
        guard let pop = interactivePop, let leavingView = pop.leaving.viewIfLoaded else { return }
        leavingView.frame.origin.x = view.bounds.minX + min(max(x, 0), view.bounds.width)
    }

    private func finishInteractivePop() {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        removeStackTop()
        pop.leaving.viewIfLoaded?.removeFromSuperview()
        pop.leaving.endAppearanceTransition()
        pop.returning.endAppearanceTransition()
        pop.leaving.removeFromParent()
        refreshBars()
        delegate?.navigationController(self, didShow: pop.returning, animated: true)
    }

    /// Puts the top controller back; the cancelled transition's callbacks as UIKit sends them.
    func cancelInteractivePop() {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        pop.leaving.movingFromParent = false
        pop.leaving.beginAppearanceTransition(true, animated: true)
        pop.returning.beginAppearanceTransition(false, animated: true)
        pop.returning.viewIfLoaded?.removeFromSuperview()
        pop.leaving.endAppearanceTransition()
        pop.returning.endAppearanceTransition()
        pop.leaving.didMove(toParent: self)
        layoutContent()
    }
}
