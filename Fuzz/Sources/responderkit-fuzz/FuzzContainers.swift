import Foundation
import ResponderKit

/// The containers' part of a fuzz run, in a second window: a navigation controller whose stack is
/// pushed, popped and replaced — also mid-transition and from the controllers' own appearance
/// callbacks (a pushed controller that pops itself in `viewWillAppear`, one that pushes from
/// `viewDidAppear`), a navigation controller pushed onto it (refused) — a tab bar controller switched
/// and given lists with duplicates (refused), a page view controller turned from code, property
/// animators started, paused, reversed and stopped, and a refresh control whose action ends the
/// refresh at once.
///
/// Invariants (a violation traps): the controllers' appearance callbacks alternate (FuzzController);
/// once the frame clock has settled, a stack controller's view is in the window exactly when it is
/// the navigation controller's top (and the navigation controller is the selected tab), and the
/// selected tab's view is in the window; a refresh control sends `.valueChanged` at most once per pull.
@MainActor
final class FuzzContainers {
    /// Over the lower part of the screen, so that most touches still reach the first window's world.
    let window = UIWindow(frame: CGRect(x: 0, y: 560, width: 390, height: 284))
    private let owner: FuzzControllers
    private let navigation: UINavigationController
    private let tabs = UITabBarController()
    private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    private let scroller = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    private let refresh = UIRefreshControl()
    private var refreshesThisPull = 0
    private var animators: [UIViewPropertyAnimator] = []

    init(owner: FuzzControllers) {
        self.owner = owner
        navigation = UINavigationController(rootViewController: owner.makeChecked())
        let list = owner.makeChecked()
        scroller.contentSize = CGSize(width: 390, height: 2_000)
        refresh.addAction(UIAction { [unowned self] _ in
            refreshesThisPull += 1
            precondition(refreshesThisPull == 1, "one pull sent valueChanged \(refreshesThisPull) times")
            refresh.endRefreshing()
        }, for: .valueChanged)
        scroller.refreshControl = refresh
        list.view.addSubview(scroller)
        pages.setViewControllers([owner.makeChecked()], direction: .forward, animated: false)
        tabs.viewControllers = [navigation, list, pages]
        window.rootViewController = tabs
        window.isHidden = false
    }

    /// A finger lifted (or the touches were cancelled): the next pull may refresh again.
    func pullEnded() {
        if !scroller.isDragging { refreshesThisPull = 0 }
    }

    /// One container operation chosen by `choice` with `other` as its argument.
    func operate(_ choice: UInt8, other: UInt8, deferred: Bool) {
        let stack = navigation.viewControllers
        let animated = other % 2 == 0
        if FuzzController.tracing { FuzzController.trace("container op \(choice % 12) other \(other) stack \(stack.count)") }
        switch choice % 12 {
        case 0, 1:
            let pushed = owner.makeChecked()
            if deferred {
                // From its own appearance callbacks: pop itself, or push another.
                pushed.inCallback = { [unowned self] me in
                    if other % 3 == 0 { navigation.pushViewController(owner.makeChecked(), animated: animated) } else {
                        me.navigationController?.popViewController(animated: animated)
                    }
                }
            }
            navigation.pushViewController(pushed, animated: animated)
        case 2: navigation.popViewController(animated: animated)
        case 3: navigation.popToRootViewController(animated: animated)
        case 4:
            // A new stack from some of the old controllers, in another order, and a new one.
            var next = stack.filter { _ in other % 3 != 0 }
            if other % 5 == 0 { next.reverse() }
            next.append(owner.makeChecked())
            navigation.setViewControllers(next, animated: animated)
        case 5: navigation.pushViewController(UINavigationController(rootViewController: owner.makeChecked()), animated: animated)
        case 6: tabs.selectedIndex = Int(other) % 3
        case 7:
            let current = tabs.viewControllers ?? []
            tabs.viewControllers = other % 2 == 0 ? current + [current[0]] : current
        case 8: pages.setViewControllers([owner.makeChecked()], direction: other % 2 == 0 ? .forward : .reverse, animated: animated)
        case 9:
            let target = stack.last?.view ?? navigation.view
            let animator = UIViewPropertyAnimator(duration: Double(other % 8) / 10, curve: .easeInOut) {
                target?.alpha = target?.alpha == 1 ? 0.5 : 1
            }
            animator.startAnimation()
            animators.append(animator)
        case 10:
            guard let animator = animators.randomElement() else { return }
            switch other % 5 {
            case 0: animator.pauseAnimation()
            case 1: animator.isReversed.toggle()
            case 2: animator.stopAnimation(other % 2 == 0)
            case 3: if animator.state == .stopped { animator.finishAnimation(at: .current) }
            default: animator.fractionComplete = CGFloat(other % 10) / 10
            }
        default:
            UIView.animate(withDuration: Double(other % 5) / 10, delay: 0, options: [.allowUserInteraction]) {
                self.scroller.contentInset.top = CGFloat(other % 3) * 10
            }
        }
        if animators.count > 20 {
            // Released only once ended (UIKit raises at a paused or stopped animator released).
            for old in animators.prefix(10) {
                if old.state == .active { old.stopAnimation(false) }
                if old.state == .stopped { old.finishAnimation(at: .current) }
            }
            animators.removeFirst(10)
        }
    }

    /// After the frame clock settled: the visible controller's view is in the window, the others'
    /// are not.
    func checkVisibility() {
        guard !window.isHidden, tabs.view.window === window else { return }
        let selected = tabs.selectedViewController
        if let selected, selected.presentedViewController == nil {
            check(selected.view.window === window, "the selected tab's view is not in the window")
        }
        let navigationShown = selected === navigation && navigation.presentedViewController == nil
        for (index, controller) in navigation.viewControllers.enumerated() {
            let isTop = index == navigation.viewControllers.count - 1
            let inWindow = controller.viewIfLoaded?.window === window
            if navigationShown, controller.presentedViewController == nil {
                check(inWindow == isTop, "stack controller \(index) of \(navigation.viewControllers.count): view in the window \(inWindow), top \(isTop)")
            }
        }
    }

    private func check(_ condition: Bool, _ message: String) {
        if !condition, FuzzController.reportOnly {
            FileHandle.standardError.write(Data("fuzz: \(message) (reported, not trapped: RESPONDERKIT_FUZZ_APPEARANCE=report)\n".utf8))
            return
        }
        precondition(condition, message)
    }

    func tearDown() {
        for animator in animators where animator.state == .active { animator.stopAnimation(true) }
        animators.removeAll()
        window.isHidden = true
    }
}
