import CSDL2
import Foundation
import ResponderKit

/// `UIApplicationMain`'s event loop in a desktop window: the app's windows shown and driven by real
/// input (``SDLScreenHost``), on the main run loop, with the delegate's lifecycle from the window.
///
/// Each turn (ResponderKit's RunLoop/MainLoop.swift): the window's events become input and are
/// delivered, the frame clock ticks, what changed is drawn (one ``SDLScreenHost/runFrame(timeoutMilliseconds:)``
/// without waiting); then the loop sleeps in the main run loop — where `Timer`s, `DispatchQueue.main`
/// and main-actor tasks run — until the window system has input (its connection's descriptor is
/// watched from the main queue), input is enqueued from any thread, a timer is due, or, while
/// something moves, the next frame (1/60 s). With nothing moving and no connection to watch (not
/// X11), it wakes every frame as before.
///
/// A scene-based app gets a window per connected scene (``SDLSceneWindows``). Losing the keyboard
/// focus is an interruption (the touches are cancelled and the app resigns active, as on an incoming
/// call), a window gaining it ends it and makes its scene the active one; minimising a window sends
/// the app to the background and restoring it brings it back; closing a scene's window closes the
/// scene, and closing the last window — or SIGINT/SIGTERM, which `UIApplicationMain` handles —
/// terminates.
///
/// Registered before `main` runs by the ResponderKitSDLAutoRegister C target, so an app that links
/// ResponderKitSDL runs in a window with no code of its own; it is used when there is a display
/// (`DISPLAY` or `WAYLAND_DISPLAY`, or `SDL_VIDEODRIVER` set).
@MainActor
final class SDLEventLoop: UIApplicationEventLoop {
    /// The longest sleep with nothing moving: a safety net for input SDL queues without the
    /// connection becoming readable (its own timers, a window manager's synthetic events).
    static let idleWakeInterval: TimeInterval = 0.25
    static let frameInterval: TimeInterval = 1.0 / 60.0

    var isAvailable: Bool {
        let environment = ProcessInfo.processInfo.environment
        return ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// The window, opened before the launch so that it shows the launch screen while the app launches.
    private var openedHost: SDLScreenHost?

    private func openHost(_ application: UIApplication) throws -> SDLScreenHost {
        if let openedHost { return openedHost }
        let host = try SDLScreenHost(title: SDLWindowConfiguration.title ?? ProcessInfo.processInfo.processName,
                                     application: application, pixelsPerPoint: SDLWindowConfiguration.pixelsPerPoint,
                                     handlingQuitSignals: false)
        openedHost = host
        return host
    }

    /// Opens the window and draws the Info.plist's launch screen in it, if the app has one: it stays
    /// on screen while the app launches, until the first frame replaces it (as iOS shows it).
    func prepare(_ application: UIApplication) {
        guard let host = try? openHost(application) else { return }  // run() reports the failure
        guard let launchScreen = application.showLaunchScreen() else { return }
        host.drawNow()
        application.dismissLaunchScreen(launchScreen)
        SDLWindowConfiguration.onLaunchScreen?(host)
    }

    func run(_ application: UIApplication) -> Int32 {
        let host: SDLScreenHost
        do {
            host = try openHost(application)
        } catch {
            FileHandle.standardError.write(Data("responderkit: no window (\(error)); quitting\n".utf8))
            application.terminate()
            return 1
        }
        // One window per scene (SDLSceneWindows): the first is the one already open.
        let windows = SDLSceneWindows(application: application, first: host) {
            try SDLScreenHost(title: SDLWindowConfiguration.title ?? ProcessInfo.processInfo.processName,
                              application: application, pixelsPerPoint: SDLWindowConfiguration.pixelsPerPoint,
                              handlingQuitSignals: false)
        }
        host.onTouchSequenceEnded = SDLWindowConfiguration.onTouchSequenceEnded
        windows.onOpen = { $0.onTouchSequenceEnded = SDLWindowConfiguration.onTouchSequenceEnded }
        // The window system's input wakes the run loop: a main-queue handler for the connection's
        // descriptor (empty: handling it ends the wait, and the next frame reads the events). One
        // connection serves every window.
        let connection = host.connectionDescriptor.map { descriptor in
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler {}
            source.resume()
            return source
        }
        defer { connection?.cancel() }
        // Screen readers and automation tools on the accessibility bus (AT-SPI), when there is one.
        let accessibility = startAccessibility(application, windows: windows, first: host)
        defer { accessibility?.1?.cancel(); accessibility?.0.stop() }
        // The input's clock (SDL's ticks, the translator's time base), which app code reads between
        // two frames: an animation started by a timer begins now, not at the last frame.
        let outerClock = application.mediaClock
        application.mediaClock = { TimeInterval(SDL_GetTicks64()) / 1000 }
        defer { application.mediaClock = outerClock }
        while !application.isTerminationRequested {
            guard windows.runFrame(timeoutMilliseconds: 0) else { break }
            accessibility?.0.pump()
            SDLWindowConfiguration.onFrame?()
            let wait =
                application.needsFrames || connection == nil
                ? SDLEventLoop.frameInterval : SDLEventLoop.idleWakeInterval
            let deadline = windows.hasPendingEvents ? Date.distantPast : Date(timeIntervalSinceNow: wait)
            application.runMainLoopSources(until: deadline)
        }
        SDLWindowConfiguration.onClose?(windows.hosts.first ?? host)
        application.terminate()
        return 0
    }
}

/// How `UIApplicationMain`'s window looks and what it tells the app: set before `UIApplicationMain`
/// runs (an app that needs none of it need not name ResponderKitSDL at all).
@MainActor
public enum SDLWindowConfiguration {
    /// The window's title; the process's name when `nil`.
    public static var title: String?
    /// Window pixels per point.
    public static var pixelsPerPoint: CGFloat = 1
    /// Called after every touch sequence ends (``SDLScreenHost/onTouchSequenceEnded``).
    public static var onTouchSequenceEnded: (() -> Void)?
    /// Called after every frame.
    public static var onFrame: (() -> Void)?
    /// Called after the launch screen was drawn, before the launch.
    public static var onLaunchScreen: ((SDLScreenHost) -> Void)?
    /// Called when the window was closed, before `applicationWillTerminate`.
    public static var onClose: ((SDLScreenHost) -> Void)?
}

/// Called by the C constructor in ResponderKitSDLAutoRegister, before `main`.
@_cdecl("responderkit_sdl_register_event_loop")
public func responderkitSDLRegisterEventLoop() {
    UIApplication.registerEventLoop { SDLEventLoop() }
}
