import Foundation

/// A storyboard: the app's view controllers, their views and the segues between them — UIKit's
/// `UIStoryboard`.
///
/// UIKit reads a compiled storyboard at run time. Here a storyboard is Swift: `responderkit-port`
/// translates each `.storyboard` into a ``Translation`` (a scene per view controller, each a few
/// closures that make the controller with `init?(coder:)`, set what Interface Builder set, build its
/// view and connect its outlets, actions and segues), registered under the storyboard's name by the
/// app's ``PortedAppResources``. `UIStoryboard(name:bundle:)` finds it there.
///
/// ```
///   instantiateViewController(withIdentifier:) ─▶ scene.make (init?(coder:)) ─▶ scene.configure
///     (title, navigation item, relationships: a navigation controller's root, a tab bar's tabs)
///     ─▶ awakeFromNib ─▶ … first read of `view`: loadView ─▶ scene.loadView (views, constraints,
///     outlets, actions, embed segues) ─▶ awakeFromNib on each view ─▶ viewDidLoad
/// ```
///
/// Where UIKit raises — a storyboard, an identifier or a segue that does not exist — an
/// `invalidStoryboardUse` diagnostic says what was asked for, and the call returns an empty controller
/// or does nothing (docs/Storyboards.md).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// A storyboard translated into Swift: its scenes, by the Interface Builder ID of their controller.
    /// A ResponderKit addition; `responderkit-port` writes these.
    public struct Translation {
        /// The storyboard's file name without `.storyboard`.
        public let name: String
        /// The ID of the scene the storyboard's entry point leads to.
        public let initialSceneID: String?
        /// The scenes, by ID.
        public let scenes: [String: Scene]

        public init(name: String, initialSceneID: String?, scenes: [Scene]) {
            self.name = name
            self.initialSceneID = initialSceneID
            self.scenes = Dictionary(scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// One view controller of a translated storyboard.
    public struct Scene {
        public typealias Make = @MainActor (_ coder: NSCoder) -> UIViewController?
        public typealias Configure = @MainActor (_ controller: UIViewController, _ storyboard: UIStoryboard) -> Void
        public typealias LoadView = @MainActor (_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView

        /// Interface Builder's ID of the controller.
        public let id: String
        /// The Storyboard ID set in Interface Builder (`instantiateViewController(withIdentifier:)`).
        public let storyboardIdentifier: String?
        /// Makes the controller: `MyViewController(coder: coder)`, or a storyboard reference's
        /// controller from the other storyboard.
        public let make: Make
        /// Sets what Interface Builder set on the controller itself and makes its relationships.
        public let configure: Configure?
        /// Builds the controller's view (its `loadView`), when the scene has one.
        public let loadView: LoadView?
        /// The segues that start from the controller or from its views.
        public let segues: [SegueTemplate]
        /// Whether `make` gives a controller of another storyboard (a storyboard reference), which
        /// keeps that storyboard's configuration.
        public let isReference: Bool

        public init(id: String, storyboardIdentifier: String? = nil, make: @escaping Make, configure: Configure? = nil,
                    loadView: LoadView? = nil, segues: [SegueTemplate] = [], isReference: Bool = false) {
            self.id = id
            self.storyboardIdentifier = storyboardIdentifier
            self.make = make
            self.configure = configure
            self.loadView = loadView
            self.segues = segues
            self.isReference = isReference
        }
    }

    /// The translated storyboards, by name.
    static var registry: [String: Translation] = [:]

    /// Makes `translation` what `UIStoryboard(name:bundle:)` finds under its name. A ResponderKit
    /// addition, called by the code `responderkit-port` writes.
    public static func register(_ translation: Translation) {
        registry[translation.name] = translation
    }

    /// The storyboard's translation; `nil` for one that was not found (reported when made).
    let translation: Translation?
    /// The storyboard's name.
    let name: String

    /// The storyboard called `name` (without `.storyboard`); the bundle is not consulted, since
    /// translated storyboards are code. One that does not exist (UIKit raises "Could not find a
    /// storyboard named") is reported, and instantiates nothing.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        PortedResourceLoader.loadIfNeeded()
        translation = UIStoryboard.registry[name]
        super.init()
        if translation == nil {
            report("Could not find a storyboard named '\(name)' (UIKit raises): responderkit-port translates an app's "
                + "storyboards, and its PortedResources registers them")
        }
    }

    open override var description: String { "<UIStoryboard '\(name)'>" }

    // MARK: Instantiating

    /// The controller the storyboard's entry point leads to, or `nil` when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let translation else { return nil }
        guard let id = translation.initialSceneID, let scene = translation.scenes[id] else {
            if !translation.scenes.isEmpty {
                report("the storyboard '\(name)' has no initial view controller (check \"Is Initial View Controller\")")
            }
            return nil
        }
        return instantiate(scene, creator: nil)
    }

    /// The initial controller, made by `creator` with the storyboard's coder (iOS 13).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let translation, let id = translation.initialSceneID, let scene = translation.scenes[id] else {
            return nil
        }
        return instantiate(scene, creator: block.map { make in { coder in make(coder) } }) as? ViewController
    }

    /// The controller whose Storyboard ID is `identifier`. None (UIKit raises) gives an empty
    /// `UIViewController` and a diagnostic.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let scene = scene(withStoryboardIdentifier: identifier) else { return UIViewController() }
        return instantiate(scene, creator: nil)
    }

    /// The controller whose Storyboard ID is `identifier`, made by `creator` (iOS 13). No such scene,
    /// a creator that returns `nil` or a controller of another class (UIKit raises) is reported, and
    /// gives `ViewController(coder:)`; only if that too returns `nil` does the call trap.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let scene = scene(withStoryboardIdentifier: identifier),
           let made = instantiate(scene, creator: block.map { make in { coder in make(coder) } }) as? ViewController {
            return made
        }
        report("instantiateViewController(identifier: \"\(identifier)\") did not make a \(ViewController.self) (UIKit "
            + "raises); one was made with init?(coder:)")
        guard let made = ViewController(coder: StoryboardCoder()) else {
            preconditionFailure("instantiateViewController(identifier: \"\(identifier)\"): the storyboard has no such "
                + "\(ViewController.self), and \(ViewController.self)(coder:) returned nil, so there is nothing to "
                + "return (UIKit raises here too)")
        }
        return made
    }

    // MARK: Internal

    private func scene(withStoryboardIdentifier identifier: String) -> Scene? {
        guard let translation else { return nil }
        if let scene = translation.scenes.values.first(where: { $0.storyboardIdentifier == identifier }) {
            return scene
        }
        report("Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)' (UIKit raises)")
        return nil
    }

    /// The scene with Interface Builder ID `id`, made (segue destinations and relationships).
    func instantiateScene(id: String) -> UIViewController? {
        guard let scene = translation?.scenes[id] else {
            report("the storyboard '\(name)' has no scene with ID \(id)")
            return nil
        }
        return instantiate(scene, creator: nil)
    }

    /// Makes a scene's controller: `make` (or the app's creator) with the storyboard coder, then
    /// what Interface Builder set on it, then `awakeFromNib()`. Its view loads later, on first use.
    func instantiate(_ scene: Scene, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        let coder = StoryboardCoder()
        guard let controller = creator?(coder) ?? scene.make(coder) else {
            report("the controller of scene \(scene.id) in storyboard '\(name)' returned nil from init?(coder:); an "
                + "empty UIViewController was made")
            return UIViewController()
        }
        if scene.isReference { return controller }
        let state = controller.interfaceBuilderState
        state.storyboard = self
        state.sceneLoadView = scene.loadView
        state.segueTemplates = scene.segues
        scene.configure?(controller, self)
        controller.awakeFromNib()
        return controller
    }

    func report(_ message: String) {
        UIApplication.current.report(
            Diagnostic(kind: .invalidStoryboardUse, resolution: .dropped, message: message))
    }
}
