import ResponderKit
import ResponderKitTesting
import Testing

// A scene-based app's life as UIKit drives it (docs/Scenes.md): the app delegate hears the launch
// and chooses the configuration; everything after goes to the scene's delegate, each call followed
// by its notification; the application's notifications are still posted, its delegate's activity
// methods are not.

@MainActor
@Suite("Scenes: connecting the Info.plist's scene, and its lifecycle", .serialized)
struct SceneLifecycleTests {
    /// Launches `delegate` in a clean application with `info` as its Info.plist.
    private func withLaunchedApp(info: [String: Any], delegate: some UIApplicationDelegate,
                                 _ body: (UIApplication, InputSimulator) throws -> Void) rethrows {
        try InputSimulator.withCleanApplication { input in
            UIApplication.infoDictionary = info
            SceneLog.observe()
            defer {
                SceneLog.stop()
                UIApplication.infoDictionary = [:]
            }
            let application = UIApplication.launch(delegate: delegate)
            try body(application, input)
        }
    }

    @Test("""
        Launch: didFinishLaunching, the configuration, willConnectTo, willEnterForeground, didBecomeActive — and \
        no app delegate activity calls
        """)
    func launchOrder() {
        let delegate = ScenesAppDelegate()
        withLaunchedApp(
            info: SceneLog.info(delegateClass: "$(PRODUCT_MODULE_NAME).ScenesSceneDelegate"), delegate: delegate
        ) { application, _ in
            #expect(SceneLog.entries == [
                "app.didFinishLaunching window=false", "app.configurationForConnecting",
                "scene.willConnect window=false", "n:scene.willConnect",
                "scene.willEnterForeground", "n:scene.willEnterForeground",
                "scene.didBecomeActive", "n:scene.didActivate", "n:app.didBecomeActive",
            ])
            let scene = application.connectedScenes.first as? UIWindowScene
            let sceneDelegate = scene?.delegate as? ScenesSceneDelegate
            #expect(application.connectedScenes.count == 1 && application.openSessions.count == 1)
            #expect(scene?.activationState == .foregroundActive)
            #expect(scene?.session.role == .windowApplication && scene?.session.scene === scene)
            #expect(scene?.session.configuration.name == "Default Configuration")
            #expect(sceneDelegate?.window?.windowScene === scene && sceneDelegate?.window?.isKeyWindow == true)
            #expect(scene?.windows.count == 1 && scene?.keyWindow === sceneDelegate?.window)
            #expect(sceneDelegate?.window?.frame == UIScreen.main.bounds)
            #expect(application.supportsMultipleScenes == false)
        }
    }

    @Test("""
        Background, foreground, an interruption and termination go to the scene's delegate; the app's \
        notifications are still posted
        """)
    func transitions() {
        withLaunchedApp(info: SceneLog.info(delegateClass: "ScenesSceneDelegate"), delegate: ScenesAppDelegate()) {
            application, input in
            let scene = application.connectedScenes.first
            SceneLog.entries = []
            application.enqueue(.enteredBackground(timestamp: 2000))
            application.processPendingEvents()
            #expect(SceneLog.entries == ["scene.willResignActive", "n:scene.willDeactivate", "n:app.willResignActive",
                    "scene.didEnterBackground", "n:scene.didEnterBackground", "n:app.didEnterBackground",
                ])
            #expect(scene?.activationState == .background)
            SceneLog.entries = []
            application.enqueue(.enteringForeground(timestamp: 2001))
            application.processPendingEvents()
            #expect(
                SceneLog.entries == [
                    "scene.willEnterForeground", "n:scene.willEnterForeground", "n:app.willEnterForeground",
                                         "scene.didBecomeActive", "n:scene.didActivate", "n:app.didBecomeActive"])
            SceneLog.entries = []
            input.interruption()
            #expect(SceneLog.entries == ["scene.willResignActive", "n:scene.willDeactivate", "n:app.willResignActive"])
            #expect(scene?.activationState == .foregroundInactive)
            SceneLog.entries = []
            application.terminate()
            // applicationWillTerminate(_:) is still the app delegate's, after the scenes disconnected.
            #expect(
                SceneLog.entries == [
                    "scene.didDisconnect", "n:scene.didDisconnect", "app.willTerminate", "n:app.willTerminate",
                ])
            #expect(scene?.activationState == .unattached && application.connectedScenes.isEmpty)
        }
    }

    @Test("""
        A configuration's storyboard: its window is in the delegate's `window` before willConnectTo and is made \
        key and visible after
        """)
    func storyboardWindow() {
        let delegate = ScenesAppDelegate()
        withLaunchedApp(
            info: SceneLog.info(delegateClass: "ScenesSceneDelegate", storyboard: "Main"), delegate: delegate
        ) { application, _ in
            #expect(PortedResources.registrations >= 1, "the app's PortedResources is registered at launch")
            #expect(SceneLog.entries.contains("scene.willConnect window=true"))
            let scene = application.connectedScenes.first as? UIWindowScene
            let window = (scene?.delegate as? ScenesSceneDelegate)?.window
            #expect(window?.isKeyWindow == true && window?.isHidden == false)
            #expect(
                (window?.rootViewController as? UINavigationController)?.topViewController is NotesListViewController)
            #expect(window?.windowScene === scene)
        }
    }

    @Test("""
        A delegate class that cannot be made from its name: the scene connects without it, says why, and still \
        shows its storyboard
        """)
    func uncreatableDelegate() {
        var reports: [Diagnostic] = []
        withLaunchedApp(
            info: SceneLog.info(delegateClass: "UncreatableSceneDelegate", storyboard: "Main"),
            delegate: ScenesAppDelegate()
        ) { application, _ in
            let scene = application.connectedScenes.first as? UIWindowScene
            #expect(scene?.delegate == nil)
            #expect(scene?.windows.first?.isKeyWindow == true)
            #expect(scene?.activationState == .foregroundActive)
            _ = reports
        }
        InputSimulator.withCleanApplication { _ in
            UIApplication.shared.diagnosticHandler = { reports.append($0) }
            UIApplication.infoDictionary = SceneLog.info(delegateClass: "UncreatableSceneDelegate")
            defer { UIApplication.infoDictionary = [:] }
            UIApplication.launch(delegate: ScenesAppDelegate())
        }
        #expect(
            reports.contains { $0.kind == .refusedLifecycleCall && $0.message.contains("UICreatableSceneDelegate") })
    }

    @Test("""
        An app without scenes and a UIMainStoryboardFile: the window is the delegate's in didFinishLaunching, \
        shown after it
        """)
    func mainStoryboardFile() {
        withLaunchedApp(info: ["UIMainStoryboardFile": "Main"], delegate: StoryboardAppDelegate()) { application, _ in
            #expect(
                SceneLog.entries.first == "app.didFinishLaunching window=true root=UINavigationController visible=false"
            )
            #expect(application.connectedScenes.isEmpty)
            #expect(application.keyWindow?.rootViewController is UINavigationController)
        }
    }

    @Test("A window scene's screen, traits, orientation and status bar; a window given a scene later joins its windows")
    func windowSceneProperties() {
        withLaunchedApp(info: SceneLog.info(delegateClass: "ScenesSceneDelegate"), delegate: ScenesAppDelegate()) {
            application, input in
            let scene = application.connectedScenes.first as! UIWindowScene
            #expect(scene.screen === UIScreen.main)
            #expect(scene.traitCollection.horizontalSizeClass == .compact)
            #expect(scene.interfaceOrientation == .portrait)
            #expect(scene.statusBarManager?.statusBarFrame.width == UIScreen.main.bounds.width)
            let extra = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(extra.windowScene == nil && scene.windows.count == 1)
            extra.windowScene = scene
            #expect(scene.windows.count == 2)
            input.resizeScreen(to: CGSize(width: 844, height: 390))
            #expect(scene.interfaceOrientation == .landscapeRight && scene.interfaceOrientation.isLandscape)
            input.resizeScreen(to: CGSize(width: 390, height: 844))
            withExtendedLifetime(extra) {}
        }
    }

    @Test("The Info.plist's UIUserInterfaceStyle holds the app's windows to it")
    func forcedStyle() {
        InputSimulator.withCleanApplication { _ in
            UIApplication.infoDictionary = ["UIUserInterfaceStyle": "Dark"]
            defer { UIApplication.infoDictionary = [:] }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let view = UIView()
            window.addSubview(view)
            #expect(window.overrideUserInterfaceStyle == .dark && view.traitCollection.userInterfaceStyle == .dark)
            UIApplication.infoDictionary = ["UIUserInterfaceStyle": "Automatic"]
            #expect(UIWindow(frame: .zero).overrideUserInterfaceStyle == .unspecified)
        }
    }
}
