import CSDL2
import Foundation
import ResponderKit
import ResponderKitSDLConnection

/// Something SDL could not do, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public let description: String

    init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }

    init(message: String) {
        description = message
    }
}

/// A desktop window that is ResponderKit's screen: every `UIWindow` is drawn inside it, at its frame
/// on `UIScreen.main`, and the window's mouse, touch and key events are the application's input.
///
/// The user can resize the window (down to ``minimumSize``): the screen takes its size in points
/// (`RawInput.screenResized`, made by ``SDLInputTranslator``), the `UIWindow`s that filled it follow,
/// and the layout pass runs before the next input — the same path a headless test's
/// `InputSimulator.resizeScreen(to:)` takes.
///
/// One host window for all the `UIWindow`s, rather than one system window each, because that is what
/// a `UIWindow` is: a layer of one screen, ordered by `windowLevel`, that may cover only part of it,
/// not a movable desktop window. The on-screen keyboard's window, alerts above the app, and a
/// window hidden and shown again all behave as on a phone, and touch coordinates are screen points
/// for every window.
///
/// The frame loop runs on the main thread (SDL requires it): wait for events (at most one frame's
/// time), translate them (``SDLInputTranslator``), enqueue them with a tick of the frame clock,
/// process them, then build the display list and draw only if it differs from the last one drawn
/// (or the window was exposed, or a layer asked to be drawn again): with ResponderKit's own renderer
/// where Cairo is installed, only the damaged region (SDLCompositedRenderer.swift), else the display
/// list with SDL's primitives.
@MainActor
public final class SDLScreenHost {
    /// The application whose windows are shown.
    public let application: UIApplication
    /// Called when the last finger (or the mouse button) lifted, after the touch was dispatched:
    /// the place to explain where it went.
    public var onTouchSequenceEnded: (() -> Void)?
    /// Frames drawn so far (frames that changed nothing are not drawn).
    public private(set) var framesDrawn = 0
    /// Frames run so far.
    public private(set) var framesRun = 0
    /// Called when the window gains (`true`) or loses the keyboard focus: the app's active state.
    public var onFocusChange: ((Bool) -> Void)?
    /// The scene this window shows, when the app gives each scene a window of its own
    /// (``SDLSceneWindows``): only the scene's windows are drawn, and, with ``reportsInputScene``,
    /// the window's input is said to come from it. `nil`: every window of the app (one host window).
    public weak var scene: UIWindowScene?
    /// Whether each batch of this window's input is preceded by `RawInput.sceneTargeted` for its
    /// scene: needed only while other scenes' windows are open (``SDLSceneWindows`` sets it), so a
    /// one-window app's input and traces carry nothing extra.
    public var reportsInputScene = false
    /// Whether the user asked to close this window (its close button) since the flag was cleared.
    public var isCloseRequested = false
    /// SDL's identifier of the window, which its events carry.
    public let windowID: UInt32
    /// SDL events for this window, taken off SDL's one queue by whichever host read it
    /// (SDLScreenHost+Routing.swift).
    var inbox: [SDL_Event] = []

    let window: OpaquePointer
    private let sdlRenderer: OpaquePointer
    private let renderer: SDLRenderer
    /// Draws through ResponderKit's renderer when Cairo is there (SDLCompositedRenderer.swift).
    private let composited: SDLCompositedRenderer?
    var translator: SDLInputTranslator
    private var builder: DisplayListBuilder
    private var lastDrawn: DisplayList?
    private var quitRequested = false
    private var focusChanges: [Bool] = []
    private var activeTouches: Set<Int> = []
    private let ownsTTF: Bool

    /// The pixels per point the host accepts.
    public nonisolated static let pixelsPerPointRange: ClosedRange<CGFloat> = 0.25...8

