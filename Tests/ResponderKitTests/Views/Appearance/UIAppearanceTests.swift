import Foundation
import ResponderKit
import Testing

// Appearance proxies as an iOS app uses them: set once on a class's proxy, taken by each instance when
// it enters a window (Apple's UIAppearance documentation, docs/Appearance.md). Proxies are global, as
// in UIKit, so each test customises classes of its own.

@MainActor private final class ThemedLabel: UILabel {}
@MainActor private final class ExplicitLabel: UILabel {}
@MainActor private final class LateLabel: UILabel {}
@MainActor private final class NestedLabel: UILabel {}
@MainActor private final class RankedLabel: UILabel {}
@MainActor private final class ControllerLabel: UILabel {}
@MainActor private final class DarkLabel: UILabel {}
@MainActor private final class CardView: UIView {}
@MainActor private final class InnerBox: UIView {}
@MainActor private final class OuterBox: UIView {}
@MainActor private class BaseTile: UIView {}
@MainActor private final class SpecialTile: BaseTile {}
@MainActor private final class ThemedButton: UIButton {}
@MainActor private final class ThemedSwitch: UISwitch {}
@MainActor private final class ThemedSlider: UISlider {}
@MainActor private final class ThemedProgress: UIProgressView {}
@MainActor private final class ThemedPageControl: UIPageControl {}
@MainActor private final class ThemedTable: UITableView {}
@MainActor private final class ThemedSearchBar: UISearchBar {}
@MainActor private final class ThemedSegments: UISegmentedControl {}
@MainActor private final class ThemedNavigationBar: UINavigationBar {}
@MainActor private final class ThemedToolbar: UIToolbar {}
@MainActor private final class ThemedItem: UIBarButtonItem {}
@MainActor private final class SettingsController: UIViewController {}
@MainActor private final class TitledBar: UINavigationBar {}
@MainActor private final class FlatBar: UINavigationBar {}
@MainActor private final class FlatTabBar: UITabBar {}
@MainActor private final class TightTable: UITableView {}
@MainActor private final class ShiftedItem: UIBarButtonItem {}
/// A title view that counts the times it hears it entered a window.
@MainActor private final class CountingTitle: UIView {
    var entered = 0
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { entered += 1 }
    }
}

@MainActor
private func window() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
}

@MainActor
@Suite("UIAppearance: proxies applied as a view enters a window")
struct UIAppearanceTests {
    @Test("A proxy's value reaches an instance when it enters a window, not before")
    func appliesOnEnteringWindow() {
        ThemedLabel.appearance().textColor = .systemRed
        ThemedLabel.appearance().font = UIFont.boldSystemFont(ofSize: 20)
        let label = ThemedLabel()
        #expect(label.textColor == .label)
        let window = window()
        window.addSubview(label)
        #expect(label.textColor == .systemRed)
        #expect(label.font.pointSize == 20)
    }

    @Test("A value the app set on the instance wins over the proxy")
    func instanceValueWins() {
        ExplicitLabel.appearance().textColor = .systemRed
        ExplicitLabel.appearance().shadowColor = .black
        let label = ExplicitLabel()
        label.textColor = .systemBlue
        window().addSubview(label)
        #expect(label.textColor == .systemBlue)
        #expect(label.shadowColor == .black)
    }

    @Test("A view already in a window keeps its look until it leaves and comes back")
    func onlyOnEntering() {
        let window = window()
        let label = LateLabel()
        window.addSubview(label)
        #expect(label.textColor == .label)
        LateLabel.appearance().textColor = .systemGreen
        #expect(label.textColor == .label)
        label.removeFromSuperview()
        window.addSubview(label)
        #expect(label.textColor == .systemGreen)
    }

    @Test("Containers are listed nearest first and must enclose the view in that order")
    func containment() {
        NestedLabel.appearance(whenContainedInInstancesOf: [InnerBox.self, OuterBox.self]).textColor = .systemOrange
        let window = window()
        let outer = OuterBox(), inner = InnerBox()
        outer.addSubview(inner)
        let inside = NestedLabel(), innerOnly = NestedLabel(), reversed = NestedLabel()
        inner.addSubview(inside)
        let lonelyInner = InnerBox()
        lonelyInner.addSubview(innerOnly)
        let otherInner = InnerBox(), otherOuter = OuterBox()
        otherInner.addSubview(otherOuter)
        otherOuter.addSubview(reversed)
        for view in [outer, lonelyInner, otherInner] { window.addSubview(view) }
        #expect(inside.textColor == .systemOrange)
        #expect(innerOnly.textColor == .label)
        #expect(reversed.textColor == .label)
    }

