import CSDL2
import Foundation
import ResponderKit
import ResponderKitSDL
import ResponderKitTesting
import Testing

// An iPad-style app with several windows, each scene in a desktop window of its own (SDLSceneWindows),
// on SDL's dummy video driver in this process: a new scene opens a window, clicks go to the window
// they were made in, the focus makes a scene active, the close button closes the scene.

/// A window's content: logs the touches it sees with its scene's name.
final class SceneNoteView: UIView {
    nonisolated(unsafe) static var log: [String] = []
    var name = "?"
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        SceneNoteView.log.append("\(name) began")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        SceneNoteView.log.append("\(name) ended")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        SceneNoteView.log.append("\(name) cancelled")
    }
}

final class SceneNoteDelegate: UIResponder, UIWindowSceneDelegate, UICreatableSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let name = connectionOptions.userActivities.first?.title ?? "main"
        windowScene.title = name
        let controller = UIViewController()
        let view = SceneNoteView()
        view.name = name
        controller.view = view
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
    }
}

final class SceneNotesAppDelegate: UIResponder, UIApplicationMainDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneNoteDelegate.self
        return configuration
    }
}

@MainActor
@Suite("Scene windows: one desktop window per scene", .serialized)
struct SceneWindowsTests {
    private func push(_ event: SDL_Event) {
        var event = event
        #expect(SDL_PushEvent(&event) == 1)
    }

    private func click(_ host: SDLScreenHost, at point: CGPoint) {
        let now = SDL_GetTicks()
        for down in [true, false] {
            var event = SDLEvents.mouseButton(down: down, x: Int32(point.x), y: Int32(point.y), ms: now)
            event.button.windowID = host.windowID
            push(event)
        }
    }

    private func windowEvent(_ kind: SDL_WindowEventID, for host: SDLScreenHost) -> SDL_Event {
        var event = SDLEvents.window(kind, ms: SDL_GetTicks())
        event.window.windowID = host.windowID
        return event
    }

    @Test(
        """
            A requested scene opens a window; clicks reach the scene of their window; focus activates; the close \
            button closes the scene only
            """
    )
    func sceneWindows() throws {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        defer { SDL_SetHint(SDL_HINT_VIDEODRIVER, nil) }
        try InputSimulator.withCleanApplication { input in
            UIApplication.infoDictionary = ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true]]
            defer { UIApplication.infoDictionary = [:] }
            SceneNoteView.log = []
            let application = UIApplication.launch(delegate: SceneNotesAppDelegate())
            defer { application.terminate() }
            let first = try SDLScreenHost(title: "Notes", application: application)
            let windows = SDLSceneWindows(application: application, first: first) {
                try SDLScreenHost(title: "Notes", application: application)
            }
            windows.runFrame(timeoutMilliseconds: 0)
            let main = try #require(application.connectedScenes.first as? UIWindowScene)
            #expect(windows.hosts.count == 1 && first.scene === main, "the window open at launch shows the first scene")

            let activity = NSUserActivity(activityType: "com.example.notes.open")
            activity.title = "second"
            application.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
            input.runLoopOnce()
            windows.runFrame(timeoutMilliseconds: 0)
            let second = try #require(application.connectedScenes.first { $0 !== main } as? UIWindowScene)
            let secondHost = try #require(windows.host(for: second))
            #expect(windows.hosts.count == 2 && secondHost !== first)
            #expect(secondHost.title == "second" && first.title == "main", "each window is titled by its scene")
            #expect(application.focusedScene === second && second.activationState == .foregroundActive)

            // The same point in each window: the window decides which scene's view is touched.
            click(first, at: CGPoint(x: 100, y: 100))
            windows.runFrame(timeoutMilliseconds: 0)
            click(secondHost, at: CGPoint(x: 100, y: 100))
            windows.runFrame(timeoutMilliseconds: 0)
            #expect(SceneNoteView.log == ["main began", "main ended", "second began", "second ended"])

            // The first window gains the focus (the window manager moved it from the second).
            push(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST, for: secondHost))
            push(windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED, for: first))
            windows.runFrame(timeoutMilliseconds: 0)
            #expect(application.focusedScene === main && main.activationState == .foregroundActive)
            #expect(second.activationState == .foregroundInactive && application.applicationState == .active)
            #expect(application.keyWindow?.windowScene === main)

            // The second window's close button: its scene closes, its window goes, the app goes on.
            push(windowEvent(SDL_WINDOWEVENT_CLOSE, for: secondHost))
            #expect(windows.runFrame(timeoutMilliseconds: 0), "closing one of two windows does not quit")
            #expect(windows.hosts.count == 1 && windows.hosts.first === first)
            #expect(second.activationState == .unattached && application.connectedScenes.count == 1)

            // The last window's close button quits.
            push(windowEvent(SDL_WINDOWEVENT_CLOSE, for: first))
            #expect(!windows.runFrame(timeoutMilliseconds: 0))
        }
    }
}
