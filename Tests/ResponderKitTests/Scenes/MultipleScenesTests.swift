import ResponderKit
import ResponderKitTesting
import Testing

// An app with several windows, as iPad code writes it: a button asks for a new scene with a user
// activity, each scene's delegate makes its window from the activity, the user moves between the
// windows and closes one. A backend that shows each scene in a system window of its own says which
// window has the focus and where input comes from (InputSimulator+Scenes mirrors the SDL backend).

/// The note a window shows, and what its views saw.
@MainActor
final class NoteWindowsLog {
    static var entries: [String] = []
}

/// A note's screen: a view that reports its touches, and a field-like responder for keys.
final class NoteViewController: UIViewController {
    var note = "untitled"

    override func loadView() {
        let view = NoteWindowView()
        view.controller = self
        self.view = view
    }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        NoteWindowsLog.entries.append("\(note): key \(presses.first?.key?.characters ?? "?")")
    }
}

final class NoteWindowView: UIView {
    weak var controller: NoteViewController?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        NoteWindowsLog.entries.append("\(controller?.note ?? "?"): began")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        NoteWindowsLog.entries.append("\(controller?.note ?? "?"): ended")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        NoteWindowsLog.entries.append("\(controller?.note ?? "?"): cancelled")
    }
}

final class NotesAppDelegate: UIResponder, UIApplicationMainDelegate {
    var discarded: [String] = []

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discarded += sceneSessions.map { ($0.scene as? UIWindowScene)?.title ?? "session" }
        NoteWindowsLog.entries.append("app.didDiscardSceneSessions \(sceneSessions.count)")
    }
}

