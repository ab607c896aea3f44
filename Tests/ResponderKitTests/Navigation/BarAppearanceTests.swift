import ResponderKit
import ResponderKitTesting
import Testing

// The bar appearances every iOS 13+ app configures in its app delegate or first screen.

@MainActor
@Suite("UINavigationBarAppearance, UITabBarAppearance and UIToolbarAppearance")
struct BarAppearanceTests {
    @Test("configureWith… set UIKit's backgrounds and shadows; copies are independent")
    func configurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil, "the default is translucent")
        appearance.configureWithOpaqueBackground()
        #expect(
            appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground
                && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(
            appearance.backgroundColor == nil && appearance.shadowColor == nil && appearance.backgroundEffect == nil)
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = appearance.copy() as? UINavigationBarAppearance
        appearance.backgroundColor = .systemRed
        #expect(copy?.backgroundColor == .systemIndigo)
        #expect((copy?.titleTextAttributes[.foregroundColor] as? UIColor) == .white)
        let done = UIBarButtonItemAppearance(style: .done)
        #expect(done.normal.titleTextAttributes[.font] != nil)
        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemOrange
        #expect((tabs.copy() as? UITabBarAppearance)?.stackedLayoutAppearance.selected.iconColor == .systemOrange)
        #expect(UIToolbarAppearance(barAppearance: tabs).backgroundColor == .systemBackground)
    }

    @Test("""
        A navigation bar keeps a copy of its appearance, and its title takes the attributes of the top item's or \
        the bar's
        """)
    func navigationBarTitle() {
        _ = TestWorld.input()
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.compactAppearance = appearance
        TestWorld.window(root: navigation)
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.standardAppearance !== appearance, "the bar keeps a copy")
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(navigation.navigationBar.titleLabel.textColor == .white)
        #expect(navigation.navigationBar.titleLabel.font == UIFont.boldSystemFont(ofSize: 20))

        let detail = UIViewController()
        detail.title = "Message"
        let special = UINavigationBarAppearance()
        special.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        detail.navigationItem.standardAppearance = special
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.titleLabel.text == "Message")
        #expect(navigation.navigationBar.titleLabel.textColor == .systemRed)
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.titleLabel.textColor == .white)
    }

    @Test("Tab bars and toolbars take appearances")
    func tabBarAndToolbar() {
        let tabs = UITabBarController()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        #expect(tabs.tabBar.standardAppearance.backgroundColor == .systemBackground)
        let toolbar = UIToolbar()
        toolbar.standardAppearance = UIToolbarAppearance()
        toolbar.standardAppearance.configureWithTransparentBackground()
        #expect(toolbar.standardAppearance.shadowColor == nil && toolbar.compactAppearance == nil)
    }
}
