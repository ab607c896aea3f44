import ResponderKit

/// The app's entry point, as in an iOS app (UIKit: `UIApplicationDelegate`; here the delegate adopts
/// `UIApplicationMainDelegate`, which lets `UIApplicationMain` make it).
@main
final class AppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        // The notes in a navigation controller, the archive in another, under a tab bar.
        let archive = Archive()
        let notes = UINavigationController(rootViewController: NotesViewController(archive: archive))
        notes.tabBarItem = UITabBarItem(title: "Notes", image: nil, tag: 0)
        let archived = UINavigationController(rootViewController: ArchiveViewController(archive: archive))
        archived.tabBarItem = UITabBarItem(title: "Archive", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [notes, archived]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        say("launched")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { say("active") }
    func applicationWillResignActive(_ application: UIApplication) { say("inactive") }
    func applicationWillTerminate(_ application: UIApplication) { say("terminating") }
}

/// Prints a line at once (print buffers its output when it goes into a pipe).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