    /// Opens the host window, `UIScreen.main`'s size times `pixelsPerPoint`. With
    /// `handlingQuitSignals`, SDL turns SIGINT and SIGTERM into a quit (the window closes); without
    /// it, they are left to whoever handles them already (`UIApplicationMain`'s main loop does).
    public init(title: String, application: UIApplication = .shared, pixelsPerPoint: CGFloat = 1,
                fontPath: String? = FontLocator.defaultFontPath(), handlingQuitSignals: Bool = true) throws {
        guard SDLScreenHost.pixelsPerPointRange.contains(pixelsPerPoint) else {
            throw SDLError(
                message: "pixelsPerPoint must be within \(SDLScreenHost.pixelsPerPointRange), not \(pixelsPerPoint)")
        }
        self.application = application
        // A touch must not also arrive as the mouse, nor the mouse as a touch.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, handlingQuitSignals ? "0" : "1")
        // SDL turns SIGINT and SIGTERM into a quit, but only if they reach us: a parent may have
        // started this process with them blocked (Foundation's Process, run from a libdispatch
        // thread, passes its blocked mask on), and a window nobody can stop is worse than none.
        // SDL also installs its handlers only over the default ones, and a shell starts background
        // jobs with SIGINT ignored: restore the defaults first.
        var quitSignals = sigset_t()
        sigemptyset(&quitSignals)
        sigaddset(&quitSignals, SIGINT)
        sigaddset(&quitSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
        if handlingQuitSignals {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
        ownsTTF = TTF_Init() == 0
        if !ownsTTF {
            FileHandle.standardError.write(
                Data("responderkit: no text (TTF_Init failed: \(String(cString: SDL_GetError())))\n".utf8))
        }
        let size = UIScreen.main.bounds.size
        guard let window = SDL_CreateWindow(
            title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
            Int32((size.width * pixelsPerPoint).rounded()), Int32((size.height * pixelsPerPoint).rounded()),
            SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        ) else {
            let error = SDLError("SDL_CreateWindow")
            if ownsTTF { TTF_Quit() }
            SDL_Quit()
            throw error
        }
        // Accelerated with vsync where there is a GPU; software otherwise (Xvfb, a server).
        guard
            let sdlRenderer = SDL_CreateRenderer(
                window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLError("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            if ownsTTF { TTF_Quit() }
            SDL_Quit()
            throw error
        }
        // The user may resize the window (the screen follows: SDLInputTranslator), down to a size
        // where a phone screen's controls still fit.
        let minimum = SDLScreenHost.minimumSize
        SDL_SetWindowMinimumSize(
            window, Int32((minimum.width * pixelsPerPoint).rounded()),
            Int32((minimum.height * pixelsPerPoint).rounded()))
        SDLScreenHost.matchRendererScale(window: window, renderer: sdlRenderer)
        self.window = window
        self.sdlRenderer = sdlRenderer
        windowID = SDL_GetWindowID(window)
        let renderer = SDLRenderer(renderer: sdlRenderer, pixelsPerPoint: pixelsPerPoint, fontPath: fontPath)
        self.renderer = renderer
        self.composited = SDLCompositedRenderer.isWanted ? SDLCompositedRenderer(renderer: sdlRenderer) : nil
        self.translator = SDLInputTranslator(screenSize: size, pixelsPerPoint: pixelsPerPoint)
        self.builder = DisplayListBuilder { [unowned renderer] text, font in renderer.size(of: text, font: font) }
        // Auto Layout measures text as this window draws it, while the window is open.
        UIFont.metricsSource = renderer
        SDLScreenHost.register(self)
        // SDL 2 cannot read the desktop's light or dark theme: RESPONDERKIT_APPEARANCE=dark says it.
        if ProcessInfo.processInfo.environment["RESPONDERKIT_APPEARANCE"]?.lowercased() == "dark" {
            setUserInterfaceStyle(.dark)
        }
    }

    /// The system's appearance turned light or dark: the app's dynamic colours and
    /// `traitCollectionDidChange(_:)` follow (`RawInput.userInterfaceStyleChanged`), and the next
    /// frame is drawn with them. At start the style is `RESPONDERKIT_APPEARANCE` (`dark`, else light).
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        application.enqueue(.userInterfaceStyleChanged(style, timestamp: Double(SDL_GetTicks64()) / 1000))
    }

    /// The smallest size, in points, the user can make the window.
    public nonisolated static let minimumSize = CGSize(width: 200, height: 200)

    /// On a high-density display the renderer has more pixels than the window has units: scales the
    /// renderer so that drawing, like the mouse, is in window units (points × pixelsPerPoint). Again
    /// after every resize.
    private static func matchRendererScale(window: OpaquePointer, renderer: OpaquePointer) {
        var windowWidth: Int32 = 0, windowHeight: Int32 = 0, outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        guard SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight) == 0, windowWidth > 0, windowHeight > 0
        else { return }
        SDL_RenderSetScale(renderer, Float(outputWidth) / Float(windowWidth), Float(outputHeight) / Float(windowHeight))
    }

    isolated deinit {
        let others = SDLScreenHost.unregister(self)
        if UIFont.metricsSource === renderer {
            UIFont.metricsSource = others.first?.renderer ?? BuiltInTextMetrics.shared
        }
        // Textures and fonts first: they belong to the renderer and to SDL_ttf.
        renderer.releaseResources()
        composited?.releaseResources()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
        if ownsTTF { TTF_Quit() }
        // SDL itself only with the last window (SDL_Init counts its callers; SDL_Quit does not).
        if others.isEmpty { SDL_Quit() } else { SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }
    }

    /// The window system's connection descriptor (X11's), which is readable when input arrives: a
    /// loop that sleeps elsewhere (the main run loop) watches it to wake for input. `nil` when the
    /// window is not on X11.
    public var connectionDescriptor: Int32? {
        let descriptor = responderkit_sdl_connection_fd(UnsafeMutableRawPointer(window))
        return descriptor >= 0 ? descriptor : nil
    }

    /// Whether SDL has events waiting (it reads what the window system has sent first). A loop about
    /// to sleep asks: Xlib may have read input off the connection while drawing, so the descriptor
    /// would not show it.
    public var hasPendingEvents: Bool {
        SDL_PumpEvents()
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    /// Runs frames until the window is closed (or the process is asked to stop: SDL turns SIGINT and
    /// SIGTERM into a quit).
    public func run() {
        while runFrame() {}
    }

    /// Runs one frame, waiting at most `timeoutMilliseconds` for the first event. Returns `false` once
    /// the window was closed.
    @discardableResult
    public func runFrame(timeoutMilliseconds: Int32 = 16) -> Bool {
        SDLScreenHost.pumpEvents(timeoutMilliseconds: timeoutMilliseconds)
        return processFrame()
    }

    /// Runs one frame on the events already in this window's inbox (``SDLScreenHost/pumpEvents(timeoutMilliseconds:)``
    /// put them there). Returns `false` once the app was asked to quit.
    @discardableResult
    public func processFrame() -> Bool {
        framesRun += 1
        var exposed = false
        let events = inbox
        inbox.removeAll(keepingCapacity: true)
        for event in events {
            switch SDL_EventType(rawValue: event.type) {
            case SDL_QUIT:
                quitRequested = true
            case SDL_WINDOWEVENT:
                let kind = SDL_WindowEventID(rawValue: UInt32(event.window.event))
                if kind == SDL_WINDOWEVENT_EXPOSED || kind == SDL_WINDOWEVENT_SIZE_CHANGED { exposed = true }
                if kind == SDL_WINDOWEVENT_SIZE_CHANGED {
                    SDLScreenHost.matchRendererScale(window: window, renderer: sdlRenderer)
                }
                if kind == SDL_WINDOWEVENT_FOCUS_GAINED { focusChanges.append(true) }
                if kind == SDL_WINDOWEVENT_FOCUS_LOST { focusChanges.append(false) }
                if kind == SDL_WINDOWEVENT_CLOSE { isCloseRequested = true }
            default:
                break
            }
            translator.take(event)
        }
        // Input is processed up to the end of each touch sequence, so that the tracer can explain
        // every sequence, even several in one frame (a fast double click).
        let batch = translator.finishBatch()
        if reportsInputScene, let scene, !batch.isEmpty {
            application.enqueue(.sceneTargeted(sessionIdentifier: scene.session.persistentIdentifier,
                                               timestamp: Double(SDL_GetTicks64()) / 1000))
        }
        for input in batch {
            if case let .touches(contacts, _) = input, activeTouches.isEmpty,
                contacts.contains(where: { $0.phase == .began })
            {
                application.processPendingEvents()
                application.tracer?.clear()
            }
            application.enqueue(input)
            if track(input) {
                application.processPendingEvents()
                onTouchSequenceEnded?()
            }
        }
        application.enqueue(translator.tick(milliseconds: SDL_GetTicks64()))
        application.processPendingEvents()
        // After the frame's input: losing the focus has cancelled the touches first, as UIKit does.
        for focused in focusChanges { onFocusChange?(focused) }
        focusChanges.removeAll()
        drawIfChanged(force: exposed)
        return !quitRequested
    }

    /// Follows which touches are down; returns whether `input` ended the last of them.
    private func track(_ input: RawInput) -> Bool {
        switch input {
        case let .touches(contacts, _):
            let wasTouching = !activeTouches.isEmpty
            for contact in contacts {
                switch contact.phase {
                case .began: activeTouches.insert(contact.id)
                case .ended, .cancelled: activeTouches.remove(contact.id)
                default: break
                }
            }
            return wasTouching && activeTouches.isEmpty
        case .cancelAllTouches:
            defer { activeTouches.removeAll() }
            return !activeTouches.isEmpty
        default:
            return false
        }
    }

    /// Draws what the application's windows show now, without taking input: the launch screen,
    /// drawn before the launch (``SDLEventLoop``), stays in the window until the first frame.
    public func drawNow() {
        drawIfChanged(force: true)
    }

    private func drawIfChanged(force: Bool) {
        let windows = scene.map { application.windowsOnScreen(in: $0) } ?? application.windowsOnScreen
        let list = builder.build(windows: windows)
        if let composited {
            let requests = composited.redrawRequests(in: windows)
            guard force || list != lastDrawn || !requests.isEmpty else { return }
            let damage = force ? nil : list.damage(comparedWith: lastDrawn ?? DisplayList()) + requests
            composited.draw(windows, screenSize: translator.screenSize, damage: lastDrawn == nil ? nil : damage)
        } else {
            guard force || list != lastDrawn else { return }
            renderer.draw(list)
        }
        SDL_RenderPresent(sdlRenderer)
        lastDrawn = list
        framesDrawn += 1
    }
}
