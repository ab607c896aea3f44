import CSDL2
import Foundation
import ResponderKit

/// SDL has one event queue for all its windows: every event is taken off it once and handed to the
/// host of the window it names, to be processed in that host's next frame.
///
/// ```
///   SDL's queue ──pumpEvents──▶ window 7's event ─▶ host 7's inbox ─▶ host 7.processFrame()
///                             ─▶ window 9's event ─▶ host 9's inbox ─▶ host 9.processFrame()
///                             ─▶ SDL_QUIT          ─▶ every host
///                             ─▶ other events of no window ─▶ the first host opened
/// ```
///
/// An event for a window that has no host (closed meanwhile) is dropped.
extension SDLScreenHost {
    /// The hosts open in this process, in the order they opened (weak: a host closes when its
    /// owner lets it go).
    @MainActor private static var openHosts: [WeakHost] = []

    private struct WeakHost {
        weak var host: SDLScreenHost?
    }

    /// The hosts open now, in the order they opened.
    static var liveHosts: [SDLScreenHost] { openHosts.compactMap(\.host) }

    static func register(_ host: SDLScreenHost) {
        openHosts.removeAll { $0.host == nil }
        openHosts.append(WeakHost(host: host))
    }

    /// Forgets `host`; returns the hosts still open.
    static func unregister(_ host: SDLScreenHost) -> [SDLScreenHost] {
        openHosts.removeAll { $0.host == nil || $0.host === host }
        return liveHosts
    }

    /// Waits at most `timeoutMilliseconds` for SDL's first event, then takes every event waiting and
    /// puts each in the inbox of its window's host.
    public static func pumpEvents(timeoutMilliseconds: Int32) {
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, timeoutMilliseconds) != 0 else { return }
        let hosts = liveHosts
        repeat { route(event, to: hosts) } while SDL_PollEvent(&event) != 0
    }

    private static func route(_ event: SDL_Event, to hosts: [SDLScreenHost]) {
        let id = windowID(of: event)
        if id != 0 {
            hosts.first { $0.windowID == id }?.inbox.append(event)
        } else if event.type == SDL_QUIT.rawValue {
            for host in hosts { host.inbox.append(event) }
        } else {
            hosts.first?.inbox.append(event)
        }
    }

    /// The window an event is for; 0 for an event of no window (or one SDL left it out of, as the
    /// tests' hand-made events do).
    static func windowID(of event: SDL_Event) -> UInt32 {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_WINDOWEVENT: return event.window.windowID
        case SDL_KEYDOWN, SDL_KEYUP: return event.key.windowID
        case SDL_TEXTINPUT: return event.text.windowID
        case SDL_TEXTEDITING: return event.edit.windowID
        case SDL_MOUSEMOTION: return event.motion.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: return event.button.windowID
        case SDL_MOUSEWHEEL: return event.wheel.windowID
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION: return event.tfinger.windowID
        case SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPBEGIN, SDL_DROPCOMPLETE: return event.drop.windowID
        default: return 0
        }
    }

    // MARK: The window as a scene's

    /// Brings the window to the front with the keyboard focus (a scene the app activated).
    public func raise() {
        SDL_RaiseWindow(window)
    }

    /// Where the window's top-left corner is on the desktop, in window-system pixels.
    public var position: (x: Int32, y: Int32) {
        get {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(window, &x, &y)
            return (x, y)
        }
        set { SDL_SetWindowPosition(window, newValue.x, newValue.y) }
    }

    /// The window's title bar text.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// Gives the window the screen's size when another window resized the screen (every scene is
    /// the screen's size here): its own resize event then reports the size the screen has already.
    public func followScreenSize() {
        let size = UIScreen.main.bounds.size
        let pixelsPerPoint = translator.pixelsPerPoint
        let width = Int32((size.width * pixelsPerPoint).rounded()),
            height = Int32((size.height * pixelsPerPoint).rounded())
        var currentWidth: Int32 = 0, currentHeight: Int32 = 0
        SDL_GetWindowSize(window, &currentWidth, &currentHeight)
        guard currentWidth != width || currentHeight != height else { return }
        translator.windowFollowedScreen(to: size)
        SDL_SetWindowSize(window, width, height)
    }
}
