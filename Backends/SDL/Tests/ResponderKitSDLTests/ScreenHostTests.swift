import CSDL2
import Foundation
import ResponderKit
import ResponderKitSDL
import Testing

/// The host's frame loop in this process, on SDL's dummy video driver (no display): SDL events go
/// in through SDL's own queue, the views see touches, the tracer is asked at the end of each touch,
/// and a frame is drawn only when what the screen shows changed.
@MainActor
@Suite("Screen host frame loop", .serialized)
struct ScreenHostTests {
    /// A view that logs its touches and follows the finger, as the seeds' drag example.
    final class FollowingView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("moved")
            guard let touch = touches.first else { return }
            let now = touch.location(in: self), before = touch.previousLocation(in: self)
            transform = transform.translatedBy(x: now.x - before.x, y: now.y - before.y)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    private func push(_ event: SDL_Event) {
        var event = event
        #expect(SDL_PushEvent(&event) == 1)
    }

    @Test(
        """
            Mouse events through SDL's queue reach the view; frames are drawn only when the screen changes; focus loss \
            cancels
            """
    )
    func frameLoop() throws {
        // A hint, not the SDL_VIDEODRIVER variable: that would pass on to the windows the end-to-end
        // tests start.
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        defer { SDL_SetHint(SDL_HINT_VIDEODRIVER, nil) }
        let application = UIApplication.shared
        let tracer = EventTracer()
        application.tracer = tracer
        defer { application.tracer = nil }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.rootViewController = UIViewController()
        let view = FollowingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.backgroundColor = .red
        window.rootViewController?.view.addSubview(view)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        let host = try SDLScreenHost(title: "test", application: application)
        var explanations: [String] = []
        host.onTouchSequenceEnded = { explanations.append(tracer.explainLastTouch() ?? "none") }

        host.runFrame(timeoutMilliseconds: 0)
        host.runFrame(timeoutMilliseconds: 0)
        #expect(host.framesDrawn == 1, "the second frame showed the same as the first: not drawn")

        let now = SDL_GetTicks()
        push(SDLEvents.mouseButton(down: true, x: 150, y: 150, ms: now))
        push(SDLEvents.mouseMotion(x: 170, y: 180, ms: now + 1))
        host.runFrame(timeoutMilliseconds: 0)
        #expect(view.log == ["began", "moved"])
        #expect(view.transform == CGAffineTransform(translationX: 20, y: 30))
        #expect(host.framesDrawn == 2, "the view moved: drawn again")
        #expect(explanations.isEmpty, "the touch has not ended")

        push(SDLEvents.mouseButton(down: false, x: 170, y: 180, ms: now + 2))
        host.runFrame(timeoutMilliseconds: 0)
        #expect(view.log == ["began", "moved", "ended"])
        #expect(explanations.count == 1)
        #expect(explanations.first?.hasPrefix("The touch at (150, 150) in UIWindow went to FollowingView.") == true)
        #expect(host.framesDrawn == 2, "ending the touch changed nothing on screen")

        push(SDLEvents.mouseButton(down: true, x: 190, y: 200, ms: now + 3))
        host.runFrame(timeoutMilliseconds: 0)
        push(SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: now + 4))
        push(SDLEvents.mouseButton(down: false, x: 190, y: 200, ms: now + 5))
        host.runFrame(timeoutMilliseconds: 0)
        #expect(
            view.log == ["began", "moved", "ended", "began", "cancelled"], "the release after focus loss is no touch")
        #expect(explanations.count == 2)

        // Two whole taps in one frame (a fast double click): each is explained.
        for (offset, x) in [(10, 120), (12, 180)] {
            push(SDLEvents.mouseButton(down: true, x: Int32(x), y: 150, ms: now + UInt32(offset)))
            push(SDLEvents.mouseButton(down: false, x: Int32(x), y: 150, ms: now + UInt32(offset + 1)))
        }
        host.runFrame(timeoutMilliseconds: 0)
        #expect(explanations.count == 4)
        #expect(explanations.suffix(2).map { $0.components(separatedBy: ".").first ?? "" } == [
            "The touch at (120, 150) in UIWindow went to FollowingView",
            "The touch at (180, 150) in UIWindow went to FollowingView",
        ])
    }

    @Test(
        """
            A resized window resizes the screen: the UIWindow and its root view follow, the root hears \
            viewWillTransition, and the next click is hit-tested at the new layout
            """
    )
    func resize() throws {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        defer { SDL_SetHint(SDL_HINT_VIDEODRIVER, nil) }
        final class Root: UIViewController {
            let corner = FollowingView()
            var sizes: [CGSize] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                corner.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(corner)
                NSLayoutConstraint.activate([
                    corner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    corner.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    corner.widthAnchor.constraint(equalToConstant: 50),
                    corner.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
            override func viewWillTransition(
                to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
            }
        }
        let original = UIScreen.main.bounds.size
        let root = Root()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let host = try SDLScreenHost(title: "test", application: .shared)
        defer {
            window.isHidden = true
            UIApplication.shared.enqueue(.screenResized(size: original, timestamp: 0))
            UIApplication.shared.processPendingEvents()
        }
        host.runFrame(timeoutMilliseconds: 0)
        let now = SDL_GetTicks()
        push(SDLEvents.resized(600, 500, ms: now))
        push(SDLEvents.mouseButton(down: true, x: 575, y: 475, ms: now + 1))
        push(SDLEvents.mouseButton(down: false, x: 575, y: 475, ms: now + 2))
        host.runFrame(timeoutMilliseconds: 0)
        #expect(UIScreen.main.bounds.size == CGSize(width: 600, height: 500))
        #expect(window.frame.size == CGSize(width: 600, height: 500))
        #expect(root.view.frame.size == CGSize(width: 600, height: 500))
        #expect(root.sizes == [CGSize(width: 600, height: 500)])
        #expect(root.corner.frame == CGRect(x: 550, y: 450, width: 50, height: 50))
        #expect(root.corner.log == ["began", "ended"], "the click at the corner's new place reached it")
    }

    @Test("The launch screen: drawn once before the launch, then gone from the windows the next frame draws")
    func launchScreen() throws {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        defer { SDL_SetHint(SDL_HINT_VIDEODRIVER, nil) }
        let application = UIApplication.shared
        UIStoryboard.register(UIStoryboard.Translation(name: "HostLaunch", initialSceneID: "l", scenes: [
            UIStoryboard.Scene(id: "l", make: { UIViewController(coder: $0) }, loadView: { _, _ in
                let view = UIView(frame: UIScreen.main.bounds)
                view.backgroundColor = .systemBlue
                return view
            }),
        ]))
        UIApplication.infoDictionary = ["UILaunchStoryboardName": "HostLaunch"]
        defer { UIApplication.infoDictionary = [:] }
        let host = try SDLScreenHost(title: "launch", application: application)
        let launch = try #require(application.showLaunchScreen())
        let shown = DisplayListBuilder().build(windows: [launch])
        #expect(!shown.items.isEmpty, "the launch screen has something to draw")
        host.drawNow()
        #expect(host.framesDrawn == 1)
        application.dismissLaunchScreen(launch)
        #expect(launch.isHidden && !application.windows.contains { $0 === launch && !$0.isHidden })
    }
}
