import Foundation

/// Which scene has the focus, and whose windows the input goes to — for a backend that shows each
/// scene in a system window of its own (the SDL backend does: docs/Scenes.md).
///
/// ```
///   scene S's system window gains the focus ─▶ RawInput.sceneActivated(S's persistentIdentifier)
///       S's key window becomes the application's key window (keys and presses go to it)
///       an active app: the scene that had the focus resigns active (sceneWillResignActive), S
///           becomes active (sceneDidBecomeActive)
///       an inactive app (an interruption): the interruption ends; S becomes active, the others
///           stay foregroundInactive
///   input from scene S's system window ─▶ RawInput.sceneTargeted(S's persistentIdentifier) first
///       new touches, hovers, scrolls and pinches hit-test S's windows only
///   the user closes scene S's system window ─▶ RawInput.sceneClosed(S's persistentIdentifier)
///       ─▶ as requestSceneSessionDestruction(_:options:errorHandler:) (Scenes/SceneRequests.swift)
/// ```
///
/// A window with no scene (`UIWindow(frame:)`, never given one) is shown in the first connected
/// scene's system window, and ResponderKit's keyboard window in the key window's.
///
/// Until a backend names a focused scene, every scene on screen is active with the app, as iPadOS
/// keeps the scenes side by side active. Where UIKit differs: a desktop has one window with the
/// keyboard focus, so once a backend names one, only that scene is `foregroundActive`; the others
/// are `foregroundInactive` (docs/Differences-from-UIKit.md).
extension UIApplication {
    /// The scene whose system window has the keyboard focus; `nil` until a backend says
    /// (`RawInput.sceneActivated`) or after it disconnected. A ResponderKit addition.
    public var focusedScene: UIWindowScene? {
        guard let scene = focusedSceneStorage, scene.activationState != .unattached else { return nil }
        return scene
    }

    /// The scene whose system window shows `window`: the window's own scene; the first connected
    /// window scene for a window without one; the key window's for the keyboard's window. `nil` in an
    /// app without scenes. A ResponderKit addition, for backends.
    public func scene(showing window: UIWindow) -> UIWindowScene? {
        if let scene = window.windowSceneStorage { return scene }
        if window is InputViewHostWindow, let key = keyWindowStorage, !(key is InputViewHostWindow) {
            return scene(showing: key)
        }
        return sceneStorage.lazy.compactMap { $0 as? UIWindowScene }.first
    }

    /// The visible windows one scene's system window shows, back to front: what a backend that
    /// gives each scene a window of its own draws in it (``windowsOnScreen`` is every scene's).
    public func windowsOnScreen(in scene: UIWindowScene) -> [UIWindow] {
        windowsOnScreen.filter { self.scene(showing: $0) === scene }
    }

    /// The connected scene whose session has `identifier` (a backend names scenes by it: a
    /// `RawInput` carries no objects).
    func connectedScene(withIdentifier identifier: String) -> UIWindowScene? {
        sceneStorage.first { $0.session.persistentIdentifier == identifier } as? UIWindowScene
    }

    /// The scene new pointer input hit-tests in: the one the backend last named, while it is
    /// connected and more than one scene is; `nil` (every window) otherwise.
    var hitTestingScene: UIWindowScene? {
        guard sceneStorage.count > 1, let scene = inputSceneStorage, scene.activationState != .unattached else {
            return nil
        }
        return scene
    }

    /// `RawInput.sceneTargeted`: the input that follows comes from `identifier`'s system window.
    func sceneTargeted(_ identifier: String) {
        guard let scene = connectedScene(withIdentifier: identifier) else {
            reportUnknownScene(identifier, what: "input was said to come from")
            return
        }
        inputSceneStorage = scene
    }

    /// `RawInput.sceneActivated`: `identifier`'s system window gained the focus.
    func sceneActivated(_ identifier: String) {
        guard let scene = connectedScene(withIdentifier: identifier) else {
            reportUnknownScene(identifier, what: "the focus was given to")
            return
        }
        focus(on: scene)
    }

    /// Moves the focus to `scene`: its key window becomes the application's, and, in an app that
    /// is active, the scene that had the focus resigns active and `scene` becomes active; an
    /// inactive app (after an interruption) becomes active with `scene`.
    func focus(on scene: UIWindowScene) {
        inputSceneStorage = scene
        let previous = focusedScene
        focusedSceneStorage = scene
        if let key = scene.keyWindowCandidate { setKeyWindow(key) }
        switch applicationStateStorage {
        case .active:
            guard previous !== scene else { return }
            for other in sceneStorage where other !== scene { other.resignActive() }
            scene.enterForeground()
            scene.becomeActive()
        case .inactive:
            // The focus coming back ends an interruption, as `RawInput.interruptionEnded` does.
            if !hasTerminated { becomeActive() }
        case .background:
            break
        }
    }

    /// Whether `scene` becomes active when the app does: the focused one, or every one while no
    /// backend named a focus.
    func activatesWithApplication(_ scene: UIScene) -> Bool {
        guard let focused = focusedScene else { return true }
        return focused === scene
    }

    func reportUnknownScene(_ identifier: String, what: String) {
        report(Diagnostic(
            kind: .unknownScene, resolution: .dropped,
                message:
                    "the scene \(what) (session \(identifier)) is not connected: it closed, or the backend named a "
                        + "session of another app; the input goes on to the scenes that are"
            ))
    }
}

extension UIWindowScene {
    /// The window to make key when the scene takes the focus: its key window if it still shows,
    /// else its front-most visible window that can be key.
    var keyWindowCandidate: UIWindow? {
        keyWindow
            ?? UIApplication.shared.windowsOnScreen(in: self).last { $0.canBecomeKey && !($0 is InputViewHostWindow) }
    }
}
