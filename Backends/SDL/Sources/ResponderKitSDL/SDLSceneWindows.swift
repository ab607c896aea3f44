import CSDL2
import Foundation
import ResponderKit

/// The app's desktop windows: one ``SDLScreenHost`` for each connected window scene (or the one
/// window of an app without scenes), driven together, one frame at a time.
///
/// ```
///   each frame ─▶ a window opens for each connected scene without one, cascaded from the first
///                 (the window opened before the launch, for the launch screen, takes the first
///                 scene); the window of a scene that disconnected closes
///              ─▶ SDL's events go to their windows (SDLScreenHost.pumpEvents); each runs its frame,
///                 its input said to come from its scene (RawInput.sceneTargeted)
///              ─▶ a window whose close button was pressed: its scene closes (RawInput.sceneClosed);
///                 closing the last window quits the app instead, as it always did
///              ─▶ the window that gained the focus: its scene becomes the active one
///                 (RawInput.sceneActivated; an app without scenes: the interruption ends)
///              ─▶ a scene the app activated (requestSceneSessionActivation) is raised to the front
///              ─▶ each window takes the screen's size when something else changed it (another
///                 window's resize, a rotation the app asked for: a scene is the screen's size here);
///                 each window's title is its scene's `title` when it has one
/// ```
///
/// Where UIKit differs: minimising one window sends the whole app to the background, as with one
/// window (docs/Scenes.md).
@MainActor
public final class SDLSceneWindows {
    /// The application whose scenes are shown.
    public let application: UIApplication
    /// Called when a host window opens for a scene (to set its callbacks, as the first one's).
    public var onOpen: ((SDLScreenHost) -> Void)?

    private struct Entry {
        let host: SDLScreenHost
        /// The scene's session, once the window shows one.
        var sessionIdentifier: String?
        /// The title last given the window (asked of SDL only when the scene's changes).
        var title: String?
    }

    private var entries: [Entry]
    private let makeHost: () throws -> SDLScreenHost
    private let baseTitle: String
    private var focusGained: SDLScreenHost?
    private weak var raisedScene: UIWindowScene?

    /// `first` is the window already open; `makeHost` opens another (for a scene connected later).
    public init(application: UIApplication, first: SDLScreenHost, makeHost: @escaping () throws -> SDLScreenHost) {
        self.application = application
        self.makeHost = makeHost
        baseTitle = first.title
        entries = [Entry(host: first)]
        watchFocus(first)
    }

    /// The windows open now, in the order they opened.
    public var hosts: [SDLScreenHost] { entries.map(\.host) }

    /// The window showing `scene`, if one does.
    public func host(for scene: UIScene) -> SDLScreenHost? {
        entries.first { $0.sessionIdentifier == scene.session.persistentIdentifier }?.host
    }

    /// Whether SDL has events waiting for any window.
    public var hasPendingEvents: Bool {
        entries.contains { !$0.host.inbox.isEmpty } || (entries.first?.host.hasPendingEvents ?? false)
    }

    /// Opens a window for each connected scene without one and closes the windows of scenes that
    /// left.
    public func reconcile() {
        let scenes = application.connectedScenes.compactMap { $0 as? UIWindowScene }
        let connected = Set(scenes.map(\.session.persistentIdentifier))
        entries.removeAll { entry in entry.sessionIdentifier.map { !connected.contains($0) } ?? false }
        for scene in scenes {
            let identifier = scene.session.persistentIdentifier
            guard !entries.contains(where: { $0.sessionIdentifier == identifier }) else { continue }
            if let index = entries.firstIndex(where: { $0.sessionIdentifier == nil }) {
                entries[index].sessionIdentifier = identifier
                entries[index].host.scene = scene
                continue
            }
            do {
                let host = try makeHost()
                host.scene = scene
                // Cascaded from the first window, as a desktop opens a document's new window.
                if let first = entries.first?.host {
                    let origin = first.position, step = Int32(30 * entries.count)
                    host.position = (origin.x + step, origin.y + step)
                }
                watchFocus(host)
                onOpen?(host)
                entries.append(Entry(host: host, sessionIdentifier: identifier))
            } catch {
                FileHandle.standardError.write(
                    Data("responderkit: no window for a new scene (\(error)); it stays connected without one\n".utf8))
            }
        }
    }

    /// Runs one frame of every window, waiting at most `timeoutMilliseconds` for the first event.
    /// Returns `false` once the app should quit: its last window closed, or SDL was asked to quit.
    @discardableResult
    public func runFrame(timeoutMilliseconds: Int32 = 16) -> Bool {
        reconcile()
        guard !entries.isEmpty else { return false }
        SDLScreenHost.pumpEvents(timeoutMilliseconds: timeoutMilliseconds)
        let several = entries.count > 1
        for entry in entries where entry.host.reportsInputScene != several { entry.host.reportsInputScene = several }
        var keepRunning = true
        for entry in entries where !entry.host.processFrame() { keepRunning = false }
        guard keepRunning else { return false }
        let closing = entries.filter(\.host.isCloseRequested)
        if !closing.isEmpty {
            // The last window closing quits the app (SDL sends its quit too).
            guard closing.count < entries.count else { return false }
            for entry in closing {
                entry.host.isCloseRequested = false
                if let identifier = entry.sessionIdentifier {
                    application.enqueue(.sceneClosed(sessionIdentifier: identifier, timestamp: now))
                }
            }
            application.processPendingEvents()
            reconcile()
        }
        if let gained = focusGained {
            focusGained = nil
            if let scene = gained.scene {
                application.enqueue(
                    .sceneActivated(sessionIdentifier: scene.session.persistentIdentifier, timestamp: now))
            } else {
                application.enqueue(.interruptionEnded(timestamp: now))
            }
            application.processPendingEvents()
        }
        if let focused = application.focusedScene, focused !== raisedScene {
            raisedScene = focused
            if entries.count > 1 { host(for: focused)?.raise() }
        }
        for index in entries.indices {
            let host = entries[index].host
            host.followScreenSize()
            if let scene = host.scene {
                let title = scene.title.flatMap { $0.isEmpty ? nil : $0 } ?? baseTitle
                if entries[index].title != title {
                    host.title = title
                    entries[index].title = title
                }
            }
        }
        return true
    }

    private var now: TimeInterval { TimeInterval(SDL_GetTicks64()) / 1000 }

    /// Losing the focus is an interruption (the translator cancels the touches, the app resigns
    /// active); the window that gains it is noted, and its scene activated after every window's
    /// frame, so that a focus moving between two of the app's windows ends active.
    private func watchFocus(_ host: SDLScreenHost) {
        host.onFocusChange = { [weak self, weak host] focused in
            if focused, let host { self?.focusGained = host }
        }
    }
}
