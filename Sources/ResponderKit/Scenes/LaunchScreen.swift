import Foundation

/// The launch screen: the storyboard the Info.plist names (`UILaunchStoryboardName`, or
/// `UILaunchScreen`'s dictionary form is not drawn), shown by a window
/// system's event loop from before the launch until the app's first frame replaces it — on iOS the
/// system shows it while the app launches.
///
///     UIApplicationMain ─▶ the event loop's prepare: its window opens, the launch screen is drawn
///                       ─▶ the launch (didFinishLaunching, the scene, active) ─▶ the first frame
///
/// The launch screen's controller is made from the translated storyboard's initial scene, in a
/// window of its own that is shown for that one drawing and then hidden and let go: the app's
/// `windows`, key window and appearance callbacks never see it. A missing or untranslated launch
/// storyboard is not an error (the window shows the app's first frame directly).
extension UIApplication {
    /// Shows the launch screen in a window filling the screen, laid out, for a backend to draw; `nil`
    /// when the Info.plist names none or it is not translated. The caller draws, then calls
    /// `dismissLaunchScreen(_:)`.
    public func showLaunchScreen() -> UIWindow? {
        guard let name = UIApplication.infoDictionary["UILaunchStoryboardName"] as? String, !name.isEmpty,
              UIStoryboard.registry[name] != nil,
            let controller = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
        else { return nil }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = .normal
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        return window
    }

    /// Hides the launch screen's window and lets it go (after the backend drew it).
    public func dismissLaunchScreen(_ window: UIWindow) {
        window.isHidden = true
        window.rootViewController = nil
    }
}
