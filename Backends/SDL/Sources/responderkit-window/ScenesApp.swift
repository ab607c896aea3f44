import Foundation
import ResponderKit
import ResponderKitSDL

/// `responderkit-window --scenes`: an iPad-style app with several windows, as iOS code writes it — a
/// "New Window" button asks for a new scene with a user activity, each scene's delegate makes its
/// window, and the lifecycle is printed. Each scene is a desktop window of its own (SDLSceneWindows).
enum ScenesApp {
    @MainActor
    static func run() {
        UIApplication.infoDictionary = ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true]]
        SDLWindowConfiguration.title = "ResponderKit — scenes"
        SDLWindowConfiguration.onFrame = { fflush(nil) }
        UIApplicationMain(delegate: ScenesAppDelegate())
    }
}

final class ScenesAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NoteSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        print("discarded \(sceneSessions.count)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("terminating")
        fflush(nil)
    }
}

/// One window's screen: a button that opens another window, and a background that reports taps.
final class NoteViewController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        name = "?"
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = name == "main" ? .systemYellow : .systemTeal
        let button = UIButton(type: .system)
        button.setTitle("New Window", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        button.addAction(UIAction { _ in
            let activity = NSUserActivity(activityType: "com.example.notes.open")
            activity.title = "note \(UIApplication.shared.connectedScenes.count + 1)"
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { error in
                print("refused: \(error)")
            }
        }, for: .touchUpInside)
        view.addSubview(button)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("tap in \(name)")
    }
}

final class NoteSceneDelegate: UIResponder, UIWindowSceneDelegate, UICreatableSceneDelegate {
    var window: UIWindow?
    private var name = "main"

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        name = connectionOptions.userActivities.first?.title ?? "main"
        windowScene.title = name
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = NoteViewController(name: name)
        window?.makeKeyAndVisible()
        print("connect \(name)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) { print("active \(name)") }
    func sceneWillResignActive(_ scene: UIScene) { print("resign \(name)") }
    func sceneDidDisconnect(_ scene: UIScene) { print("disconnect \(name)") }
}
