import Foundation

/// An app asking for a scene to be made, brought forward or closed — UIKit's
/// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)` and
/// `requestSceneSessionDestruction(_:options:errorHandler:)` — and the user closing a scene's window.
///
/// ```
///   requestSceneSessionActivation(nil, …)      (at the next turn of the run loop, as UIKit's)
///       the Info.plist allows one scene and one is connected ─▶ errorHandler(multipleScenesNotSupported)
///       otherwise a new scene connects (configurationForConnecting, willConnectTo with the user
///           activity in its options, willEnterForeground) and takes the focus: the scene that
///           had it resigns active, the new one becomes active; a backend opens a window for it
///   requestSceneSessionActivation(session, …)
///       its scene takes the focus; the activity goes to the delegate's scene(_:continue:)
///       a session with no connected scene ─▶ errorHandler(requestDenied)
///   requestSceneSessionDestruction(session, …), or RawInput.sceneClosed
///       the scene's touches are cancelled; sceneWillResignActive, sceneDidEnterBackground,
///       sceneDidDisconnect (each with its notification); its windows leave the screen; the focus
///       goes to the scene connected last; the app delegate hears
///       application(_:didDiscardSceneSessions:)
/// ```
///
/// Sources: Apple's documentation of the two requests ("Asks the system to activate an existing
/// scene, or create a new scene"; "Specify `nil` when you want the system to create a new scene");
/// `UISceneError.Code.multipleScenesNotSupported` ("the app doesn't support multiple scenes");
/// `application(_:didDiscardSceneSessions:)` ("the user closed one or more of the app's scenes").
extension UIApplication {
    /// Asks for `sceneSession`'s scene to take the focus, or for a new scene when it is `nil`. The
    /// request runs at the next turn of the run loop; a refusal calls `errorHandler` with a
    /// ``UISceneError``.
    @preconcurrency
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: (@MainActor (any Error) -> Void)? = nil) {
        afterThisTurn { [unowned self] in
            activateSceneSession(sceneSession, userActivity: userActivity, errorHandler: errorHandler)
        }
    }

    /// The iOS 17 form of ``requestSceneSessionActivation(_:userActivity:options:errorHandler:)``:
    /// the request's session (or a new scene of its role) with its activity and options.
    @preconcurrency
    public func activateSceneSession(
        for request: UISceneSessionActivationRequest, errorHandler: (@MainActor (any Error) -> Void)? = nil
    ) {
        requestSceneSessionActivation(
            request.session, userActivity: request.userActivity, options: request.options, errorHandler: errorHandler)
    }

    /// Asks for `sceneSession`'s scene to close: it disconnects and its session is discarded. The
    /// request runs at the next turn of the run loop.
    @preconcurrency
    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: (@MainActor (any Error) -> Void)? = nil) {
        afterThisTurn { [unowned self] in
            guard let scene = sceneSession.scene, sceneStorage.contains(where: { $0 === scene }) else {
                errorHandler?(UISceneError(.requestDenied))
                return
            }
            destroyScene(scene)
        }
    }

    /// Asks for `sceneSession`'s interface to be brought up to date (its snapshot in the app
    /// switcher on iOS). There is no app switcher: nothing to refresh.
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}

    /// Runs `request` at the next turn of the run loop (a timer due now), after the code that made it.
    func afterThisTurn(_ request: @escaping @MainActor () -> Void) {
        sceneRequests.append(request)
        guard sceneRequests.count == 1 else { return }
        let timer = Timer(fire: Date(), interval: 0, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.runSceneRequests() }
        }
        RunLoop.current.add(timer, forMode: .default)
    }

    private func runSceneRequests() {
        let requests = sceneRequests
        sceneRequests.removeAll()
        for request in requests { request() }
    }

    private func activateSceneSession(_ session: UISceneSession?, userActivity: NSUserActivity?,
                                      errorHandler: (@MainActor (any Error) -> Void)?) {
        guard !hasTerminated else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        if let session {
            guard let scene = session.scene as? UIWindowScene, sceneStorage.contains(where: { $0 === scene }) else {
                errorHandler?(UISceneError(.requestDenied))
                return
            }
            focus(on: scene)
            if let userActivity { scene.delegate?.scene(scene, continue: userActivity) }
            return
        }
        guard supportsMultipleScenes || sceneStorage.isEmpty else {
            errorHandler?(UISceneError(.multipleScenesNotSupported))
            return
        }
        let options = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
        if let scene = connectScene(role: .windowApplication, options: options, activating: false) as? UIWindowScene {
            focus(on: scene)
        }
    }

    /// `RawInput.sceneClosed`: the user closed the scene's system window.
    func sceneClosed(_ identifier: String) {
        guard let scene = connectedScene(withIdentifier: identifier) else {
            reportUnknownScene(identifier, what: "whose window closed")
            return
        }
        destroyScene(scene)
    }

    /// Ends `scene` for good: its touches and presses end, it leaves the foreground and disconnects,
    /// its windows leave the screen, and its session is discarded.
    func destroyScene(_ scene: UIScene) {
        let windows = (scene as? UIWindowScene)?.windows ?? []
        let time = inputPipeline.sanitizer.lastTimestamp
        inputPipeline.tracker.cancelTouches(in: windows)
        if let key = keyWindowStorage, windows.contains(where: { $0 === key }) {
            inputPipeline.keys.cancelAll(timestamp: time)
        }
        scene.enterBackground()
        scene.disconnect()
        sceneStorage.removeAll { $0 === scene }
        for window in windows where !window.isHidden { window.isHidden = true }
        (scene as? UIWindowScene)?.storyboardWindow = nil
        scene.session.scene = nil
        if focusedSceneStorage === scene {
            focusedSceneStorage = nil
            if let next = sceneStorage.last(where: { $0 is UIWindowScene }) as? UIWindowScene { focus(on: next) }
        }
        if inputSceneStorage === scene { inputSceneStorage = focusedSceneStorage }
        lifecycleDelegate?.application(self, didDiscardSceneSessions: [scene.session])
    }
}