    @Test("A view controller is a container for the views in its view")
    func controllerContainer() {
        ControllerLabel.appearance(whenContainedInInstancesOf: [SettingsController.self]).textColor = .systemPurple
        let controller = SettingsController()
        let label = ControllerLabel()
        controller.view.addSubview(label)
        let elsewhere = ControllerLabel()
        let window = window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.addSubview(elsewhere)
        #expect(label.textColor == .systemPurple)
        #expect(elsewhere.textColor == .label)
    }

    @Test("The most specific proxy wins: containers over none, a subclass over its superclass, whatever the order made")
    func specificity() {
        RankedLabel.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .systemTeal
        RankedLabel.appearance().textColor = .systemRed
        SpecialTile.appearance().backgroundColor = .systemBlue
        BaseTile.appearance().backgroundColor = .systemYellow
        let window = window()
        let card = CardView()
        let inCard = RankedLabel(), loose = RankedLabel()
        card.addSubview(inCard)
        let base = BaseTile(), special = SpecialTile()
        for view in [card, loose, base, special] { window.addSubview(view) }
        #expect(inCard.textColor == .systemTeal)
        #expect(loose.textColor == .systemRed)
        #expect(base.backgroundColor == .systemYellow)
        #expect(special.backgroundColor == .systemBlue)
    }

    @Test("A trait proxy applies only where the traits match")
    func traits() {
        DarkLabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
        let darkWindow = window()
        darkWindow.overrideUserInterfaceStyle = .dark
        let lightWindow = window()
        lightWindow.overrideUserInterfaceStyle = .light
        let dark = DarkLabel(), light = DarkLabel()
        darkWindow.addSubview(dark)
        lightWindow.addSubview(light)
        #expect(dark.textColor == .white)
        #expect(light.textColor == .label)
    }

    @Test("appearance() is typed as the UIKit class and keeps one proxy per class and containers")
    func proxyIdentity() {
        let proxy: UIButton = ThemedButton.appearance()
        #expect(proxy === ThemedButton.appearance())
        #expect(proxy !== ThemedButton.appearance(whenContainedInInstancesOf: [CardView.self]))
        #expect(type(of: UINavigationBar.appearance()) == UINavigationBar.self)
    }

    @Test("Controls take their proxies' colours, per state for buttons")
    func controls() {
        ThemedButton.appearance().setTitleColor(.systemPink, for: .normal)
        ThemedButton.appearance().setTitleColor(.systemGray, for: .highlighted)
        ThemedSwitch.appearance().onTintColor = .systemGreen
        ThemedSwitch.appearance().thumbTintColor = .white
        ThemedSlider.appearance().minimumTrackTintColor = .systemIndigo
        ThemedProgress.appearance().progressTintColor = .systemMint
        ThemedPageControl.appearance().currentPageIndicatorTintColor = .systemBrown
        ThemedTable.appearance().separatorColor = .systemCyan
        ThemedTable.appearance().backgroundColor = .systemGroupedBackground
        let window = window()
        let button = ThemedButton(type: .system), toggle = ThemedSwitch(), slider = ThemedSlider()
        let progress = ThemedProgress(progressViewStyle: .default), dots = ThemedPageControl()
        let table = ThemedTable(frame: .zero, style: .plain)
        for view in [button, toggle, slider, progress, dots, table] as [UIView] { window.addSubview(view) }
        #expect(button.titleColor(for: .normal) == .systemPink)
        #expect(button.titleColor(for: .highlighted) == .systemGray)
        #expect(toggle.onTintColor == .systemGreen && toggle.thumbTintColor == .white)
        #expect(slider.minimumTrackTintColor == .systemIndigo)
        #expect(progress.progressTintColor == .systemMint)
        #expect(dots.currentPageIndicatorTintColor == .systemBrown)
        #expect(table.separatorColor == .systemCyan)
        #expect(table.backgroundColor == .systemGroupedBackground)
    }

