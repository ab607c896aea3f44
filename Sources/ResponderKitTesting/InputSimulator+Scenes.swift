import ResponderKit

/// Input that a backend showing each scene in a system window of its own sends (the SDL backend
/// does): the user focusing a scene's window, input arriving from one, closing one
/// (Scenes/SceneFocus.swift in ResponderKit).
extension InputSimulator {
    /// `scene`'s window gains the keyboard focus: it becomes the active scene, its key window the
    /// application's, and the input that follows comes from it.
    public func focusScene(_ scene: UIScene) {
        onInput?("focus to scene \(scene.session.persistentIdentifier)")
        send(.sceneActivated(sessionIdentifier: scene.session.persistentIdentifier, timestamp: time))
        time += frameInterval
    }

    /// The input that follows comes from `scene`'s window (touches hit-test its windows only).
    public func sendInput(toScene scene: UIScene) {
        onInput?("input from scene \(scene.session.persistentIdentifier)")
        send(.sceneTargeted(sessionIdentifier: scene.session.persistentIdentifier, timestamp: time))
    }

    /// The user closes `scene`'s window: its touches are cancelled, it disconnects, its session is
    /// discarded.
    public func closeScene(_ scene: UIScene) {
        onInput?("scene \(scene.session.persistentIdentifier) closed")
        send(.sceneClosed(sessionIdentifier: scene.session.persistentIdentifier, timestamp: time))
        time += frameInterval
    }
}