final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate, UICreatableSceneDelegate {
    var window: UIWindow?
    private var note = "untitled"

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        note = connectionOptions.userActivities.first?.userInfo?["note"] as? String ?? "first"
        windowScene.title = note
        let controller = NoteViewController()
        controller.note = note
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        _ = controller.becomeFirstResponder()
        NoteWindowsLog.entries.append("\(note).willConnect")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        NoteWindowsLog.entries.append("\(note).continue \(userActivity.activityType)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) { NoteWindowsLog.entries.append("\(note).didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { NoteWindowsLog.entries.append("\(note).willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { NoteWindowsLog.entries.append("\(note).willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { NoteWindowsLog.entries.append("\(note).didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { NoteWindowsLog.entries.append("\(note).didDisconnect") }
}

@MainActor
@Suite("Scenes: several windows — requesting, focusing, routing input, closing", .serialized)
struct MultipleScenesTests {
    private func info(multipleScenes: Bool) -> [String: Any] {
        ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": multipleScenes,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "NotesSceneDelegate",
            ]]],
        ] as [String: Any]]
    }

    private func withNotesApp(
        multipleScenes: Bool = true, _ body: (UIApplication, NotesAppDelegate, InputSimulator) throws -> Void
    ) rethrows {
        try InputSimulator.withCleanApplication { input in
            UIApplication.infoDictionary = info(multipleScenes: multipleScenes)
            NoteWindowsLog.entries = []
            defer { UIApplication.infoDictionary = [:] }
            let delegate = NotesAppDelegate()
            let application = UIApplication.launch(delegate: delegate)
            try body(application, delegate, input)
            application.terminate()
        }
    }

    /// What a "New Window" button does.
    private func openNote(_ name: String, in application: UIApplication, errors: ((any Error) -> Void)? = nil) {
        let activity = NSUserActivity(activityType: "com.example.notes.open")
        activity.userInfo = ["note": name]
        application.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { error in errors?(error) }
    }

    private func scene(_ note: String, of application: UIApplication) -> UIWindowScene? {
        application.connectedScenes.first { ($0 as? UIWindowScene)?.title == note } as? UIWindowScene
    }

    @Test("""
        A new scene is requested with an activity: it connects on the next turn with the activity, takes the \
        focus, and the first resigns active
        """)
    func requestNewScene() throws {
        withNotesApp { application, _, input in
            NoteWindowsLog.entries = []
            openNote("groceries", in: application)
            #expect(
                application.connectedScenes.count == 1, "the request runs at the next turn, after the code that made it"
            )
            input.runLoopOnce()
            #expect(NoteWindowsLog.entries == ["groceries.willConnect", "groceries.willEnterForeground",
                                         "first.willResignActive", "groceries.didBecomeActive"])
            let first = scene("first", of: application), groceries = scene("groceries", of: application)
            #expect(application.connectedScenes.count == 2 && application.openSessions.count == 2)
            #expect(first?.activationState == .foregroundInactive && groceries?.activationState == .foregroundActive)
            #expect(application.focusedScene === groceries)
            #expect(application.keyWindow === groceries?.keyWindow && first?.keyWindow != nil)
            #expect(application.applicationState == .active)
        }
    }

    @Test("An app whose Info.plist allows one scene gets UISceneError.multipleScenesNotSupported, and no second scene")
    func multipleScenesNotSupported() {
        withNotesApp(multipleScenes: false) { application, _, input in
            var failure: (any Error)?
            openNote("groceries", in: application) { failure = $0 }
            input.runLoopOnce()
            #expect((failure as? UISceneError)?.code == .multipleScenesNotSupported)
            var matched = false
            do { throw failure ?? UISceneError(.requestDenied) } catch UISceneError.multipleScenesNotSupported {
                matched = true
            } catch {}
            #expect(matched)
            #expect(application.connectedScenes.count == 1)
        }
    }

    @Test("Touches go to the windows of the scene the input comes from; keys to the focused scene's first responder")
    func inputRouting() throws {
        try withNotesApp { application, _, input in
            openNote("groceries", in: application)
            input.runLoopOnce()
            let first = try #require(scene("first", of: application))
            let groceries = try #require(scene("groceries", of: application))
            NoteWindowsLog.entries = []
            // Both windows fill the screen; the point is the same, the scene decides.
            input.sendInput(toScene: first)
            input.tap(at: CGPoint(x: 100, y: 300))
            input.sendInput(toScene: groceries)
            input.tap(at: CGPoint(x: 100, y: 300))
            #expect(NoteWindowsLog.entries == ["first: began", "first: ended", "groceries: began", "groceries: ended"])
            NoteWindowsLog.entries = []
            input.press(KeyInput(keyCode: .keyboardA, characters: "a"))
            input.focusScene(first)
            input.press(KeyInput(keyCode: .keyboardB, characters: "b"))
            #expect(
                NoteWindowsLog.entries == [
                    "groceries: key a", "groceries.willResignActive", "first.didBecomeActive", "first: key b",
                ])
            #expect(application.keyWindow === first.keyWindow && groceries.keyWindow != nil)
            #expect(first.activationState == .foregroundActive && groceries.activationState == .foregroundInactive)
        }
    }

    @Test("""
        Closing a scene's window mid-touch cancels its touch; the scene leaves, its session is discarded, the \
        other takes the focus
        """)
    func closeMidTouch() throws {
        try withNotesApp { application, delegate, input in
            openNote("groceries", in: application)
            input.runLoopOnce()
            let first = try #require(scene("first", of: application))
            let groceries = try #require(scene("groceries", of: application))
            let groceriesWindow = groceries.keyWindow
            NoteWindowsLog.entries = []
            input.sendInput(toScene: groceries)
            let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
            input.closeScene(groceries)
            input.lift(finger, at: CGPoint(x: 50, y: 50))
            #expect(NoteWindowsLog.entries == [
                "groceries: began", "groceries: cancelled",
                "groceries.willResignActive", "groceries.didEnterBackground", "groceries.didDisconnect",
                "first.didBecomeActive", "app.didDiscardSceneSessions 1",
            ])
            #expect(delegate.discarded == ["session"], "the discarded session no longer has its scene")
            #expect(application.connectedScenes.count == 1 && groceries.activationState == .unattached)
            #expect(groceriesWindow?.isHidden == true && application.focusedScene === first)
            #expect(application.keyWindow === first.keyWindow && first.activationState == .foregroundActive)
            // The remaining window takes touches again.
            NoteWindowsLog.entries = []
            input.tap(at: CGPoint(x: 100, y: 300))
            #expect(NoteWindowsLog.entries == ["first: began", "first: ended"])
        }
    }

    @Test("""
        requestSceneSessionActivation with a connected session focuses it and continues the activity; destruction \
        closes it; a closed session is refused
        """)
    func existingSession() throws {
        try withNotesApp { application, _, input in
            openNote("groceries", in: application)
            input.runLoopOnce()
            let first = try #require(scene("first", of: application))
            let groceries = try #require(scene("groceries", of: application))
            NoteWindowsLog.entries = []
            application.requestSceneSessionActivation(
                first.session, userActivity: NSUserActivity(activityType: "edit"), options: nil)
            input.runLoopOnce()
            #expect(
                NoteWindowsLog.entries == [
                    "groceries.willResignActive", "first.didBecomeActive", "first.continue edit",
                ])
            NoteWindowsLog.entries = []
            application.requestSceneSessionDestruction(groceries.session, options: nil)
            input.runLoopOnce()
            #expect(
                NoteWindowsLog.entries == [
                    "groceries.didEnterBackground", "groceries.didDisconnect", "app.didDiscardSceneSessions 1",
                ])
            var failure: (any Error)?
            application.requestSceneSessionActivation(groceries.session, userActivity: nil, options: nil) {
                failure = $0
            }
            input.runLoopOnce()
            #expect((failure as? UISceneError)?.code == .requestDenied)
        }
    }

    @Test("""
        Scene input naming a session that is not connected is dropped with an unknownScene diagnostic; an \
        interruption and the focus coming back
        """)
    func unknownSceneAndInterruption() throws {
        try withNotesApp { application, _, input in
            let first = try #require(application.connectedScenes.first)
            let reports = collectingDiagnostics {
                input.send(.sceneActivated(sessionIdentifier: "no-such-session", timestamp: input.time))
                input.send(.sceneClosed(sessionIdentifier: "no-such-session", timestamp: input.time))
            }
            #expect(reports.map(\.kind) == [.unknownScene, .unknownScene])
            #expect(first.activationState == .foregroundActive)
            NoteWindowsLog.entries = []
            input.interruption()
            input.focusScene(first)
            #expect(NoteWindowsLog.entries == ["first.willResignActive", "first.didBecomeActive"])
            #expect(application.applicationState == .active)
        }
    }

    @Test("The iOS 17 form: activateSceneSession(for:) with a request for a new scene, then for an existing session")
    func activationRequest() throws {
        try withNotesApp { application, _, input in
            let activity = NSUserActivity(activityType: "com.example.notes.open")
            activity.userInfo = ["note": "ideas"]
            application.activateSceneSession(
                for: UISceneSessionActivationRequest(role: .windowApplication, userActivity: activity))
            input.runLoopOnce()
            let ideas = try #require(scene("ideas", of: application))
            #expect(application.focusedScene === ideas)
            let first = try #require(scene("first", of: application))
            application.activateSceneSession(for: UISceneSessionActivationRequest(session: first.session))
            input.runLoopOnce()
            #expect(application.focusedScene === first && ideas.activationState == .foregroundInactive)
        }
    }
}
