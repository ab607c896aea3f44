import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The delegate, screens and controllers SplitViewControllerTests builds its split views from, written
// as an iOS app would write them.

/// A delegate that records what it hears and may choose the top column.
@MainActor
final class SplitDelegate: UISplitViewControllerDelegate {
    var heard: [String] = []
    var topColumn: UISplitViewController.Column?
    var takesSecondary = false
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        heard.append("willChangeTo \(displayMode.rawValue)")
    }
    func splitViewController(_ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        heard.append("topColumn proposed \(proposedTopColumn.rawValue)")
        return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { heard.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { heard.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        heard.append("willShow \(column.rawValue)")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        heard.append("willHide \(column.rawValue)")
    }
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        heard.append("collapseSecondary")
        return takesSecondary
    }
}

/// A screen with a button that counts its taps.
@MainActor
final class TapScreen: UIViewController {
    let button = UIButton(frame: CGRect(x: 10, y: 100, width: 200, height: 44))
    var taps = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    }
}

/// A subclass overriding what UIKit lets it override.
@MainActor
final class RecordingSplit: UISplitViewController {
    var shown: [UISplitViewController.Column] = []
    override func show(_ column: UISplitViewController.Column) {
        shown.append(column)
        super.show(column)
    }
    override func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        super.setViewController(vc, for: column)
    }
    override var isCollapsed: Bool { super.isCollapsed }
}

/// A classic primary that keeps the secondary off its stack, as apps override it.
@MainActor
final class KeepingNavigation: UINavigationController {
    var offered: [UIViewController] = []
    override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        offered.append(secondaryViewController)
    }
}

@MainActor
func regularScreen(_ input: InputSimulator) {
    input.resizeScreen(to: CGSize(width: 1194, height: 834))
}

@MainActor
func show(_ split: UISplitViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = split
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

