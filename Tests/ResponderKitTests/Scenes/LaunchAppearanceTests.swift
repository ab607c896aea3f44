import ResponderKit
import ResponderKitTesting
import Testing

// When a launched app's first screen appears, as UIKit orders it: viewDidLoad and viewWillAppear
// while the window is made visible, then the app (or scene) becomes active, then viewDidAppear — the
// screen is on the display with the first frame. And the launch screen: the Info.plist's launch
// storyboard shown in a window of its own for a backend to draw before the launch, then let go.

final class FirstScreenController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        SceneLog.entries.append("vc.viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        SceneLog.entries.append("vc.viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        SceneLog.entries.append("vc.viewDidAppear")
    }
}

/// A scene delegate whose window shows FirstScreenController, as Xcode's template without a storyboard.
final class FirstScreenSceneDelegate: UIResponder, UIWindowSceneDelegate, UICreatableSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        SceneLog.entries.append("scene.willConnect")
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = FirstScreenController()
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneLog.entries.append("scene.willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneLog.entries.append("scene.didBecomeActive") }
}

/// An app without scenes that makes its window in didFinishLaunching.
final class WindowAppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        SceneLog.entries.append("app.didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = FirstScreenController()
        window?.makeKeyAndVisible()
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.entries.append("app.didBecomeActive") }
}

enum LaunchScreenStoryboard {
    @MainActor static let translation = UIStoryboard.Translation(
        name: "LaunchScreen", initialSceneID: "launch",
        scenes: [
        UIStoryboard.Scene(id: "launch", make: { UIViewController(coder: $0) }, loadView: { _, _ in
            let view = UIView(frame: UIScreen.main.bounds)
            let title = UILabel(frame: CGRect(x: 20, y: 400, width: 300, height: 40))
            title.text = "Tasks"
            view.addSubview(title)
            return view
        }),
    ])
}

@MainActor
@Suite("Launch: when the first screen appears; the launch screen", .serialized)
struct LaunchAppearanceTests {
    @Test("""
        Scene-based: willConnectTo, viewDidLoad, viewWillAppear, willEnterForeground, didBecomeActive, then \
        viewDidAppear
        """)
    func sceneOrder() {
        InputSimulator.withCleanApplication { _ in
            UIApplication.infoDictionary = SceneLog.info(delegateClass: "FirstScreenSceneDelegate")
            SceneLog.entries = []
            defer { UIApplication.infoDictionary = [:] }
            let application = UIApplication.launch(delegate: ScenesAppDelegate())
            #expect(SceneLog.entries.filter { !$0.hasPrefix("app.") } == [
                "scene.willConnect", "vc.viewDidLoad", "vc.viewWillAppear",
                "scene.willEnterForeground", "scene.didBecomeActive", "vc.viewDidAppear",
            ])
            application.terminate()
        }
    }

    @Test("""
        Without scenes: didFinishLaunching, viewDidLoad, viewWillAppear, applicationDidBecomeActive, then \
        viewDidAppear
        """)
    func applicationOrder() {
        InputSimulator.withCleanApplication { _ in
            SceneLog.entries = []
            let delegate = WindowAppDelegate()
            let application = UIApplication.launch(delegate: delegate)
            #expect(SceneLog.entries == ["app.didFinishLaunching", "vc.viewDidLoad", "vc.viewWillAppear",
                                         "app.didBecomeActive", "vc.viewDidAppear"])
            // After the launch, a window shown later appears at once, as before.
            SceneLog.entries = []
            let later = UIWindow(frame: UIScreen.main.bounds)
            later.rootViewController = FirstScreenController()
            later.makeKeyAndVisible()
            #expect(SceneLog.entries == ["vc.viewDidLoad", "vc.viewWillAppear", "vc.viewDidAppear"])
            later.isHidden = true
            application.terminate()
        }
    }

    @Test(
        "The launch screen: the Info.plist's storyboard in a window for one drawing, then gone from the app's windows")
    func launchScreen() throws {
        InputSimulator.withCleanApplication { input in
            let application = input.application
            #expect(application.showLaunchScreen() == nil, "no UILaunchStoryboardName: nothing to show")
            UIStoryboard.register(LaunchScreenStoryboard.translation)
            UIApplication.infoDictionary = ["UILaunchStoryboardName": "LaunchScreen"]
            defer { UIApplication.infoDictionary = [:] }
            weak var shown: UIWindow?
            do {
                guard let window = application.showLaunchScreen() else {
                    Issue.record("the launch screen was not made")
                    return
                }
                shown = window
                #expect(application.windows.contains { $0 === window } && !window.isHidden)
                #expect(window.frame == UIScreen.main.bounds && !window.isKeyWindow)
                let title = window.rootViewController?.view.subviews.first as? UILabel
                #expect(title?.text == "Tasks" && title?.window === window)
                application.dismissLaunchScreen(window)
                #expect(window.isHidden && window.rootViewController == nil)
            }
            // Let go by the backend, it is gone from the app's windows.
            #expect(shown == nil && application.windows.isEmpty)
        }
    }
}
