import ResponderKit
import ResponderKitTesting
import Testing

// What UIKit code around the screens calls: the status bar's appearance by controller, colour and
// image literals, bar styles, text shadows, nibs, and a page view controller subclass made with
// init(). Written as app code; the sources are in docs/Differences-from-UIKit.md and docs/Navigation.md.

/// A photo viewer: light status bar, hidden while the chrome is hidden.
private final class PhotoViewController: UIViewController {
    var chromeHidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { chromeHidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    func toggleChrome() {
        chromeHidden.toggle()
        setNeedsStatusBarAppearanceUpdate()
    }
}

/// A page view controller subclass whose init() picks the style, as apps write it.
private final class OnboardingPagesViewController: UIPageViewController {
    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("The status bar by controller, literals, bar styles, shadows, nibs")
struct StatusBarAndShapeTests {
    @Test("The root controller decides the status bar; a change shows after setNeedsStatusBarAppearanceUpdate()")
    func rootDecides() {
        _ = TestWorld.input()
        let photo = PhotoViewController()
        TestWorld.window(root: photo)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        #expect(!UIApplication.shared.isStatusBarHidden)
        photo.chromeHidden = true
        #expect(!UIApplication.shared.isStatusBarHidden, "not read again until the controller asks")
        photo.chromeHidden = false
        photo.toggleChrome()
        #expect(UIApplication.shared.isStatusBarHidden)
        TestWorld.window(root: UIViewController())
        #expect(UIApplication.shared.statusBarStyle == .default && !UIApplication.shared.isStatusBarHidden)
    }

    @Test("""
        A navigation controller decides the style from its bar (.black: light) and asks its top controller whether \
        to hide
        """)
    func navigationControllerDecides() {
        _ = TestWorld.input()
        let photo = PhotoViewController()
        photo.chromeHidden = true
        let navigation = UINavigationController(rootViewController: photo)
        TestWorld.window(root: navigation)
        #expect(
            UIApplication.shared.statusBarStyle == .default, "the top controller's preferredStatusBarStyle is not asked"
        )
        #expect(UIApplication.shared.isStatusBarHidden, "childForStatusBarHidden is the top controller")
        navigation.navigationBar.barStyle = .black
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        navigation.navigationBar.barStyle = .default
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .lightContent, "with its bar hidden, the top controller decides")
    }

    @Test("""
        A tab bar controller hands the status bar to its selected controller; a full-screen presentation takes it, \
        a sheet does not
        """)
    func tabsAndPresentations() {
        let input = TestWorld.input()
        let tabs = UITabBarController()
        tabs.viewControllers = [PhotoViewController(), UIViewController()]
        TestWorld.window(root: tabs)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        tabs.selectedIndex = 1
        tabs.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .default)

        let sheet = PhotoViewController()
        tabs.present(sheet, animated: false)
        input.advanceClock(by: 0.1)
        #expect(UIApplication.shared.statusBarStyle == .default, "a sheet does not capture the status bar")
        sheet.dismiss(animated: false)
        input.advanceClock(by: 0.1)
        let cover = PhotoViewController()
        cover.modalPresentationStyle = .fullScreen
        tabs.present(cover, animated: false)
        input.advanceClock(by: 0.1)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        cover.dismiss(animated: false)
        input.advanceClock(by: 0.1)
        #expect(UIApplication.shared.statusBarStyle == .default)
    }

    @Test("#colorLiteral and #imageLiteral make a UIColor and a UIImage")
    func literals() {
        let tint = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 0.2) < 0.001 && abs(green - 0.4) < 0.001 && abs(blue - 0.6) < 0.001 && alpha == 1)
        let star = #imageLiteral(resourceName: "star")
        #expect(star.name == "star")
        #expect(UIImage(named: "star", in: .main, compatibleWith: nil)?.name == "star")
        #expect(UIImage(named: "", in: nil, compatibleWith: nil) == nil)
    }

    @Test("""
        Bar styles default to .default and translucent; text shadows default to none, offset (0, -1), and follow \
        the button's state
        """)
    func barStylesAndShadows() {
        #expect(UIToolbar().barStyle == .default && UIToolbar().isTranslucent)
        #expect(UINavigationBar().barStyle == .default && UINavigationBar().isTranslucent)
        let label = UILabel()
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.gray, for: .highlighted)
        #expect(button.titleShadowColor(for: .selected) == .black, "a state with nothing set uses .normal's")
        #expect(button.titleLabel?.shadowColor == .black)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor == .gray)
    }

    @Test("A UIPageViewController subclass made with init() has the style its init passed up")
    func pageViewControllerSubclass() {
        let pages = OnboardingPagesViewController()
        #expect(pages.transitionStyle == .scroll && pages.navigationOrientation == .horizontal)
    }

    @Test("A nib is named but not read: instantiate and register report unloadableResource and make nothing")
    func nibsAreReported() {
        _ = TestWorld.input()
        let nib = UINib(nibName: "NoteCell", bundle: nil)
        var objects: [Any] = [0]
        let reports = TestWorld.diagnostics {
            objects = nib.instantiate(withOwner: nil, options: nil)
            UITableView().register(nib, forCellReuseIdentifier: "note")
            UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).register(
                nib, forCellWithReuseIdentifier: "note")
        }
        #expect(objects.isEmpty)
        #expect(reports.map(\.kind) == [.unloadableResource, .unloadableResource, .unloadableResource])
        #expect(reports.first?.message.contains("NoteCell") == true)
    }
}
