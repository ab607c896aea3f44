import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UISplitViewController as an iOS 14+ app builds it (Apple's UISplitViewController documentation,
// docs/SplitView.md): columns side by side in a regular width (a 1194 × 834 screen, an iPad's),
// collapsing to one navigation stack in a compact one (390 × 844) and expanding back.

@MainActor
@Suite("UISplitViewController: columns, display modes, collapsing and expanding")
struct SplitViewControllerTests {
    @Test("""
        A column-style split view wraps each column in a navigation controller and tiles primary beside secondary \
        in a regular width
        """)
    func doubleColumn() {
        let input = TestWorld.input()
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = TapScreen(), detail = TapScreen()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(sidebar.navigationController != nil && sidebar.navigationController !== detail.navigationController)
        #expect(sidebar.splitViewController === split && detail.splitViewController === split)
        #expect(split.viewControllers.count == 2)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(sidebar.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        input.tap(at: window.convert(CGPoint(x: 20, y: 120), from: sidebar.view))
        input.tap(at: window.convert(CGPoint(x: 20, y: 120), from: detail.view))
        #expect(sidebar.taps == 1 && detail.taps == 1, "each column takes the touches in it")
        let next = UIViewController()
        split.setViewController(next, for: .secondary)
        #expect(
            detail.navigationController?.viewControllers.map(ObjectIdentifier.init)
                == [detail, next].map(ObjectIdentifier.init),
                "a plain controller set for a secondary column with a navigation controller is pushed onto it")
        #expect(split.viewController(for: .secondary) === next)
    }

    @Test("hide(.primary) and show(.primary) change the display mode, and the delegate hears each change")
    func showAndHide() {
        let input = TestWorld.input()
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SplitDelegate()
        split.delegate = delegate
        let sidebar = UIViewController(), detail = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        delegate.heard = []
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        #expect(sidebar.view.window == nil)
        #expect(detail.navigationController?.view.frame.width == 1194)
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(sidebar.view.window != nil)
        #expect(delegate.heard == ["willHide 0", "willChangeTo 1", "willShow 0", "willChangeTo 2"])
        split.preferredSplitBehavior = .overlay
        split.hide(.primary)
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(detail.navigationController?.view.frame.width == 1194, "over the secondary, not beside it")
    }

    @Test("""
        A triple-column split view tiles primary, supplementary and secondary when wide enough; widths follow the \
        preferred values
        """)
    func tripleColumn() {
        let input = TestWorld.input()
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        let split = UISplitViewController(style: .tripleColumn)
        let folders = UIViewController(), notes = UIViewController(), note = UIViewController()
        split.setViewController(folders, for: .primary)
        split.setViewController(notes, for: .supplementary)
        split.setViewController(note, for: .secondary)
        split.preferredPrimaryColumnWidth = 250
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(folders.navigationController?.view.frame.width == 250)
        #expect(notes.navigationController?.view.frame.minX == 250)
        #expect(note.navigationController?.view.frame.minX == 570)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(folders.view.window == nil)
        #expect(notes.navigationController?.view.frame.minX == 0)
        split.preferredSupplementaryColumnWidthFraction = 0.4
        split.view.layoutIfNeeded()
        #expect(abs((notes.navigationController?.view.frame.width ?? 0) - 477.6) < 0.01)
    }

    @Test("""
        Narrowing to a compact width collapses: UIKit proposes the secondary on top, and the secondary's stack is \
        pushed on the primary's
        """)
    func collapseAndExpand() {
        let input = TestWorld.input()
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SplitDelegate()
        split.delegate = delegate
        let list = UIViewController(), detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        delegate.heard = []
        input.resizeScreen(to: CGSize(width: 390, height: 844))
        split.view.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(delegate.heard == ["topColumn proposed 2", "didCollapse"])
        let stack = list.navigationController
        #expect(stack?.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        #expect(stack?.view.frame.width == 390)
        #expect(split.viewControllers.count == 1)

        regularScreen(input)
        split.view.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(delegate.heard.last == "didExpand")
        #expect(list.navigationController?.viewControllers.count == 1)
        #expect(detail.navigationController != nil && detail.navigationController !== list.navigationController)
        #expect(detail.view.window != nil)
    }

    @Test("""
        A delegate that answers .primary keeps the list on top; a detail shown while collapsed goes to the \
        secondary column on expanding
        """)
    func primaryOnTopAndShowDetail() {
        let input = TestWorld.input()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SplitDelegate()
        delegate.topColumn = .primary
        split.delegate = delegate
        let list = UIViewController(), placeholder = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(placeholder, for: .secondary)
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        #expect(split.isCollapsed, "a 390-point screen is compact")
        #expect(list.navigationController?.viewControllers.count == 1)
        let article = UIViewController()
        list.showDetailViewController(article, sender: nil)
        input.advanceClock(by: 0.5)
        #expect(list.navigationController?.topViewController === article)
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        split.view.layoutIfNeeded()
        #expect(article.navigationController !== list.navigationController)
        #expect(split.viewController(for: .secondary) === placeholder)
        #expect(article.view.window != nil, "the detail shown while collapsed is the secondary column's now")
    }

    @Test("A .compact column's controller is what a collapsed split view shows")
    func compactColumn() {
        _ = TestWorld.input()
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), detail = UIViewController(), phone = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.setViewController(phone, for: .compact)
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        #expect(split.isCollapsed)
        #expect(phone.view.window != nil)
        #expect(sidebar.view.window == nil && detail.view.window == nil)
    }

    @Test("""
        Classic split view: viewControllers, the secondary pushed onto a primary navigation controller unless the \
        delegate takes it
        """)
    func classic() {
        let input = TestWorld.input()
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        let split = UISplitViewController()
        let delegate = SplitDelegate()
        split.delegate = delegate
        let master = UINavigationController(rootViewController: UIViewController())
        let detailScreen = UIViewController()
        let detail = UINavigationController(rootViewController: detailScreen)
        split.viewControllers = [master, detail]
        split.preferredDisplayMode = .allVisible
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        #expect(split.style == .unspecified)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.viewControllers.count == 2)
        input.resizeScreen(to: CGSize(width: 390, height: 844))
        split.view.layoutIfNeeded()
        #expect(delegate.heard.contains("collapseSecondary"))
        #expect(master.topViewController === detailScreen)
        regularScreen(input)
        split.view.layoutIfNeeded()
        #expect(master.viewControllers.count == 1)
        #expect(detail.topViewController === detailScreen)

        delegate.takesSecondary = true
        input.resizeScreen(to: CGSize(width: 390, height: 844))
        split.view.layoutIfNeeded()
        #expect(master.viewControllers.count == 1, "the delegate took the secondary: nothing is pushed")
        #expect(split.viewControllers.count == 1)
    }

    @Test("""
        Collapsed with the list on top: setViewController(_:for: .secondary) then show(.secondary) pushes the \
        detail, and expanding keeps it in the secondary column
        """)
    func collapsedSetAndShowSecondary() {
        let input = TestWorld.input()
        let split = RecordingSplit(style: .doubleColumn)
        let delegate = SplitDelegate()
        delegate.topColumn = .primary
        split.delegate = delegate
        let list = UIViewController(), empty = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(empty, for: .secondary)
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        #expect(split.isCollapsed)
        let detail = UIViewController()
        split.setViewController(detail, for: .secondary)
        #expect(list.navigationController?.viewControllers.count == 1, "set, not shown yet")
        split.show(.secondary)
        input.advanceClock(by: 0.5)
        #expect(split.shown == [.secondary])
        #expect(list.navigationController?.topViewController === detail)
        list.navigationController?.popToRootViewController(animated: false)
        input.advanceClock(by: 0.5)
        split.show(.secondary)
        input.advanceClock(by: 0.5)
        #expect(list.navigationController?.topViewController === detail, "shown again after the user went back")
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        split.view.layoutIfNeeded()
        #expect(detail.navigationController !== list.navigationController)
        #expect(detail.view.window != nil)
        #expect(list.navigationController?.viewControllers.count == 1)
    }

    @Test("""
        Columns changed while collapsed: a new primary and a compact column take effect, and expanding puts each \
        controller back in its column
        """)
    func columnsChangedWhileCollapsed() {
        let input = TestWorld.input()
        let split = UISplitViewController(style: .doubleColumn)
        let oldList = UIViewController(), detail = UIViewController()
        split.setViewController(oldList, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        #expect(split.isCollapsed)
        let newList = UIViewController()
        split.setViewController(newList, for: .primary)
        #expect(
            newList.navigationController?.viewControllers.map(ObjectIdentifier.init)
                == [newList, detail].map(ObjectIdentifier.init))
        #expect(newList.view.window != nil || detail.view.window != nil)
        let phone = UIViewController()
        split.setViewController(phone, for: .compact)
        split.view.layoutIfNeeded()
        #expect(phone.view.window != nil)
        split.setViewController(nil, for: .compact)
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        split.view.layoutIfNeeded()
        #expect(newList.navigationController?.viewControllers.count == 1)
        #expect(detail.navigationController !== newList.navigationController && detail.view.window != nil)
    }

    @Test("preferredDisplayMode wins again after hide(_:); width settings do not load the view")
    func preferredAfterHide() {
        let input = TestWorld.input()
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredPrimaryColumnWidth = 300
        split.preferredSplitBehavior = .tile
        #expect(!split.isViewLoaded)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 300)
    }

    @Test("A classic primary that overrides collapseSecondaryViewController(_:for:) decides what collapsing does")
    func overriddenCollapse() {
        let input = TestWorld.input()
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        let split = UISplitViewController()
        let master = KeepingNavigation(rootViewController: UIViewController())
        let detail = UINavigationController(rootViewController: UIViewController())
        split.viewControllers = [master, detail]
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        input.resizeScreen(to: CGSize(width: 390, height: 844))
        split.view.layoutIfNeeded()
        #expect(master.offered.count == 1 && master.offered.first === detail)
        #expect(master.viewControllers.count == 1)
    }

    @Test("""
        presentsWithGesture: a swipe in from the left edge shows the hidden primary over the secondary; a tap \
        beside it hides it and goes no further
        """)
    func edgeSwipeShowsPrimary() {
        let input = TestWorld.input()
        regularScreen(input)
        defer { input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = TapScreen(), detail = TapScreen()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.preferredDisplayMode = .secondaryOnly
        let window = show(split)
        defer { withExtendedLifetime(window) { window.isHidden = true } }
        #expect(sidebar.view.window == nil)
        input.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), steps: 12)
        input.advanceClock(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(sidebar.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(
            detail.navigationController?.view.frame.width == 1194, "over the secondary, which keeps the whole width")
        input.tap(at: window.convert(CGPoint(x: 20, y: 120), from: sidebar.view))
        #expect(sidebar.taps == 1 && split.displayMode == .oneOverSecondary, "the overlaid column takes its own taps")
        let besideButton = window.convert(CGPoint(x: 20, y: 120), from: detail.view)
        detail.button.frame.origin.x = 500
        input.tap(at: window.convert(CGPoint(x: 510, y: 120), from: detail.view))
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.taps == 0, "the tap that hid the column went no further")
        _ = besideButton

        split.presentsWithGesture = false
        input.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), steps: 12)
        input.advanceClock(by: 0.5)
        #expect(split.displayMode == .secondaryOnly)
    }
}
