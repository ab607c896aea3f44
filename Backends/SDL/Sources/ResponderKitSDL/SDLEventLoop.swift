import CSDL2
import Foundation
import ResponderKit

/// `UIApplicationMain`'s event loop in a desktop window: the app's windows shown and driven by real
/// input (``SDLScreenHost``), with the delegate's lifecycle from the window: losing the keyboard focus
/// is an interruption (the touches are cancelled and the app resigns active, as on an incoming call),
/// gaining it back ends it (active again), and closing the window — or SIGINT/SIGTERM — terminates.
///
/// Registered before `main` runs by the ResponderKitSDLAutoRegister C target, so an app that links
/// ResponderKitSDL runs in a window with no code of its own; it is used when there is a display
/// (`DISPLAY` or `WAYLAND_DISPLAY`, or `SDL_VIDEODRIVER` set).
@MainActor
final class SDLEventLoop: UIApplicationEventLoop {
    var isAvailable: Bool {
        let environment = ProcessInfo.processInfo.environment
        return ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
    }

    func run(_ application: UIApplication) -> Int32 {
        let host: SDLScreenHost
        do {
            host = try SDLScreenHost(title: SDLWindowConfiguration.title ?? ProcessInfo.processInfo.processName,
                                     application: application, pixelsPerPoint: SDLWindowConfiguration.pixelsPerPoint)
        } catch {
            FileHandle.standardError.write(Data("responderkit: no window (\(error)); quitting\n".utf8))
            application.terminate()
            return 1
        }
        // Losing the focus is an interruption: the translator sends `cancelAllTouches`, which cancels
        // the touches and makes the app resign active; gaining it back ends the interruption (the
        // first focus at launch changes nothing: the app is active already).
        host.onFocusChange = { [unowned application] focused in
            if focused { application.enqueue(.interruptionEnded(timestamp: ProcessInfo.processInfo.systemUptime)) }
        }
        host.onTouchSequenceEnded = SDLWindowConfiguration.onTouchSequenceEnded
        while host.runFrame() { SDLWindowConfiguration.onFrame?() }
        SDLWindowConfiguration.onClose?(host)
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
    /// Called when the window was closed, before `applicationWillTerminate`.
    public static var onClose: ((SDLScreenHost) -> Void)?
}

/// Called by the C constructor in ResponderKitSDLAutoRegister, before `main`.
@_cdecl("responderkit_sdl_register_event_loop")
public func responderkitSDLRegisterEventLoop() {
    UIApplication.registerEventLoop { SDLEventLoop() }
}