extension UIScene {
    /// What an app asks of a scene it requests — UIKit's `UIScene.ActivationRequestOptions`.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene the request comes from.
        open var requestingScene: UIScene?

        public override init() { super.init() }
    }
}

/// A request to bring a scene forward or make one — UIKit's `UISceneSessionActivationRequest`
/// (iOS 17), for ``UIApplication/activateSceneSession(for:errorHandler:)``.
public struct UISceneSessionActivationRequest {
    /// The role of the scene to make when there is no session.
    public var role: UISceneSession.Role
    /// The session whose scene to bring forward; `nil` for a new scene.
    public var session: UISceneSession?
    /// The activity to hand the scene.
    public var userActivity: NSUserActivity?
    /// The request's options.
    public var options: UIScene.ActivationRequestOptions?

    /// A request for a scene of `role` (a new one: there is no system choosing an existing one).
    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
                options: UIScene.ActivationRequestOptions? = nil) {
        self.role = role
        self.userActivity = userActivity
        self.options = options
    }

    /// A request for `session`'s scene.
    public init(
        session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil
    ) {
        role = session.role
        self.session = session
        self.userActivity = userActivity
        self.options = options
    }
}

/// What an app asks of a scene it closes — UIKit's `UISceneDestructionRequestOptions`.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}

/// The domain of ``UISceneError``s — UIKit's `UISceneErrorDomain`.
public let UISceneErrorDomain = "UISceneErrorDomain"

/// Why a scene request failed — UIKit's `UISceneError`, with its codes and their numbers.
///
///     application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
///         if let error = error as? UISceneError, error.code == .multipleScenesNotSupported { … }
///     }
public struct UISceneError: Error, Sendable, Equatable, CustomNSError, CustomStringConvertible {
    /// UIKit's scene error codes.
    public enum Code: Int, Sendable {
        /// The app does not support more than one scene (`UIApplicationSupportsMultipleScenes`).
        case multipleScenesNotSupported = 0
        /// The request was refused (a session with no connected scene, an app that ended).
        case requestDenied = 1
        /// A geometry request that is not valid here.
        case geometryRequestUnsupported = 100
        /// A valid geometry request the system refused.
        case geometryRequestDenied = 101
    }

    /// The reason.
    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static let multipleScenesNotSupported = Code.multipleScenesNotSupported
    public static let requestDenied = Code.requestDenied
    public static let geometryRequestUnsupported = Code.geometryRequestUnsupported
    public static let geometryRequestDenied = Code.geometryRequestDenied

    public static var errorDomain: String { UISceneErrorDomain }
    public var errorCode: Int { code.rawValue }

    public var description: String { "UISceneError(\(code))" }
}

extension UISceneError.Code {
    /// `catch UISceneError.multipleScenesNotSupported`, as Swift matches Cocoa's error codes.
    public static func ~= (code: UISceneError.Code, error: any Error) -> Bool {
        (error as? UISceneError)?.code == code
    }
}
