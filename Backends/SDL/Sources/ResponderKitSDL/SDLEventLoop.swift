import CSDL2
import Foundation
import ResponderKit

/// `UIApplicationMain`'s event loop in a desktop window: the app's windows shown and driven by real
/// input (``SDLScreenHost``), with the delegate's lifecycle from the window — active when it gains the
/// keyboard focus, resigning active when it loses it (SDL cancels the touches then, as an incoming
/// call does), terminating when it is closed or the process gets SIGINT/SIGTERM.
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
            host = try SDLScreenHost(title: ProcessInfo.processInfo.processName, application: application)
        } catch {
            FileHandle.standardError.write(Data("responderkit: no window (\(error)); quitting\n".utf8))
            application.terminate()
            return 1
        }
        // Launching made the app active; the window's first focus is that same activation.
        var active = true
        host.onFocusChange = { [unowned application] focused in
            guard focused != active, let delegate = application.delegate else { return }
            active = focused
            if focused {
                delegate.applicationDidBecomeActive(application)
            } else {
                delegate.applicationWillResignActive(application)
            }
        }
        host.run()
        application.terminate()
        return 0
    }
}

/// Called by the C constructor in ResponderKitSDLAutoRegister, before `main`.
@_cdecl("responderkit_sdl_register_event_loop")
public func responderkitSDLRegisterEventLoop() {
    UIApplication.registerEventLoop { SDLEventLoop() }
}