    @Test("A search bar's text field styled through defaultTextAttributes, and segment titles through their attributes")
    func textAttributes() {
        UITextField.appearance(whenContainedInInstancesOf: [ThemedSearchBar.self]).defaultTextAttributes =
            [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 15)]
        ThemedSegments.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 26)], for: .normal)
        let window = window()
        let search = ThemedSearchBar(), plainField = UITextField()
        let segments = ThemedSegments(items: ["One", "Two"])
        let narrow = segments.intrinsicContentSize.width
        for view in [search, plainField, segments] as [UIView] { window.addSubview(view) }
        #expect(search.searchTextField.textColor == .white)
        #expect(search.searchTextField.font?.pointSize == 15)
        #expect(plainField.textColor == nil)
        #expect((segments.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 26)
        #expect(segments.intrinsicContentSize.width > narrow)
    }

    @Test("Bars and their items: bar proxies, item proxies inside a bar, and items pushed later")
    func barsAndItems() {
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemIndigo
        ThemedNavigationBar.appearance().standardAppearance = look
        ThemedNavigationBar.appearance().tintColor = .white
        ThemedItem.appearance().tintColor = .systemOrange
        ThemedItem.appearance(whenContainedInInstancesOf: [ThemedToolbar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        let window = window()
        let bar = ThemedNavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let toolbar = ThemedToolbar(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        let toolItem = ThemedItem(title: "Share", style: .plain, target: nil, action: nil)
        toolbar.items = [toolItem]
        window.addSubview(bar)
        window.addSubview(toolbar)
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(bar.tintColor == .white)
        #expect(toolItem.tintColor == .systemOrange)
        #expect(toolItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)

        let pushed = UINavigationItem(title: "Detail")
        let done = ThemedItem(barButtonSystemItem: .done, target: nil, action: nil)
        pushed.rightBarButtonItem = done
        bar.pushItem(pushed, animated: false)
        #expect(done.tintColor == .systemOrange)
        #expect(done.titleTextAttributes(for: .normal) == nil)
    }

    @Test("""
        A bar that rebuilds its views for a proxy's title attributes does so after the walk: its title view hears \
        it entered the window once
        """)
    func barRebuildAfterWalk() {
        TitledBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        TitledBar.appearance().barTintColor = .black
        let bar = TitledBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let title = CountingTitle(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let item = UINavigationItem(title: "Inbox")
        item.titleView = title
        bar.pushItem(item, animated: false)
        window().addSubview(bar)
        #expect(title.entered == 1)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .systemRed)
        #expect(bar.barTintColor == .black, "the setters after the one that rebuilt the bar still count as the proxy's")
        bar.removeFromSuperview()
        TitledBar.appearance().barTintColor = .white
        let again = window()
        again.addSubview(bar)
        #expect(bar.barTintColor == .white, "not marked as the app's own: it takes the proxy's new value")
    }

    @Test("""
        The bars' older customisations through proxies: a flat navigation bar, tab bar images, item offsets, no \
        header padding
        """)
    func olderBarCustomisations() {
        let clear = UIImage()
        FlatBar.appearance().setBackgroundImage(clear, for: .default)
        FlatBar.appearance().shadowImage = clear
        FlatBar.appearance().setTitleVerticalPositionAdjustment(-2, for: .default)
        FlatTabBar.appearance().shadowImage = clear
        FlatTabBar.appearance().selectionIndicatorImage = clear
        ShiftedItem.appearance().setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 3), for: .default)
        ShiftedItem.appearance().setBackButtonTitlePositionAdjustment(
            UIOffset(horizontal: -1000, vertical: 0), for: .default)
        TightTable.appearance().sectionHeaderTopPadding = 0
        let window = window()
        let bar = FlatBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let tabs = FlatTabBar(frame: CGRect(x: 0, y: 795, width: 390, height: 49))
        let table = TightTable(frame: .zero, style: .plain)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        let item = ShiftedItem(title: "Share", style: .plain, target: nil, action: nil)
        toolbar.items = [item]
        for view in [bar, tabs, table, toolbar] as [UIView] { window.addSubview(view) }
        #expect(bar.backgroundImage(for: .default) === clear)
        #expect(bar.backgroundImage(for: .compact) == nil)
        #expect(bar.shadowImage === clear)
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == -2)
        #expect(tabs.shadowImage === clear && tabs.selectionIndicatorImage === clear && tabs.backgroundImage == nil)
        #expect(item.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 0, vertical: 3))
        #expect(item.backButtonTitlePositionAdjustment(for: .default).horizontal == -1000)
        #expect(table.sectionHeaderTopPadding == 0)
    }
}
