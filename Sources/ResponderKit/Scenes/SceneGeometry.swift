import Foundation

/// A scene asking for another shape — UIKit's `requestGeometryUpdate(_:errorHandler:)` (iOS 16), the
/// way apps rotate a video player to landscape, and `setNeedsUpdateOfSupportedInterfaceOrientations()`.
///
/// Here a scene is the screen's size and its orientation is the screen's shape (landscape when wider
/// than tall), so a rotation is a resize of the screen to its width and height swapped — the same
/// path as the SDL window resized by its user (`RawInput.screenResized`): the root controllers hear
/// `viewWillTransition(to:with:)`, the traits change, the layout runs; the SDL window takes the new
/// size. An iOS request whose orientations include the current one changes nothing; an empty set is
/// `UISceneError.Code.geometryRequestUnsupported`. A Mac request resizes the screen to its frame's
/// size. Sources: Apple, `requestGeometryUpdate(_:errorHandler:)` ("Requests an update to the window
/// scene's geometry"; its example asks for `.landscape`), `UIWindowScene.GeometryPreferences.iOS`,
/// `setNeedsUpdateOfSupportedInterfaceOrientations()` (the system asks the controllers again).
extension UIWindowScene {
    /// What a scene asks its geometry to be — UIKit's abstract `UIWindowScene.GeometryPreferences`.
    @preconcurrency @MainActor
    open class GeometryPreferences: NSObject {
        public override init() { super.init() }

        /// An iOS scene's request: the interface orientations it wants.
        @preconcurrency @MainActor
        open class iOS: GeometryPreferences {
            /// The orientations; `nil` keeps the current one.
            open var interfaceOrientations: UIInterfaceOrientationMask?

            public override init() { super.init() }

            public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.init()
                self.interfaceOrientations = interfaceOrientations
            }
        }

        /// A Mac Catalyst scene's request: the window's frame.
        @preconcurrency @MainActor
        open class Mac: GeometryPreferences {
            /// The window's frame; `nil` keeps it.
            open var systemFrame: CGRect?

            public override init() { super.init() }

            public convenience init(systemFrame: CGRect) {
                self.init()
                self.systemFrame = systemFrame
            }
        }
    }

    /// Carries out `preferences` (see the extension's comment) at the next turn of the run loop, as
    /// UIKit rotates after the call; a refusal calls `errorHandler`.
    func updateGeometry(_ preferences: GeometryPreferences, errorHandler: (@MainActor (any Error) -> Void)?) {
        UIApplication.shared.afterThisTurn { [self] in applyGeometry(preferences, errorHandler: errorHandler) }
    }

    private func applyGeometry(_ preferences: GeometryPreferences, errorHandler: (@MainActor (any Error) -> Void)?) {
        if let request = preferences as? GeometryPreferences.iOS {
            guard let wanted = request.interfaceOrientations else { return }
            guard !wanted.isEmpty else {
                errorHandler?(UISceneError(.geometryRequestUnsupported))
                return
            }
            UIApplication.shared.turnScreen(toOneOf: wanted)
        } else if let request = preferences as? GeometryPreferences.Mac, let frame = request.systemFrame {
            UIApplication.shared.screenResized(to: frame.size)
        }
    }
}

extension UIApplication {
    /// Turns the screen (its width and height swapped: the resize path) unless its orientation is
    /// one of `wanted`.
    func turnScreen(toOneOf wanted: UIInterfaceOrientationMask) {
        let screen = UIScreen.main
        guard !wanted.contains(screen.interfaceOrientation.mask) else { return }
        screenResized(to: CGSize(width: screen.bounds.height, height: screen.bounds.width))
    }
}

extension UIScreen {
    /// The interface's orientation, from the screen's shape: landscape when it is wider than tall
    /// (every scene is the screen's size).
    var interfaceOrientation: UIInterfaceOrientation {
        bounds.width > bounds.height ? .landscapeRight : .portrait
    }
}

extension UIInterfaceOrientation {
    /// The orientation as a mask of one.
    var mask: UIInterfaceOrientationMask {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .unknown: []
        }
    }
}

extension UIViewController {
    /// Asks the system to read `supportedInterfaceOrientations` again: when the key window's front
    /// controller (its root, or what the root presents) does not support the current orientation,
    /// the scene turns to one it does (UIWindowScene.requestGeometryUpdate's path).
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        guard let window = view.window ?? UIApplication.shared.keyWindow, let root = window.rootViewController else {
            return
        }
        var front = root
        for _ in 0..<ResponderChainBound.maximumHops {
            guard let presented = front.presentedViewController, presented !== front else { break }
            front = presented
        }
        let supported = front.supportedInterfaceOrientations
        guard !supported.isEmpty else { return }
        UIApplication.shared.afterThisTurn { UIApplication.shared.turnScreen(toOneOf: supported) }
    }
}
