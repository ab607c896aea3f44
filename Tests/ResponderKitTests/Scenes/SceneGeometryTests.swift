import ResponderKit
import ResponderKitTesting
import Testing

// A video player that turns the screen to landscape as iOS 16 code does — the window scene's
// requestGeometryUpdate(.iOS(interfaceOrientations:)) — and a screen that refuses portrait through
// supportedInterfaceOrientations and setNeedsUpdateOfSupportedInterfaceOrientations().

final class PlayerViewController: UIViewController {
    var sizes: [CGSize] = []
    var onlyLandscape = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        onlyLandscape ? .landscape : .allButUpsideDown
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
    }

    func enterFullScreen(errors: ((any Error) -> Void)? = nil) {
        guard let windowScene = view.window?.windowScene else { return }
        windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { error in errors?(error) }
    }
}

@MainActor
@Suite("Scenes: requestGeometryUpdate and supported orientations", .serialized)
struct SceneGeometryTests {
    private func withPlayer(_ body: (UIApplication, PlayerViewController, InputSimulator) throws -> Void) rethrows {
        try InputSimulator.withCleanApplication { input in
            UIApplication.infoDictionary = SceneLog.info(delegateClass: "ScenesSceneDelegate")
            let original = UIScreen.main.bounds.size
            defer {
                input.resizeScreen(to: original)
                UIApplication.infoDictionary = [:]
            }
            let application = UIApplication.launch(delegate: ScenesAppDelegate())
            let scene = try #require(application.connectedScenes.first as? UIWindowScene)
            let player = PlayerViewController()
            scene.keyWindow?.rootViewController = player
            player.view.layoutIfNeeded()
            try body(application, player, input)
            application.terminate()
        }
    }

    @Test("""
        Landscape asked for: at the next turn the screen turns (width and height swapped), the player hears \
        viewWillTransition, the scene is landscape
        """)
    func landscape() throws {
        try withPlayer { _, player, input in
            let portrait = UIScreen.main.bounds.size
            let scene = try #require(player.view.window?.windowScene)
            #expect(scene.interfaceOrientation == .portrait)
            player.enterFullScreen()
            #expect(UIScreen.main.bounds.size == portrait, "not inside the call: at the next turn")
            input.runLoopOnce()
            #expect(UIScreen.main.bounds.size == CGSize(width: portrait.height, height: portrait.width))
            #expect(scene.interfaceOrientation.isLandscape)
            #expect(player.sizes == [CGSize(width: portrait.height, height: portrait.width)])
            #expect(player.view.frame.size == CGSize(width: portrait.height, height: portrait.width))
            // Already landscape: asking again changes nothing.
            player.enterFullScreen()
            input.runLoopOnce()
            #expect(player.sizes.count == 1)
            // Back to portrait.
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
            input.runLoopOnce()
            #expect(UIScreen.main.bounds.size == portrait && scene.interfaceOrientation == .portrait)
        }
    }

    @Test("An empty set of orientations is refused with geometryRequestUnsupported")
    func unsupported() throws {
        try withPlayer { _, player, input in
            var failure: (any Error)?
            let scene = try #require(player.view.window?.windowScene)
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: [])) { failure = $0 }
            input.runLoopOnce()
            #expect((failure as? UISceneError)?.code == .geometryRequestUnsupported)
        }
    }

    @Test("""
        A screen that now supports only landscape turns the scene after \
        setNeedsUpdateOfSupportedInterfaceOrientations()
        """)
    func supportedOrientations() {
        withPlayer { _, player, input in
            let portrait = UIScreen.main.bounds.size
            player.onlyLandscape = true
            player.setNeedsUpdateOfSupportedInterfaceOrientations()
            input.runLoopOnce()
            #expect(UIScreen.main.bounds.size == CGSize(width: portrait.height, height: portrait.width))
        }
    }
}
